package match

import (
	"math"
	"math/rand"
	"testing"
)

// TestSPRTFastchessExamples: the LLR agrees with fastchess' own code on
// its tests' examples (app/tests/sprt_test.cpp) and a few small matches,
// in both Elo models. The values are those of fastchess' SPRT::getLLR
// (commit of 2025 in its repository), compiled and run on these counts:
// its tests round them to two decimals and allow 1 % (111.82 for
// 111.797555).
func TestSPRTFastchessExamples(t *testing.T) {
	for _, tc := range []struct {
		p          Penta
		elo0, elo1 float64
		logistic   bool
		llr        float64
	}{
		{fastchessPenta(365, 16618, 36029, 200, 16974, 390), 0, 2, false, 2.250368},
		{fastchessPenta(127, 4883, 10311, 401, 5150, 104), -1.75, 0.25, false, 3.010154},
		{fastchessPenta(0, 0, 0, 0, 0, 5550), 0, 5, false, 111.797555},
		{fastchessPenta(223, 9863, 20279, 1000, 10037, 246), 0.5, 2.5, true, -3.074423},
		{fastchessPenta(871, 26175, 55003, 980, 26678, 821), 0, 2, true, -4.979612},
		{fastchessPenta(10, 40, 30, 60, 45, 12), 0, 5, false, 0.154660},
		{fastchessPenta(10, 40, 30, 60, 45, 12), -3, 3, true, 0.353659},
		{fastchessPenta(0, 3, 1, 2, 5, 0), 0, 10, false, 0.086319},
		{fastchessPenta(1, 0, 0, 0, 0, 7), 0, 50, false, 1.050664},
		{fastchessPenta(1, 0, 0, 0, 0, 7), -20, 20, true, 0.691012},
	} {
		s := SPRT{Elo0: tc.elo0, Elo1: tc.elo1, Alpha: 0.05, Beta: 0.05, Logistic: tc.logistic}
		if got := s.LLR(tc.p); math.Abs(got-tc.llr) > 2e-6 {
			t.Errorf("%s, %s: LLR %.6f, fastchess %.6f", tc.p.Counts(), s, got, tc.llr)
		}
	}
}

// TestSPRTBounds: α = β = 0.05 gives ±2.94; the verdicts follow them.
func TestSPRTBounds(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	lo, hi := s.Bounds()
	if math.Abs(lo+2.944) > 0.001 || math.Abs(hi-2.944) > 0.001 {
		t.Errorf("bounds %.4f, %.4f, want ∓2.944", lo, hi)
	}
	for _, tc := range []struct {
		llr  float64
		want Verdict
	}{{0, Continue}, {2.9, Continue}, {-2.9, Continue}, {3, AcceptH1}, {-3, AcceptH0}} {
		if got := s.Decide(tc.llr); got != tc.want {
			t.Errorf("LLR %v: %v, want %v", tc.llr, got, tc.want)
		}
	}
}

// TestSPRTLogisticIsTheLikelihoodRatio: the logistic LLR is the
// log-likelihood ratio of the two most likely distributions of the given
// means. Checked directly: each distribution found sums to 1 and has its
// mean, no distribution with that mean nearby (moved along directions
// that keep both) is more likely, and the LLR is the difference of the
// two log-likelihoods of the counts.
func TestSPRTLogisticIsTheLikelihoodRatio(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	p := Penta{LL: 12, LD: 80, DD: 150, WL: 30, WD: 95, WW: 17}
	counts := p.counts()
	n := float64(p.Pairs())
	logLik := func(q [5]float64) float64 {
		var l float64
		for i, c := range counts {
			l += c * math.Log(q[i])
		}
		return l
	}
	var probs [5]float64
	for i, c := range counts {
		probs[i] = c / n
	}
	s := SPRT{Elo0: -10, Elo1: 20, Alpha: 0.05, Beta: 0.05, Logistic: true}
	var best [2]float64
	for k, elo := range []float64{s.Elo0, s.Elo1} {
		mean := 1 / (1 + math.Pow(10, -elo/400))
		q := mleScore(probs, mean)
		var sum, mu float64
		for i, x := range q {
			sum += x
			mu += x * float64(i) / 4
		}
		// fastchess solves for θ within 1e-3: the sums are near, not exact
		if math.Abs(sum-1) > 1e-4 || math.Abs(mu-mean) > 1e-4 {
			t.Fatalf("Elo %v: distribution %v sums to %v, mean %v, want 1 and %v", elo, q, sum, mu, mean)
		}
		best[k] = logLik(q)
		for try := 0; try < 200; try++ {
			// a direction d with Σd = 0 and Σ d_i·i = 0: random, then the
			// two constraints projected out (Gram-Schmidt on 1 and i)
			var d [5]float64
			for i := range d {
				d[i] = rng.NormFloat64()
			}
			one := [5]float64{1, 1, 1, 1, 1}
			lin := [5]float64{-2, -1, 0, 1, 2} // i − 2, orthogonal to one
			for _, b := range [][5]float64{one, lin} {
				var db, bb float64
				for i := range d {
					db += d[i] * b[i]
					bb += b[i] * b[i]
				}
				for i := range d {
					d[i] -= db / bb * b[i]
				}
			}
			var moved [5]float64
			for i := range q {
				moved[i] = q[i] + 1e-2*d[i]
				if moved[i] <= 0 {
					moved[i] = q[i]
				}
			}
			if l := logLik(moved); l > best[k]+1e-2 {
				t.Fatalf("Elo %v: a distribution of the same mean is more likely: %v > %v", elo, l, best[k])
			}
		}
	}
	if got, want := s.LLR(p), best[1]-best[0]; math.Abs(got-want) > 1e-9 {
		t.Errorf("LLR %v, the likelihoods' ratio %v", got, want)
	}
}

