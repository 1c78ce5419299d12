package ai

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// BenchmarkSearch searches the start and a middle-game position with
// mullas to depth 10 from a cleared engine, reused between iterations (no
// first touch of fresh memory), and reports the speed per node: the
// search's CPU cost where `fetaix bench` gives the whole program's.
func BenchmarkSearch(b *testing.B) {
	var roots []*game.Game
	for _, text := range []string{game.StartText, "bbWbb/b1b1b/4W/w3w/wwBww b 0 6"} {
		p, err := game.ParsePosition(text)
		if err != nil {
			b.Fatal(err)
		}
		roots = append(roots, game.NewGame(game.DefaultRules(), p))
	}
	e := New(DefaultHashMiB)
	var nodes int64
	for b.Loop() {
		for _, g := range roots {
			e.Clear()
			nodes += e.Search(context.Background(), g, Limits{Depth: 10}, nil).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
}
