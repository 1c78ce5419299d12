package game

import (
	"math/rand"
	"testing"
)

// TestThreatsMatchGenerator checks Mobility and Activity against the
// move generator: with the side to move free of captures, its mobility is
// its number of legal moves; its threats are exactly the pieces taken by
// the first jump of its capture paths (every path, since merging equal
// moves keeps one path of several; and without the majority rule, which
// drops some captures). The opponent's figures are checked the same way by
// handing it the move.
func TestThreatsMatchGenerator(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	var buf []Move
	for _, r := range []Rules{DefaultRules(), {MenCaptureBackward: true, Removal: RemoveAtEnd}} {
		r.Majority = false
		for k := 0; k < 4000; k++ {
			p := randomPlacement(rng)
			other := p
			other.toMove = p.toMove.Other()
			other.hash ^= zobristBlackToMove
			for _, q := range []Position{p, other} {
				us := q.SideToMove()
				moves := q.legalMoves(&r, buf[:0], true)
				var first uint32
				for _, m := range moves {
					if m.Captured != 0 {
						between, ok := Between(m.From, m.Path[0])
						if !ok {
							t.Fatalf("%s: capture %s does not start along a line", q, m)
						}
						first |= between & q.Pieces(us.Other())
					}
				}
				mob, got := q.Activity(us, &r)
				if got != first {
					t.Fatalf("%s rules %q: Activity threatens %025b, first jumps take %025b", q, r, got, first)
				}
				if mob != q.Mobility(us) {
					t.Fatalf("%s: Activity's mobility %d, Mobility %d", q, mob, q.Mobility(us))
				}
				if first == 0 {
					if got := q.Mobility(us); got != len(moves) {
						t.Fatalf("%s: Mobility = %d, %d legal moves", q, got, len(moves))
					}
				}
			}
		}
	}
}
