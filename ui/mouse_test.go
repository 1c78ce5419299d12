package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"
)

// playPlies plays the last legal path n times (or until the game ends).
func playPlies(t *testing.T, m *Model, n int) {
	t.Helper()
	for i := 0; i < n && len(m.paths) > 0; i++ {
		if err := m.g.Play(m.paths[len(m.paths)-1]); err != nil {
			t.Fatal(err)
		}
		m.positionChanged()
	}
}

// TestWheelScrollsMoveList: the wheel over the side panel scrolls the
// move list (which otherwise follows the last move), within the list; the
// wheel over the board changes nothing; a new move brings the list back
// to it.
func TestWheelScrollsMoveList(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 64, 16)
	playPlies(t, m, 16)
	if m.g.Ply() < 16 {
		t.Fatalf("only %d plies", m.g.Ply())
	}
	first := "   1. "
	before := view(m)
	if strings.Contains(before, first) {
		t.Fatalf("the list does not follow the last move:\n%s", before)
	}
	l := m.gameLayout()
	bx, by := screenXY(t, m, "c3")
	send(t, m, keypress.Wheel(bx, by, true))
	if view(m) != before || m.sel.active() {
		t.Fatal("the wheel over the board changed the screen")
	}
	px, py := l.panelX+2, l.boardY+l.board.height()-1
	for i := 0; i < 30; i++ {
		send(t, m, keypress.Wheel(px, py, true))
	}
	if v := view(m); !strings.Contains(v, first) {
		t.Fatalf("the wheel up did not scroll to the first move:\n%s", v)
	}
	send(t, m, keypress.Wheel(px, py, false))
	if v := view(m); strings.Contains(v, first) || !strings.Contains(v, "   2. ") {
		t.Fatalf("one wheel down did not scroll one line (scrolling up past the top counts):\n%s", v)
	}
	playPlies(t, m, 1)
	if v := view(m); strings.Contains(v, "   2. ") {
		t.Fatalf("the list does not follow a new move:\n%s", v)
	}
}

// TestDragFeedback: while a piece is dragged, the point under the pointer
// has the cursor, a target there shows the piece as it would land, and
// the status line says what is dragged where; a drop away from the board
// leaves the piece selected, a drop on a target plays.
func TestDragFeedback(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	at := func(name string) (int, int) { return screenXY(t, m, name) }
	send(t, m, keypress.Click(at("c2")))
	send(t, m, keypress.Drag(at("c3")))
	if got := cell(t, m, "c3"); got != "[○]" || m.status != "dragging c2 → c3" {
		t.Fatalf("over c3: cell %q, status %q", got, m.status)
	}
	if v := view(m); !strings.Contains(v, "dragging c2 → c3") {
		t.Fatalf("the status line does not say dragging:\n%s", v)
	}
	send(t, m, keypress.Drag(at("b3")))
	if got := cell(t, m, "c3"); got != " * " || m.cursor != sq(t, "b3") || !strings.HasPrefix(m.status, "dragging c2 → b3: not a target") {
		t.Fatalf("over b3: c3 %q, cursor %s, status %q", got, m.cursor, m.status)
	}
	send(t, m, keypress.Drag(119, 1))
	send(t, m, keypress.Release(119, 1))
	if m.g.Ply() != 0 || !m.sel.active() || strings.Contains(m.status, "dragging") {
		t.Fatalf("dropped off the board: ply %d, status %q", m.g.Ply(), m.status)
	}
	send(t, m, keypress.Click(at("c2"))) // cancels the selection
	send(t, m, keypress.Click(at("c2")))
	send(t, m, keypress.Drag(at("c3")))
	send(t, m, keypress.Release(at("c3")))
	if m.g.Ply() != 1 || m.g.Moves()[0].String() != "c2-c3" {
		t.Fatalf("moves %v, status %q", m.g.Moves(), m.status)
	}
}
