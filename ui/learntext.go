package ui

import (
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/learn"
)

// The wording of the lessons' screen (LearnModel), of the game screen's
// Learn key and of the first run's offer, in the catalogs (learn.*.json):
// the IDs here, the functions fill them in l's language (nil: English).
// The lessons' own texts are in their files and package learn, which
// also says why the rules refuse a move; why a piece cannot be selected,
// or a text is no move, is the game screen's (whyNotIn, typedWhy).

const (
	txtLearnTitle          i18n.ID = "learn.screen.title"
	txtLearnPracticesHead  i18n.ID = "learn.screen.practicesHead"
	txtLearnListHint       i18n.ID = "learn.screen.listHint"
	txtLearnPreparing      i18n.ID = "learn.screen.preparing"
	txtLearnNeedsTables    i18n.ID = "learn.screen.needsTables"
	txtLearnYourMove       i18n.ID = "learn.screen.yourMove"
	txtLearnWatchStep      i18n.ID = "learn.screen.watchStep"
	txtLearnNothingBack    i18n.ID = "learn.screen.nothingBack"
	txtLearnTakeBackHere   i18n.ID = "learn.screen.takeBackHere"
	txtLearnStageAgain     i18n.ID = "learn.screen.stageAgain"
	txtLearnCancelled      i18n.ID = "learn.screen.cancelled"
	txtLearnHelpTitle      i18n.ID = "learn.screen.helpTitle"
	txtLearnHelpKeys       i18n.ID = "learn.screen.helpKeys"
	txtLearnHelpDone       i18n.ID = "learn.screen.helpDone"
	txtLearnHelpNote       i18n.ID = "learn.screen.helpNote"
	txtLearnStageOf        i18n.ID = "learn.screen.stageOf"
	txtLearnPracticeOf     i18n.ID = "learn.screen.practiceOf"
	txtLearnLessonStars    i18n.ID = "learn.screen.lessonStars"
	txtLearnStageBest      i18n.ID = "learn.screen.stageBest"
	txtLearnIntroGo        i18n.ID = "learn.screen.introGo"
	txtLearnRestart        i18n.ID = "learn.screen.restart"
	txtLearnTyped          i18n.ID = "learn.screen.typed"
	txtLearnTypedIs        i18n.ID = "learn.screen.typedIs"
	txtLearnRefused        i18n.ID = "learn.screen.refused"
	txtLearnNotLegal       i18n.ID = "learn.screen.notLegal"
	txtLearnSelected       i18n.ID = "learn.screen.selected"
	txtLearnAndOn          i18n.ID = "learn.screen.andOn"
	txtLearnReplied        i18n.ID = "learn.screen.replied"
	txtLearnNextLast       i18n.ID = "learn.screen.nextLast"
	txtLearnNext           i18n.ID = "learn.screen.next"
	txtLearnPracticeLost   i18n.ID = "learn.screen.practiceLost"
	txtLearnLessonDone     i18n.ID = "learn.screen.lessonDone"
	txtLearnTablesOff      i18n.ID = "learn.screen.tablesOff"
	txtLearnTablesNeeded   i18n.ID = "learn.screen.tablesNeeded"
	txtLearnTablesNone     i18n.ID = "learn.screen.tablesNone"
	txtLearnNotSaved       i18n.ID = "learn.screen.notSaved"
	txtLearnLineHead       i18n.ID = "learn.screen.lineHead"
	txtLearnWatchStepOf    i18n.ID = "learn.screen.watchStepOf"
	txtLearnMovesHead      i18n.ID = "learn.screen.movesHead"
	txtLearnOnlineRefused  i18n.ID = "learn.screen.onlineRefused"
	txtLearnAnd            i18n.ID = "learn.screen.and"
	txtLearnGoalReach      i18n.ID = "learn.screen.goal.reach"
	txtLearnGoalCaptureAll i18n.ID = "learn.screen.goal.captureAll"
	txtLearnGoalCapture    i18n.ID = "learn.screen.goal.capture"
	txtLearnGoalChain      i18n.ID = "learn.screen.goal.chain"
	txtLearnGoalMulla      i18n.ID = "learn.screen.goal.mulla"
	txtLearnGoalWin        i18n.ID = "learn.screen.goal.win"
	txtLearnGoalDraw       i18n.ID = "learn.screen.goal.draw"
	txtLearnGoalBest       i18n.ID = "learn.screen.goal.best"
	txtLearnGoalKeep       i18n.ID = "learn.screen.goal.keep"
	txtLearnGoalWatch      i18n.ID = "learn.screen.goal.watch"
)

