package puzzle

import (
	"errors"
	"fmt"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// ErrNoValue is returned for a position the tables do not decide for the
// puzzle: not covered, or a loss for the side to move (nothing to keep).
var ErrNoValue = errors.New("puzzle: no value to keep")

// Choice is what the tables say of a position's moves: the value of the
// position for its side to move, its legal moves, and those that keep
// that value.
type Choice struct {
	Value   tables.Verdict
	Moves   []game.Move
	Keepers []game.Move
}

// Goal returns the goal the value sets: GoalWin or GoalDraw ("" for a
// loss).
func (c Choice) Goal() string {
	switch c.Value.Outcome {
	case tables.Win:
		return GoalWin
	case tables.Draw:
		return GoalDraw
	}
	return ""
}

// Only reports whether exactly one of at least two legal moves keeps the
// value: a puzzle's move.
func (c Choice) Only() bool { return len(c.Keepers) == 1 && len(c.Moves) >= 2 }

// Choose probes p and every position its moves lead to under set's rules
// (each at the no-progress count the move leaves). ErrNotCovered (of the
// tables) when p or a child is beyond them.
func Choose(set *tables.Set, p game.Position) (Choice, error) {
	v, err := set.Probe(p)
	if err != nil {
		return Choice{}, err
	}
	c := Choice{Value: v, Moves: p.LegalMoves(set.Rules(), nil)}
	for _, m := range c.Moves {
		keeps, err := Keeps(set, p, m, v.Outcome)
		if err != nil {
			return Choice{}, err
		}
		if keeps {
			c.Keepers = append(c.Keepers, m)
		}
	}
	return c, nil
}

// Keeps reports whether m, in p, keeps the outcome o of p for its side to
// move: a win keeps a win when the opponent then loses; a draw is kept
// when the opponent does not then win.
func Keeps(set *tables.Set, p game.Position, m game.Move, o tables.Outcome) (bool, error) {
	cv, err := set.Probe(p.Apply(m))
	if err != nil {
		return false, err
	}
	switch o {
	case tables.Win:
		return cv.Outcome == tables.Loss, nil
	case tables.Draw:
		return cv.Outcome != tables.Win, nil
	}
	return true, nil // every move keeps a loss
}

// MoveKeeps reports whether m keeps p's value under set: the check of a
// solver's move by value, for a position the tables cover.
func MoveKeeps(set *tables.Set, p game.Position, m game.Move) (bool, error) {
	v, err := set.Probe(p)
	if err != nil {
		return false, err
	}
	if v.Outcome == tables.Loss {
		return false, fmt.Errorf("%w: %s is lost for the side to move", ErrNoValue, p)
	}
	return Keeps(set, p, m, v.Outcome)
}
