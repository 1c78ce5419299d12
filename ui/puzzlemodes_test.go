package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
)

// committedPuzzles returns 60 puzzles of the committed set, rated 700,
// 730, … 2470 and of no theme, so that the tests do not depend on the
// set's ratings and themes.
func committedPuzzles(t *testing.T) []puzzle.Puzzle {
	t.Helper()
	set, err := puzzle.Committed()
	if err != nil {
		t.Fatal(err)
	}
	if len(set) < 60 {
		t.Fatalf("%d committed puzzles, want 60 at least", len(set))
	}
	out := slices.Clone(set[:60])
	for i := range out {
		out[i].Rating, out[i].Themes = 700+30*i, nil
	}
	return out
}

// solveShown types the solver's moves of the puzzle shown.
func solveShown(t *testing.T, m *PuzzleModel) {
	t.Helper()
	pz := m.Attempt().Puzzle
	for i := 0; i < len(pz.Solution); i += 2 {
		typeKeys(m, pz.Solution[i])
	}
	if m.Attempt().Puzzle.Position == pz.Position && m.Attempt().State() != puzzle.Solved {
		t.Fatalf("%s not solved by its solution: %s", pz.Position, ansi.Strip(m.Content()))
	}
}

// missShown enters a legal move of the puzzle shown other than its
// solution's first, which fails it (no tables: checked against the
// solution).
func missShown(t *testing.T, m *PuzzleModel) {
	t.Helper()
	p := m.Attempt().Position()
	want := m.Attempt().Remaining()[0]
	for _, mv := range p.LegalMoves(game.DefaultRules(), nil) {
		if !mv.Same(want) {
			typeKeys(m, mv.String())
			return
		}
	}
	t.Fatalf("%s: no other move than the solution's", m.Attempt().Puzzle.Position)
}

// nearRunStart is the highest rating of a puzzle near a run's start
// among committedPuzzles: of the 12 nearest 800 (puzzle.Pick's), 30
// points apart.
const nearRunStart = 800 + 8*30

// runEnd is one call of RunEnded.
type runEnd struct {
	mode  string
	score int
}

// TestPuzzleHintCostsHalf: t marks the piece the solution's next move
// moves (only its point) and says so; a rated attempt solved after it
// is recorded with puzzle.ScoreHinted and rated as half a win, and the
// streak does not grow; the next puzzle, solved unaided, scores 1 and
// extends it.
func TestPuzzleHintCostsHalf(t *testing.T) {
	var results []result
	m := newPuzzleTest(&results)
	m.streak = 2
	m.Update(keypress.Key("t"))
	s := ansi.Strip(m.Content())
	if !strings.Contains(strings.Join(strings.Fields(s), " "), "Hint: the piece on d3 moves") || !strings.Contains(s, "hint taken: a solve counts half") {
		t.Fatalf("t gave no hint:\n%s", s)
	}
	d3, _ := game.ParseSquare("d3")
	mk := m.marks()
	for sq, h := range mk.hint {
		if (game.Square(sq) == d3) != (h == hintOrigin) {
			t.Errorf("the hint marks %s with %q; want d3 alone", game.Square(sq), h)
		}
	}
	typeKeys(m, "d3-d2")
	typeKeys(m, "e3-e5")
	if len(results) != 1 || results[0].score != puzzle.ScoreHinted || m.Streak() != 2 {
		t.Fatalf("after a hinted solve: results %+v, streak %d; want one of score 0.5, the streak 2", results, m.Streak())
	}
	m.Update(keypress.Key("n"))
	typeKeys(m, "d3-d2")
	typeKeys(m, "e3-e5")
	if len(results) != 2 || results[1].score != puzzle.ScoreSolved || m.Streak() != 3 {
		t.Fatalf("after an unaided solve: results %+v, streak %d", results, m.Streak())
	}

	// a guest's rating, by the screen: half a win, less than a win
	g := NewPuzzle(PuzzleOptions{Puzzles: testPuzzles, Rating: rating.New()})
	g.Update(keypress.Key("t"))
	typeKeys(g, "d3-d2")
	typeKeys(g, "e3-e5")
	if want := puzzle.RatedScore(rating.New(), testPuzzles[0], puzzle.ScoreHinted); g.Rating() != want ||
		g.Rating().R >= puzzle.Rated(rating.New(), testPuzzles[0], true).R {
		t.Errorf("a hinted solve rated %v, want %v (below a solve's)", g.Rating(), want)
	}
}

