package game

import (
	"math/rand"
	"testing"
)

// TestSidesAndPointerGeneration checks the pointer forms a search uses
// against the value methods they stand for: Sides against SideToMove,
// Pieces and the mullas of both sides, Generate against the generator
// with every path merged as LegalMoves merges them, GenerateCaptures
// against the captures among the legal moves.
func TestSidesAndPointerGeneration(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var buf, caps []Move
	for _, r := range []Rules{DefaultRules(), {Majority: true, MenCaptureBackward: true, Removal: RemoveAtEnd}} {
		for k := 0; k < 3000; k++ {
			p := randomPlacement(rng)
			c, ours, theirs, mullas := p.Sides()
			if c != p.SideToMove() || ours != p.Pieces(c) || theirs != p.Pieces(c.Other()) ||
				mullas != p.Mullas(White)|p.Mullas(Black) {
				t.Fatalf("%s: Sides = %v %025b %025b %025b", p, c, ours, theirs, mullas)
			}
			buf = p.Generate(&r, buf)
			want := p.LegalPaths(r, nil)
			for _, m := range want {
				if !containsMove(buf, m) {
					t.Fatalf("%s: Generate misses %s", p, m)
				}
			}
			for _, m := range buf {
				if !containsMove(want, m) {
					t.Fatalf("%s: Generate has %s, not a legal move", p, m)
				}
			}
			caps = p.GenerateCaptures(&r, caps)
			if p.HasCapture(r) != (len(caps) > 0) || len(caps) > 0 && len(caps) != len(buf) {
				t.Fatalf("%s: GenerateCaptures gives %d moves, Generate %d, HasCapture %v", p, len(caps), len(buf), p.HasCapture(r))
			}
		}
	}
}

// containsMove reports whether moves holds a move Same as m.
func containsMove(moves []Move, m Move) bool {
	for _, o := range moves {
		if o.Same(m) {
			return true
		}
	}
	return false
}
