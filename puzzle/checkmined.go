package puzzle

import (
	"context"
	"fmt"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/solve"
)

// CheckMined proves a mined puzzle again as its record says it was
// proven (pz.Proof): with pv's tables alone (ProvenByTables), or with
// proof searches of at most pz.Proof.Limit nodes each (ProvenBySearch),
// their certificates checked. At each of the solver's moves the
// solution's move keeps the goal and every other legal move (at least
// one) is proven not to: for a win, the defender does not lose after it;
// for a draw, the defender wins. pv's own limit is set for the check. An
// error says where it fails.
func CheckMined(ctx context.Context, pv *Prover, pz Puzzle) error {
	if err := pz.Validate(pv.Rules); err != nil {
		return err
	}
	if pz.Proof == nil {
		return fmt.Errorf("no record of how it was proven")
	}
	switch pz.Proof.By {
	case ProvenByTables:
		pv.Limit = 0
	case ProvenBySearch:
		pv.Limit = pz.Proof.Limit
	default:
		return fmt.Errorf("proven by %q: want %q or %q", pz.Proof.By, ProvenByTables, ProvenBySearch)
	}
	if pv.Set == nil || pv.Set.Pieces() < pz.Proof.Tables {
		return fmt.Errorf("proven with the tables of %d pieces: the check has fewer", pz.Proof.Tables)
	}
	line, _ := pz.Line(pv.Rules)
	p, _ := pz.Start()
	for i, m := range line {
		if i%2 == 0 {
			if err := checkOnly(ctx, pv, p, m, pz.Goal); err != nil {
				return fmt.Errorf("move %d %s: %w", i+1, m, err)
			}
		}
		p = p.Apply(m)
	}
	return nil
}

// checkOnly proves that m is the only one of p's moves that keeps goal.
func checkOnly(ctx context.Context, pv *Prover, p game.Position, m game.Move, goal string) error {
	moves := p.LegalMoves(pv.Rules, nil)
	if len(moves) < 2 {
		return fmt.Errorf("the only legal move: no choice")
	}
	for _, a := range moves {
		d, err := pv.value(ctx, p.Apply(a))
		switch {
		case err != nil:
			return err
		case d.v == solve.Unknown:
			return fmt.Errorf("%s: its value is not proven within %d nodes", a, pv.Limit)
		case a.Same(m) && !keeps(goal, d.v):
			return fmt.Errorf("it does not keep the %s: the defender's value after it is %s (%s)", goal, d.v, d.by)
		case !a.Same(m) && keeps(goal, d.v):
			return fmt.Errorf("%s keeps the %s too: the defender's value after it is %s (%s)", a, goal, d.v, d.by)
		}
	}
	return nil
}