// learnKeepIDs are the panel's line of the value a practice keeps, by the
// value's English word.
var learnKeepIDs = map[string]i18n.ID{
	"win": "learn.screen.keep.win", "draw": "learn.screen.keep.draw",
	"loss": "learn.screen.keep.loss", "value": "learn.screen.keep.value",
}

// learnStageOf says where the learner is in the lesson.
func learnStageOf(l *i18n.Localizer, k, n int) string { return l.T(txtLearnStageOf, "K", k, "N", n) }

// learnPracticeOf says where the learner is in a practice.
func learnPracticeOf(l *i18n.Localizer, k, n int) string {
	return l.T(txtLearnPracticeOf, "K", k, "N", n)
}

// learnStarsLine is the stars won in a lesson, out of the most.
func learnStarsLine(got, most int) string { return fmt.Sprintf("%d/%d ★", got, most) }

// learnLessonStars is the panel's line of the lesson's stars so far.
func learnLessonStars(l *i18n.Localizer, got, most int) string {
	return l.T(txtLearnLessonStars, "Stars", learnStarsLine(got, most))
}

// learnStageBest is the panel's line of the stage's best stars kept.
func learnStageBest(l *i18n.Localizer, stars int) string {
	return l.T(txtLearnStageBest, "Stars", learn.StarText(stars))
}

// learnIntroGo says how to begin a lesson from its introduction.
func learnIntroGo(l *i18n.Localizer, k, n int) string { return l.T(txtLearnIntroGo, "K", k, "N", n) }

// learnRestart says why a stage failed and that it starts again.
func learnRestart(l *i18n.Localizer, why string) string { return l.T(txtLearnRestart, "Why", why) }

// learnTyped says what is being typed.
func learnTyped(l *i18n.Localizer, text string) string { return l.T(txtLearnTyped, "Text", text) }

// learnTypedIs says why the move typed is not played: "c3-c2 is not legal: …".
func learnTypedIs(l *i18n.Localizer, text, why string) string {
	return l.T(txtLearnTypedIs, "Text", text, "Why", why)
}

// learnRefused says why the rules refuse the move text: the lesson's
// reason.
func learnRefused(l *i18n.Localizer, text, why string) string {
	return l.T(txtLearnRefused, "Text", text, "Why", why)
}

// learnSelected says a piece is selected.
func learnSelected(l *i18n.Localizer, s string) string { return l.T(txtLearnSelected, "Point", s) }

// learnAndOn says where a capture goes on.
func learnAndOn(l *i18n.Localizer, points string) string { return l.T(txtLearnAndOn, "Points", points) }

// learnReplied says the opponent's answer and asks for the next move.
func learnReplied(l *i18n.Localizer, reply string) string {
	return l.T(txtLearnReplied, "Reply", reply, "YourMove", l.T(txtLearnYourMove))
}

// learnNext says how to go on once a stage is met.
func learnNext(l *i18n.Localizer, last bool) string {
	if last {
		return l.T(txtLearnNextLast)
	}
	return l.T(txtLearnNext)
}

// learnPracticeLost says a practice's value was thrown away and what the
// keys do then.
func learnPracticeLost(l *i18n.Localizer, why string) string {
	return l.T(txtLearnPracticeLost, "Why", why)
}

