package ai

import (
	"context"
	"math/rand"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// TestTableWinDistance: a forced result is stored counted from its node,
// not from the root: a win d plies after a node at ply n (scoreWin-(n+d)
// from the root) is stored as a win in d, and read back at any ply m as a
// win in m+d from that search's root; losses alike; other scores as they
// are.
func TestTableWinDistance(t *testing.T) {
	for _, n := range []int{0, 1, 5, 20} {
		for _, d := range []int{0, 1, 7} {
			win, loss := scoreWin-(n+d), -scoreWin+(n+d)
			if got := toTT(win, n); got != scoreWin-d {
				t.Errorf("a win in %d at ply %d stored as %d, want %d", d, n, got, scoreWin-d)
			}
			if got := toTT(loss, n); got != -scoreWin+d {
				t.Errorf("a loss in %d at ply %d stored as %d, want %d", d, n, got, -scoreWin+d)
			}
			for _, m := range []int{0, 3} {
				if got := fromTT(toTT(win, n), m); got != scoreWin-(m+d) {
					t.Errorf("a win in %d stored at ply %d, read at ply %d: %d, want %d", d, n, m, got, scoreWin-(m+d))
				}
				if got := fromTT(toTT(loss, n), m); got != -scoreWin+(m+d) {
					t.Errorf("a loss in %d stored at ply %d, read at ply %d: %d, want %d", d, n, m, got, -scoreWin+(m+d))
				}
			}
		}
	}
	for _, v := range []int{0, 250, -250, winBound - 1, -winBound + 1} {
		if toTT(v, 9) != v || fromTT(v, 9) != v {
			t.Errorf("evaluation %d changed by the table: %d, %d", v, toTT(v, 9), fromTT(v, 9))
		}
	}
}

// TestTableBoundsFromSearch: what a search stores for its root is the
// right kind of bound for its window: a fail-high is a lower bound, a
// fail-low an upper bound, a score inside the window exact — each with the
// score the search returned.
func TestTableBoundsFromSearch(t *testing.T) {
	r := game.DefaultRules()
	rng := rand.New(rand.NewSource(3))
	kinds := map[bound]int{}
	for k := 0; k < 40; k++ {
		g := randomGame(rng, r, 2+rng.Intn(30))
		if len(g.LegalMoves()) < 2 {
			continue
		}
		exact := newSearcher(1)
		exact.prepare(context.Background(), g, Limits{}, time.Now())
		v := exact.searchRoot(g.Position(), -scoreInf, scoreInf, 3)
		for _, w := range [][2]int{{v - 1, v + 1}, {v - 50, v - 10}, {v + 10, v + 50}} {
			s := newSearcher(1)
			s.prepare(context.Background(), g, Limits{}, time.Now())
			got := s.searchRoot(g.Position(), w[0], w[1], 3)
			hit, ok := s.tt.probe(g.Position().Hash())
			if !ok {
				t.Fatalf("%s: nothing stored for the root", g.Position())
			}
			want := boundExact
			switch {
			case got >= w[1]:
				want = boundLower
			case got <= w[0]:
				want = boundUpper
			}
			if hit.bound != want || hit.score != got {
				t.Errorf("%s window (%d,%d): returned %d, stored %d with bound %d, want bound %d", g.Position(), w[0], w[1], got, hit.score, hit.bound, want)
			}
			kinds[hit.bound]++
		}
	}
	if kinds[boundExact] == 0 || kinds[boundLower] == 0 || kinds[boundUpper] == 0 {
		t.Fatalf("not every kind of bound was seen: %v", kinds)
	}
}
