package learn

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// GoalKind is what a stage asks of the learner.
type GoalKind int

// The goals.
const (
	// GoalReach: a piece of the learner's on every point of Points.
	GoalReach GoalKind = iota
	// GoalCapture: capture N enemy pieces in all (N 0: every one).
	GoalCapture
	// GoalChain: capture at least N pieces in one move.
	GoalChain
	// GoalMulla: make a mulla (more mullas than at the start).
	GoalMulla
	// GoalWin: win the game.
	GoalWin
	// GoalDraw: reach a draw by the rules (repetition or no progress).
	GoalDraw
	// GoalBest: play one move that keeps the position's best proven value.
	GoalBest
	// GoalKeep: keep the position's proven value to the end of the game
	// (a practice).
	GoalKeep
	// GoalWatch: step through Line.
	GoalWatch
)

// goalNames are the goals' words in the lesson files.
var goalNames = map[string]GoalKind{
	"reach": GoalReach, "capture": GoalCapture, "chain": GoalChain, "mulla": GoalMulla,
	"win": GoalWin, "draw": GoalDraw, "best": GoalBest, "keep": GoalKeep, "watch": GoalWatch,
}

// Goal is a stage's goal.
type Goal struct {
	Kind GoalKind
	// Points are GoalReach's points.
	Points uint32
	// N is GoalCapture's and GoalChain's count.
	N int
}

// parseGoal reads "reach c3 d4", "capture all", "capture 2", "chain 2",
// "mulla", "win", "draw", "best", "keep" or "watch".
func parseGoal(text string) (Goal, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Goal{}, fmt.Errorf("no goal")
	}
	kind, ok := goalNames[f[0]]
	if !ok {
		return Goal{}, fmt.Errorf("unknown goal %q", f[0])
	}
	g := Goal{Kind: kind}
	args := f[1:]
	switch kind {
	case GoalReach:
		if len(args) == 0 {
			return g, fmt.Errorf("reach: no point")
		}
		for _, a := range args {
			s, err := game.ParseSquare(a)
			if err != nil {
				return g, fmt.Errorf("reach: %w", err)
			}
			g.Points |= 1 << s
		}
		return g, nil
	case GoalCapture, GoalChain:
		if len(args) != 1 {
			return g, fmt.Errorf("%s: want one count", f[0])
		}
		if kind == GoalCapture && args[0] == "all" {
			return g, nil
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 || n > 12 {
			return g, fmt.Errorf("%s: bad count %q", f[0], args[0])
		}
		g.N = n
		return g, nil
	}
	if len(args) != 0 {
		return g, fmt.Errorf("%s takes no argument", f[0])
	}
	return g, nil
}

// oneMove reports whether the goal is judged on the learner's first move.
func (g Goal) oneMove() bool { return g.Kind == GoalChain || g.Kind == GoalBest }

// needsOpponent reports whether the goal needs the opponent to move.
func (g Goal) needsOpponent() bool {
	switch g.Kind {
	case GoalWin, GoalDraw, GoalKeep:
		return true
	}
	return false
}
