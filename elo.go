package main

import (
	"fmt"
	"math"
)

// matchScore tallies a match from the first player's view.
type matchScore struct {
	wins, draws, losses int
}

// games returns the number of games.
func (m matchScore) games() int { return m.wins + m.draws + m.losses }

// score returns the points share, 0..1.
func (m matchScore) score() float64 {
	if m.games() == 0 {
		return 0
	}
	return (float64(m.wins) + float64(m.draws)/2) / float64(m.games())
}

// eloOf returns the Elo difference of a points share (±Inf at 1 and 0).
func eloOf(s float64) float64 {
	switch {
	case s <= 0:
		return math.Inf(-1)
	case s >= 1:
		return math.Inf(1)
	}
	return -400 * math.Log10(1/s-1)
}

// elo returns the Elo difference and its 95 % margin, from the variance
// of the per-game scores (normal approximation). The margin is +Inf when
// one bound is infinite.
func (m matchScore) elo() (diff, margin float64) {
	n := float64(m.games())
	if n == 0 {
		return 0, math.Inf(1)
	}
	s := m.score()
	mean2 := (float64(m.wins) + float64(m.draws)/4) / n
	se := math.Sqrt(math.Max(mean2-s*s, 0) / n)
	lo, hi := eloOf(s-1.96*se), eloOf(s+1.96*se)
	if math.IsInf(lo, 0) || math.IsInf(hi, 0) {
		return eloOf(s), math.Inf(1)
	}
	return eloOf(s), (hi - lo) / 2
}

// String prints "W/D/L 5/2/3 score 60.0% Elo +70 ± 190".
func (m matchScore) String() string {
	d, e := m.elo()
	return fmt.Sprintf("W/D/L %d/%d/%d score %.1f%% Elo %s ± %s", m.wins, m.draws, m.losses,
		100*m.score(), eloText(d, true), eloText(e, false))
}

func eloText(x float64, sign bool) string {
	switch {
	case math.IsInf(x, 1):
		if sign {
			return "+inf"
		}
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	case sign:
		return fmt.Sprintf("%+.0f", x)
	}
	return fmt.Sprintf("%.0f", x)
}
