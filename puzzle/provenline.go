package puzzle

import (
	"context"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/solve"
)

// ProvenLine proves p a puzzle (Only) and continues it while the
// solver's move stays the only one, up to maxSolver moves of the solver,
// against the defender's most stubborn reply: of the replies that keep
// the defender's value (all of them in a lost position; those that hold
// the draw in a drawn one), one whose position only a search proves
// before one the tables do, the search that needed the most nodes first,
// then the tables' longest resistance; in a drawn position, among those,
// one after which the solver's move is again the only one. A line ends
// with a solver's move; ok false when p is no puzzle.
func (pv *Prover) ProvenLine(ctx context.Context, p game.Position, maxSolver int) ([]game.Move, string, bool, error) {
	m, goal, ok, err := pv.Only(ctx, p)
	if err != nil || !ok {
		return nil, "", false, err
	}
	line := []game.Move{m}
	q := p.Apply(m)
	for solver := 1; solver < maxSolver; solver++ {
		reply, next, ok, err := pv.stubborn(ctx, q, goal)
		if err != nil {
			return nil, "", false, err
		}
		if !ok {
			break
		}
		line = append(line, reply, next)
		q = q.Apply(reply).Apply(next)
	}
	return line, goal, true, nil
}

// stubborn returns the defender's most stubborn reply in q (the defender
// to move) and the solver's only move after it; ok false when the line
// ends there (no reply, a reply not proven, the solver's move no longer
// the only one).
func (pv *Prover) stubborn(ctx context.Context, q game.Position, goal string) (game.Move, game.Move, bool, error) {
	type cand struct {
		m game.Move
		v value
	}
	var cands []cand
	for _, r := range q.LegalMoves(pv.Rules, nil) {
		v, err := pv.value(ctx, q.Apply(r)) // the solver's value
		if err != nil || v.v == solve.Unknown {
			return game.Move{}, game.Move{}, false, err
		}
		if (goal == GoalWin && v.v == solve.Win) || (goal == GoalDraw && v.v == solve.Draw) {
			cands = append(cands, cand{r, v})
		}
	}
	harder := func(a, b value) bool {
		if (a.by == ProvenBySearch) != (b.by == ProvenBySearch) {
			return a.by == ProvenBySearch
		}
		if a.nodes != b.nodes {
			return a.nodes > b.nodes
		}
		return a.plies > b.plies
	}
	for len(cands) > 0 {
		best := 0
		for i := range cands {
			if harder(cands[i].v, cands[best].v) {
				best = i
			}
		}
		c := cands[best]
		next, g, ok, err := pv.Only(ctx, q.Apply(c.m))
		if err != nil {
			return game.Move{}, game.Move{}, false, err
		}
		if ok && g == goal {
			return c.m, next, true, nil
		}
		if goal == GoalWin {
			return game.Move{}, game.Move{}, false, nil // the most stubborn reply leaves a choice: the line ends
		}
		cands = append(cands[:best], cands[best+1:]...)
	}
	return game.Move{}, game.Move{}, false, nil
}
