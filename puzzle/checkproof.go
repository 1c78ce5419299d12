package puzzle

import (
	"fmt"

	"github.com/fetaix/fetaix/solve"
)

// CheckProof proves pz, a proof puzzle, again without searching: at each
// of the solver's moves the proofs' book (rf.Book) has the solution's
// move for the position and proves at least the goal with it, and every
// other legal move has a refutation in refs (by position key and move)
// that CheckRefutation accepts. An error says where it fails.
func CheckProof(rf *Refuter, pz Puzzle, refs map[RefutationKey]Refutation) error {
	if err := pz.Validate(rf.Rules); err != nil {
		return err
	}
	if pz.Source != SourceProof {
		return fmt.Errorf("source %q: not a proof puzzle", pz.Source)
	}
	line, _ := pz.Line(rf.Rules)
	p, _ := pz.Start()
	for i, m := range line {
		if i%2 == 0 {
			e, ok := rf.Book.Find(p, rf.Rules)
			switch {
			case !ok:
				return fmt.Errorf("move %d: no proof covers %s", i+1, p)
			case !e.Move.Same(m):
				return fmt.Errorf("move %d: the proof's move is %s, not %s", i+1, e.Move, m)
			case pz.Goal == GoalWin && e.Proven != "win":
				return fmt.Errorf("move %d: the proof shows %q, not a win", i+1, e.Proven)
			}
			n := 0
			for _, a := range p.LegalMoves(rf.Rules, nil) {
				if a.Same(m) {
					continue
				}
				n++
				x, ok := refs[RefutationKey{solve.Key(p), a.String()}]
				if !ok {
					return fmt.Errorf("move %d: nothing refutes %s in %s", i+1, a, p)
				}
				if err := rf.CheckRefutation(x, pz.Goal); err != nil {
					return fmt.Errorf("move %d: %w", i+1, err)
				}
			}
			if n == 0 {
				return fmt.Errorf("move %d: the only legal move is no puzzle", i+1)
			}
		}
		p = p.Apply(m)
	}
	return nil
}
