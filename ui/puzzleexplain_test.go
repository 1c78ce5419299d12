package ui

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/tables"
)

// TestPuzzleWrongMoveSaysWhatItAllowed: with tables covering the position
// after a wrong move of a draw puzzle, the status line says the move lets
// the draw go, that White then wins, and the tables' line (its first
// move White's best by the tables), labelled "(tables)"; the panel lists
// the solution and the footer offers its steps, retry and next.
func TestPuzzleWrongMoveSaysWhatItAllowed(t *testing.T) {
	pz := puzzle.Puzzle{Position: "5/b2b1/5/W4/5 b 0 1", Solution: []string{"a4-b4", "a2-a3", "d4-e3"},
		Goal: puzzle.GoalDraw, Source: puzzle.SourceTable, Rating: 1470}
	tb := tables.NewCache(t.TempDir(), 3, nil)
	res := waitTables(t, tb, game.DefaultRules())
	if res.Set == nil {
		t.Fatalf("tables not built: %v", res.Err)
	}
	m := NewPuzzle(PuzzleOptions{Options: Options{Tables: tb}, Puzzles: []puzzle.Puzzle{pz}, Rating: rating.New()})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	p := m.Attempt().Position()
	wrong, err := game.ParseMove(p, game.DefaultRules(), "d4-d3")
	if err != nil {
		t.Fatal(err)
	}
	typeKeys(m, "d4-d3")
	if m.Attempt().State() != puzzle.Failed {
		t.Fatalf("d4-d3 did not fail the draw puzzle: %v", m.Attempt().State())
	}
	best, _, ok, err := res.Set.BestMove(p.Apply(wrong))
	if err != nil || !ok {
		t.Fatalf("the tables' best move after d4-d3: %v %v", ok, err)
	}
	words := strings.Join(strings.Fields(ansi.Strip(m.Content())), " ")
	want := "d4-d3 lets the draw go: White wins after " + best.String() + " "
	if !strings.Contains(words, want) || !strings.Contains(words, "… (tables).") {
		t.Errorf("the status line lacks %q … (tables):\n%s", want, ansi.Strip(m.Content()))
	}
	for _, w := range []string{"solution:", "1. a4-b4 a2-a3", "2. d4-e3", "→/l ←/h step", "r again", "n next"} {
		if !strings.Contains(ansi.Strip(m.Content()), w) {
			t.Errorf("the screen lacks %q:\n%s", w, ansi.Strip(m.Content()))
		}
	}
	screenFits(t, m.Content(), 80, 24)
}

// TestPuzzleWrongMovesBoundTheEngine: beyond the tables a wrong move gets
// the engine's line at most once per explainGap: a retried wrong move
// sooner says what the proof established without a search, and one
// after the gap gets the line again.
func TestPuzzleWrongMovesBoundTheEngine(t *testing.T) {
	pz := puzzle.Puzzle{Position: "5/b2b1/5/W4/5 b 0 1", Solution: []string{"a4-b4", "a2-a3", "d4-e3"},
		Goal: puzzle.GoalDraw, Source: puzzle.SourceTable, Rating: 1470}
	now := time.Date(2026, 12, 7, 12, 0, 0, 0, time.UTC)
	m := NewPuzzle(PuzzleOptions{Puzzles: []puzzle.Puzzle{pz}, Rating: rating.New(), Now: func() time.Time { return now }})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	said := func() string { return strings.Join(strings.Fields(ansi.Strip(m.Content())), " ") }
	typeKeys(m, "d4-d3")
	if !strings.Contains(said(), "(proof); the engine's line:") {
		t.Fatalf("the first wrong move has no engine's line:\n%s", ansi.Strip(m.Content()))
	}
	typeKeys(m, "r")
	now = now.Add(explainGap / 2)
	typeKeys(m, "d4-d3")
	if s := said(); !strings.Contains(s, "White wins (proof).") || strings.Contains(s, "the engine's line") {
		t.Fatalf("a wrong move within the gap searched:\n%s", ansi.Strip(m.Content()))
	}
	typeKeys(m, "r")
	now = now.Add(explainGap)
	typeKeys(m, "d4-d3")
	if !strings.Contains(said(), "(proof); the engine's line:") {
		t.Fatalf("a wrong move after the gap has no engine's line:\n%s", ansi.Strip(m.Content()))
	}
}