// TestPuzzleThemeFilter: with a theme, only the puzzles of that theme
// are drawn, and the panel names it; T steps the filter on, from the
// next puzzle; a theme no puzzle has says so, and T goes on to others
// until one draws a puzzle again.
func TestPuzzleThemeFilter(t *testing.T) {
	var pzs []puzzle.Puzzle
	for i, pz := range committedPuzzles(t) {
		switch i % 3 {
		case 0:
			pz.Themes = []string{puzzle.ThemeQuiet, puzzle.ThemeChain}
		case 1:
			pz.Themes = []string{puzzle.ThemeQuiet}
		}
		pzs = append(pzs, pz)
	}
	m := NewPuzzle(PuzzleOptions{Puzzles: pzs, Rating: rating.New(), Theme: puzzle.ThemeChain, Seed: 3})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if s := ansi.Strip(m.Content()); !strings.Contains(s, "theme: chain") {
		t.Errorf("the panel does not name the theme:\n%s", s)
	}
	for range 25 { // more than the 20 of the theme: the shown are drawn again
		if m.Attempt() == nil || !strings.Contains(strings.Join(m.Attempt().Puzzle.Themes, " "), puzzle.ThemeChain) {
			t.Fatalf("a puzzle without the theme chain drawn: %+v", m.Attempt())
		}
		m.Update(keypress.Key("n"))
	}
	m.Update(keypress.Key("T")) // sacrifice: no puzzle has it
	if m.Attempt() == nil || !strings.Contains(ansi.Strip(m.Content()), "from the next puzzle") {
		t.Fatalf("T did not wait for the next puzzle:\n%s", ansi.Strip(m.Content()))
	}
	m.Update(keypress.Key("n"))
	if s := strings.Join(strings.Fields(ansi.Strip(m.Content())), " "); m.Attempt() != nil || !strings.Contains(s, "no puzzle has the theme sacrifice: T picks another") {
		t.Fatalf("a theme without puzzles:\n%s", s)
	}
	for i := 0; m.Attempt() == nil; i++ { // promotion … quiet, which draws again
		if i == len(puzzle.AllThemes) {
			t.Fatal("T never drew a puzzle again")
		}
		m.Update(keypress.Key("T"))
	}
	if m.theme != puzzle.ThemeQuiet {
		t.Errorf("drew again at the theme %q, want the first that puzzles have after sacrifice: quiet", m.theme)
	}
}

// TestPuzzleStreakRun: the streak mode draws its first puzzle near 800
// and each next one harder (a higher rating); a solve says how many in a
// row, the hint is refused; the first mistake ends the run (what it
// allowed is said), whose score (the puzzles solved) RunEnded is told,
// and beating the best it returns is said to be a new personal best. Nothing is rated. n then starts a
// new run near 800 again.
func TestPuzzleStreakRun(t *testing.T) {
	var ended []runEnd
	recorded := 0
	m := NewPuzzle(PuzzleOptions{Puzzles: committedPuzzles(t), Rating: rating.New(), Mode: PuzzleModeStreak, Seed: 9,
		Record:   func(puzzle.Puzzle, float64) (rating.Rating, error) { recorded++; return rating.New(), nil },
		RunEnded: func(mode string, score int) (int, error) { ended = append(ended, runEnd{mode, score}); return 2, nil }})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if s := ansi.Strip(m.Content()); strings.Contains(s, "your best") {
		t.Errorf("a best shown before any is known:\n%s", s)
	}
	var ratings []int
	for i := 1; i <= 4; i++ {
		ratings = append(ratings, m.Attempt().Puzzle.Rating)
		if i == 1 {
			m.Update(keypress.Key("t"))
			if m.hinted || !strings.Contains(ansi.Strip(m.Content()), "no hint in a streak run") {
				t.Errorf("a hint in a streak run:\n%s", ansi.Strip(m.Content()))
			}
		}
		solveShown(t, m)
		if s := strings.Join(strings.Fields(ansi.Strip(m.Content())), " "); !strings.Contains(s, fmt.Sprintf("Solved! %d in a row", i)) ||
			!strings.Contains(s, fmt.Sprintf("streak run: %d solved", i)) {
			t.Fatalf("after solving %d:\n%s", i, ansi.Strip(m.Content()))
		}
		m.Update(keypress.Key("n"))
	}
	ratings = append(ratings, m.Attempt().Puzzle.Rating)
	if ratings[0] > nearRunStart {
		t.Errorf("the first puzzle rated %d, want near 800", ratings[0])
	}
	for i := 1; i < len(ratings); i++ {
		if ratings[i] <= ratings[i-1] {
			t.Errorf("the ratings do not rise: %v", ratings)
		}
	}
	if len(ended) != 0 {
		t.Fatalf("the run ended before a mistake: %v", ended)
	}
	missShown(t, m)
	s := strings.Join(strings.Fields(ansi.Strip(m.Content())), " ")
	if len(ended) != 1 || ended[0] != (runEnd{PuzzleModeStreak, 4}) || !strings.Contains(s, "lets the") ||
		!strings.Contains(s, "run over: new personal best!") || !strings.Contains(s, "n: a new run") {
		t.Fatalf("the first mistake: RunEnded %v:\n%s", ended, ansi.Strip(m.Content()))
	}
	if recorded != 0 || m.Rating() != rating.New() {
		t.Errorf("a streak run was rated: %d recorded, rating %v", recorded, m.Rating())
	}
	typeKeys(m, m.Attempt().Remaining()[0].String())
	if len(ended) != 1 || m.run.score != 4 {
		t.Error("a move after the run's end counted")
	}
	m.Update(keypress.Key("n"))
	if m.run.over || m.run.score != 0 || m.Attempt() == nil || m.Attempt().Puzzle.Rating > nearRunStart {
		t.Errorf("n after the run: over %v, score %d, rating %d: want a new run near 800", m.run.over, m.run.score, m.Attempt().Puzzle.Rating)
	}
	m.Update(keypress.Key("n")) // a skip is a mistake
	if len(ended) != 2 || ended[1] != (runEnd{PuzzleModeStreak, 0}) {
		t.Errorf("a skip did not end the run: %v", ended)
	}
}

