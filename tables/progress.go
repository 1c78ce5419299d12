package tables

import (
	"github.com/fetaix/fetaix/game"
)

// The verdicts alone do not make a won game end: with the no-progress
// rule on, the distance a table holds counts to the next capture or man
// move, and a man's sideways step resets the count yet can be undone, so
// a winner that only keeps the shortest such distance may go round for
// ever (and draw by repetition). What does make it end is the order in
// which the tables were proved: a position decided at pass k of its unit
// (a class and its colour-swapped twin) was decided from positions of the
// unit decided before k, or from positions of units built before. So the
// pair (the unit's place in the build order, the pass that decided the
// position at its no-progress count) falls with every move of the winner
// that BestMove picks and with every move of the loser: the game ends.

// decidedAt returns the pass of its unit that decided the value of index
// i of t at no-progress count n (limit: the rule's, or maxDistance with
// the rule off), and whether it is decided at that count: its first
// distance (in the order the passes found them) within limit-n.
func (t *table) decidedAt(i int64, n, limit int) (int, bool) {
	for _, cp := range t.extras.of(i) {
		if int(cp.D) <= limit-n {
			return int(cp.Pass), true
		}
	}
	if o, d := t.vals[i].outcome(); o != Draw && d <= limit-n {
		return int(t.passes[i]), true
	}
	return 0, false
}

// progress is where a decided position stands in its proof: its unit's
// place in the build order, then its pass; lower is nearer the end.
type progress struct{ unit, pass int }

func (a progress) less(b progress) bool {
	return a.unit < b.unit || a.unit == b.unit && a.pass < b.pass
}

// BestMove returns the move the tables choose in p and p's verdict: for
// a win, a move to a position the opponent loses, nearest the end of its
// proof (so a won game always ends, won); for a loss, the move furthest
// from it; for a draw, a move that keeps the draw. It returns ErrNotCovered
// for a position the set does not cover, and ok false when p has no move.
func (s *Set) BestMove(p game.Position) (m game.Move, v Verdict, ok bool, err error) {
	if v, _, err = s.decide(&p); err != nil {
		return m, v, false, err
	}
	var best progress
	for _, mv := range p.LegalMoves(s.rules, nil) {
		child := p.Apply(mv)
		cv, pr, err := s.decide(&child)
		if err != nil {
			return m, v, false, err
		}
		switch v.Outcome {
		case Win:
			if cv.Outcome == Loss && (!ok || pr.less(best)) {
				m, best, ok = mv, pr, true
			}
		case Loss:
			if !ok || best.less(pr) {
				m, best, ok = mv, pr, true
			}
		default:
			if cv.Outcome == Draw && !ok {
				m, ok = mv, true
			}
		}
	}
	return m, v, ok, nil
}
