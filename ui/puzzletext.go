package ui

import (
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/tables"
)

// The wording of the puzzle screen (PuzzleModel): its status line, its
// panel, its help, its modes, hint, theme filter and explanations of a
// wrong move; one place, to be translated. Why a piece cannot be
// selected, or a text is no move, is the game screen's (whyNot).

// The status line's texts, formats of fmt.
const (
	puzzleUnplayable    = "this puzzle cannot be played: %v"
	puzzleYourMove      = "%s. Your move."
	puzzleTypedEnter    = "typed: %s (enter plays it)"
	puzzleTyped         = "typed: %s"
	puzzleCancelled     = "cancelled"
	puzzleTooSoon       = "a moment: one puzzle a %s at most"
	puzzleKeyUnused     = "%s does nothing here: %s shows the puzzles' keys"
	puzzleSelected      = "%s selected: choose where it goes"
	puzzleCannotGo      = "%s cannot go to %s"
	puzzleAndOn         = "and on: %s"
	puzzleRight         = "Right: %s keeps the %s (by %s). Reply %s. Your move."
	puzzleSolutionGiven = "Solution %s: %s." // how it was given (puzzleSkipped, puzzleShown), the moves
	puzzleSkipped       = "skipped"
	puzzleShown         = "shown"
	puzzleStepStart     = "the solution: the puzzle's start (%d of %d moves)"
	puzzleStepMove      = "the solution: %s (%d of %d moves)"
	puzzleAgain         = "Again, not rated: %s. Your move."
)

// The panel's texts, formats of fmt where they take values, and the
// title rows.
const (
	puzzleTitle             = " Fetaix puzzles"
	puzzleItsRating         = "its rating: %d"
	puzzleItsRatingLater    = "its rating: shown when it ends"
	puzzleCheckedBy         = "moves checked by: %s"
	puzzleMovesHead         = "moves:"
	puzzleSolutionHead      = "solution:"
	puzzleTriedAgain        = "tried again: not rated"
	puzzleYourRating        = "your puzzle rating"
	puzzleRatingNotKeptHere = "puzzle rating (not kept)"
	puzzleLastChange        = "last puzzle: %s"
	puzzleStreakLine        = "streak: %d"
	puzzleSolvedMark        = "solved"
	puzzleNotSolvedMark     = "not solved"
	puzzleRatingNotKept     = "rating not kept: %v"
	puzzleRunNotKept        = "run not kept: %v"
	puzzleHelpTitle         = " Fetaix puzzles · help"
	puzzleHelpBack          = "back to the puzzle"
)

// puzzleNote is the puzzle help's how-to, under its keys.
const puzzleNote = "Find the move that keeps the value the task names (a win, or the draw). " +
	"Each move is checked by its proven value (the panel says by what); a right move is answered by the defender's best reply, " +
	"a wrong one is not played: what it allowed is said, and the solution is shown, its whole line listed beside the board " +
	"and stepped through on it. Solving a puzzle raises your puzzle rating; a wrong move, the solution or a skip lowers it and ends the streak. " +
	"Once it ends, the puzzle can be tried again from its start: that try is not rated. " +
	"A hint marks the piece that moves: solved after it, a puzzle counts half and the streak does not grow. " +
	"The streak mode (puzzles of rising difficulty until the first mistake) and the timed mode (three minutes) are not rated; their bests are kept."

const (
	// puzzleHintKeyDesc, puzzleThemeKeyDesc and puzzleModeKeyDesc are
	// what the hint, theme and mode keys do, in the help; the footer's
	// shorter words follow.
	puzzleHintKeyDesc  = "hint (then a solve: ½)"
	puzzleThemeKeyDesc = "next puzzle theme"
	puzzleModeKeyDesc  = "rated / streak / timed"
	puzzleHintShort    = "hint"
	puzzleThemeShort   = "theme"
	puzzleModeShort    = "mode"

	// puzzleAllThemes names the filter that draws every puzzle.
	puzzleAllThemes = "all"
	// puzzleHinted marks, in the panel, an attempt helped by a hint.
	puzzleHinted = "hint taken: a solve counts half"
	// puzzleClockWaits says the timed run's clock has not started.
	puzzleClockWaits = "starts with your first move"
)

// puzzleModeNote is what a mode is, said when it is picked.
var puzzleModeNote = map[string]string{
	PuzzleModeRated:  "each puzzle near your rating, rated",
	PuzzleModeStreak: "puzzles of rising difficulty until the first mistake, not rated",
	PuzzleModeTimed:  "as many as you can solve in three minutes, not rated; a mistake moves on",
}

// puzzleModeText says a mode was picked, and what it is.
func puzzleModeText(mode string) string {
	return fmt.Sprintf("Mode %s: %s.", mode, puzzleModeNote[mode])
}

// puzzleModeLine is the panel's line of the mode and the theme filter.
func puzzleModeLine(mode, theme string) string {
	if theme == "" {
		theme = puzzleAllThemes
	}
	return fmt.Sprintf("mode: %s · theme: %s", mode, theme)
}

// puzzleThemeText says the theme filter changed, and when it applies.
func puzzleThemeText(theme string, now bool) string {
	if theme == "" {
		theme = puzzleAllThemes
	}
	if now {
		return fmt.Sprintf("Theme: %s.", theme)
	}
	return fmt.Sprintf("Theme: %s, from the next puzzle.", theme)
}

