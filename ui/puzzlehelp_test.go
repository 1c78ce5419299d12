package ui

import (
	"fmt"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/keypress"
	"github.com/fetaix/fetaix/puzzle"
)

// screenFits fails unless every line of s fits w columns and there are at
// most h of them.
func screenFits(t *testing.T, s string, w, h int) {
	t.Helper()
	lines := strings.Split(ansi.Strip(s), "\n")
	if len(lines) > h {
		t.Errorf("%d lines in %d rows:\n%s", len(lines), h, ansi.Strip(s))
	}
	for _, l := range lines {
		if lw := ansi.StringWidth(l); lw > w {
			t.Errorf("a line of %d columns in %d: %q", lw, w, l)
		}
	}
}

// TestPuzzleHelpListsItsKeys: at 80×24 and 120×40, ? on the puzzle screen
// opens its help, whole, naming every key of the puzzle's own key map as
// it is bound (here Up rebound to w) and how puzzles go; esc goes back to
// the puzzle as it was, and ctrl+c quits from the help.
func TestPuzzleHelpListsItsKeys(t *testing.T) {
	k := DefaultKeyMap()
	k.Up = key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "up"))
	pk := newPuzzleKeys(k, false)
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := NewPuzzle(PuzzleOptions{Options: Options{Keys: &k}, Puzzles: testPuzzles})
			m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			typeKeys(m, "d3-d2")
			before := ansi.Strip(m.Content())
			m.Update(keypress.Key("?"))
			s := ansi.Strip(m.Content())
			screenFits(t, s, size[0], size[1])
			if !strings.Contains(s, "Fetaix puzzles · help") || !strings.Contains(s, "Puzzles") {
				t.Fatalf("? did not open the puzzle's help:\n%s", s)
			}
			words := strings.Join(strings.Fields(s), " ") // a column's keys are padded to one width
			for _, col := range pk.FullHelp() {
				for _, b := range col {
					if !strings.Contains(words, helpItem(b)) {
						t.Errorf("the help lacks %q:\n%s", helpItem(b), s)
					}
				}
			}
			m.Update(keypress.Key("esc"))
			if after := ansi.Strip(m.Content()); after != before || m.Attempt().State() != puzzle.Playing {
				t.Errorf("esc did not go back to the puzzle as it was:\n%s\nwant\n%s", after, before)
			}
			m.Update(keypress.Key("?"))
			if _, cmd := m.Update(keypress.Key("ctrl+c")); cmd == nil {
				t.Error("ctrl+c in the help does not quit")
			}
		})
	}
}

// TestPuzzleFooterNamesTheKeysNeeded: at 80 and 120 columns the footer
// fits and names how to enter a move, the solution, the next puzzle, the
// help and quitting (120 also flipping); once the puzzle has ended, no
// longer the keys of a move nor the solution.
func TestPuzzleFooterNamesTheKeysNeeded(t *testing.T) {
	pk := newPuzzleKeys(DefaultKeyMap(), false)
	for _, w := range []int{80, 120} {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			m := NewPuzzle(PuzzleOptions{Puzzles: testPuzzles})
			m.Update(tea.WindowSizeMsg{Width: w, Height: 24})
			wants := []key.Binding{pk.move, pk.typing, pk.solution, pk.next, pk.Help, pk.Quit}
			if w >= 120 {
				wants = append(wants, pk.flip)
			}
			check := func(what string, wants, unwanted []key.Binding) {
				t.Helper()
				s := ansi.Strip(m.Content())
				screenFits(t, s, w, 24)
				f := s[strings.LastIndex(s, "\n")+1:]
				for _, b := range wants {
					if !strings.Contains(f, helpItem(b)) {
						t.Errorf("%s: the footer lacks %q: %q", what, helpItem(b), f)
					}
				}
				for _, b := range unwanted {
					if strings.Contains(f, helpItem(b)) {
						t.Errorf("%s: the footer names %q: %q", what, helpItem(b), f)
					}
				}
			}
			check("a puzzle going on", wants, nil)
			m.Update(keypress.Key("s"))
			check("the solution shown", []key.Binding{pk.next, pk.flip, pk.Help, pk.Quit}, []key.Binding{pk.move, pk.typing, pk.solution})
		})
	}
}
