package ui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/tables"
)

// checkedByLine returns what the puzzle panel says checks the moves, and
// what the status line says checked the last one ("" before a move).
func checkedByLine(t *testing.T, m *PuzzleModel) (header, status string) {
	t.Helper()
	s := strings.Join(strings.Fields(ansi.Strip(m.Content())), " ")
	_, rest, ok := strings.Cut(s, "moves checked by: ")
	if !ok {
		t.Fatalf("the panel does not say what checks the moves:\n%s", ansi.Strip(m.Content()))
	}
	for _, by := range []string{puzzle.CheckedByTables, puzzle.CheckedBySolution, puzzle.CheckedByProof} {
		if strings.HasPrefix(rest, by) {
			header = by
		}
	}
	if _, rest, ok := strings.Cut(s, "(by "); ok {
		status, _, _ = strings.Cut(rest, ")")
	}
	return header, status
}

// TestPuzzleHeaderSaysWhatChecksTheMoves: the panel names what checks
// the moves — the tables only when they are there and cover the
// position, else the proven solution (--no-tables) or the proof — and
// agrees with the status line after each move.
func TestPuzzleHeaderSaysWhatChecksTheMoves(t *testing.T) {
	tablePz := puzzle.Puzzle{Position: "5/b2b1/5/W4/5 b 0 1", Solution: []string{"a4-b4", "a2-a3", "d4-e3"},
		Goal: puzzle.GoalDraw, Source: puzzle.SourceTable, Rating: 1470}
	proofPz := puzzle.Puzzle{Position: "5/2b2/1w2w/5/B3w b 0 1", Solution: []string{"a1-a3", "e1-d1", "a3xc3"},
		Goal: puzzle.GoalWin, Source: puzzle.SourceProof, Rating: 1100}
	tb := tables.NewCache(t.TempDir(), 3, nil)
	if res := waitTables(t, tb, game.DefaultRules()); res.Set == nil {
		t.Fatalf("tables not built: %v", res.Err)
	}
	for _, c := range []struct {
		name  string
		pz    puzzle.Puzzle
		tb    *tables.Cache
		first string // the move to play
		want  string
	}{
		{"no tables", tablePz, nil, "a4-b4", puzzle.CheckedBySolution},
		{"3-piece tables", tablePz, tb, "a4-b4", puzzle.CheckedByTables},
		{"tables not covering the position", testPuzzles[0], tb, "d3-d2", puzzle.CheckedBySolution},
		{"proof", proofPz, tb, "a1-a3", puzzle.CheckedByProof},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := NewPuzzle(PuzzleOptions{Options: Options{Tables: c.tb}, Puzzles: []puzzle.Puzzle{c.pz}, Rating: rating.New()})
			m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
			if header, _ := checkedByLine(t, m); header != c.want {
				t.Errorf("before a move the panel says %q checks the moves, want %q", header, c.want)
			}
			typeKeys(m, c.first)
			if header, status := checkedByLine(t, m); header != status || status != c.want {
				t.Errorf("after %s the panel says %q, the status line %q; want both %q:\n%s", c.first, header, status, c.want, ansi.Strip(m.Content()))
			}
		})
	}
}

// TestPuzzleFooterSaysWhereQGoes: q quits the program on its own, and
// goes back to the lobby of a server that embeds the screen: the footer
// says which.
func TestPuzzleFooterSaysWhereQGoes(t *testing.T) {
	for _, c := range []struct {
		quit func() tea.Cmd
		want string
	}{{nil, "q quit"}, {func() tea.Cmd { return nil }, "q back"}} {
		m := NewPuzzle(PuzzleOptions{Puzzles: testPuzzles, Rating: rating.New(), Quit: c.quit})
		m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		s := ansi.Strip(m.Content())
		if last := s[strings.LastIndex(s, "\n")+1:]; !strings.HasSuffix(strings.TrimSpace(last), c.want) {
			t.Errorf("embedded %v: the footer is %q, want it to end in %q", c.quit != nil, last, c.want)
		}
	}
}
