package game

import (
	"math/rand"
	"testing"
)

// The Zobrist key kept incrementally by Apply equals the key computed from
// scratch, along random games under every option combination.
func TestZobristIncremental(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, r := range allRuleCombos() {
		for game := 0; game < 20; game++ {
			for _, p := range randomPlayout(rng, r, 150) {
				fresh, err := ParsePosition(p.String())
				if err != nil {
					t.Fatalf("%q: %v", p.String(), err)
				}
				if fresh.Hash() != p.Hash() {
					t.Fatalf("rules %q: %q has hash %#x incrementally, %#x from scratch", r.String(), p.String(), p.Hash(), fresh.Hash())
				}
			}
		}
	}
}

// TestZobristKey: the key covers pieces, kinds and side to move, not the
// counters.
func TestZobristKey(t *testing.T) {
	base := mustPosition(t, "5/5/2w2/5/4B w 0 1")
	same := mustPosition(t, "5/5/2w2/5/4B w 31 77")
	if base.Hash() != same.Hash() {
		t.Errorf("the counters change the key")
	}
	for _, other := range []string{"5/5/2w2/5/4B b", "5/5/2W2/5/4B w", "5/5/3w1/5/4B w", "5/5/2b2/5/4B w", "5/5/2w2/5/5 w"} {
		if mustPosition(t, other).Hash() == base.Hash() {
			t.Errorf("%q has the key of %q", other, base.String())
		}
	}
}
