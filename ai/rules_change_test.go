package ai

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestRulesChangeClearsTable checks that a search under other rules than
// the engine's last one starts from an empty table: its node count equals
// a fresh engine's. The control (same rules twice) shows that a reused
// table does change the count, so the check can fail.
func TestRulesChangeClearsTable(t *testing.T) {
	p, err := game.ParsePosition("bbbbb/bbb1b/1b2w/wwwww/wwwww w 0 4")
	if err != nil {
		t.Fatal(err)
	}
	def := game.DefaultRules()
	other := def
	other.MenCaptureBackward = true
	search := func(e *Engine, r game.Rules) int64 {
		return e.Search(context.Background(), game.NewGame(r, p), Limits{Depth: 7}, nil).Nodes
	}
	fresh := search(New(1), other)

	e := New(1)
	search(e, def)
	if got := search(e, other); got != fresh {
		t.Errorf("after a search under %q, a search under %q took %d nodes; a fresh engine takes %d", def, other, got, fresh)
	}

	e = New(1)
	search(e, other)
	if again := search(e, other); again == fresh {
		t.Errorf("control: a second search under the same rules took %d nodes, as many as from an empty table", again)
	}
}
