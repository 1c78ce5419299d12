package puzzle

import (
	"errors"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// DefaultMaxSolverMoves is the most moves of the solver a generated line
// holds.
const DefaultMaxSolverMoves = 4

// Line continues a puzzle from p, whose choice ch is Only: the solver's
// only move, then, while the game goes on, the defender's best reply and
// the solver's next move as long as it is again the only one, up to
// maxSolver moves of the solver. The defender's best reply is the tables'
// best defence: in a lost position the move that holds out longest
// (tables.Set.BestMove); in a drawn one, a move that keeps the draw and
// leaves the solver a single saving move again, when there is one.
func Line(set *tables.Set, p game.Position, ch Choice, maxSolver int) ([]game.Move, error) {
	if !ch.Only() {
		return nil, errors.New("puzzle: the position has not exactly one move that keeps its value")
	}
	line := []game.Move{ch.Keepers[0]}
	p = p.Apply(ch.Keepers[0])
	for solver := 1; solver < maxSolver; solver++ {
		reply, next, ok, err := bestReply(set, p, ch.Value.Outcome)
		if err != nil || !ok {
			return line, err
		}
		q := p.Apply(reply)
		line = append(line, reply, next.Keepers[0])
		p = q.Apply(next.Keepers[0])
	}
	return line, nil
}

// bestReply returns the defender's reply in p that the line goes on
// with, and the solver's choice after it, when it is again Only (ok);
// goal is the solver's outcome.
func bestReply(set *tables.Set, p game.Position, goal tables.Outcome) (game.Move, Choice, bool, error) {
	if goal == tables.Win {
		m, _, ok, err := set.BestMove(p)
		if err != nil || !ok {
			return m, Choice{}, false, err
		}
		next, err := Choose(set, p.Apply(m))
		return m, next, err == nil && next.Only(), err
	}
	for _, m := range p.LegalMoves(set.Rules(), nil) {
		keeps, err := Keeps(set, p, m, tables.Draw)
		if err != nil {
			return m, Choice{}, false, err
		}
		if !keeps {
			continue
		}
		next, err := Choose(set, p.Apply(m))
		if err != nil {
			return m, Choice{}, false, err
		}
		if next.Only() && next.Value.Outcome == tables.Draw {
			return m, next, true, nil
		}
	}
	return game.Move{}, Choice{}, false, nil
}
