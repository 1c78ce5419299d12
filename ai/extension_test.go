package ai

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestCaptureChoiceNotExtended: a capture among several is searched one
// ply shallower like any move (only a single reply is free), so a node
// budget reaches the depth where a quiet win shows. In hard position 4
// (match/positions/hard.txt, a proven win for White) 16. d2-c3 converts
// and d2-c2 lets the win go; the search finds d2-c3 from depth 10, after
// 116 k nodes, which an extension of every capture choice reached only
// after 180 k nodes (with the evaluation of then, whose search found it
// from depth 9, after 50 k).
func TestCaptureChoiceNotExtended(t *testing.T) {
	r := game.DefaultRules()
	p := mustPosition(t, "1bbbb/2bb1/1b1ww/3ww/ww2w w 0 16")
	res := New(4).Search(context.Background(), game.NewGame(r, p), Limits{Nodes: 150000}, nil)
	if res.Move.String() != "d2-c3" || res.Depth < 10 {
		t.Errorf("150 k nodes: %s at depth %d (PV %s), want d2-c3 from depth 10", res.Move, res.Depth, pvText(res.PV))
	}
}
