package ui

import (
	"runtime"
	"slices"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// BenchmarkReplayViewerHeap reports the heap one viewer of an archived
// game's replay holds (the record parsed once for all of them, as the SSH
// server shares it; each viewer's model drawn at 100×34), for
// the longest game there can be: game.MaxPlies plies of two mullas
// shuffling without the repetition and no-progress draws. 20 viewers
// are measured together; the figure is per viewer (MiB/viewer).
func BenchmarkReplayViewerHeap(b *testing.B) {
	rules, _ := game.ParseRules("repetition=0,no-progress=0")
	start, _ := game.ParsePosition("W4/5/5/5/3B1 w")
	g := game.NewGame(rules, start)
	for g.Ply() < game.MaxPlies {
		p := g.Position()
		for _, m := range p.LegalMoves(rules, nil) {
			if m.N == 0 && !slices.ContainsFunc(p.Apply(m).LegalMoves(rules, nil), func(r game.Move) bool { return r.N != 0 }) {
				if err := g.Play(m); err != nil {
					b.Fatal(err)
				}
				break
			}
		}
	}
	text, err := pdn.Format(pdn.NewRecord(g))
	if err != nil {
		b.Fatal(err)
	}
	const viewers = 20
	var perViewer float64
	for range b.N {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		kept := make([]*Model, 0, viewers)
		recs, err := pdn.Parse(text) // one parse, shared as the SSH server shares it
		if err != nil {
			b.Fatal(err)
		}
		for range viewers {
			m := New(Options{Mode: ModeAI, Record: recs[0], ViewRecord: true, Color: recs[0].Game.Position().SideToMove()})
			_, _ = m.Update(tea.WindowSizeMsg{Width: 100, Height: 34})
			_ = m.View()
			kept = append(kept, m)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		perViewer = float64(int64(after.HeapAlloc)-int64(before.HeapAlloc)) / viewers / (1 << 20)
		runtime.KeepAlive(kept)
	}
	b.ReportMetric(perViewer, "MiB/viewer")
}
