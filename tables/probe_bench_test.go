package tables

import (
	"math/rand"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// BenchmarkProbe probes random positions of up to 3 pieces from memory
// (default rules), counts included: one index computation and a lookup.
func BenchmarkProbe(b *testing.B) {
	set, err := Build(b.TempDir(), game.DefaultRules(), BuildOptions{Pieces: 3, Threads: 2})
	if err != nil {
		b.Fatal(err)
	}
	all := naivePositions(3)
	rng := rand.New(rand.NewSource(1))
	ps := make([]game.Position, 4096)
	for i := range ps {
		ps[i] = withCount(all[rng.Intn(len(all))], rng.Intn(40))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := set.Probe(ps[i&4095]); err != nil {
			b.Fatal(err)
		}
	}
}
