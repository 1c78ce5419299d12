package ai

import (
	"context"
	"math/rand"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// winsWithin reports whether the side to move of p forces a win (the
// opponent left without a legal move) within n plies, by a plain AND-OR
// search that shares nothing with the engine: no table, no move order, no
// pruning but stopping at the first success.
func winsWithin(p game.Position, r game.Rules, n int) bool {
	if n < 1 {
		return false
	}
	for _, m := range p.LegalMoves(r, nil) {
		c := p.Apply(m)
		replies := c.LegalMoves(r, nil)
		if len(replies) == 0 {
			return true
		}
		if n < 3 {
			continue
		}
		all := true
		for _, reply := range replies {
			if !winsWithin(c.Apply(reply), r, n-2) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// shortestWin returns the fewest plies in which the side to move of p
// forces a win, up to most; 0 when it cannot within most.
func shortestWin(p game.Position, r game.Rules, most int) int {
	for k := 1; k <= most; k += 2 {
		if winsWithin(p, r, k) {
			return k
		}
	}
	return 0
}

// smallEndgame scatters a white mulla, maybe a white man, and one or two
// black men (maybe a black mulla) at random; the side to move is random.
func smallEndgame(rng *rand.Rand) game.Position {
	for {
		var b [game.NumSquares]game.Piece
		put := func(pc game.Piece) {
			for {
				s := game.Square(rng.Intn(game.NumSquares))
				far := pc == game.WhiteMan && s.Rank() == 4 || pc == game.BlackMan && s.Rank() == 0
				if b[s] == game.Empty && !far {
					b[s] = pc
					return
				}
			}
		}
		put(game.WhiteMulla)
		if rng.Intn(2) == 0 {
			put(game.WhiteMan)
		}
		for range 1 + rng.Intn(2) {
			put(game.BlackMan)
		}
		if rng.Intn(4) == 0 {
			put(game.BlackMulla)
		}
		if p, err := game.PositionFromPieces(b, game.Color(rng.Intn(2))); err == nil {
			return p
		}
	}
}

// TestWinDistanceExact: in small endgames with a forced win within 9
// plies, the search reports the shortest win exactly, as an independent
// solver finds it — and keeps doing so along the winning line against the
// best defence, the same engine searching each position, its table
// holding the wins found from other plies. (The table's own conversion of
// win distances is pinned by TestTableWinDistance: these short wins are
// found right even with it broken.)
func TestWinDistanceExact(t *testing.T) {
	r := game.DefaultRules()
	rng := rand.New(rand.NewSource(11))
	const most = 9
	checked := 0
	for tries := 0; tries < 400 && checked < 60; tries++ {
		p := smallEndgame(rng)
		k := shortestWin(p, r, most)
		if k == 0 {
			continue
		}
		checked++
		e := New(4)
		g := game.NewGame(r, p)
		for ; k >= 1; k -= 2 {
			res := e.Search(context.Background(), g, Limits{Depth: k + 4}, nil)
			if res.Mate != k {
				t.Errorf("%s: search says mate %d (score %d), the shortest win is %d plies", g.Position(), res.Mate, res.Score, k)
				break
			}
			if k == 1 {
				break
			}
			// the best defence: the reply after which the win is longest
			c := g.Position().Apply(res.Move)
			var defence game.Move
			longest := -1
			for _, reply := range c.LegalMoves(r, nil) {
				if w := shortestWin(c.Apply(reply), r, k-2); w > longest {
					longest, defence = w, reply
				}
			}
			if longest != k-2 {
				t.Errorf("%s: after %s the best defence leaves a win in %d, want %d", g.Position(), res.Move, longest, k-2)
				break
			}
			if err := g.Play(res.Move); err != nil {
				t.Fatal(err)
			}
			if err := g.Play(defence); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 40 {
		t.Fatalf("only %d positions with a win within %d plies", checked, most)
	}
}
