package ai

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// TestLevelsPlayLegalMovesAtACoveredRoot: a weakened level picks among
// the root moves its search listed; where the tables cover the root they
// choose the move and no search lists any, so the level must not pick
// from the list left by the position searched before (with as many legal
// moves), whose moves are not legal here. Found by a match of
// level 2 against level 1, which stopped on "illegal move b1-a1".
func TestLevelsPlayLegalMovesAtACoveredRoot(t *testing.T) {
	set, err := testtables.Default(4)
	if err != nil {
		t.Fatal(err)
	}
	// positions searched before: a game played on by its first legal
	// moves, each with more pieces than the tables cover
	before := map[int]*game.Game{}
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for g.Ply() < 60 {
		p := g.Position()
		if res, _ := g.Result(); res != game.Ongoing || p.Count(game.White)+p.Count(game.Black) <= 4 {
			break
		}
		if n := len(g.LegalMoves()); before[n] == nil {
			before[n] = g.Clone()
		}
		legal := g.LegalMoves()
		if err := g.Play(legal[g.Ply()%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	type pair struct{ before, covered *game.Game }
	var pairs []pair
	for _, text := range []string{"3b1/5/5/1w3/B1w2 b", "5/2b2/5/1w3/W4 w", "b4/5/2W2/5/4w b", "5/1B3/5/3w1/w4 w", "5/5/2b2/5/W3W b", "B4/5/5/5/1w1w1 w"} {
		p, err := game.ParsePosition(text)
		if err != nil {
			t.Fatal(err)
		}
		c := game.NewGame(game.DefaultRules(), p)
		if b := before[len(c.LegalMoves())]; b != nil {
			pairs = append(pairs, pair{b, c})
		}
	}
	if len(pairs) < 2 {
		t.Fatalf("%d covered positions with as many moves as one searched before", len(pairs))
	}
	for level := 1; level <= 3; level++ {
		for seed := range uint64(40) {
			e := New(4)
			e.SetTables(set)
			for _, pr := range pairs {
				g := pr.covered
				e.Seed(seed)
				e.Play(context.Background(), pr.before, level, nil)
				r := e.Play(context.Background(), g, level, nil)
				if !r.Ok || g.Clone().Play(r.Move) != nil {
					t.Fatalf("level %d, seed %d: %v is not a legal move of %s (legal: %v)", level, seed, r.Move, g.Position(), g.LegalMoves())
				}
			}
		}
	}
}
