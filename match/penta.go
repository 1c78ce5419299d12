package match

import (
	"fmt"
	"math"
)

// A match's games come in pairs: both games of a pair start from the same
// position, with the colours swapped. The two games share their start, so
// they are not independent: the pair, not the game, is the unit of the
// statistics, as in chess engine testing (fastchess, fishtest). A pair
// scores 0, ¼, ½, ¾ or 1 for A (LL, LD, DD or WL, WD, WW), and the five
// counts are the pentanomial.

// z95 is the two-sided 95 % quantile of the normal distribution, as
// fastchess writes it.
const z95 = 1.959963984540054

// pairScores are the scores of a pair, in the order of Penta.freqs.
var pairScores = [5]float64{0, 0.25, 0.5, 0.75, 1}

// Penta counts a match's game pairs by A's result in its two games: LL
// (lost both), LD, DD and WL (a draw and a draw, or a win and a loss: both
// score ½), WD and WW.
type Penta struct {
	LL, LD, DD, WL, WD, WW int
}

// Pairs returns the number of pairs.
func (p Penta) Pairs() int { return p.LL + p.LD + p.DD + p.WL + p.WD + p.WW }

// counts are the counts of pairs scoring 0, ¼, ½, ¾ and 1.
func (p Penta) counts() [5]float64 {
	return [5]float64{float64(p.LL), float64(p.LD), float64(p.DD + p.WL), float64(p.WD), float64(p.WW)}
}

// add counts a pair in which A scored a and b points (0, ½ or 1) in its
// two games.
func (p *Penta) add(a, b float64) {
	switch a + b {
	case 0:
		p.LL++
	case 0.5:
		p.LD++
	case 1:
		if a == 0.5 {
			p.DD++
		} else {
			p.WL++
		}
	case 1.5:
		p.WD++
	default:
		p.WW++
	}
}

// Score returns A's mean score per pair, 0..1 (0 without pairs).
func (p Penta) Score() float64 {
	n := float64(p.Pairs())
	if n == 0 {
		return 0
	}
	var s float64
	for i, c := range p.counts() {
		s += c / n * pairScores[i]
	}
	return s
}

// Variance returns the variance of a pair's score: Σ p_k (x_k − s)².
func (p Penta) Variance() float64 {
	n := float64(p.Pairs())
	if n == 0 {
		return 0
	}
	s := p.Score()
	var v float64
	for i, c := range p.counts() {
		d := pairScores[i] - s
		v += c / n * d * d
	}
	return v
}

// bounds returns the 95 % interval of the score, s ± z·√(σ²/N).
func (p Penta) bounds() (lo, hi float64) {
	s, e := p.Score(), z95*math.Sqrt(p.Variance()/float64(p.Pairs()))
	return s - e, s + e
}

// Elo returns the logistic Elo difference of A's score, −400·log10(1/s − 1),
// and half the width of its 95 % interval: the interval of the score,
// mapped through the same formula (fastchess' EloPentanomial). The margin
// is +Inf when a bound of the interval is outside (0, 1), without pairs,
// and when every pair scored the same (σ² = 0: the normal approximation
// says nothing).
func (p Penta) Elo() (diff, margin float64) {
	if p.Pairs() == 0 {
		return 0, math.Inf(1)
	}
	if p.Variance() == 0 {
		return eloOf(p.Score()), math.Inf(1)
	}
	lo, hi := p.bounds()
	d := eloOf(p.Score())
	if lo <= 0 || hi >= 1 {
		return d, math.Inf(1)
	}
	return d, (eloOf(hi) - eloOf(lo)) / 2
}

// NElo returns the normalised Elo of A's score, (s − ½)/√(2σ²)·800/ln 10,
// and half the width of its 95 % interval (fastchess' EloPentanomial): the
// Elo scale on which a difference is as easy to detect whatever the draw
// rate. Without pairs, or when every pair scored the same (σ² = 0), the
// margin is +Inf and the difference 0 or ±Inf.
func (p Penta) NElo() (diff, margin float64) {
	v := p.Variance()
	if p.Pairs() == 0 || v == 0 {
		s := p.Score() - 0.5
		switch {
		case p.Pairs() == 0 || s == 0:
			return 0, math.Inf(1)
		case s > 0:
			return math.Inf(1), math.Inf(1)
		}
		return math.Inf(-1), math.Inf(1)
	}
	lo, hi := p.bounds()
	return nEloOf(p.Score(), v), (nEloOf(hi, v) - nEloOf(lo, v)) / 2
}

// nEloOf is the normalised Elo of score s with pair variance v.
func nEloOf(s, v float64) float64 {
	return (s - 0.5) / math.Sqrt(2*v) * 800 / math.Ln10
}

// Counts prints the pentanomial: "LL LD DD+WL WD WW: 1 3 4+2 5 1".
func (p Penta) Counts() string {
	return fmt.Sprintf("LL LD DD+WL WD WW: %d %d %d+%d %d %d", p.LL, p.LD, p.DD, p.WL, p.WD, p.WW)
}

// String prints A's score and Elo from the pairs: "score 57.5 %, nElo
// +41.0 ± 38.2, Elo +52.5 ± 48.9".
func (p Penta) String() string {
	nd, ne := p.NElo()
	d, e := p.Elo()
	return fmt.Sprintf("score %.1f %%, nElo %s ± %s, Elo %s ± %s", 100*p.Score(),
		eloText1(nd, true), eloText1(ne, false), eloText1(d, true), eloText1(e, false))
}

// eloText1 prints an Elo figure with one decimal, as eloText.
func eloText1(x float64, sign bool) string {
	switch {
	case math.IsInf(x, 0):
		return eloText(x, sign)
	case math.Abs(x) < 0.05:
		return "0.0"
	case sign:
		return fmt.Sprintf("%+.1f", x)
	}
	return fmt.Sprintf("%.1f", x)
}
