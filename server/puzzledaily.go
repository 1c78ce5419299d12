package server

import (
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/ui"
)

// dailyPuzzle returns the puzzle of the day at now: chosen by
// puzzle.Daily from the committed set (the same for every session that
// UTC day, whatever the people's ratings), with its rating by the people
// where known and read; false when there is none.
func (a *app) dailyPuzzle(now time.Time) (puzzle.Puzzle, bool) {
	set, err := puzzle.Committed()
	i := puzzle.Daily(set, now)
	if err != nil || i < 0 {
		return puzzle.Puzzle{}, false
	}
	if a.srv.ratingsRead.Load() { // the people's rating, once read; the lobby does not wait for it
		if pr, _ := a.srv.puzzleRatings(); pr != nil {
			return pr.Puzzles(now)[i], true
		}
	}
	return set[i], true
}

// writeDaily writes the lobby's line of the puzzle of the day, drawn as a
// menu item with its key (screentext.DailyKey), in the session's
// language, and reports whether there is one.
func (l *lobby) writeDaily(b *strings.Builder) bool {
	pz, ok := l.a.dailyPuzzle(time.Now())
	if ok {
		loc := l.a.loc
		text := loc.T(screentext.DailyLineID, "Task", ui.PuzzleInstruction(loc, pz), "Rating", pz.Rating)
		b.WriteString(l.a.st.row(screentext.DailyKey+"  "+loc.Show(text), false) + "\n") // the key first, as the menu's
	}
	return ok
}

// openDaily opens the puzzles at the puzzle of the day.
func (a *app) openDaily() tea.Cmd {
	pz, ok := a.dailyPuzzle(time.Now())
	if !ok {
		return a.openPuzzles(nil)
	}
	return a.openPuzzles(&pz)
}
