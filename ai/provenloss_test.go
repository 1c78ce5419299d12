package ai

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestLevelsKeepOffProvenLosses: from the start, where the proofs show
// three of White's four first moves lost, every level plays the fourth,
// c2-c3, whatever the seed: before, levels 1-5 played d2-c3 or d3-c3 and
// lost by force to any opponent that took the captures.
func TestLevelsKeepOffProvenLosses(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for level := 1; level <= 5; level++ {
		for seed := range uint64(8) {
			e := New(4)
			e.Seed(seed)
			r := e.Play(context.Background(), g, level, nil)
			if !r.Ok || r.Move.String() != "c2-c3" {
				t.Fatalf("level %d, seed %d: first move %v, want c2-c3 (the others are proven lost)", level, seed, r.Move)
			}
		}
	}
}
