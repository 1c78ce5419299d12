package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestLargeWindowCentresTheGame: in windows larger than the game needs at
// its largest board (120×40, 160×50) the game is centred, not left in the
// top-left corner with rows empty below it; the board still answers the
// mouse where it is drawn. At 80×24 nothing moves.
func TestLargeWindowCentresTheGame(t *testing.T) {
	for _, c := range []struct{ w, h int }{{120, 40}, {160, 50}, {80, 24}} {
		m := newTest(t, Options{Mode: ModeHotseat}, c.w, c.h)
		lines := strings.Split(view(m), "\n")
		if len(lines) > c.h {
			t.Fatalf("%d×%d: %d rows", c.w, c.h, len(lines))
		}
		first, last, left, right := -1, -1, c.w, 0
		for i, line := range lines {
			if ansi.StringWidth(line) > c.w {
				t.Fatalf("%d×%d: a row of %d columns", c.w, c.h, ansi.StringWidth(line))
			}
			if strings.TrimSpace(line) == "" {
				continue
			}
			if first < 0 {
				first = i
			}
			last = i
			left = min(left, len(line)-len(strings.TrimLeft(line, " ")))
			right = max(right, ansi.StringWidth(strings.TrimRight(line, " ")))
		}
		above, below := first, c.h-1-last
		if c.w == 80 {
			if first != 0 || left != 1 {
				t.Errorf("80×24 moved: first row %d, left margin %d", first, left)
			}
		} else {
			if d := above - below; d < -3 || d > 3 {
				t.Errorf("%d×%d: %d empty rows above the game, %d below", c.w, c.h, above, below)
			}
			if d := left - (c.w - right); d < -8 || d > 8 {
				t.Errorf("%d×%d: %d empty columns left of the game, %d right", c.w, c.h, left, c.w-right)
			}
		}
		// A click on c2 (drawn where the layout says) selects it.
		click(t, m, "c2")
		if !m.sel.active() || m.sel.from != sq(t, "c2") {
			t.Errorf("%d×%d: a click on c2 selected %v", c.w, c.h, m.sel.from)
		}
		if got := cell(t, m, "c2"); !strings.Contains(got, "○") {
			t.Errorf("%d×%d: c2 is not drawn where the mouse finds it: %q", c.w, c.h, got)
		}
	}
}