// learnLessonDone is the status line back on the list after a lesson's
// last stage.
func learnLessonDone(l *i18n.Localizer, title string, got, most int) string {
	return l.T(txtLearnLessonDone, "Title", title, "Stars", learnStarsLine(got, most))
}

// learnTablesNeeded says a stage cannot be played without the tables.
func learnTablesNeeded(l *i18n.Localizer, why string) string {
	if why == "" {
		return l.T(txtLearnTablesOff)
	}
	return l.T(txtLearnTablesNeeded, "Why", why)
}

// learnNotSaved says the progress could not be kept.
func learnNotSaved(l *i18n.Localizer, err error) string {
	return l.T(txtLearnNotSaved, "Err", err.Error())
}

// learnKeepValue is the panel's line of the value a practice keeps: v,
// a proven value's English word (learnValueWord).
func learnKeepValue(l *i18n.Localizer, v string) string { return l.T(learnKeepIDs[v]) }

// learnWatchStepOf says which move of a watched line was just shown.
func learnWatchStepOf(l *i18n.Localizer, move string, n, total int) string {
	return l.T(txtLearnWatchStepOf, "Move", move, "N", n, "Total", total, "Step", l.T(txtLearnWatchStep))
}

// learnFirstRunOffer is the first run's question over the game.
func learnFirstRunOffer(l *i18n.Localizer, yesNo string) string {
	return l.T(txtLessonsOffer, "YesNo", yesNo)
}

// learnGoal says a stage's goal.
func learnGoal(l *i18n.Localizer, g learn.Goal) string {
	switch g.Kind {
	case learn.GoalReach:
		return l.T(txtLearnGoalReach, "Points", pointList(g.Points, l.T(txtLearnAnd)))
	case learn.GoalCapture:
		if g.N == 0 {
			return l.T(txtLearnGoalCaptureAll)
		}
		return l.N(txtLearnGoalCapture, g.N)
	case learn.GoalChain:
		return l.N(txtLearnGoalChain, g.N)
	}
	if id, ok := learnGoalIDs[g.Kind]; ok {
		return l.T(id)
	}
	return ""
}

// learnGoalIDs are the goals said without a count or points.
var learnGoalIDs = map[learn.GoalKind]i18n.ID{
	learn.GoalMulla: txtLearnGoalMulla, learn.GoalWin: txtLearnGoalWin, learn.GoalDraw: txtLearnGoalDraw,
	learn.GoalBest: txtLearnGoalBest, learn.GoalKeep: txtLearnGoalKeep, learn.GoalWatch: txtLearnGoalWatch,
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
	txtLearnKeySelect    i18n.ID = "learn.key.select"
	txtLearnKeyCancel    i18n.ID = "learn.key.cancel"
	txtLearnKeyType      i18n.ID = "learn.key.type"
	txtLearnKeyBack      i18n.ID = "learn.key.back"
	txtLearnKeyNext      i18n.ID = "learn.key.next"
	txtLearnKeyTakeBack  i18n.ID = "learn.key.takeBack"
	txtLearnKeyRetry     i18n.ID = "learn.key.retry"
	txtLearnKeyQuit      i18n.ID = "learn.key.quit"
	txtLearnKeyQuitList  i18n.ID = "learn.key.quitList"
	txtLearnKeyQuitBack  i18n.ID = "learn.key.quitBack"
	txtLearnKeyOpen      i18n.ID = "learn.key.open"
	txtLearnKeyMove      i18n.ID = "learn.key.move"
	txtLearnKeyTyping    i18n.ID = "learn.key.typing"
	txtLearnKeyBackShort i18n.ID = "learn.key.backShort"
	txtLearnKeyAgain     i18n.ID = "learn.key.again"
	txtLearnKeyList      i18n.ID = "learn.key.list"
	txtLearnKeyNextShort i18n.ID = "learn.key.nextShort"
	txtLearnKeyQuitBoth  i18n.ID = "learn.key.quitBoth"
	txtLearnKeyArrows    i18n.ID = "learn.key.arrows"
)
