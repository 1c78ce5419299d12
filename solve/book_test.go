package solve

import (
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/proofs"
)

// TestBookPlaysTheProof: the embedded certificates give Black's proven
// move in the rung-1 position's line (Black to move after 1. b2-c3 and the
// forced captures, then White's move), and nothing for White there, nor
// under other rules.
func TestBookPlaysTheProof(t *testing.T) {
	b, err := LoadBook(proofs.FS)
	if err != nil || b.Len() == 0 {
		t.Fatalf("LoadBook: %d moves, %v", b.Len(), err)
	}
	r := game.DefaultRules()
	root, _ := game.ParsePosition("bbbbb/1bb1b/3ww/b1www/Bwwww w 0 4")
	if _, _, ok := b.Lookup(root, r); ok {
		t.Errorf("a move for White, the loser, at the root")
	}
	reply := root.LegalMoves(r, nil)[0]
	after := root.Apply(reply)
	m, proven, ok := b.Lookup(after, r)
	if !ok || proven != "win" {
		t.Fatalf("after %v: no proven move (%v %q)", reply, ok, proven)
	}
	legal := false
	for _, l := range after.LegalMoves(r, nil) {
		legal = legal || l.Same(m)
	}
	if !legal {
		t.Errorf("the book's move %v is not legal", m)
	}
	other := r
	other.Majority = true
	if _, _, ok := b.Lookup(after, other); ok {
		t.Errorf("a proven move under other rules")
	}
}
