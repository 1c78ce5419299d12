package ui

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestCursorKeepsTheMustCaptureMark: the cursor on a piece that must
// capture does not hide its must-capture mark, which the status line
// names ("marked !"): the cursor's bracket goes before the piece, the
// mark after it, as the hint's does.
func TestCursorKeepsTheMustCaptureMark(t *testing.T) {
	start, err := game.ParsePosition("5/5/5/b4/w4 w")
	if err != nil {
		t.Fatal(err)
	}
	m := newTest(t, Options{Mode: ModeHotseat, Start: &start}, 80, 24)
	m.cursor = sq(t, "a1")
	v := view(m)
	if !strings.Contains(v, "marked !") {
		t.Fatalf("the status line does not name the must-capture mark:\n%s", v)
	}
	g := m.th.g
	want := g.cursorMark[0] + g.piece[game.WhiteMan] + g.mustMark[1]
	for _, line := range strings.Split(v, "\n") {
		if strings.HasPrefix(line, " 1 ") {
			if !strings.Contains(line, want) {
				t.Fatalf("a1, under the cursor, lost its must-capture mark: want %q in %q", want, line)
			}
			return
		}
	}
	t.Fatalf("no rank 1 on the screen:\n%s", v)
}
