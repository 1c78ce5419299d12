package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
)

// testPuzzles is a puzzle of three plies from the committed set, proven by the
// tables (the committed set's; puzzle's tests prove them).
var testPuzzles = []puzzle.Puzzle{
	{Position: "1W3/5/3bB/5/w4 b 0 1", Solution: []string{"d3-d2", "a1-b1", "e3-e5"}, Goal: puzzle.GoalWin, Source: puzzle.SourceTable, Rating: 1500},
}

// typeKeys sends each character of text, then enter.
func typeKeys(m *PuzzleModel, text string) {
	for _, c := range text {
		m.Update(keypress.Key(string(c)))
	}
	m.Update(keypress.Key("enter"))
}

// result is one attempt as Record was told it (solved: unaided), and the
// rating it kept.
type result struct {
	solved bool
	score  float64
	after  rating.Rating
}

// newPuzzleTest returns the puzzle screen of testPuzzles at 80×24, whose
// Record keeps the attempts in results and rates them 7 points up or
// down (0 for half a win).
func newPuzzleTest(results *[]result) *PuzzleModel { return newPuzzleTestOf(results, testPuzzles) }

// newPuzzleTestOf is newPuzzleTest of the puzzles pzs.
func newPuzzleTestOf(results *[]result, pzs []puzzle.Puzzle) *PuzzleModel {
	r := rating.New()
	m := NewPuzzle(PuzzleOptions{Puzzles: pzs, Rating: r, Rated: true,
		Record: func(_ puzzle.Puzzle, score float64) (rating.Rating, error) {
			r.R += 14*score - 7
			*results = append(*results, result{score == puzzle.ScoreSolved, score, r})
			return r, nil
		}})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return m
}

// TestPuzzleRightMovesSolve: the task is shown; each right move is
// played with the defender's reply; the last one solves the puzzle, the
// rating rises, the streak grows and the result is recorded once.
func TestPuzzleRightMovesSolve(t *testing.T) {
	var results []result
	m := newPuzzleTest(&results)
	screen := ansi.Strip(m.Content())
	if !strings.Contains(screen, "Black to play and win") {
		t.Fatalf("no task on the screen:\n%s", screen)
	}
	typeKeys(m, "d3-d2")
	if got := len(m.Attempt().Played()); got != 2 {
		t.Fatalf("after the first right move %d moves played, want it and the reply:\n%s", got, ansi.Strip(m.Content()))
	}
	if s := ansi.Strip(m.Content()); !strings.Contains(s, "Reply a1-b1") || !strings.Contains(s, "1. d3-d2 a1-b1") {
		t.Errorf("the reply is not shown:\n%s", s)
	}
	if len(results) != 0 {
		t.Fatal("recorded before the end")
	}
	// the second by clicks: e3, then e5
	for _, sq := range []string{"e3", "e5"} {
		s, _ := game.ParseSquare(sq)
		i, j := displayOf(s, m.flipped)
		b := m.boardSize()
		m.Update(keypress.Click(b.cellX(i)+1, 1+j*b.sy))
	}
	if m.Attempt().State() != puzzle.Solved || len(results) != 1 || !results[0].solved {
		t.Fatalf("state %v, results %v: want solved, recorded once", m.Attempt().State(), results)
	}
	if m.Rating().R != rating.DefaultR+7 || m.Streak() != 1 || results[0].after != m.Rating() {
		t.Errorf("rating %v streak %d after solving", m.Rating(), m.Streak())
	}
	if s := ansi.Strip(m.Content()); !strings.Contains(s, "Solved") || !strings.Contains(s, "its rating: 1500") || !strings.Contains(s, "last puzzle: +7") {
		t.Errorf("not shown as solved:\n%s", s)
	}
}

// TestPuzzleWrongMoveShowsTheSolution: a move that lets the win go (the
// cursor and enter enter it) is not played; what it allowed is said
// (beyond the tables: the proof's fact, the engine's line) and the
// solution is shown, the rating falls, the streak ends.
func TestPuzzleWrongMoveShowsTheSolution(t *testing.T) {
	var results []result
	m := newPuzzleTest(&results)
	m.streak = 3
	before := m.Attempt().Position()
	// d3-c3 by the cursor: the board is Black's way up, the cursor on c3
	m.cursor = game.SquareAt(3, 2)
	m.Update(keypress.Key("enter"))
	m.Update(keypress.Key("right")) // towards c on Black's board
	m.Update(keypress.Key("enter"))
	s := ansi.Strip(m.Content())
	if m.Attempt().State() != puzzle.Failed || m.Attempt().Position() != before {
		t.Fatalf("state %v after d3-c3:\n%s", m.Attempt().State(), s)
	}
	words := strings.Join(strings.Fields(s), " ")
	if !strings.Contains(words, "d3-c3 lets the win go: White does not lose (proof); the engine's line: ") ||
		!strings.Contains(s, "solution:") || !strings.Contains(s, "1. d3-d2 a1-b1") || !strings.Contains(s, "2. e3-e5") {
		t.Errorf("no explanation, or no solution shown:\n%s", s)
	}
	if len(results) != 1 || results[0].solved || m.Rating().R != rating.DefaultR-7 || m.Streak() != 0 {
		t.Errorf("results %v rating %v streak %d after a wrong move", results, m.Rating(), m.Streak())
	}
	typeKeys(m, "d3-d2")
	if len(m.Attempt().Played()) != 0 {
		t.Error("a move was played after the attempt failed")
	}
	m.Update(keypress.Key("n"))
	if m.Attempt() == nil || m.Attempt().State() != puzzle.Playing {
		t.Error("n did not show a new puzzle")
	}
}

