package tables

import (
	"testing"

	"github.com/fetaix/fetaix/game"
)

// BenchmarkBuild4 builds every class of up to 4 pieces under the default
// rules from nothing, on one thread; it reports positions per second.
func BenchmarkBuild4(b *testing.B) {
	var n int64
	for _, c := range ClassesUpTo(4) {
		n += c.size()
	}
	for b.Loop() {
		if _, err := Build(b.TempDir(), game.DefaultRules(), BuildOptions{Pieces: 4, Threads: 1}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "indices/s")
}
