package ai

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/game"
)

// run performs an iterative-deepening search of g's current position
// within lim and ctx, reporting each finished iteration through onInfo.
func (s *searcher) run(ctx context.Context, g *game.Game, lim Limits, onInfo func(Info)) Result {
	start := time.Now()
	root := g.Position()
	// rootList is this search's: a root the tables cover lists no move,
	// and a list left from an earlier position must not pass for its
	s.rootList = s.rootList[:0]
	if r := g.Rules(); r != s.rules {
		// the table's keys do not include the rules: what it learned
		// under other rules (scores, best moves) does not hold
		s.forget()
		s.rules = r
	}
	moves := g.LegalMoves()
	if len(moves) == 0 {
		return Result{}
	}
	s.tt.newSearch()
	s.prepare(ctx, g, lim, start)
	if s.tbOn && root.Count(game.White)+root.Count(game.Black) <= s.tbMax {
		// a covered root: the tables choose the move, and their verdict
		// is the score
		if m, v, ok, err := s.tb.BestMove(root); err == nil && ok {
			res := Result{Move: m, Ok: true, Info: Info{Depth: 1, TBHits: 1, PV: []game.Move{m}, Time: time.Since(start)}}
			scoreInfo(&res.Info, tableScore(v, 0))
			s.markTableMate(root, &res.Info)
			if onInfo != nil {
				onInfo(res.Info)
			}
			return res
		}
	}
	s.startHelpers(ctx, g, lim, start)
	res := s.deepen(root, moves, lim, start, onInfo)
	res.Nodes, res.TBHits = s.stopHelpers()
	return res
}

// deepen is the main searcher's iterative deepening of root, whose legal
// moves are moves.
func (s *searcher) deepen(root game.Position, moves []game.Move, lim Limits, start time.Time, onInfo func(Info)) Result {
	maxDepth := lim.Depth
	if maxDepth <= 0 || maxDepth > maxPly-2 {
		maxDepth = maxPly - 2
	}
	res := Result{Move: moves[0], Ok: true}
	for d := 1; d <= maxDepth; d++ {
		s.aspire(root, d, res)
		if s.pvLen[0] > 0 {
			// a finished iteration, or root moves finished before a stop
			res.Move = s.pv[0][0]
			res.PV = append(res.PV[:0:0], s.pv[0][:s.pvLen[0]]...)
			scoreInfo(&res.Info, s.rootScore)
			s.markTableMate(root, &res.Info)
			s.rootBest, s.hasBest = res.Move, true
		}
		res.Nodes, res.Time = s.teamNodes(), time.Since(start)
		if s.stop {
			break
		}
		res.Depth = d
		if onInfo != nil {
			onInfo(res.Info)
		}
		if res.Mate != 0 && abs(res.Mate) <= d {
			break // a forced result within the full-width horizon
		}
		if len(moves) == 1 && lim.Depth == 0 && lim.Nodes == 0 {
			break // nothing to choose
		}
	}
	return res
}

// aspirationWindow is the half-width of the first root window around the
// previous iteration's score.
const aspirationWindow = 40

// aspire searches the root to depth d (one iteration), first in a narrow window around the
// previous score (from depth 5, when it is not a forced result), widening
// to the full window when the score falls outside.
func (s *searcher) aspire(root game.Position, d int, prev Result) {
	s.extCap = 2*d + 16
	s.pvLen[0] = 0
	s.rootList = s.rootList[:0]
	if d >= 5 && !s.rootAll && prev.Mate == 0 && prev.Depth > 0 {
		alpha, beta := prev.Score-aspirationWindow, prev.Score+aspirationWindow
		v := s.searchRoot(root, alpha, beta, d)
		if s.stop || (v > alpha && v < beta) {
			return
		}
		s.pvLen[0] = 0
	}
	s.searchRoot(root, -scoreInf, scoreInf, d)
}

// forget clears what the searcher learned in earlier searches: the
// transposition table and the history heuristic (its helpers' too).
func (s *searcher) forget() {
	s.tt.clear()
	s.hist = history{}
	if s.crew != nil {
		for _, h := range s.crew.helpers {
			h.hist = history{}
		}
	}
}

// prepare resets the per-search state: limits, history of keys and
// killers; it ages the history heuristic (not the shared table: run ages
// it).
func (s *searcher) prepare(ctx context.Context, g *game.Game, lim Limits, start time.Time) {
	s.ctx = ctx
	s.stop = false
	s.nodes, s.tbHits = 0, 0
	s.tbOn = s.tb != nil && s.tb.Covers(s.rules)
	if s.tbOn {
		s.tbMax = s.tb.Pieces()
	}
	s.maxNodes = lim.Nodes
	s.hasDeadline = false
	if lim.MoveTime > 0 {
		s.deadline, s.hasDeadline = start.Add(lim.MoveTime), true
	}
	if dl, ok := ctx.Deadline(); ok && (!s.hasDeadline || dl.Before(s.deadline)) {
		s.deadline, s.hasDeadline = dl, true
	}
	s.hasBest = false
	s.hist.age()
	s.killers = [maxPly][2]game.Move{}
	// the game's positions, with where the last irreversible move was,
	// for repetition
	ply := g.Ply()
	s.keys, s.lastIrr = s.keys[:0], s.lastIrr[:0]
	for i := 0; i <= ply; i++ {
		last := 0
		if i > 0 {
			last = s.lastIrr[i-1]
			if prev := g.PositionAt(i - 1); irreversible(&prev, &g.Moves()[i-1]) {
				last = i
			}
		}
		s.keys = append(s.keys, g.PositionAt(i).Hash())
		s.lastIrr = append(s.lastIrr, last)
	}
	s.rootIdx = ply
	for len(s.keys) < s.rootIdx+maxPly+1 {
		s.keys = append(s.keys, 0)
		s.lastIrr = append(s.lastIrr, 0)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
