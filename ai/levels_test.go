package ai

import (
	"context"
	"math/rand"
	"testing"
	"time"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
)

// exactRootScores returns every root move's score from a noiseless,
// full-window search of the given depth with a fresh engine.
func exactRootScores(g *game.Game, depth int) []MoveScore {
	return New(4).RootScores(context.Background(), g, depth)
}

func TestLevelsNeverThrowAMan(t *testing.T) {
	r := game.DefaultRules()
	rng := rand.New(rand.NewSource(21))
	checked := 0
	for k := 0; k < 60; k++ {
		g := randomGame(rng, r, 6+rng.Intn(40))
		if len(g.LegalMoves()) < 2 {
			continue
		}
		for level := 2; level <= 4; level++ {
			spec := levelSpecs[level-1]
			exact := exactRootScores(g, spec.depth)
			best := -scoreInf
			for _, ms := range exact {
				best = max(best, ms.Score)
			}
			e := New(4)
			e.SetBook(nil)             // the levels' own choice: a proven win may look worse to a shallow search
			e.SetPlayTime(time.Minute) // depth-limited: the clock must not cut the search
			for seed := uint64(1); seed <= 4; seed++ {
				e.Seed(seed)
				res := e.Play(context.Background(), g, level, nil)
				for _, ms := range exact {
					if ms.Move.Same(res.Move) && ms.Score < best-99 && best < winBound {
						t.Errorf("level %d in %s played %s scored %d, best %d", level, g.Position(), res.Move, ms.Score, best)
					}
				}
				checked++
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d choices checked", checked)
	}
}

// TestLevelsVary: the beginner's choices vary with the seed somewhere in
// a few positions.
func TestLevelsVary(t *testing.T) {
	r := game.DefaultRules()
	rng := rand.New(rand.NewSource(3))
	varied := false
	for k := 0; k < 20 && !varied; k++ {
		g := randomGame(rng, r, 6+rng.Intn(20))
		if len(g.LegalMoves()) < 3 {
			continue
		}
		seen := map[string]bool{}
		for seed := uint64(1); seed <= 8; seed++ {
			e := New(1)
			e.Seed(seed)
			seen[e.Play(context.Background(), g, 1, nil).Move.String()] = true
		}
		varied = len(seen) > 1
	}
	if !varied {
		t.Error("level 1 played the same move for every seed in every position")
	}
}

func TestMasterUsesItsTimeBudget(t *testing.T) {
	e := New(4)
	e.SetBook(nil) // the start's proven draw would answer after a short check
	e.SetPlayTime(300 * time.Millisecond)
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	start := time.Now()
	res := e.Play(context.Background(), g, 6, nil)
	el := time.Since(start)
	if !res.Ok || el < 250*time.Millisecond || el > 5*time.Second {
		t.Fatalf("master with a 300ms budget: Ok=%v after %v", res.Ok, el)
	}
}

// TestWeakened: the levels that play below their search (beginner to
// club: a depth limit, noise, second-best moves) are weakened, expert and
// master are not, and a level out of range is taken as the nearest.
func TestWeakened(t *testing.T) {
	want := map[string]bool{"beginner": true, "novice": true, "casual": true, "club": true, "expert": false, "master": false}
	for _, l := range levels.All() {
		if got, ok := want[l.Name]; !ok || Weakened(l.N) != got {
			t.Errorf("level %d (%s): weakened %v, want %v", l.N, l.Name, Weakened(l.N), got)
		}
	}
	if !Weakened(levels.Min-1) || Weakened(levels.Max+1) {
		t.Errorf("out of range: weakened %v below, %v above", Weakened(levels.Min-1), Weakened(levels.Max+1))
	}
}
