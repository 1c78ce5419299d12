package learn

import (
	"github.com/fetaix/fetaix/game"
)

// Lesson is one lesson: a title, an introduction and its stages.
type Lesson struct {
	// ID names the lesson (its file's name without the number and
	// extension: "board"); Title and Intro are shown to the learner.
	ID, Title, Intro string
	// Practice says the lesson is a practice: an endgame to play to its
	// end against perfect play (every stage's goal is GoalKeep).
	Practice bool
	Stages   []Stage
	// file is the lesson's file's name in lessons/ (and lessons/LANG/).
	file string
}

// Stage is one small step of a lesson.
type Stage struct {
	// ID is "lesson/stage", the key of the learner's progress.
	ID string
	// Say is the instruction, one sentence or two.
	Say string
	// Start is the position, the learner's side to move; Rules the rules.
	Start game.Position
	Rules game.Rules
	// Goal is what the learner must do.
	Goal Goal
	// Par is the fewest learner moves that meet the goal (three stars);
	// Max the most allowed before the stage restarts. A practice
	// (GoalKeep) has neither: kept to the end is three stars, and the
	// game goes on to its end.
	Par, Max int
	// Waits says the opponent does not move: after each learner move the
	// learner moves again (a lesson's simplification, for the first
	// stages; a goal that needs the opponent to move never waits).
	Waits bool
	// Solution is the intended solution's moves, the learner's only (the
	// opponent's answers are the Run's): the tests play it.
	Solution []string
	// Wrong is a move that fails the stage, refused by the rules or
	// failing the goal: the tests play it.
	Wrong string
	// Line is a line of moves shown move by move (GoalWatch).
	Line []game.Move
	// Topics name what the stage teaches ("capture", "compulsory"): the
	// tests check that the lessons cover every rule (never shown).
	Topics []string
}

// Learner returns the side the learner plays.
func (s *Stage) Learner() game.Color { return s.Start.SideToMove() }

// Stars returns the stars of a stage met in moves moves: three at par,
// two within two moves more, else one.
func (s *Stage) Stars(moves int) int { return starsFor(s.Par, moves) }

// starsFor returns the stars of moves moves against par (par 0: three).
func starsFor(par, moves int) int {
	switch {
	case par == 0 || moves <= par:
		return 3
	case moves <= par+2:
		return 2
	}
	return 1
}
