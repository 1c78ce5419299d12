package match

import (
	"math"
	"testing"
)

// fastchessPenta builds a Penta from the argument order of fastchess'
// Stats(ll, ld, wl, dd, wd, ww), so that its published examples read as
// they are written there.
func fastchessPenta(ll, ld, wl, dd, wd, ww int) Penta {
	return Penta{LL: ll, LD: ld, WL: wl, DD: dd, WD: wd, WW: ww}
}

// TestPentaFastchessExamples: the score, Elo and normalised Elo with their
// 95 % margins agree with fastchess' own tests (app/tests/elo_test.cpp,
// values given to two decimals there).
func TestPentaFastchessExamples(t *testing.T) {
	for _, tc := range []struct {
		p                        Penta
		nElo, nErr, elo, err, sc float64
	}{
		{fastchessPenta(34, 54, 31, 32, 64, 75), 57.94, 28.28, 55.58, 27.65, 0.579},
		{fastchessPenta(332, 433, 457, 41, 333, 334), -9.17, 10.96, -8.64, 10.33, 0.488},
		{fastchessPenta(7895, 8757, 5485, 200, 568, 9999), -19.01, 2.65, -21.04, 2.95, 0.470},
	} {
		nd, ne := tc.p.NElo()
		d, e := tc.p.Elo()
		for _, c := range []struct {
			name      string
			got, want float64
			tolerance float64
		}{
			{"nElo", nd, tc.nElo, 0.006}, {"nElo margin", ne, tc.nErr, 0.006},
			{"Elo", d, tc.elo, 0.006}, {"Elo margin", e, tc.err, 0.006},
			{"score", tc.p.Score(), tc.sc, 0.0006},
		} {
			if math.Abs(c.got-c.want) > c.tolerance {
				t.Errorf("%s: %s %.4f, fastchess %.4f", tc.p.Counts(), c.name, c.got, c.want)
			}
		}
	}
}

// TestPentaFromPairList: the score and variance agree with the mean and
// variance of the list of the pairs' scores, computed here the long way
// (one number a pair, two passes), and the margins follow from them.
func TestPentaFromPairList(t *testing.T) {
	p := Penta{LL: 3, LD: 7, DD: 11, WL: 4, WD: 9, WW: 6}
	var list []float64
	for _, x := range []struct {
		n     int
		score float64
	}{{p.LL, 0}, {p.LD, 0.25}, {p.DD, 0.5}, {p.WL, 0.5}, {p.WD, 0.75}, {p.WW, 1}} {
		for i := 0; i < x.n; i++ {
			list = append(list, x.score)
		}
	}
	var sum float64
	for _, x := range list {
		sum += x
	}
	mean := sum / float64(len(list))
	var ss float64
	for _, x := range list {
		ss += (x - mean) * (x - mean)
	}
	variance := ss / float64(len(list)) // the population variance, as fastchess
	if p.Pairs() != len(list) || math.Abs(p.Score()-mean) > 1e-12 || math.Abs(p.Variance()-variance) > 1e-12 {
		t.Fatalf("%s: %d pairs, score %v, variance %v; want %d, %v, %v", p.Counts(), p.Pairs(), p.Score(), p.Variance(), len(list), mean, variance)
	}
	se := math.Sqrt(variance / float64(len(list)))
	elo := func(s float64) float64 { return 400 * math.Log10(s/(1-s)) }
	_, e := p.Elo()
	if want := (elo(mean+1.96*se) - elo(mean-1.96*se)) / 2; math.Abs(e-want) > 0.05 {
		t.Errorf("Elo margin %.3f, want %.3f", e, want)
	}
	nd, _ := p.NElo()
	if want := (mean - 0.5) / math.Sqrt(2*variance) * 800 / math.Log(10); math.Abs(nd-want) > 1e-9 {
		t.Errorf("nElo %.3f, want %.3f", nd, want)
	}
}

// TestPentaAdd: each pair of game results lands in its class.
func TestPentaAdd(t *testing.T) {
	var p Penta
	for _, g := range [][2]float64{{0, 0}, {0, 0.5}, {0.5, 0}, {0.5, 0.5}, {1, 0}, {0, 1}, {1, 0.5}, {1, 1}} {
		p.add(g[0], g[1])
	}
	if want := (Penta{LL: 1, LD: 2, DD: 1, WL: 2, WD: 1, WW: 1}); p != want {
		t.Errorf("got %s, want %s", p.Counts(), want.Counts())
	}
}

// TestPentaDegenerate: no pairs, or pairs all alike, give an infinite
// margin rather than NaN.
func TestPentaDegenerate(t *testing.T) {
	for _, p := range []Penta{{}, {DD: 5}, {WW: 4}, {LL: 2}} {
		nd, ne := p.NElo()
		d, e := p.Elo()
		if math.IsNaN(nd) || math.IsNaN(d) || !math.IsInf(ne, 1) || !math.IsInf(e, 1) {
			t.Errorf("%s: nElo %v ± %v, Elo %v ± %v", p.Counts(), nd, ne, d, e)
		}
	}
	if s := (Penta{WW: 4}).String(); s != "score 100.0 %, nElo +inf ± inf, Elo +inf ± inf" {
		t.Errorf("all won: %q", s)
	}
}
