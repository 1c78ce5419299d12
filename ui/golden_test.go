package ui

import (
	"fmt"
	"testing"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/fetaix/fetaix/prefs"
)

// goldenSizes are windows for each board size: the largest board, the
// large one (80×24), the small one with the panel, the small one without,
// and a window too small for any.
var goldenSizes = [][2]int{{120, 40}, {80, 24}, {64, 16}, {40, 16}, {24, 8}}

// TestGoldenBoard pins the game screen in every theme and size, with no
// colours (termenv.Ascii) so the files are stable: a capture half entered
// (selected piece, landing, captured piece, next targets, the pieces that
// must capture) after a first move (the last-move marks). Run with -update
// to rewrite testdata/.
func TestGoldenBoard(t *testing.T) {
	for _, th := range prefs.Themes {
		for _, size := range goldenSizes {
			for _, flip := range []bool{false, true} {
				name := fmt.Sprintf("%s_%dx%d", th, size[0], size[1])
				if flip {
					if size != goldenSizes[1] {
						continue
					}
					name += "_flipped"
				}
				t.Run(name, func(t *testing.T) {
					m := newTest(t, Options{Mode: ModeHotseat, Theme: th, Start: mustPos(t, "B4/b4/1b1b1/2b1b/w1w2 b")}, size[0], size[1])
					typeMove(t, m, "e2", "e1") // Black's man promotes: White must capture
					if m.g.Ply() != 1 {
						t.Fatalf("e2-e1 not played: %q", m.status)
					}
					if flip {
						keys(t, m, "f")
					}
					typeMove(t, m, "c1", "c3") // the first landing of c1xc3xa3 or c1xc3xe3
					keys(t, m, "a", "3")       // the cursor on a target
					if m.sel.from != sq(t, "c1") || len(m.sel.landings) != 1 {
						t.Fatalf("capture not half entered: %q", m.status)
					}
					golden.RequireEqual(t, []byte(view(m)))
				})
			}
		}
	}
}

// TestGoldenScreens pins the new-game, help and rules screens.
func TestGoldenScreens(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI, Level: 3}, 80, 24)
	keys(t, m, "n")
	t.Run("newgame", func(t *testing.T) { golden.RequireEqual(t, []byte(view(m))) })
	keys(t, m, "esc", "?")
	t.Run("help", func(t *testing.T) { golden.RequireEqual(t, []byte(view(m))) })
	keys(t, m, "esc", "R")
	t.Run("rules", func(t *testing.T) { golden.RequireEqual(t, []byte(view(m))) })
}