// TestPuzzleScreenFits80x24: the screen's lines fit 80 columns and 24
// rows.
func TestPuzzleScreenFits80x24(t *testing.T) {
	var results []result
	m := newPuzzleTest(&results)
	m.Update(keypress.Key("s"))
	screenFits(t, m.Content(), 80, 24)
}

// TestPuzzleGuestRatingIsTheSessions: with no Record, an attempt rates
// the player by puzzle.Rated, for the screen only, said as not kept.
func TestPuzzleGuestRatingIsTheSessions(t *testing.T) {
	m := NewPuzzle(PuzzleOptions{Puzzles: testPuzzles, Rating: rating.New()})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	typeKeys(m, "d3-d2")
	typeKeys(m, "e3-e5")
	if want := puzzle.Rated(rating.New(), testPuzzles[0], true); m.Rating() != want {
		t.Errorf("rating %v, want %v", m.Rating(), want)
	}
	if s := ansi.Strip(m.Content()); !strings.Contains(s, "(not kept)") {
		t.Errorf("a guest's rating not said to be not kept:\n%s", s)
	}
}

// TestPuzzleNextWaitsMinGap: with MinGap, n sooner than MinGap after the
// puzzle was shown is refused (nothing recorded), and is obeyed after it.
func TestPuzzleNextWaitsMinGap(t *testing.T) {
	now := time.Date(2026, 12, 2, 0, 0, 0, 0, time.UTC)
	var kept int
	m := NewPuzzle(PuzzleOptions{Puzzles: testPuzzles, Rating: rating.New(), MinGap: time.Second,
		Now:    func() time.Time { return now },
		Record: func(puzzle.Puzzle, float64) (rating.Rating, error) { kept++; return rating.New(), nil }})
	first := m.Attempt()
	m.Update(keypress.Key("n"))
	if m.Attempt() != first || kept != 0 || !strings.Contains(ansi.Strip(m.Content()), "a moment") {
		t.Fatalf("n at once: a new puzzle %v, %d kept", m.Attempt() != first, kept)
	}
	now = now.Add(time.Second)
	m.Update(keypress.Key("n"))
	if m.Attempt() == first || kept != 1 {
		t.Errorf("n after MinGap: a new puzzle %v, %d kept (the skipped one counts as failed)", m.Attempt() != first, kept)
	}
}

// TestProofPuzzleWrongMoveShowsTheSolution: on a proof puzzle (of the
// committed set; puzzle's tests check its proof and the refutation of
// every other move) a right move is checked by the proof and answered
// with the proof's reply; a wrong move is not
// played, and the rest of the solution is shown.
func TestProofPuzzleWrongMoveShowsTheSolution(t *testing.T) {
	pz := puzzle.Puzzle{Position: "5/2b2/1w2w/5/B3w b 0 1", Solution: []string{"a1-a3", "e1-d1", "a3xc3"}, Goal: puzzle.GoalWin, Source: puzzle.SourceProof, Rating: 1100}
	var results []result
	m := newPuzzleTestOf(&results, []puzzle.Puzzle{pz})
	if m.Attempt() == nil || m.Attempt().Puzzle.Position != pz.Position {
		t.Fatalf("the proof puzzle is not shown:\n%s", ansi.Strip(m.Content()))
	}
	typeKeys(m, "a1-a3")
	s := strings.Join(strings.Fields(ansi.Strip(m.Content())), " ")
	if len(m.Attempt().Played()) != 2 || !strings.Contains(s, "(by the proof)") || !strings.Contains(s, "Reply e1-d1") {
		t.Fatalf("the right move a1-a3 was not played and answered by the proof:\n%s", s)
	}
	p := m.Attempt().Position()
	var wrong game.Move
	for _, mv := range p.LegalMoves(game.DefaultRules(), nil) {
		if mv.String() != "a3xc3" {
			wrong = mv
			break
		}
	}
	typeKeys(m, wrong.String())
	s = strings.Join(strings.Fields(ansi.Strip(m.Content())), " ")
	if m.Attempt().State() != puzzle.Failed || m.Attempt().Position() != p {
		t.Fatalf("state %v after the wrong %s:\n%s", m.Attempt().State(), wrong, s)
	}
	if !strings.Contains(s, wrong.String()+" lets the win go: White does not lose (proof)") || !strings.Contains(s, "1. a1-a3 e1-d1") || !strings.Contains(s, "2. a3xc3") {
		t.Errorf("no solution shown after %s:\n%s", wrong, s)
	}
}

// TestPuzzleUnknownKeySaysSo: a key the puzzle screen does not take (u for
// undo, as in the game) answers on the status line, pointing to the help
// of the keys it does take, instead of doing nothing.
func TestPuzzleUnknownKeySaysSo(t *testing.T) {
	var results []result
	m := newPuzzleTest(&results)
	m.Update(keypress.Key("u"))
	if s := ansi.Strip(m.Content()); !strings.Contains(s, "u does nothing here: ? shows the puzzles' keys") {
		t.Errorf("u pressed in a puzzle says nothing:\n%s", s)
	}
}

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
	pk := newPuzzleKeys(k, nil, false)
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
	pk := newPuzzleKeys(DefaultKeyMap(), nil, false)
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
