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

// TestNewGameHelpNotCut: the focused option's explanation is shown whole
// (wrapped, not cut) at 80 and 120 columns, the promotion option's long one
// included; at 120 every rule option's explanation is, on its own line.
func TestNewGameHelpNotCut(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m := newTest(t, Options{Mode: ModeAI}, size[0], size[1])
		keys(t, m, "n")
		shows := func(help string) bool {
			return strings.Contains(strings.Join(strings.Fields(ansi.Strip(m.View())), " "), help)
		}
		for i := firstRuleField; size[0] >= 100 && i < len(m.form.fields); i++ {
			if f := m.form.fields[i]; !shows(f.help) {
				t.Errorf("%dx%d, %s: the explanation %q is cut on its line:\n%s", size[0], size[1], f.label, f.help, ansi.Strip(m.View()))
			}
		}
		for i, f := range m.form.fields {
			m.form.focus = i
			v := ansi.Strip(m.View())
			if !shows(f.help) {
				t.Errorf("%dx%d, %s: the explanation %q is cut:\n%s", size[0], size[1], f.label, f.help, v)
			}
			for _, l := range strings.Split(v, "\n") {
				if ansi.StringWidth(l) > size[0] {
					t.Errorf("%dx%d, %s: a line wider than the window: %q", size[0], size[1], f.label, l)
				}
			}
		}
	}
}

// TestNewGameEnterStarts: enter starts the game from any line of the
// new-game screen, as its footer says, with the values chosen.
func TestNewGameEnterStarts(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI}, 80, 24)
	keys(t, m, "n")
	m.form.focus = fieldMode
	keys(t, m, "right", "enter") // you vs computer → two players
	if m.screen != screenGame || m.mode != ModeHotseat {
		t.Fatalf("enter on a field: screen %d, mode %v", m.screen, m.mode)
	}
	if v := ansi.Strip(m.View()); m.form != nil || strings.Contains(v, "Start the game") {
		t.Fatalf("still on the new-game screen:\n%s", v)
	}
}
