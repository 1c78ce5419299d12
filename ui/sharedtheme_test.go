package ui

import (
	"sync"
	"testing"
)

// TestSharedThemeDrawnAtOnce: models of the same theme share it, and
// several drawing at the same time (a server's sessions do) each draw what
// one draws alone, move after move; under -race, state of the theme that
// is not guarded shows as a race. The theme is one no other test draws
// in, so that the drawers fill it at once.
func TestSharedThemeDrawnAtOnce(t *testing.T) {
	t.Parallel()
	const plies, drawers = 24, 4
	o := Options{Mode: ModeHotseat, Theme: "high-contrast", ASCII: true, LightBackground: true}
	views := func() []string {
		m := newTest(t, o, 100, 34)
		out := []string{m.Content()}
		for range plies {
			moves := m.g.LegalMoves()
			if len(moves) == 0 {
				break
			}
			run(t, m, m.play(moves[len(moves)/2]))
			out = append(out, m.Content())
		}
		return out
	}
	got := make([][]string, drawers)
	var wg sync.WaitGroup
	for i := range got {
		wg.Go(func() { got[i] = views() })
	}
	wg.Wait()
	want := views()
	if a, b := newTest(t, o, 80, 24), newTest(t, o, 80, 24); a.th != b.th {
		t.Fatal("two models of the same theme do not share it")
	}
	for i, g := range got {
		if len(g) != len(want) {
			t.Fatalf("drawer %d drew %d views, alone %d", i, len(g), len(want))
		}
		for j := range g {
			if g[j] != want[j] {
				t.Fatalf("drawer %d's view %d differs from the one drawn alone:\n%s\nalone:\n%s", i, j, g[j], want[j])
			}
		}
	}
}
