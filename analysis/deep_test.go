package analysis

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// searchRank is the value of q for its side to move found by a search of
// plies plies through every move onto the tables (1 a win, 0 a draw, −1 a
// loss), a check independent of the explorer's; ok false when some line
// ends outside the tables before the value is settled.
func searchRank(t *testing.T, set *tables.Set, q game.Position, plies int) (int, bool) {
	if v, ok := tableRank(t, set, q); ok {
		return v, true
	}
	if plies == 0 {
		return 0, false
	}
	best, known := -1, true
	for _, rep := range q.LegalMoves(set.Rules(), nil) {
		v, ok := searchRank(t, set, q.Apply(rep), plies-1)
		switch {
		case ok && v == -1:
			return 1, true
		case ok:
			best = max(best, -v)
		default:
			known = false
		}
	}
	if !known {
		return 0, false
	}
	return best, true
}

// TestDeepProofKeepsWin: in a position the tables prove won, a move the
// replies alone do not prove but a 3-ply search onto the tables proves to
// win keeps the value: the analysis (AnalysisProvePlies) proves it wins
// rather than saying the win is no longer proven.
func TestDeepProofKeepsWin(t *testing.T) {
	set := testTables(t)
	r := set.Rules()
	shallow := tableExplorer(set)
	deep := explore.New(explore.Options{Tables: set, ProvePlies: explore.AnalysisProvePlies})
	ctx := context.Background()
	var p game.Position
	var played game.Move
	found := false
	n := set.Pieces() + 1
	eachPosition((n+1)/2, n/2, false, func(cand game.Position) bool {
		moves := shallow.Moves(ctx, cand, r)
		if len(moves) == 0 || moves[0].Value != explore.Win {
			return false // not a position proven won by the replies
		}
		for _, mv := range moves {
			if mv.Value != explore.Unknown {
				continue
			}
			if v, ok := searchRank(t, set, cand.Apply(mv.Move), explore.AnalysisProvePlies); ok && v == -1 {
				p, played, found = cand, mv.Move, true
				return true
			}
		}
		return false
	})
	if !found {
		t.Fatal("no won position with a move that wins only within a 3-ply search")
	}
	g := game.NewGame(r, p)
	if err := g.Play(played); err != nil {
		t.Fatal(err)
	}
	a, err := Analyse(ctx, g, deep, Options{})
	if err != nil {
		t.Fatal(err)
	}
	mm := a.Moves[0]
	if mm.Mark != MarkKeeps || mm.Played.Value != explore.Win || mm.Before.Value() != explore.Win {
		t.Errorf("%s then %s, which wins within %d plies: %v, played %v, before %v; want it to keep the win",
			p, played, explore.AnalysisProvePlies, mm.Mark, mm.Played.Value, mm.Before)
	}
	if s := a.Summary[game.White]; s.Proven() != 0 {
		t.Errorf("White's summary %+v, want no mistake", s)
	}
}