// TestPuzzleTimedRun: the timed run's clock (the injected Now) starts
// with the first move and is shown; a solve or a mistake moves on to the
// next puzzle at once, only solves counting; after three minutes the
// clock's tick ends the run, told to RunEnded, and a move is refused;
// a tick of an earlier run is dropped.
func TestPuzzleTimedRun(t *testing.T) {
	now := time.Date(2026, 12, 7, 3, 0, 0, 0, time.UTC)
	var ended []runEnd
	m := NewPuzzle(PuzzleOptions{Puzzles: committedPuzzles(t), Rating: rating.New(), Mode: PuzzleModeTimed, Seed: 4,
		Now:      func() time.Time { return now },
		RunEnded: func(mode string, score int) (int, error) { ended = append(ended, runEnd{mode, score}); return 5, nil }})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if s := ansi.Strip(m.Content()); !strings.Contains(s, "time: 3:00, starts with your first move") {
		t.Fatalf("the clock is not shown waiting:\n%s", s)
	}
	first := m.Attempt().Puzzle
	now = now.Add(10 * time.Second) // the clock has not started
	for _, c := range first.Solution[0] {
		m.Update(keypress.Key(string(c)))
	}
	if _, cmd := m.Update(keypress.Key("enter")); cmd == nil || !m.run.start.Equal(now) {
		t.Fatalf("the first move did not start the clock (its tick %v, started %v)", cmd != nil, m.run.start)
	}
	for i := 2; i < len(first.Solution); i += 2 {
		typeKeys(m, first.Solution[i])
	}
	if m.Attempt().Puzzle.Position == first.Position || m.Attempt().State() != puzzle.Playing || m.run.score != 1 {
		t.Fatalf("a solve did not move on: score %d", m.run.score)
	}
	if s := strings.Join(strings.Fields(ansi.Strip(m.Content())), " "); !strings.Contains(s, "Solved! 1 so far.") || !strings.Contains(s, "time left: 3:00") {
		t.Fatalf("after a solve:\n%s", ansi.Strip(m.Content()))
	}
	second := m.Attempt().Puzzle
	missShown(t, m)
	if m.Attempt().Puzzle.Position == second.Position || m.run.score != 1 || !strings.Contains(ansi.Strip(m.Content()), "Missed") {
		t.Fatalf("a mistake did not move on: score %d\n%s", m.run.score, ansi.Strip(m.Content()))
	}
	now = now.Add(TimedRunLength - time.Second)
	if _, cmd := m.Update(puzzleTickMsg{m.run.gen}); cmd == nil || m.run.over {
		t.Fatal("the clock stopped before the time was up")
	}
	if s := ansi.Strip(m.Content()); !strings.Contains(s, "time left: 0:01") {
		t.Errorf("a second before the end:\n%s", s)
	}
	if _, cmd := m.Update(puzzleTickMsg{m.run.gen - 1}); cmd != nil {
		t.Error("a tick of an earlier run was obeyed")
	}
	now = now.Add(time.Second)
	if _, cmd := m.Update(puzzleTickMsg{m.run.gen}); cmd != nil || !m.run.over {
		t.Fatal("the run did not end after three minutes")
	}
	s := strings.Join(strings.Fields(ansi.Strip(m.Content())), " ")
	if len(ended) != 1 || ended[0] != (runEnd{PuzzleModeTimed, 1}) || !strings.Contains(s, "Time! The timed run is over: 1 solved. Your best: 5.") {
		t.Fatalf("RunEnded %v:\n%s", ended, ansi.Strip(m.Content()))
	}
	played := len(m.Attempt().Played())
	typeKeys(m, m.Attempt().Remaining()[0].String())
	if len(m.Attempt().Played()) != played || m.run.score != 1 {
		t.Error("a move was played after the time was up")
	}

	// without a tick, a move after the time is up ends the run
	m.Update(keypress.Key("n"))
	solveShown(t, m)
	now = now.Add(TimedRunLength)
	score := m.run.score
	typeKeys(m, m.Attempt().Remaining()[0].String())
	if !m.run.over || m.run.score != score || len(ended) != 2 {
		t.Errorf("a move after the time: over %v, score %d (was %d), ended %v", m.run.over, m.run.score, score, ended)
	}
}

