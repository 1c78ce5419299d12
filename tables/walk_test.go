package tables

import (
	"math/bits"
	"math/rand"
	"testing"
)

// TestNextSubset: within sets of points with gaps, each set of up to
// five points is followed by the next in rank order.
func TestNextSubset(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for range 20 {
		among := rng.Uint32() & boardMask
		n := bits.OnesCount32(among)
		for k := 1; k <= min(5, n); k++ {
			for r := int64(0); r+1 < binom[n][k]; r++ {
				s, want := spread(subsets[k][r], among), spread(subsets[k][r+1], among)
				if got := nextSubset(s, among); got != want {
					t.Fatalf("among %025b: after %025b want %025b, got %025b", among, s, want, got)
				}
			}
		}
	}
}

// TestBoardWalk: a walk taking indices in increasing order, one after
// another or with gaps, gives the boards Class.board gives each alone.
func TestBoardWalk(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for _, name := range []string{"w-b", "W-B", "ww-bB", "wW-bbB", "WWW-BB", "wwWW-b", "W-BBB", "WW-b"} {
		c, err := ParseClass(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, gap := range []int{1, 2, 7, 1000} {
			w := newBoardWalk(c)
			for i := int64(0); i < c.size(); i += 1 + int64(rng.Intn(gap)) {
				got, gotOK := w.board(i)
				want, wantOK := c.board(i)
				if got != want || gotOK != wantOK {
					t.Fatalf("%s: index %d (gaps up to %d): walk gives %+v %v, board %+v %v", c, i, gap, got, gotOK, want, wantOK)
				}
			}
		}
	}
}
