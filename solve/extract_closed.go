package solve

import (
	"errors"
	"fmt"

	"github.com/fetaix/fetaix/game"
)

// A proof that Y does not lose is extracted as a closed set of positions,
// not along lines of play: every position of the set has Y's move into the
// set (or to a leaf good for Y) where Y is to move, and every reply into
// the set (or to such a leaf) where the other side is. Whatever the other
// side does, play then stays in the set: it ends at a leaf good for Y, or
// goes on for ever, which the repetition rule (and the no-progress rule)
// make a draw. Nothing depends on the path by which a position is reached,
// so each position is written and checked once, and a cycle back into the
// set is no harder than any other move into it.
//
// A position is covered too when the set holds the same board, with the
// same side to move, at a no-progress count not above its own: more of the
// count spent only brings a draw sooner, never a loss (the same board has
// the same moves, and Y plays as from the set's position; see Verify).

// covered reports whether the set already holds c, or dominates it.
func (x *extractor) covered(c *game.Position) bool {
	key := keyText(c)
	if x.done[key] {
		return true
	}
	for _, n := range x.counts[boardKey(key)] {
		if n <= c.NoProgress() {
			return true
		}
	}
	return false
}

// enter puts key, at count n, into the set (rolled back with the rest).
func (x *extractor) enter(key string, n int) {
	x.done[key] = true
	x.dones = append(x.dones, key)
	b := boardKey(key)
	x.counts[b] = append(x.counts[b], n)
}

// walkClosed writes the non-loss proof below p into the set. Where the
// table's result does not hold, it forgets it and reports errFails, and
// the caller rolls the set back to before p.
func (x *extractor) walkClosed(p *game.Position) error {
	err := x.closedOn(p)
	if errors.Is(err, errFails) {
		x.s.tt.forget(x.s.keyOf(p))
	}
	return err
}

func (x *extractor) closedOn(p *game.Position) error {
	if x.covered(p) {
		return nil
	}
	if x.visits++; x.visits > extractLimit {
		return fmt.Errorf("extracting the proof: more than %d positions visited", extractLimit)
	}
	s, key := x.s, keyText(p)
	moves := p.LegalMoves(s.rules, make([]game.Move, 0, game.MaxMoves))
	l, err := classify(p, moves, s.rules, s.set)
	if err != nil {
		return err
	}
	if l.kind != notLeaf {
		if l.winsFor(s.target, p.SideToMove()) {
			return fmt.Errorf("the leaf %s: %w", key, errFails)
		}
		x.proof.add(Line{Key: key, What: leafWhat[l.kind], Args: []string{l.outcome.String()}})
		x.enter(key, p.NoProgress())
		return nil
	}
	x.enter(key, p.NoProgress()) // in the set while its moves are written
	defer s.push(p)()
	return x.writeMoves(p, key, moves)
}
