package ui

import (
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/learn"
)

// The wording of the lessons' screen (LearnModel), of the game screen's
// Learn key and of the first run's offer: one place, to be translated.
// The lessons' own texts are in their files and package learn, which
// also says why the rules refuse a move; why a piece cannot be selected,
// or a text is no move, is the game screen's (whyNot, typedWhy).

const (
	// learnTitle heads the lessons' screen.
	learnTitle = "Learn to play Fetaix"
	// learnPracticesHead heads the practices in the list.
	learnPracticesHead = "Practices: endgames against perfect defence"
	// learnListHint is the status line on the list.
	learnListHint = "choose a lesson: enter opens it at its first stage not met"
	// learnPreparing says the endgame tables are being opened or built.
	learnPreparing = "preparing the endgame tables…"
	// learnNeedsTables marks, in the list, a lesson that cannot be played
	// without the endgame tables.
	learnNeedsTables = "needs tables"
	// learnYourMove asks for the learner's move.
	learnYourMove = "your move"
	// learnWatchStep says how a watched line goes on.
	learnWatchStep = "→ or enter: the next move"
	// learnNothingBack says there is no move to take back.
	learnNothingBack = "no move to take back yet"
	// learnTakeBackHere says where taking back works.
	learnTakeBackHere = "moves are taken back in the practices; r starts the stage again"
	// learnStageAgain says the stage starts again at the learner's wish.
	learnStageAgain = "the stage starts again"
	// learnCancelled says a move being entered was dropped.
	learnCancelled = "cancelled"
	// learnHelpTitle and learnHelpKeys head the lessons' help and its keys.
	learnHelpTitle = learnTitle + " · help"
	learnHelpKeys  = "Keys"
	// learnHelpDone is the help's key back to the lessons.
	learnHelpDone = "back to the lessons"
	// learnHelpNote is the lessons' help under its keys.
	learnHelpNote = "Each lesson is a few small stages: a position, one instruction and a goal. " +
		"Enter the moves as in a game (the cursor and enter, a click, or typed: c3-c4 then enter). " +
		"A move the rules refuse, or one that misses the goal, is explained on the status line and the stage starts again. " +
		"A stage met at once earns three stars, one met after more moves or tries fewer; your best stars are kept. " +
		"In a practice the computer defends perfectly from the endgame tables, and every move you play is judged by them: " +
		"u takes your last move back, r starts again; it is passed when you keep the value to the end."
)

// learnStageOf says where the learner is in the lesson.
func learnStageOf(k, n int) string { return fmt.Sprintf("stage %d of %d", k, n) }

// learnPracticeOf says where the learner is in a practice.
func learnPracticeOf(k, n int) string { return fmt.Sprintf("practice, position %d of %d", k, n) }

// learnStarsLine is the stars won in a lesson, out of the most.
func learnStarsLine(got, most int) string { return fmt.Sprintf("%d/%d ★", got, most) }

// learnLessonStars is the panel's line of the lesson's stars so far.
func learnLessonStars(got, most int) string { return "lesson: " + learnStarsLine(got, most) }

// learnStageBest is the panel's line of the stage's best stars kept.
func learnStageBest(stars int) string { return "this stage's best: " + learn.StarText(stars) }

// learnIntroGo says how to begin a lesson from its introduction.
func learnIntroGo(k, n int) string {
	return fmt.Sprintf("enter: begin (stage %d of %d) · esc: back to the list", k, n)
}

// learnRestart says why a stage failed and that it starts again.
func learnRestart(why string) string { return why + " — the stage starts again" }

// learnTyped says what is being typed.
func learnTyped(text string) string { return fmt.Sprintf("typed: %s (enter plays it)", text) }

// learnTypedIs says why the move typed is not played: "c3-c2 is not legal: …".
func learnTypedIs(text, why string) string { return text + " is " + why }

// learnRefused says why the rules refuse the move text: the lesson's
// reason.
func learnRefused(text, why string) string { return text + ": " + why }

// learnNotLegal says a move is not legal, when nothing says more.
const learnNotLegal = "not legal"

// learnSelected says a piece is selected.
func learnSelected(s string) string { return s + " selected: choose where it goes" }

// learnAndOn says where a capture goes on.
func learnAndOn(points string) string { return "and on: " + points }

// learnReplied says the opponent's answer and asks for the next move.
func learnReplied(reply string) string {
	return fmt.Sprintf("the answer: %s · %s", reply, learnYourMove)
}

