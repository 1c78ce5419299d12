package ai

import "github.com/fetaix/fetaix/game"

// searchRoot returns the score of the root p searched depth ≥ 1 plies deep
// within (alpha, beta), leaving its principal variation in pv[0] and its
// score in rootScore. The previous iteration's best move (rootBest) is
// searched first; with rootAll every move is searched in the whole window
// and its exact score listed in rootList.
func (s *searcher) searchRoot(p game.Position, alpha, beta, depth int) int {
	s.pvLen[0] = 0
	if s.countNode(); s.stop {
		return 0
	}
	key := p.Hash()
	s.keys[s.rootIdx] = key
	hit, found := s.tt.probe(key)
	if found && hit.hasMove && depth > 1 {
		s.tt.prefetch(p.After(hit.move()).Hash())
	}
	moves := p.Generate(&s.rules, s.moves[0][:0])
	if len(moves) == 0 {
		return -scoreWin
	}
	mustCapture := moves[0].Captured != 0
	newDepth := depth - 1
	if len(moves) == 1 && s.extCap > 0 {
		newDepth = depth
	}
	scores := s.orderMoves(&p, moves, &hit, 0)
	if s.hasBest {
		for i := range moves {
			if moves[i].Same(s.rootBest) {
				scores[i] = scoreTT + 1
			}
		}
	}
	origAlpha := alpha
	best, bestIdx := -scoreInf, -1
	for i := range moves {
		pickNext(moves, scores, i)
		m := &moves[i]
		child := p.After(m)
		s.markIrreversible(&p, m, 0)
		var v int
		switch {
		case s.rootAll:
			v = -s.search(child, -scoreInf, scoreInf, newDepth, 1, true)
			if !s.stop {
				s.rootList = append(s.rootList, moveScore{*m, v})
			}
		case i == 0:
			v = -s.search(child, -beta, -alpha, newDepth, 1, true)
		default:
			v = s.searchLater(child, m, scores[i], i, alpha, beta, newDepth, 1, true, mustCapture)
		}
		if s.stop {
			return 0
		}
		if v <= best {
			continue
		}
		best, bestIdx = v, i
		if v <= alpha {
			continue
		}
		alpha = v
		s.raisePV(0, m)
		s.rootScore = v
		if alpha >= beta {
			s.rememberCutoff(&p, m, depth, 0)
			break
		}
	}
	s.storeNode(key, moves, best, bestIdx, origAlpha, beta, depth, 0)
	return best
}
