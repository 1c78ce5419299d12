// Package match plays engine games between two players, level against
// level or configuration against configuration, from varied sound
// openings, and tallies the result as a score and an Elo difference.
package match

import (
	"fmt"
	"math"

	"github.com/fetaix/fetaix/game"
)

// Score tallies a match from the first player's view.
type Score struct {
	Wins, Draws, Losses int
}

// Games returns the number of games.
func (m Score) Games() int { return m.Wins + m.Draws + m.Losses }

// Share returns the points share, 0..1.
func (m Score) Share() float64 {
	if m.Games() == 0 {
		return 0
	}
	return (float64(m.Wins) + float64(m.Draws)/2) / float64(m.Games())
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

// Elo returns the Elo difference and its 95 % margin, from the variance
// of the per-game scores (normal approximation). The margin is +Inf when
// one bound is infinite.
func (m Score) Elo() (diff, margin float64) {
	n := float64(m.Games())
	if n == 0 {
		return 0, math.Inf(1)
	}
	s := m.Share()
	mean2 := (float64(m.Wins) + float64(m.Draws)/4) / n
	se := math.Sqrt(math.Max(mean2-s*s, 0) / n)
	lo, hi := eloOf(s-1.96*se), eloOf(s+1.96*se)
	if math.IsInf(lo, 0) || math.IsInf(hi, 0) {
		return eloOf(s), math.Inf(1)
	}
	return eloOf(s), (hi - lo) / 2
}

// String prints "W/D/L 5/2/3 score 60.0% Elo +70 ± 190".
func (m Score) String() string {
	d, e := m.Elo()
	return fmt.Sprintf("W/D/L %d/%d/%d score %.1f%% Elo %s ± %s", m.Wins, m.Draws, m.Losses,
		100*m.Share(), eloText(d, true), eloText(e, false))
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
	case math.Round(x) == 0: // no "-0" for a difference of -0.3
		return "0"
	case sign:
		return fmt.Sprintf("%+.0f", x)
	}
	return fmt.Sprintf("%.0f", x)
}

// add counts a game of result r for the player of colour c.
func (m *Score) add(r game.Result, c game.Color) {
	switch {
	case r == game.Draw:
		m.Draws++
	case r == game.WinFor(c):
		m.Wins++
	default:
		m.Losses++
	}
}
