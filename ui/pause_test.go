package ui

import (
	"fmt"
	"io"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// pausedNotice is what the screen shows for as long as a watched game is
// paused.
const pausedNotice = "paused — p to resume"

// newPausedWatch returns a watched game (the computer plays itself) in a
// w×h window, paused with p while the computer thinks of its first move.
func newPausedWatch(t *testing.T, w, h int) *Model {
	t.Helper()
	m := New(Options{Mode: ModeWatch, Level: 1, Seed: testSeed, Clipboard: Clipboard{Out: io.Discard}})
	m.noTicks = true
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	m.Init() // the search starts; its reports are never read
	if m.think.move == nil {
		t.Fatal("the computer is not thinking")
	}
	keys(t, m, "p")
	return m
}

// checkPaused fails unless the screen shows the game paused, and not
// thinking.
func checkPaused(t *testing.T, m *Model, after string) {
	t.Helper()
	v := view(m)
	if !strings.Contains(v, pausedNotice) {
		t.Fatalf("after %s the screen does not say %q:\n%s", after, pausedNotice, v)
	}
	if strings.Contains(v, "thinking") {
		t.Fatalf("after %s the paused screen says the computer is thinking:\n%s", after, v)
	}
}

// TestWatchPaused: a paused watched game says so for as long as it is
// paused — whatever other messages come and go, after replay, flip and
// help — and never that the computer is thinking; p resumes it.
func TestWatchPaused(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}, {60, 20}, {40, 16}, {minWidth, minHeight}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := newPausedWatch(t, size[0], size[1])
			checkPaused(t, m, "p")
			keys(t, m, "v", "left", "esc")
			checkPaused(t, m, "replay and esc")
			keys(t, m, "enter") // a message of its own: wait, the computer is to move
			checkPaused(t, m, "enter")
			before := view(m)
			keys(t, m, "f")
			if view(m) == before {
				t.Fatal("f did not flip the paused board")
			}
			checkPaused(t, m, "flip")
			keys(t, m, "?")
			if !showing[*helpScreen](m) {
				t.Fatal("? did not open the help")
			}
			keys(t, m, "esc")
			checkPaused(t, m, "help")
			if m.g.Ply() != 0 {
				t.Fatalf("the computer moved while paused: ply %d", m.g.Ply())
			}
			keys(t, m, "p")
			if !m.over() || strings.Contains(view(m), pausedNotice) {
				t.Fatalf("p did not resume the game to its end: %q", m.status)
			}
		})
	}
}

// TestWatchUndoPauses: undo in a watched game pauses it, and the screen
// says so.
func TestWatchUndoPauses(t *testing.T) {
	m := newTest(t, Options{Mode: ModeWatch, Level: 1}, 80, 24)
	keys(t, m, "u")
	checkPaused(t, m, "undo")
	keys(t, m, "r", "u")
	checkPaused(t, m, "redo and undo")
}

// TestWatchPausedFooterResumes: while a watched game is paused, its
// footer names p as what it does then (resume), not as pause.
func TestWatchPausedFooterResumes(t *testing.T) {
	m := newPausedWatch(t, 120, 40)
	if f := footer(m); !strings.Contains(f, "p resume") || strings.Contains(f, "p pause") {
		t.Fatalf("the paused footer does not say p resumes: %q", f)
	}
}
