package analysis

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/pdnfile"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// TestHintGameNoBlunder analyses testdata/hint-vs-level1.pdn, a game where
// White played the hint (ai.Engine.Hint, with the 4-piece tables) at every
// move against level 1: the analysis, with the same tables, marks none of
// White's moves a blunder. Its 19. a4-b4 keeps a won position (the engine
// sees a win after it too), though 19. e3-e4 wins sooner; the analysis
// used to call it a blunder, the engine searching without the tables the
// hint had.
func TestHintGameNoBlunder(t *testing.T) {
	recs, _, err := pdnfile.Read("testdata/hint-vs-level1.pdn", pdn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	set, err := testtables.Default(4)
	if err != nil {
		t.Fatal(err)
	}
	g := recs[0].Game
	x := explore.New(explore.Options{Book: ai.DefaultBook(), Tables: set, Engine: ai.New(16), Search: ai.Limits{Depth: 8}, ProvePlies: explore.AnalysisProvePlies,
		HintSearch: ai.Limits{Depth: 10}}) // the hint check at a fixed depth: the same every run
	a, err := Analyse(context.Background(), g, x, Options{Depth: 8})
	if err != nil {
		t.Fatal(err)
	}
	if mm := a.Moves[36]; mm.Move.String() != "a4-b4" || mm.Mark.Bad() {
		t.Errorf("19. %s: %v: %s", mm.Move, mm.Mark, mm.Comment())
	}
	for _, mm := range a.Moves {
		if mm.Side == game.White && (mm.Mark == MarkBlunder || mm.Mark.Proven() && mm.Mark != MarkKeeps) {
			t.Errorf("ply %d, the hint's %s: %v: %s", mm.Ply, mm.Move, mm.Mark, mm.Comment())
		}
	}
}
