package ui

import (
	"testing"
)

// BenchmarkView draws the game screen at 120×40 in the default theme with
// true colour, mid-game, a capture half entered and the move list full.
func BenchmarkView(b *testing.B) {
	m := newTest(b, Options{Mode: ModeHotseat, Start: mustPos(b, "B4/b4/1b1b1/2b1b/w1w2 b")}, 120, 40)
	typeMove(b, m, "e2", "e1")
	typeMove(b, m, "c1", "c3")
	if len(m.sel.landings) != 1 {
		b.Fatal("capture not half entered")
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = m.Content()
	}
}
