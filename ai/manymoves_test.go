package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// manyMoves are positions with more legal moves than game.MaxMoves: a
// mulla's captures, one move per landing point and captured set. The
// first, 303 moves deep in a search, was met in a match-positions walk.
var manyMoves = []string{
	"3b1/bbbbb/3bW/bBW2/3W1 w",      // 308 moves
	"1bWb1/BbbWb/1W1b1/B1bbB/3B1 w", // 812
	"2Wb1/1Bbbb/1b1b1/bb1bB/3B1 w",  // 2533
	"1b1bW/b1bbb/1b3/bbbbb/5 b",     // Black to move, no capture; White then has up to 1750
}

// TestSearchManyMoves: the search plays a legal move, at every level too,
// in positions with more legal moves than game.MaxMoves; it indexed its
// per-ply buffers by the move count and panicked there.
func TestSearchManyMoves(t *testing.T) {
	r := game.DefaultRules()
	for _, text := range manyMoves {
		p := mustPosition(t, text)
		n := len(p.LegalMoves(r, nil))
		if p.SideToMove() == game.Black { // the most of White's replies
			n = 0
			for _, m := range p.LegalMoves(r, nil) {
				n = max(n, len(p.Apply(m).LegalMoves(r, nil)))
			}
		}
		if n <= game.MaxMoves {
			t.Fatalf("%s: %d legal moves, want more than %d", text, n, game.MaxMoves)
		}
		e := New(4)
		res := e.Search(context.Background(), game.NewGame(r, p), Limits{Depth: 4}, nil)
		if !legal(r, p, res.Move) {
			t.Errorf("%s: depth 4 played %s, not a legal move", text, res.Move)
		}
		for level := 1; level <= 3; level++ {
			if res := e.Play(context.Background(), game.NewGame(r, p), level, nil); !legal(r, p, res.Move) {
				t.Errorf("%s: level %d played %s, not a legal move", text, level, res.Move)
			}
		}
	}
}

// legal reports whether m is one of p's legal moves.
func legal(r game.Rules, p game.Position, m game.Move) bool {
	for _, l := range p.LegalMoves(r, nil) {
		if l.Same(m) {
			return true
		}
	}
	return false
}

// TestPickNextBeyondMaxMoves: pickNext orders thousands of moves as a
// plain selection does, best score first and the earliest among equals.
func TestPickNextBeyondMaxMoves(t *testing.T) {
	const n = 3000
	rng := rand.New(rand.NewPCG(1, 2))
	moves := make([]game.Move, n)
	scores := make([]int32, n)
	for i := range moves {
		moves[i].From, moves[i].To = game.Square(i%25), game.Square(i/25%25)
		moves[i].Captured = uint32(i)
		scores[i] = int32(rng.IntN(50)) << 20 // many equal scores
	}
	want := append([]int32(nil), scores...)
	order := make([]uint32, n)
	for i := range order {
		order[i] = uint32(i)
	}
	for i := range n {
		b := i
		for j := i + 1; j < n; j++ {
			if want[j] > want[b] {
				b = j
			}
		}
		want[i], want[b] = want[b], want[i]
		order[i], order[b] = order[b], order[i]
		pickNext(moves, scores, i)
		if scores[i] != want[i] || moves[i].Captured != order[i] {
			t.Fatalf("pick %d: score %d of move %d, want %d of move %d", i, scores[i], moves[i].Captured, want[i], order[i])
		}
	}
}
