package ui

import (
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestMouseMovedMovesEveryMouseMessage: each kind of mouse message is
// moved, anything else is left alone.
func TestMouseMovedMovesEveryMouseMessage(t *testing.T) {
	t.Parallel()
	at := tea.Mouse{X: 10, Y: 7, Button: tea.MouseLeft}
	for _, msg := range []tea.MouseMsg{tea.MouseClickMsg(at), tea.MouseReleaseMsg(at), tea.MouseMotionMsg(at), tea.MouseWheelMsg(at)} {
		got, ok := MouseMoved(msg, -1, -2).(tea.MouseMsg)
		if !ok {
			t.Fatalf("%T: not a mouse message any more", msg)
		}
		if m := got.Mouse(); m.X != 9 || m.Y != 5 || m.Button != tea.MouseLeft {
			t.Errorf("%T moved to %+v, want (9, 5)", msg, m)
		}
	}
	key := tea.KeyPressMsg{Code: 'a'}
	if got := MouseMoved(key, 1, 1); got != key {
		t.Errorf("a key was changed: %v", got)
	}
}
