package ai

import "github.com/fetaix/fetaix/game"

// The steps every node of the search shares, whether the root (root.go),
// a full-width node (search.go) or a quiescence node (qsearch.go).

// countNode counts a node and sets stop when the search must stop: the
// clock, the context or the node limit. It is small enough to be inlined
// into every node; checkLimits runs every 1024 nodes, or at every node
// of a search with a node limit.
func (s *searcher) countNode() {
	s.nodes++
	if s.nodes&checkMask == 0 || s.maxNodes > 0 {
		s.checkLimits()
	}
}

// checkLimits checks the clock and the context every 1024 nodes, and the
// node limit.
func (s *searcher) checkLimits() {
	if s.nodes&checkMask == 0 {
		s.checkStop()
	}
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.stop = true
	}
}

// enter opens the node p at ply > 0 and settles it when it needs no
// search: a stop (scored 0), a draw, a window that mate-distance pruning
// closes, the ply limit (the evaluation) or the endgame tables' verdict.
// It returns the window narrowed by mate-distance pruning and, when done,
// the node's score v.
func (s *searcher) enter(p *game.Position, alpha, beta, ply int) (a, b, v int, done bool) {
	s.pvLen[ply] = ply
	if s.countNode(); s.stop {
		return alpha, beta, 0, true
	}
	s.keys[s.rootIdx+ply] = p.Hash()
	if s.isDraw(p, ply) {
		if p.CountMoves(s.rules, s.moves[ply][:0]) == 0 {
			return alpha, beta, -scoreWin + ply, true
		}
		return alpha, beta, 0, true
	}
	// mate-distance pruning: no line from here beats a win now
	if a := -scoreWin + ply; alpha < a {
		alpha = a
	}
	if b := scoreWin - ply - 1; beta > b {
		beta = b
	}
	if alpha >= beta {
		return alpha, beta, alpha, true
	}
	if ply >= maxPly-1 {
		score, _ := evaluate(p, &s.rules, s.w)
		return alpha, beta, clampEval(score), true
	}
	if s.tbOn && pieceCount(p) <= s.tbMax {
		if v, err := s.tb.Probe(*p); err == nil {
			s.tbHits++
			return alpha, beta, tableScore(v, ply), true
		}
	}
	return alpha, beta, 0, false
}

// ttCuts reports whether a stored score v with bound bd settles a node
// searched in (alpha, beta).
func ttCuts(bd bound, v, alpha, beta int) bool {
	switch {
	case bd == boundExact,
		bd == boundLower && v >= beta,
		bd == boundUpper && v <= alpha:
		return true
	}
	return false
}

// orderMoves scores the moves of p at ply for pickNext: the table's move
// hit, captures, promotions, killers, then history. A single move (often
// a forced capture) needs no order.
func (s *searcher) orderMoves(p *game.Position, moves []game.Move, hit *ttHit, ply int) []int32 {
	scores := s.scores[ply][:]
	if len(moves) > len(scores) {
		scores = make([]int32, len(moves)) // rare: more than game.MaxMoves moves
	}
	scores = scores[:len(moves)]
	if len(moves) > 1 {
		scoreMoves(p, moves, scores, hit, &s.killers[ply], &s.hist)
	}
	return scores
}

// markIrreversible records, for the repetition check, where the last
// irreversible move lies on the path to the child of p reached by m.
func (s *searcher) markIrreversible(p *game.Position, m *game.Move, ply int) {
	if c := s.rootIdx + ply + 1; irreversible(p, m) {
		s.lastIrr[c] = c
	} else {
		s.lastIrr[c] = s.lastIrr[c-1]
	}
}

// raisePV makes m, then the child's variation, the principal variation
// at ply.
func (s *searcher) raisePV(ply int, m *game.Move) {
	s.pv[ply][ply] = *m
	n := copy(s.pv[ply][ply+1:], s.pv[ply+1][ply+1:s.pvLen[ply+1]])
	s.pvLen[ply] = ply + 1 + n
}

// rememberCutoff rewards m, a quiet move of p at ply that cut off a
// search of depth, as a killer and in the history.
func (s *searcher) rememberCutoff(p *game.Position, m *game.Move, depth, ply int) {
	if m.Captured != 0 {
		return
	}
	if !s.killers[ply][0].Same(*m) {
		s.killers[ply][1] = s.killers[ply][0]
		s.killers[ply][0] = *m
	}
	s.hist.reward(p.SideToMove(), m, depth)
}

// storeNode stores a full-width node's result in the table: best, from
// the move at bestIdx (-1: none), a lower bound when it reached beta, exact
// when it raised origAlpha, an upper bound otherwise.
func (s *searcher) storeNode(key uint64, moves []game.Move, best, bestIdx, origAlpha, beta, depth, ply int) {
	bd := boundUpper
	var bm *game.Move
	switch {
	case best >= beta:
		bd, bm = boundLower, &moves[bestIdx]
	case best > origAlpha:
		bd, bm = boundExact, &moves[bestIdx]
	}
	s.tt.store(key, bm, toTT(best, ply), depth, bd)
}
