package game

import (
	"math/rand"
	"testing"
)

// TestPerftThreads: counting on several goroutines gives Perft's counts,
// from the start and from random positions, under every rule combination
// tried, whatever the number of threads.
func TestPerftThreads(t *testing.T) {
	start := StartPosition()
	for depth := 1; depth <= 8; depth++ {
		want := Perft(start, DefaultRules(), depth)
		for _, threads := range []int{1, 2, 3, 8} {
			if got := PerftThreads(start, DefaultRules(), depth, threads); got != want {
				t.Errorf("start, depth %d, %d threads: %d, want %d", depth, threads, got, want)
			}
		}
	}
	rng := rand.New(rand.NewSource(4))
	for k := 0; k < 20; k++ {
		r := Rules{MenCaptureBackward: rng.Intn(2) == 0, Majority: rng.Intn(2) == 0,
			Removal: Removal(rng.Intn(2)), Promotion: Promotion(rng.Intn(3))}
		g := NewGame(r, StartPosition())
		for i := 0; i < 6+rng.Intn(20); i++ {
			moves := g.LegalMoves()
			if len(moves) == 0 {
				break
			}
			_ = g.Play(moves[rng.Intn(len(moves))])
		}
		p := g.Position()
		if want, got := Perft(p, r, 5), PerftThreads(p, r, 5, 2); got != want {
			t.Errorf("%s (%s): %d, want %d", p, r, got, want)
		}
	}
}
