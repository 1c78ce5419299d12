package ui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
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

func wheelAt(x, y int, b tea.MouseButton) tea.MouseMsg {
	return tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: b}
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
	before := m.View()
	if strings.Contains(before, first) {
		t.Fatalf("the list does not follow the last move:\n%s", before)
	}
	l := m.layout()
	bx, by := screenXY(t, m, "c3")
	send(t, m, wheelAt(bx, by, tea.MouseButtonWheelUp))
	if m.View() != before || m.sel.active() {
		t.Fatal("the wheel over the board changed the screen")
	}
	px, py := l.panelX+2, l.boardY+l.board.height()-1
	for i := 0; i < 30; i++ {
		send(t, m, wheelAt(px, py, tea.MouseButtonWheelUp))
	}
	if v := m.View(); !strings.Contains(v, first) {
		t.Fatalf("the wheel up did not scroll to the first move:\n%s", v)
	}
	send(t, m, wheelAt(px, py, tea.MouseButtonWheelDown))
	if v := m.View(); strings.Contains(v, first) || !strings.Contains(v, "   2. ") {
		t.Fatalf("one wheel down did not scroll one line (scrolling up past the top counts):\n%s", v)
	}
	playPlies(t, m, 1)
	if v := m.View(); strings.Contains(v, "   2. ") {
		t.Fatalf("the list does not follow a new move:\n%s", v)
	}
}
