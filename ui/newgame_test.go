package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestNewGameScrollsInShortWindows: in a window too short for every
// option, the new-game screen fits the window and keeps the focused line
// in view, marking hidden lines, wherever the focus goes.
func TestNewGameScrollsInShortWindows(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, minHeight)
	keys(t, m, "n")
	if m.form == nil {
		t.Fatal("no new-game screen")
	}
	n := len(m.form.fields) + 1
	sawAbove, sawBelow := false, false
	for step := 0; step < n; step++ {
		v := ansi.Strip(m.View())
		lines := strings.Split(v, "\n")
		if len(lines) > minHeight {
			t.Fatalf("focus %d: %d lines in a %d-row window:\n%s", m.form.focus, len(lines), minHeight, v)
		}
		focused := 0
		for _, l := range lines {
			if strings.HasPrefix(l, " > ") {
				focused++
			}
		}
		if focused != 1 {
			t.Fatalf("focus %d: the focused line is not shown once:\n%s", m.form.focus, v)
		}
		sawAbove = sawAbove || strings.Contains(v, "↑ more")
		sawBelow = sawBelow || strings.Contains(v, "↓ more")
		keys(t, m, "down")
	}
	if !sawAbove || !sawBelow {
		t.Fatalf("no scroll marks (above %v, below %v)", sawAbove, sawBelow)
	}
	m = newTest(t, Options{Mode: ModeHotseat}, 80, 40)
	keys(t, m, "n")
	if v := m.View(); strings.Contains(v, "more") {
		t.Fatalf("a tall window scrolls:\n%s", ansi.Strip(v))
	}
}
