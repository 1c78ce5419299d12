package ui

import (
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/tables"
)

// The wording of the puzzle screen (PuzzleModel): its status line, its
// panel, its help, its modes, hint, theme filter and explanations of a
// wrong move, as texts of the catalogs (internal/i18n,
// catalog/puzzles.*.json). Why a piece cannot be selected, or a text is
// no move, is the game screen's (whyNot).

// The status line's texts.
const (
	txtPuzzleUnplayable      i18n.ID = "puzzles.status.unplayable"
	txtPuzzleYourMove        i18n.ID = "puzzles.status.yourMove"
	txtPuzzleTypedEnter      i18n.ID = "puzzles.status.typedEnter"
	txtPuzzleTyped           i18n.ID = "puzzles.status.typed"
	txtPuzzleCancelled       i18n.ID = "puzzles.status.cancelled"
	txtPuzzleTooSoon         i18n.ID = "puzzles.status.tooSoon"
	txtPuzzleKeyUnused       i18n.ID = "puzzles.status.keyUnused"
	txtPuzzleSelected        i18n.ID = "puzzles.status.selected"
	txtPuzzleCannotGo        i18n.ID = "puzzles.status.cannotGo"
	txtPuzzleAndOn           i18n.ID = "puzzles.status.andOn"
	txtPuzzleRight           i18n.ID = "puzzles.status.right"
	txtPuzzleSolutionSkipped i18n.ID = "puzzles.status.solutionSkipped"
	txtPuzzleSolutionShown   i18n.ID = "puzzles.status.solutionShown"
	txtPuzzleStepStart       i18n.ID = "puzzles.status.stepStart"
	txtPuzzleStepMove        i18n.ID = "puzzles.status.stepMove"
	txtPuzzleAgain           i18n.ID = "puzzles.status.again"
	txtPuzzleSolved          i18n.ID = "puzzles.status.solved"
	txtPuzzleEndedKeys       i18n.ID = "puzzles.status.endedKeys"
	txtPuzzleHintEnded       i18n.ID = "puzzles.status.hintEnded"
	txtPuzzleModeBusy        i18n.ID = "puzzles.status.modeBusy"
	txtPuzzleNone            i18n.ID = "puzzles.status.none"
	txtPuzzleNoneOfTheme     i18n.ID = "puzzles.status.noneOfTheme"
	txtPuzzleTheme           i18n.ID = "puzzles.status.theme"
	txtPuzzleThemeNext       i18n.ID = "puzzles.status.themeNext"
	txtPuzzleMode            i18n.ID = "puzzles.status.mode"
	txtPuzzleHint            i18n.ID = "puzzles.status.hint"
	txtPuzzleHintRated       i18n.ID = "puzzles.status.hintRated"
	txtPuzzleNoHint          i18n.ID = "puzzles.status.noHint"
)

// The puzzle's task, the goals a move keeps or lets go, and what checks
// the moves (puzzle.CheckedByTables…).
const (
	txtPuzzleWhiteWin    i18n.ID = "puzzles.task.whiteWin"
	txtPuzzleWhiteDraw   i18n.ID = "puzzles.task.whiteDraw"
	txtPuzzleBlackWin    i18n.ID = "puzzles.task.blackWin"
	txtPuzzleBlackDraw   i18n.ID = "puzzles.task.blackDraw"
	txtPuzzleGoalWin     i18n.ID = "puzzles.goal.win"
	txtPuzzleGoalDraw    i18n.ID = "puzzles.goal.draw"
	txtPuzzleByTables    i18n.ID = "puzzles.by.tables"
	txtPuzzleBySolution  i18n.ID = "puzzles.by.solution"
	txtPuzzleByProof     i18n.ID = "puzzles.by.proof"
	txtPuzzleWrongLoses  i18n.ID = "puzzles.explain.stillLoses"
	txtPuzzleLetsGo      i18n.ID = "puzzles.explain.letsGo"
	txtPuzzleNotLose     i18n.ID = "puzzles.explain.doesNotLose"
	txtPuzzleHoldsDraw   i18n.ID = "puzzles.explain.holdsDraw"
	txtPuzzleWins        i18n.ID = "puzzles.explain.wins"
	txtPuzzleByTablesEnd i18n.ID = "puzzles.explain.tables"
	txtPuzzleTablesLine  i18n.ID = "puzzles.explain.tablesLine"
	txtPuzzleByProofEnd  i18n.ID = "puzzles.explain.proof"
	txtPuzzleProofLine   i18n.ID = "puzzles.explain.proofLine"
)