// learnNext says how to go on once a stage is met.
func learnNext(last bool) string {
	if last {
		return "enter: back to the lessons"
	}
	return "enter or →: the next stage"
}

// learnPracticeLost says a practice's value was thrown away and what the
// keys do then.
func learnPracticeLost(why string) string { return why + " · u takes it back, r starts again" }

// learnLessonDone is the status line back on the list after a lesson's
// last stage.
func learnLessonDone(title string, got, most int) string {
	return fmt.Sprintf("%s: done, %s", title, learnStarsLine(got, most))
}

// learnTablesNeeded says a stage cannot be played without the tables.
func learnTablesNeeded(why string) string {
	if why == "" {
		return "this stage needs the endgame tables, which are off (fetaix learn without --no-tables)"
	}
	return "this stage needs the endgame tables: " + why
}

// learnNotSaved says the progress could not be kept.
func learnNotSaved(err error) string { return fmt.Sprintf("stars not kept: %v", err) }

// learnKeepValue is the panel's line of the value a practice keeps.
func learnKeepValue(v string) string { return "to keep: the " + v }

// learnLineHead heads the moves of a watched line shown so far.
const learnLineHead = "the line:"

// learnWatchStepOf says which move of a watched line was just shown.
func learnWatchStepOf(move string, n, total int) string {
	return fmt.Sprintf("%s, move %d of %d · %s", move, n, total, learnWatchStep)
}

// learnMovesHead heads the moves played in the panel.
const learnMovesHead = "moves:"

// learnOnlineRefused says the lessons do not open over an online game.
const learnOnlineRefused = "the lessons do not open during an online game: your opponent would wait (the lobby has Learn to play)"

// learnFirstRunOffer is the first run's question over the game.
func learnFirstRunOffer(l *i18n.Localizer, yesNo string) string {
	return l.T(txtLessonsOffer, "YesNo", yesNo)
}

// learnGoal says a stage's goal.
func learnGoal(g learn.Goal) string {
	switch g.Kind {
	case learn.GoalReach:
		return "goal: a piece of yours on " + pointList(g.Points, "and")
	case learn.GoalCapture:
		if g.N == 0 {
			return "goal: capture every enemy piece"
		}
		if g.N == 1 {
			return "goal: capture a piece"
		}
		return fmt.Sprintf("goal: capture %d pieces", g.N)
	case learn.GoalChain:
		return fmt.Sprintf("goal: capture %d pieces in one move", g.N)
	case learn.GoalMulla:
		return "goal: make a mulla"
	case learn.GoalWin:
		return "goal: win the game"
	case learn.GoalDraw:
		return "goal: reach a draw"
	case learn.GoalBest:
		return "goal: play the best move"
	case learn.GoalKeep:
		return "goal: keep the value to the end"
	case learn.GoalWatch:
		return "goal: watch the line, move by move"
	}
	return ""
}

// learnValueWord names a proven value: "win", "draw".
func learnValueWord(v string) string {
	switch v {
	case "win", "draw", "loss":
		return v
	}
	return "value"
}

// asciiStars draws stars with ASCII characters, for the ASCII theme.
func asciiStars(s string) string {
	return strings.NewReplacer("★", "*", "☆", ".").Replace(s)
}

// The lessons' keys as the footer and the help name them (learnKeys).
const (
	learnKeySelect    = "select / move, or play the move typed"
	learnKeyCancel    = "cancel the move being entered"
	learnKeyType      = "type a move (a1xc3 a capture)"
	learnKeyBack      = "delete a typed character"
	learnKeyNext      = "the next move shown, or the next stage"
	learnKeyTakeBack  = "take back your last move (practices)"
	learnKeyRetry     = "start the stage again"
	learnKeyQuit      = "back to the list"
	learnKeyQuitList  = "quit"
	learnKeyQuitBack  = "back"
	learnKeyOpen      = "choose a lesson"
	learnKeyMove      = "move"
	learnKeyTyping    = "type it"
	learnKeyBackShort = "take back"
	learnKeyAgain     = "again"
	learnKeyList      = "list"
	learnKeyNextShort = "next"
)

// learnKeyQuitBoth is q as the help says it: back to the list, and on
// the list what quitting does there.
func learnKeyQuitBoth(onList string) string { return "back to the list; on the list, " + onList }
