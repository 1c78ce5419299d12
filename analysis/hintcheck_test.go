package analysis

import (
	"context"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
)

// scriptedExplorer gives every position the same two searched moves, the
// first legal move scored far above the second, and a hint of its own.
type scriptedExplorer struct {
	hint      int // which legal move the hint gives: 0 or 1
	hintDepth int
	hints     int // Hint calls
}

func (s *scriptedExplorer) Moves(_ context.Context, p game.Position, r game.Rules) []explore.Move {
	legal := p.LegalMoves(r, nil)
	out := make([]explore.Move, len(legal))
	for i, m := range legal {
		out[i] = searchedMove(0, 100-300*min(i, 1), 0)
		out[i].Move, out[i].Text = m, m.String()
	}
	return out
}

func (s *scriptedExplorer) Hint(_ context.Context, p game.Position, r game.Rules) (game.Move, int, bool) {
	s.hints++
	return p.LegalMoves(r, nil)[s.hint], s.hintDepth, true
}

// TestHintCheckedAgainstMarks: an engine's mark on the move the hint
// gives in the same position (the hint searching deeper) is withdrawn,
// so the analysis never calls the hint's move a mistake; a mark that
// stands, from a shallower search than the hint's, says so and names the
// hint's move. Moves the engine finds fine are not checked.
func TestHintCheckedAgainstMarks(t *testing.T) {
	r := game.DefaultRules()
	g := game.NewGame(r, game.StartPosition())
	second := g.Position().LegalMoves(r, nil)[1]
	if err := g.Play(second); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()

	ex := &scriptedExplorer{hint: 1, hintDepth: 14}
	a, err := Analyse(ctx, g, ex, Options{Depth: 6})
	if err != nil {
		t.Fatal(err)
	}
	if mm := a.Moves[0]; mm.Mark != MarkFine || mm.HintDepth != 14 || !mm.Hint.Same(second) || a.Summary[game.White].Engine() != 0 {
		t.Errorf("the hint's own %s: %v (hint %v at depth %d), %s; want fine", second, mm.Mark, mm.Hint, mm.HintDepth, mm.Comment())
	}

	ex = &scriptedExplorer{hint: 0, hintDepth: 14}
	a, err = Analyse(ctx, g, ex, Options{Depth: 6})
	if err != nil {
		t.Fatal(err)
	}
	mm := a.Moves[0]
	first := g.PositionAt(0).LegalMoves(r, nil)[0]
	want := "a shallower search than the hint's (depth 14), which plays " + first.String()
	if mm.Mark != MarkBlunder || !strings.Contains(mm.Comment(), want) {
		t.Errorf("%s against the hint's %s: %v, %q; want a blunder saying %q", second, first, mm.Mark, mm.Comment(), want)
	}
	if j := a.JSON(1)[0]; j.Hint == nil || j.Hint.Move != first.String() || j.Hint.Depth != 14 {
		t.Errorf("JSON hint %+v, want %s at depth 14", j.Hint, first)
	}

	ex = &scriptedExplorer{hint: 0, hintDepth: 4}
	a, err = Analyse(ctx, g, ex, Options{Depth: 6})
	if err != nil {
		t.Fatal(err)
	}
	if c := a.Moves[0].Comment(); strings.Contains(c, "shallower") {
		t.Errorf("a hint of depth 4 beside a depth-6 mark: %q; want no word of a shallower search", c)
	}

	g = game.NewGame(r, game.StartPosition())
	if err := g.Play(g.Position().LegalMoves(r, nil)[0]); err != nil {
		t.Fatal(err)
	}
	ex = &scriptedExplorer{hint: 1, hintDepth: 14}
	if a, err = Analyse(ctx, g, ex, Options{Depth: 6}); err != nil || a.Moves[0].Mark != MarkFine || ex.hints != 0 {
		t.Errorf("the engine's best: %v, %d hint searches, %v; want fine and none", a.Moves[0].Mark, ex.hints, err)
	}
}