// The modes' and themes' names, the modes' notes and the runs' texts.
const (
	txtPuzzleModeRated      i18n.ID = "puzzles.mode.rated"
	txtPuzzleModeStreak     i18n.ID = "puzzles.mode.streak"
	txtPuzzleModeTimed      i18n.ID = "puzzles.mode.timed"
	txtPuzzleNoteRated      i18n.ID = "puzzles.mode.ratedNote"
	txtPuzzleNoteStreak     i18n.ID = "puzzles.mode.streakNote"
	txtPuzzleNoteTimed      i18n.ID = "puzzles.mode.timedNote"
	txtPuzzleRunStreak      i18n.ID = "puzzles.run.streak"
	txtPuzzleRunTimed       i18n.ID = "puzzles.run.timed"
	txtPuzzleRunScore       i18n.ID = "puzzles.run.score"
	txtPuzzleRunBest        i18n.ID = "puzzles.run.best"
	txtPuzzleClockWaits     i18n.ID = "puzzles.run.clockWaits"
	txtPuzzleTimeLeft       i18n.ID = "puzzles.run.timeLeft"
	txtPuzzleRunOver        i18n.ID = "puzzles.run.over"
	txtPuzzleRunOverBest    i18n.ID = "puzzles.run.overBest"
	txtPuzzleNewRunKey      i18n.ID = "puzzles.run.newRunKey"
	txtPuzzleRunEnded       i18n.ID = "puzzles.run.ended"
	txtPuzzleTimedEnded     i18n.ID = "puzzles.run.timedEnded"
	txtPuzzleNewBest        i18n.ID = "puzzles.run.newBest"
	txtPuzzleYourBest       i18n.ID = "puzzles.run.yourBest"
	txtPuzzleNewRun         i18n.ID = "puzzles.run.newRun"
	txtPuzzleRunSolvedTimed i18n.ID = "puzzles.run.solvedTimed"
	txtPuzzleRunSolved      i18n.ID = "puzzles.run.solved"
	txtPuzzleTimedMiss      i18n.ID = "puzzles.run.timedMiss"
	txtPuzzleAllThemes      i18n.ID = "puzzles.theme.all"
)

// The panel's texts and the title rows.
const (
	txtPuzzleTitle          i18n.ID = "puzzles.screen.title"
	txtPuzzleItsRating      i18n.ID = "puzzles.panel.itsRating"
	txtPuzzleItsRatingLater i18n.ID = "puzzles.panel.itsRatingLater"
	txtPuzzleCheckedBy      i18n.ID = "puzzles.panel.checkedBy"
	txtPuzzleModeLine       i18n.ID = "puzzles.panel.modeLine"
	txtPuzzleMovesHead      i18n.ID = "puzzles.panel.moves"
	txtPuzzleSolutionHead   i18n.ID = "puzzles.panel.solution"
	txtPuzzleTriedAgain     i18n.ID = "puzzles.panel.triedAgain"
	txtPuzzleHinted         i18n.ID = "puzzles.panel.hinted"
	txtPuzzleYourRating     i18n.ID = "puzzles.panel.yourRating"
	txtPuzzleRatingNotHere  i18n.ID = "puzzles.panel.ratingNotKeptHere"
	txtPuzzleLastChange     i18n.ID = "puzzles.panel.lastChange"
	txtPuzzleStreakLine     i18n.ID = "puzzles.panel.streak"
	txtPuzzleSolvedMark     i18n.ID = "puzzles.panel.solved"
	txtPuzzleNotSolvedMark  i18n.ID = "puzzles.panel.notSolved"
	txtPuzzleRatingNotKept  i18n.ID = "puzzles.panel.ratingNotKept"
	txtPuzzleRunNotKept     i18n.ID = "puzzles.panel.runNotKept"
	txtPuzzleHelpTitle      i18n.ID = "puzzles.help.title"
	txtPuzzleHelpBack       i18n.ID = "puzzles.help.back"
	txtPuzzleHelpKeys       i18n.ID = "puzzles.help.keys"
	txtPuzzleHelpPuzzles    i18n.ID = "puzzles.help.puzzles"
	txtPuzzleNote           i18n.ID = "puzzles.help.note"
)

// tr is the text id in the screen's language (Options.Lang), in logical
// order.
func (m *PuzzleModel) tr(id i18n.ID, args ...any) string { return m.o.Lang.T(id, args...) }

// PuzzleInstruction is the puzzle's task in l's language (as
// puzzle.Instruction says it in English): "White to play and win", "Les
// Blancs jouent et gagnent"; in logical order.
func PuzzleInstruction(l *i18n.Localizer, pz puzzle.Puzzle) string {
	black := false
	if p, err := pz.Start(); err == nil && p.SideToMove() == game.Black {
		black = true
	}
	switch {
	case black && pz.Goal == puzzle.GoalDraw:
		return l.T(txtPuzzleBlackDraw)
	case black:
		return l.T(txtPuzzleBlackWin)
	case pz.Goal == puzzle.GoalDraw:
		return l.T(txtPuzzleWhiteDraw)
	}
	return l.T(txtPuzzleWhiteWin)
}