// TestPuzzleFirstIsShownFirst: PuzzleOptions.First is the rated mode's
// first puzzle, whatever the rating, then the set's are drawn.
func TestPuzzleFirstIsShownFirst(t *testing.T) {
	day := puzzle.Puzzle{Position: "5/2b2/1w2w/5/B3w b 0 1", Solution: []string{"a1-a3", "e1-d1", "a3xc3"}, Goal: puzzle.GoalWin, Source: puzzle.SourceProof, Rating: 2400}
	m := NewPuzzle(PuzzleOptions{Puzzles: testPuzzles, Rating: rating.New(), First: &day})
	if m.Attempt() == nil || m.Attempt().Puzzle.Position != day.Position {
		t.Fatal("First is not shown first")
	}
	m.Update(keypress.Key("n"))
	if m.Attempt().Puzzle.Position != testPuzzles[0].Position {
		t.Error("n after First does not draw from the set")
	}
}

// TestPuzzleTimedRunWaitsMinGap: with MinGap, a timed run's next puzzle
// is not shown sooner than MinGap after the last: a quick solve waits
// for the clock's tick after the gap.
func TestPuzzleTimedRunWaitsMinGap(t *testing.T) {
	now := time.Date(2026, 12, 7, 3, 0, 0, 0, time.UTC)
	m := NewPuzzle(PuzzleOptions{Puzzles: committedPuzzles(t), Mode: PuzzleModeTimed, Seed: 4, MinGap: time.Second,
		Now: func() time.Time { return now }})
	first := m.Attempt().Puzzle
	solveShown(t, m)
	if m.Attempt().Puzzle.Position != first.Position || m.run.score != 1 {
		t.Fatal("the next puzzle was shown within MinGap")
	}
	if m.Update(puzzleTickMsg{m.run.gen}); m.Attempt().Puzzle.Position != first.Position {
		t.Fatal("a tick within MinGap showed the next puzzle")
	}
	now = now.Add(time.Second)
	m.Update(puzzleTickMsg{m.run.gen})
	if m.Attempt().Puzzle.Position == first.Position || m.Attempt().State() != puzzle.Playing {
		t.Fatal("the tick after MinGap did not show the next puzzle")
	}
}

// TestPuzzleRunShowsTheBestKnown: the best given in Bests is shown in the
// panel from the run's start, and a run below it is not a new personal
// best (without RunEnded, the session keeps it).
func TestPuzzleRunShowsTheBestKnown(t *testing.T) {
	m := NewPuzzle(PuzzleOptions{Puzzles: testPuzzles, Mode: PuzzleModeStreak, Bests: map[string]int{PuzzleModeStreak: 7}})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if s := ansi.Strip(m.Content()); !strings.Contains(s, "your best: 7") {
		t.Fatalf("the best known is not shown:\n%s", s)
	}
	solveShown(t, m)
	m.Update(keypress.Key("n"))
	missShown(t, m)
	s := ansi.Strip(m.Content())
	if !m.run.over || strings.Contains(s, "new personal best") || !strings.Contains(s, "your best: 7") {
		t.Errorf("a run of 1 after a best of 7:\n%s", s)
	}
}
