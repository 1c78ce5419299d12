package explore

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// TestHintIsTheHint: Hint gives the move and depth of the hint's search
// (here bounded by HintSearch) with the explorer's tables, as an engine
// of its own searching the same position gives them; none without an
// engine.
func TestHintIsTheHint(t *testing.T) {
	set := testTables(t, 3)
	r := set.Rules()
	p, err := game.ParsePosition("5/b4/5/2b2/ww3 w")
	if err != nil {
		t.Fatal(err)
	}
	lim := ai.Limits{Depth: 5}
	x := New(Options{Tables: set, Engine: ai.New(0), HintSearch: lim})
	m, depth, ok := x.Hint(context.Background(), p, r)
	e := ai.New(0)
	e.SetTables(set)
	want := e.Search(context.Background(), game.NewGame(r, p), lim, nil)
	if !ok || !m.Same(want.Move) || depth != want.Depth {
		t.Errorf("Hint: %v at depth %d (%v); the engine's search: %v at depth %d", m, depth, ok, want.Move, want.Depth)
	}
	if _, _, ok := New(Options{Tables: set}).Hint(context.Background(), p, r); ok {
		t.Error("a hint without an engine")
	}
}