// puzzleGoal is what the puzzle's moves keep, in l's language: "the win".
func puzzleGoal(l *i18n.Localizer, goal string) string {
	if goal == puzzle.GoalDraw {
		return l.T(txtPuzzleGoalDraw)
	}
	return l.T(txtPuzzleGoalWin)
}

// puzzleChecker is what checks the moves (puzzle.CheckedByTables…), in
// l's language: "the tables".
func puzzleChecker(l *i18n.Localizer, by string) string {
	switch by {
	case puzzle.CheckedByTables:
		return l.T(txtPuzzleByTables)
	case puzzle.CheckedBySolution:
		return l.T(txtPuzzleBySolution)
	case puzzle.CheckedByProof:
		return l.T(txtPuzzleByProof)
	}
	return by
}

// puzzleModeName is a mode's name in l's language: "rated".
func puzzleModeName(l *i18n.Localizer, mode string) string {
	switch mode {
	case PuzzleModeStreak:
		return l.T(txtPuzzleModeStreak)
	case PuzzleModeTimed:
		return l.T(txtPuzzleModeTimed)
	}
	return l.T(txtPuzzleModeRated)
}

// puzzleModeText says a mode was picked, and what it is.
func puzzleModeText(l *i18n.Localizer, mode string) string {
	note := txtPuzzleNoteRated
	switch mode {
	case PuzzleModeStreak:
		note = txtPuzzleNoteStreak
	case PuzzleModeTimed:
		note = txtPuzzleNoteTimed
	}
	return l.T(txtPuzzleMode, "Mode", puzzleModeName(l, mode), "Note", l.T(note))
}

// puzzleThemeName is the theme filter's name in l's language ("": all).
func puzzleThemeName(l *i18n.Localizer, theme string) string {
	if theme == "" {
		return l.T(txtPuzzleAllThemes)
	}
	return puzzleThemeLabel(l, theme)
}

// puzzleModeLine is the panel's line of the mode and the theme filter.
func puzzleModeLine(l *i18n.Localizer, mode, theme string) string {
	return l.T(txtPuzzleModeLine, "Mode", puzzleModeName(l, mode), "Theme", puzzleThemeName(l, theme))
}

// puzzleThemeText says the theme filter changed, and when it applies.
func puzzleThemeText(l *i18n.Localizer, theme string, now bool) string {
	if now {
		return l.T(txtPuzzleTheme, "Theme", puzzleThemeName(l, theme))
	}
	return l.T(txtPuzzleThemeNext, "Theme", puzzleThemeName(l, theme))
}

// puzzleNoneText says no puzzle can be drawn: none of the theme, or none
// at all.
func puzzleNoneText(l *i18n.Localizer, theme, themeKey string) string {
	if theme != "" {
		return l.T(txtPuzzleNoneOfTheme, "Theme", puzzleThemeName(l, theme), "Key", themeKey)
	}
	return l.T(txtPuzzleNone)
}

// puzzleHintText says which piece moves, and what the hint costs.
func puzzleHintText(l *i18n.Localizer, from game.Square, rated bool) string {
	if !rated {
		return l.T(txtPuzzleHint, "Point", from.String())
	}
	return l.T(txtPuzzleHintRated, "Point", from.String())
}

// puzzleNoHintText says a run has no hint.
func puzzleNoHintText(l *i18n.Localizer, mode string) string {
	return l.T(txtPuzzleNoHint, "Mode", puzzleModeName(l, mode))
}

// puzzleExplainText says what a wrong move allowed (puzzle.Explain):
// "d2-d3 lets the win go: Black holds the draw after d4-d3 c2-c3
// (tables)." or, beyond the tables, "… Black does not lose (proof); the
// engine's line: d4-d3 c2-c3."
func puzzleExplainText(l *i18n.Localizer, ex puzzle.Explanation) string {
	side := l.T(txtWhite)
	if ex.Defender == game.Black {
		side = l.T(txtBlack)
	}
	var what i18n.ID
	switch {
	case ex.Value == tables.Loss:
		return l.T(txtPuzzleWrongLoses, "Move", ex.Wrong.String(), "Side", side)
	case ex.AtLeast:
		what = txtPuzzleNotLose
	case ex.Value == tables.Draw:
		what = txtPuzzleHoldsDraw
	default:
		what = txtPuzzleWins
	}
	head := l.T(txtPuzzleLetsGo, "Move", ex.Wrong.String(), "Goal", puzzleGoal(l, ex.Goal), "Side", side, "What", l.T(what))
	if ex.By == puzzle.ExplainedByTables {
		if len(ex.Line) == 0 {
			return l.T(txtPuzzleByTablesEnd, "Head", head)
		}
		return l.T(txtPuzzleTablesLine, "Head", head, "Line", moveLine(ex.Line))
	}
	if len(ex.Line) == 0 {
		return l.T(txtPuzzleByProofEnd, "Head", head)
	}
	return l.T(txtPuzzleProofLine, "Head", head, "Line", moveLine(ex.Line))
}

