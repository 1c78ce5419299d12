package puzzle

import (
	"fmt"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// Check proves pz with the tables: at each of the solver's moves, the
// position's value is the puzzle's goal and the solution's move is the
// only one of at least two that keeps it; each defender's reply is the
// tables' best defence (in a lost position, tables.Set.BestMove's; in a
// drawn one, a move that keeps the draw). An error says where it fails;
// tables.ErrNotCovered when the set does not reach the puzzle.
func Check(set *tables.Set, pz Puzzle) error {
	if err := pz.Validate(set.Rules()); err != nil {
		return err
	}
	line, _ := pz.Line(set.Rules())
	p, _ := pz.Start()
	for i, m := range line {
		if i%2 == 1 {
			if err := checkReply(set, i, p, m); err != nil {
				return err
			}
			p = p.Apply(m)
			continue
		}
		ch, err := Choose(set, p)
		if err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
		switch {
		case ch.Goal() != pz.Goal:
			return fmt.Errorf("move %d: the position is a %s for the solver (tables: %s), not the goal %q", i+1, ch.Value.Outcome, ch.Value, pz.Goal)
		case !ch.Only():
			return fmt.Errorf("move %d: %d of %d moves keep the %s, not one", i+1, len(ch.Keepers), len(ch.Moves), pz.Goal)
		case !ch.Keepers[0].Same(m):
			return fmt.Errorf("move %d: the only move that keeps the %s is %s, not %s", i+1, pz.Goal, ch.Keepers[0], m)
		}
		p = p.Apply(m)
	}
	return nil
}

// checkReply checks the defender's reply m, the i-th move (from 0) of a
// line, played in p.
func checkReply(set *tables.Set, i int, p game.Position, m game.Move) error {
	best, v, ok, err := set.BestMove(p)
	switch {
	case err != nil:
		return fmt.Errorf("move %d: %w", i+1, err)
	case !ok:
		return fmt.Errorf("move %d: the defender has no move", i+1)
	case v.Outcome == tables.Win:
		return fmt.Errorf("move %d: the defender wins here (tables: %s)", i+1, v)
	case v.Outcome == tables.Loss && !best.Same(m):
		return fmt.Errorf("move %d: the tables' best defence is %s, not %s", i+1, best, m)
	}
	keeps, err := Keeps(set, p, m, v.Outcome)
	if err == nil && !keeps {
		err = fmt.Errorf("move %d: the reply %s does not keep the defender's draw", i+1, m)
	}
	return err
}