// TestSPRTNearTheNormalApproximation: on many pairs and close hypotheses,
// both LLRs come near the closed form of the normal approximation,
// N·(s1 − s0)·(2s − s0 − s1)/(2σ²), with s_i the hypotheses' scores.
func TestSPRTNearTheNormalApproximation(t *testing.T) {
	p := Penta{LL: 200, LD: 2100, DD: 4000, WL: 600, WD: 2300, WW: 250}
	n, sc, v := float64(p.Pairs()), p.Score(), p.Variance()
	approx := func(s0, s1 float64) float64 { return n * (s1 - s0) * (2*sc - s0 - s1) / (2 * v) }
	logistic := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05, Logistic: true}
	normal := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	score := func(nElo float64) float64 { return 0.5 + nElo*math.Log(10)/800*math.Sqrt(2*v) }
	for _, tc := range []struct {
		s    SPRT
		want float64
	}{
		{logistic, approx(scoreOfElo(0), scoreOfElo(5))},
		{normal, approx(score(0), score(5))},
	} {
		if got := tc.s.LLR(p); math.Abs(got-tc.want) > 0.05*math.Abs(tc.want)+0.05 {
			t.Errorf("%s: LLR %.3f, normal approximation %.3f", tc.s, got, tc.want)
		}
	}
}

// TestSPRTStopsOnAStream: pairs drawn at random from a distribution
// clearly better than H1 end in H1, from one clearly worse than H0 in H0,
// each at the first pair whose LLR crosses a bound.
func TestSPRTStopsOnAStream(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	for _, tc := range []struct {
		weights [5]float64 // of LL, LD, DD, WD, WW
		want    Verdict
	}{
		{[5]float64{1, 20, 50, 29, 2}, AcceptH1},
		{[5]float64{2, 29, 50, 20, 1}, AcceptH0},
	} {
		rng := rand.New(rand.NewSource(3))
		var p Penta
		verdict, pairs := Continue, 0
		for pairs < 100000 && verdict == Continue {
			x := rng.Float64() * 102
			for i, w := range tc.weights {
				if x < w || i == 4 {
					p.add([5][2]float64{{0, 0}, {0, 0.5}, {0.5, 0.5}, {1, 0.5}, {1, 1}}[i][0],
						[5][2]float64{{0, 0}, {0, 0.5}, {0.5, 0.5}, {1, 0.5}, {1, 1}}[i][1])
					break
				}
				x -= w
			}
			pairs++
			verdict = s.Decide(s.LLR(p))
		}
		if verdict != tc.want {
			t.Errorf("weights %v: %v after %d pairs, want %v", tc.weights, verdict, pairs, tc.want)
		}
		t.Logf("weights %v: %v after %d pairs (%s)", tc.weights, verdict, pairs, p.Counts())
	}
}

// TestSPRTCheck: bad hypotheses and error rates are refused.
func TestSPRTCheck(t *testing.T) {
	for _, s := range []SPRT{
		{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05},
		{Elo0: 0, Elo1: 0, Alpha: 0.05, Beta: 0.05},
		{Elo0: 0, Elo1: 5, Alpha: 0, Beta: 0.05},
		{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 1},
		{Elo0: 0, Elo1: 5, Alpha: 0.6, Beta: 0.5},
		{Elo0: math.NaN(), Elo1: 5, Alpha: 0.05, Beta: 0.05},
	} {
		if s.Check() == nil {
			t.Errorf("%s accepted", s)
		}
	}
	if err := (SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}).Check(); err != nil {
		t.Errorf("0,5: %v", err)
	}
}