// puzzleEndedKeys says, once an attempt ended, what the keys do next.
func puzzleEndedKeys(l *i18n.Localizer, step, retry, next string) string {
	return l.T(txtPuzzleEndedKeys, "Step", step, "Retry", retry, "Next", next)
}

// puzzleSolvedText says the puzzle is solved.
func puzzleSolvedText(l *i18n.Localizer, mv game.Move, goal, by string) string {
	return l.T(txtPuzzleSolved, "Move", mv.String(), "Goal", puzzleGoal(l, goal), "By", puzzleChecker(l, by))
}

// puzzleRunSolvedText says a run's puzzle is solved, and how the run
// goes on.
func puzzleRunSolvedText(l *i18n.Localizer, mode string, solved int, nextKey string) string {
	if mode == PuzzleModeTimed {
		return l.T(txtPuzzleRunSolvedTimed, "N", solved)
	}
	return l.T(txtPuzzleRunSolved, "N", solved, "Key", nextKey)
}

// puzzleTimedMissText says a timed run's puzzle was missed, and moved on.
func puzzleTimedMissText(l *i18n.Localizer, line []game.Move, solved int) string {
	return l.T(txtPuzzleTimedMiss, "Moves", moveLine(line), "N", solved)
}

// puzzleRunName is a run's name in l's language: "streak run".
func puzzleRunName(l *i18n.Localizer, mode string) string {
	if mode == PuzzleModeTimed {
		return l.T(txtPuzzleRunTimed)
	}
	return l.T(txtPuzzleRunStreak)
}

// puzzleRunOverText says a run has ended, with its score and whether it
// is a new personal best (best is the best before it; -1: not known).
func puzzleRunOverText(l *i18n.Localizer, mode string, score, best int, nextKey string) string {
	head := l.N(txtPuzzleRunEnded, score, "Run", puzzleRunName(l, mode))
	if mode == PuzzleModeTimed {
		head = l.N(txtPuzzleTimedEnded, score)
	}
	switch {
	case best >= 0 && score > best:
		head += " " + l.T(txtPuzzleNewBest)
	case best >= 0:
		head += " " + l.T(txtPuzzleYourBest, "N", best)
	}
	return head + " " + l.T(txtPuzzleNewRun, "Key", nextKey)
}

// puzzleRunLines are the panel's lines of a run: its score, its best
// this session, the timed run's clock (left ≤ 0: over).
func puzzleRunLines(l *i18n.Localizer, mode string, score, best int, timed bool, left time.Duration, started bool) []string {
	out := []string{l.N(txtPuzzleRunScore, score, "Run", puzzleRunName(l, mode))}
	if best > 0 {
		out = append(out, l.T(txtPuzzleRunBest, "N", best))
	}
	if timed {
		switch {
		case !started:
			out = append(out, l.T(txtPuzzleClockWaits, "Clock", clockText(left)))
		default:
			out = append(out, l.T(txtPuzzleTimeLeft, "Clock", clockText(left)))
		}
	}
	return out
}

// clockText writes d as m:ss, rounded up to the second.
func clockText(d time.Duration) string {
	s := int((max(d, 0) + time.Second - 1) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// puzzleModeBusyText says the mode cannot change while a puzzle goes on.
func puzzleModeBusyText(l *i18n.Localizer, nextKey string) string {
	return l.T(txtPuzzleModeBusy, "Key", nextKey)
}

// puzzleRunOverLines are the panel's lines of a run that ended.
func puzzleRunOverLines(l *i18n.Localizer, newBest bool, nextKey string) []string {
	head := l.T(txtPuzzleRunOver)
	if newBest {
		head = l.T(txtPuzzleRunOverBest)
	}
	return []string{head, l.T(txtPuzzleNewRunKey, "Key", nextKey)}
}

// moveLine writes moves with spaces between them.
func moveLine(moves []game.Move) string {
	out := make([]string, len(moves))
	for i, mv := range moves {
		out[i] = mv.String()
	}
	return strings.Join(out, " ")
}
