package ai

import "github.com/fetaix/fetaix/game"

// qsearch returns the score of p for the side to move at ply > 0 beyond
// the search's depth, within (alpha, beta): captures go on, at no cost in
// depth, and they are all the moves (captures are compulsory); a position
// without one is scored by its evaluation. Quiescence nodes skip the
// transposition table, saving a memory access each.
func (s *searcher) qsearch(p game.Position, alpha, beta, ply int, pvNode bool) int {
	alpha, beta, v, done := s.enter(&p, alpha, beta, ply)
	if done {
		return v
	}
	moves := p.GenerateCaptures(&s.rules, s.moves[ply][:0])
	if len(moves) == 0 {
		return s.leaf(&p, ply)
	}
	var hit ttHit // none: captures are ordered by what they take
	scores := s.orderMoves(&p, moves, &hit, ply)
	best := -scoreInf
	for i := range moves {
		pickNext(moves, scores, i)
		m := &moves[i]
		child := p.After(m)
		c := s.rootIdx + ply + 1
		s.lastIrr[c] = c // a capture is irreversible
		var v int
		if i == 0 {
			v = -s.qsearch(child, -beta, -alpha, ply+1, pvNode)
		} else {
			v = -s.qsearch(child, -alpha-1, -alpha, ply+1, false)
			if v > alpha && v < beta && pvNode {
				v = -s.qsearch(child, -beta, -alpha, ply+1, true)
			}
		}
		if s.stop {
			return 0
		}
		if v <= best {
			continue
		}
		best = v
		if v <= alpha {
			continue
		}
		alpha = v
		if pvNode { // elsewhere the window is null: a better move is a cut-off
			s.raisePV(ply, m)
		}
		if alpha >= beta {
			break // a capture: no killer, no history
		}
	}
	return best
}
