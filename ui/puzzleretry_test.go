package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/puzzle"
)

// TestPuzzleSolutionLineSteppedThrough: after a wrong move the whole
// solution, the defender's replies with it, is listed beside the board
// and stepped through on it (→ and ←), not only its next move hinted.
func TestPuzzleSolutionLineSteppedThrough(t *testing.T) {
	var results []result
	m := newPuzzleTest(&results)
	start := m.Attempt().Position()
	typeKeys(m, "d3-c3") // lets the win go
	if m.Attempt().State() != puzzle.Failed {
		t.Fatalf("state %v after d3-c3", m.Attempt().State())
	}
	s := ansi.Strip(m.Content())
	for _, want := range []string{"solution:", "1. d3-d2 a1-b1", "2. e3-e5", "←/h step"} {
		if !strings.Contains(s, want) {
			t.Errorf("the screen lacks %q:\n%s", want, s)
		}
	}
	if m.shownPosition() != start {
		t.Fatalf("the board does not start at the puzzle's position")
	}
	want := start
	for i, mv := range []string{"d3-d2", "a1-b1", "e3-e5"} {
		m.Update(keypress.Key("right"))
		move, err := game.ParseMove(want, game.DefaultRules(), mv)
		if err != nil {
			t.Fatal(err)
		}
		want = want.Apply(move)
		if m.shownPosition() != want {
			t.Fatalf("after %d steps the board shows %v, want the position after %s", i+1, m.shownPosition(), mv)
		}
	}
	m.Update(keypress.Key("right")) // at the end: stays
	if m.shownPosition() != want {
		t.Fatalf("a step past the end moved the board")
	}
	m.Update(keypress.Key("left"))
	m.Update(keypress.Key("left"))
	m.Update(keypress.Key("left"))
	if m.shownPosition() != start {
		t.Fatalf("three steps back do not return to the start")
	}
	if len(results) != 1 || results[0].solved {
		t.Fatalf("results %v: want one failure", results)
	}
}

// TestPuzzleRetryIsNotRated: r after an attempt ends tries the same
// puzzle again from its start; solving it then neither moves the rating
// nor the streak, nor records anything. Before, there was no retry.
func TestPuzzleRetryIsNotRated(t *testing.T) {
	var results []result
	m := newPuzzleTest(&results)
	pz := m.Attempt().Puzzle
	typeKeys(m, "d3-c3")
	if len(results) != 1 {
		t.Fatalf("results %v", results)
	}
	r, streak := m.Rating(), m.Streak()
	m.Update(keypress.Key("r"))
	if m.Attempt() == nil || m.Attempt().State() != puzzle.Playing || len(m.Attempt().Played()) != 0 ||
		m.Attempt().Puzzle.Position != pz.Position {
		t.Fatalf("r did not start the same puzzle again")
	}
	if s := ansi.Strip(m.Content()); !strings.Contains(s, "not rated") {
		t.Errorf("the retry does not say it is not rated:\n%s", s)
	}
	typeKeys(m, "d3-d2")
	typeKeys(m, "e3-e5")
	if m.Attempt().State() != puzzle.Solved {
		t.Fatalf("the retry is not solved: %v", m.Attempt().State())
	}
	if len(results) != 1 || m.Rating() != r || m.Streak() != streak {
		t.Fatalf("the retry was rated: results %v, rating %v (was %v), streak %d (was %d)", results, m.Rating(), r, m.Streak(), streak)
	}
	// The next puzzle is rated again.
	m.Update(keypress.Key("n"))
	typeKeys(m, "d3-c3")
	if len(results) != 2 {
		t.Fatalf("the puzzle after a retry was not rated: %v", results)
	}
}

// TestPuzzleRunEndStepsAndRetries: once a streak run ends at a wrong
// move, → steps the board through the solution from the puzzle's start,
// and r tries the puzzle again, where a hint is given (the try counts
// nowhere): solving it changes neither the run's score nor tells
// RunEnded again.
func TestPuzzleRunEndStepsAndRetries(t *testing.T) {
	ended := 0
	m := NewPuzzle(PuzzleOptions{Puzzles: testPuzzles, Mode: PuzzleModeStreak,
		RunEnded: func(string, int) (int, error) { ended++; return 0, nil }})
	start := m.Attempt().Position()
	typeKeys(m, "d3-c3")
	if !m.run.over || ended != 1 {
		t.Fatalf("the wrong move did not end the run: over %v, told %d", m.run.over, ended)
	}
	m.Update(keypress.Key("left")) // to the start
	if m.shownPosition() != start {
		t.Fatal("← does not show the puzzle's start")
	}
	m.Update(keypress.Key("right"))
	first, _ := game.ParseMove(start, game.DefaultRules(), "d3-d2")
	if m.shownPosition() != start.Apply(first) {
		t.Fatal("→ does not step the solution's first move")
	}
	m.Update(keypress.Key("r"))
	m.Update(keypress.Key("t"))
	if !m.hinted || !strings.Contains(ansi.Strip(m.Content()), "Hint: the piece on d3 moves.") {
		t.Fatalf("no hint in the retry:\n%s", ansi.Strip(m.Content()))
	}
	typeKeys(m, "d3-d2")
	typeKeys(m, "e3-e5")
	if m.Attempt().State() != puzzle.Solved || m.run.score != 0 || ended != 1 || !m.run.over {
		t.Errorf("the retry counted: state %v, score %d, told %d, over %v", m.Attempt().State(), m.run.score, ended, m.run.over)
	}
}
