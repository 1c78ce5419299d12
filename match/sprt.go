package match

import (
	"errors"
	"fmt"
	"math"
)

// SPRT is a sequential test of two hypotheses on the Elo difference of A
// over B, H0: Elo = Elo0 against H1: Elo = Elo1, run on the pentanomial of
// the pairs played so far: the generalised SPRT of fastchess and fishtest.
// Its log-likelihood ratio (LLR) is the ratio of the likelihoods of the
// pairs under the two most likely pentanomial distributions whose Elo is
// Elo0 and Elo1; the match stops and accepts H1 when the LLR reaches
// ln((1−β)/α), H0 when it falls to ln(β/(1−α)). With α = β = 0.05 the
// bounds are ±2.94. The Elo is normalised Elo unless Logistic.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
	Logistic    bool
}

// Verdict is a sequential test's state.
type Verdict int

// The verdicts.
const (
	Continue Verdict = iota // neither bound reached: play on
	AcceptH0                // the LLR reached the lower bound
	AcceptH1                // the LLR reached the upper bound
)

// String names the verdict.
func (v Verdict) String() string {
	switch v {
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return "no decision"
}

// Check returns an error unless Elo0 < Elo1, α and β are in (0, 1) and
// α + β < 1 (fastchess' conditions).
func (s SPRT) Check() error {
	bad := func(x float64) bool { return math.IsNaN(x) || math.IsInf(x, 0) }
	switch {
	case bad(s.Elo0) || bad(s.Elo1):
		return errors.New("the Elo bounds must be finite numbers")
	case s.Elo0 >= s.Elo1:
		return fmt.Errorf("ELO0 must be less than ELO1, got %g,%g", s.Elo0, s.Elo1)
	case !(s.Alpha > 0 && s.Alpha < 1) || !(s.Beta > 0 && s.Beta < 1):
		return fmt.Errorf("alpha and beta must be between 0 and 1 (excluded), got %g and %g", s.Alpha, s.Beta)
	case s.Alpha+s.Beta >= 1:
		return fmt.Errorf("alpha + beta must be less than 1, got %g", s.Alpha+s.Beta)
	}
	return nil
}

// Bounds returns the LLR's bounds: ln(β/(1−α)) and ln((1−β)/α).
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// Decide returns the verdict of the LLR llr.
func (s SPRT) Decide(llr float64) Verdict {
	lower, upper := s.Bounds()
	switch {
	case llr >= upper:
		return AcceptH1
	case llr <= lower:
		return AcceptH0
	}
	return Continue
}

// String prints the test: "nElo [0, 5], alpha 0.05, beta 0.05".
func (s SPRT) String() string {
	scale := "nElo"
	if s.Logistic {
		scale = "Elo"
	}
	return fmt.Sprintf("%s [%g, %g], alpha %g, beta %g", scale, s.Elo0, s.Elo1, s.Alpha, s.Beta)
}

// LLR returns the log-likelihood ratio of H1 over H0 given the pairs p, as
// fastchess computes it: a count of 0 is taken as 0.001 (so that the
// distributions have no empty class), and each hypothesis' distribution is
// the maximum-likelihood one under its constraint (Van den Bergh,
// "Comparing the approximations for the generalized log likelihood ratio
// of a multinomial distribution" for logistic Elo, "Comments on normalized
// Elo" for normalised Elo). 0 without pairs.
func (s SPRT) LLR(p Penta) float64 {
	if p.Pairs() == 0 {
		return 0
	}
	counts := p.counts()
	var total float64
	for i, c := range counts {
		if c == 0 {
			counts[i] = 1e-3
		}
		total += counts[i]
	}
	var probs [5]float64
	for i, c := range counts {
		probs[i] = c / total
	}
	var p0, p1 [5]float64
	if s.Logistic {
		p0, p1 = mleScore(probs, scoreOfElo(s.Elo0)), mleScore(probs, scoreOfElo(s.Elo1))
	} else {
		// a pair's normalised t = (μ − ½)/σ of nElo: nElo·√2·ln 10/800
		t := func(nElo float64) float64 { return math.Sqrt2 * nElo * math.Ln10 / 800 }
		p0, p1 = mleNormalised(probs, t(s.Elo0)), mleNormalised(probs, t(s.Elo1))
	}
	var llr float64
	for i := range probs {
		llr += probs[i] * (math.Log(p1[i]) - math.Log(p0[i]))
	}
	return total * llr
}

// scoreOfElo is the score of a logistic Elo difference.
func scoreOfElo(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// mleScore is the distribution over pairScores of mean s most likely to
// give the empirical distribution probs: p_i = p̂_i / (1 + θ(a_i − s)),
// with θ the root of Σ p̂_i (a_i − s)/(1 + θ(a_i − s)) = 0.
func mleScore(probs [5]float64, s float64) [5]float64 {
	theta := itp(func(x float64) float64 {
		var r float64
		for i, a := range pairScores {
			r += probs[i] * (a - s) / (1 + x*(a-s))
		}
		return r
	}, -1/(pairScores[4]-s), -1/(pairScores[0]-s), 1e-3)
	var p [5]float64
	for i, a := range pairScores {
		p[i] = probs[i] / (1 + theta*(a-s))
	}
	return p
}

// mleNormalised is the distribution over pairScores whose (μ − ½)/σ is t
// most likely to give the empirical distribution probs, found by
// fastchess' fixed-point iteration from the uniform distribution (at most
// 10 steps, until no probability moves by 1e-4).
func mleNormalised(probs [5]float64, t float64) [5]float64 {
	p := [5]float64{0.2, 0.2, 0.2, 0.2, 0.2}
	for it := 0; it < 10; it++ {
		var mu, v float64
		for i, a := range pairScores {
			mu += p[i] * a
		}
		for i, a := range pairScores {
			v += p[i] * (a - mu) * (a - mu)
		}
		sigma := math.Sqrt(v)
		var phi [5]float64
		u, w := math.Inf(1), math.Inf(-1)
		for i, a := range pairScores {
			z := (a - mu) / sigma
			phi[i] = a - 0.5 - 0.5*t*sigma*(1+z*z)
			u, w = min(u, phi[i]), max(w, phi[i])
		}
		theta := itp(func(x float64) float64 {
			var r float64
			for i := range phi {
				r += probs[i] * phi[i] / (1 + x*phi[i])
			}
			return r
		}, -1/w, -1/u, 1e-7)
		var moved float64
		for i := range p {
			q := probs[i] / (1 + theta*phi[i])
			moved = max(moved, math.Abs(q-p[i]))
			p[i] = q
		}
		if moved < 1e-4 {
			break
		}
	}
	return p
}

// itp returns a root of f between a and b, f being +Inf at one end and
// −Inf at the other, within eps: the ITP method (Oliveira and Takahashi,
// 2020) with fastchess' parameters k1 = 0.1, k2 = 2, n0 = 0.99, step for
// step as fastchess takes it (the first step bisects).
func itp(f func(float64) float64, a, b, eps float64) float64 {
	const k1, k2, n0 = 0.1, 2.0, 0.99
	fa, fb := math.Inf(1), math.Inf(-1)
	if fa > 0 {
		a, b, fa, fb = b, a, fb, fa
	}
	nMax := math.Ceil(math.Log2(math.Abs(b-a)/(2*eps))) + n0
	for i := 0; math.Abs(b-a) > 2*eps; i++ {
		half := (a + b) / 2
		r := eps*math.Pow(2, nMax-float64(i)) - (b-a)/2
		delta := k1 * math.Pow(b-a, k2)
		xf := (fb*a - fa*b) / (fb - fa)
		sigma := (half - xf) / math.Abs(half-xf)
		xt := half
		if delta <= math.Abs(half-xf) {
			xt = xf + sigma*delta
		}
		x := half - sigma*r
		if math.Abs(xt-half) <= r {
			x = xt
		}
		fx := f(x)
		switch {
		case fx == 0:
			a, b = x, x
		case math.Signbit(fx):
			a, fa = x, fx
		default:
			b, fb = x, fx
		}
	}
	return (a + b) / 2
}
