package ui

import (
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestCursorShowsTheSelection: the cursor on the selected piece does not
// hide the selection. Before, the point read "[○]" before and after enter;
// now the cursor's bracket goes before the piece and the selection's mark
// after it, as with the must-capture mark.
func TestCursorShowsTheSelection(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		m := newTest(t, Options{Mode: ModeHotseat, ASCII: ascii}, 80, 24)
		m.cursor = sq(t, "c2")
		before := cell(t, m, "c2")
		keys(t, m, "enter")
		if m.sel.from != sq(t, "c2") {
			t.Fatalf("enter on c2 did not select it (selected %v)", m.sel.from)
		}
		after := cell(t, m, "c2")
		if after == before {
			t.Fatalf("ascii %v: c2 reads %q before and after it is selected", ascii, after)
		}
		g := m.th.g
		want := g.cursorMark[0] + g.piece[game.WhiteMan] + g.selectMark[1]
		if after != want {
			t.Fatalf("ascii %v: the selected c2 under the cursor reads %q, want %q", ascii, after, want)
		}
		keys(t, m, "right")
		if got, want := cell(t, m, "c2"), g.selectMark[0]+g.piece[game.WhiteMan]+g.selectMark[1]; got != want {
			t.Fatalf("ascii %v: the selected c2 without the cursor reads %q, want %q", ascii, got, want)
		}
	}
}