// puzzleNoneText says no puzzle can be drawn: none of the theme, or none
// at all.
func puzzleNoneText(theme, themeKey string) string {
	if theme != "" {
		return fmt.Sprintf("no puzzle has the theme %s: %s picks another", theme, themeKey)
	}
	return "no puzzles"
}

// puzzleHintText says which piece moves, and what the hint costs.
func puzzleHintText(from game.Square, rated bool) string {
	if !rated {
		return fmt.Sprintf("Hint: the piece on %s moves.", from)
	}
	return fmt.Sprintf("Hint: the piece on %s moves. Solved now, the puzzle counts half for your rating and does not extend the streak.", from)
}

// puzzleNoHintText says a run has no hint.
func puzzleNoHintText(mode string) string {
	return fmt.Sprintf("no hint in a %s run", mode)
}

// puzzleExplainText says what a wrong move allowed (puzzle.Explain):
// "d2-d3 lets the win go: Black holds the draw after d4-d3 c2-c3
// (tables)." or, beyond the tables, "… Black does not lose (proof); the
// engine's line: d4-d3 c2-c3."
func puzzleExplainText(ex puzzle.Explanation) string {
	side := capitalize(ex.Defender.String())
	var what string
	switch {
	case ex.Value == tables.Loss:
		return fmt.Sprintf("%s is not the puzzle's move, though %s still loses after it (tables).", ex.Wrong, side)
	case ex.AtLeast:
		what = "does not lose"
	case ex.Value == tables.Draw:
		what = "holds the draw"
	default:
		what = "wins"
	}
	head := fmt.Sprintf("%s lets the %s go: %s %s", ex.Wrong, ex.Goal, side, what)
	if ex.By == puzzle.ExplainedByTables {
		if len(ex.Line) == 0 {
			return head + " (tables)."
		}
		return fmt.Sprintf("%s after %s … (tables).", head, moveLine(ex.Line))
	}
	if len(ex.Line) == 0 {
		return head + " (proof)."
	}
	return fmt.Sprintf("%s (proof); the engine's line: %s …", head, moveLine(ex.Line))
}

// puzzleEndedKeys says, once an attempt ended, what the keys do next.
func puzzleEndedKeys(step, retry, next string) string {
	return fmt.Sprintf("%s: the solution, step by step · %s: try again (not rated) · %s: next puzzle", step, retry, next)
}

// puzzleSolvedText says the puzzle is solved.
func puzzleSolvedText(mv game.Move, goal, by string) string {
	return fmt.Sprintf("Solved! %s keeps the %s (by %s).", mv, goal, by)
}

// puzzleRunSolvedText says a run's puzzle is solved, and how the run
// goes on.
func puzzleRunSolvedText(mode string, solved int, nextKey string) string {
	if mode == PuzzleModeTimed {
		return fmt.Sprintf("Solved! %d so far.", solved)
	}
	return fmt.Sprintf("Solved! %d in a row. %s: the next, harder.", solved, nextKey)
}

// puzzleTimedMissText says a timed run's puzzle was missed, and moved on.
func puzzleTimedMissText(line []game.Move, solved int) string {
	return fmt.Sprintf("Missed: the solution was %s. %d so far.", moveLine(line), solved)
}

// puzzleRunOverText says a run has ended, with its score and whether it
// is a new personal best (best is the best before it; -1: not known).
func puzzleRunOverText(mode string, score, best int, nextKey string) string {
	head := fmt.Sprintf("The %s run is over: %d solved.", mode, score)
	if mode == PuzzleModeTimed {
		head = fmt.Sprintf("Time! The timed run is over: %d solved.", score)
	}
	switch {
	case best >= 0 && score > best:
		head += " New personal best!"
	case best >= 0:
		head += fmt.Sprintf(" Your best: %d.", best)
	}
	return fmt.Sprintf("%s %s: a new run.", head, nextKey)
}

// puzzleRunLines are the panel's lines of a run: its score, its best
// this session, the timed run's clock (left ≤ 0: over).
func puzzleRunLines(mode string, score, best int, timed bool, left time.Duration, started bool) []string {
	out := []string{fmt.Sprintf("%s run: %d solved", mode, score)}
	if best > 0 {
		out = append(out, fmt.Sprintf("your best: %d", best))
	}
	if timed {
		switch {
		case !started:
			out = append(out, fmt.Sprintf("time: %s, %s", clockText(left), puzzleClockWaits))
		default:
			out = append(out, fmt.Sprintf("time left: %s", clockText(left)))
		}
	}
	return out
}

// clockText writes d as m:ss, rounded up to the second.
func clockText(d time.Duration) string {
	s := int((max(d, 0) + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// capitalize returns s with its first letter upper case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// puzzleModeBusyText says the mode cannot change while a puzzle goes on.
func puzzleModeBusyText(nextKey string) string {
	return fmt.Sprintf("finish this puzzle first (%s skips it)", nextKey)
}

// puzzleRunOverLines are the panel's lines of a run that ended.
func puzzleRunOverLines(newBest bool, nextKey string) []string {
	head := "run over"
	if newBest {
		head = "run over: new personal best!"
	}
	return []string{head, nextKey + ": a new run"}
}

// puzzleHintEnded says the hint key does nothing once the puzzle ended.
const puzzleHintEnded = "the puzzle has ended: its solution is beside the board"
