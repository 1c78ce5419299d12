package ai

import (
	"context"
	"math/bits"
	"sync/atomic"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// The search: iterative deepening over a principal-variation alpha-beta
// (negamax) search with a transposition table, a single-reply extension and a
// capture-resolving quiescence. Everything it touches per node lives in
// the searcher (per-ply move buffers, PV table), so the hot path does not
// allocate.

const (
	maxPly    = 128
	scoreWin  = 30000 // a win now; a win in n plies scores scoreWin-n
	scoreInf  = 32000
	winBound  = scoreWin - maxPly // |score| above this is a forced result
	checkMask = 1023              // check the clock and context every 1024 nodes
)

// searcher holds the state of one search and the tables that persist
// between searches of an engine (transposition table, history).
type searcher struct {
	rules game.Rules
	w     *Weights
	tt    *table
	hist  history
	tb    *tables.Set // endgame tables (nil: none)
	tbOn  bool        // tb covers the rules of this search
	tbMax int         // the most pieces tb covers, when tbOn

	killers [maxPly][2]game.Move
	moves   [maxPly][game.MaxMoves]game.Move
	scores  [maxPly][game.MaxMoves]int32
	pv      [maxPly + 1][maxPly + 1]game.Move
	pvLen   [maxPly + 1]int

	// keys holds the Zobrist keys of the game's positions since the last
	// irreversible move, then those of the current search path; rootIdx
	// is the root's index.
	keys    []uint64
	lastIrr []int // per index of keys: the index after the last irreversible move
	rootIdx int

	nodes       int64
	tbHits      int64
	maxNodes    int64
	stop        bool
	ctx         context.Context
	deadline    time.Time
	hasDeadline bool
	extCap      int // single-reply extensions only below this ply

	noise     int    // evaluation noise amplitude (levels), 0 = none
	noiseSeed uint64 // varies the noise between games

	rootBest  game.Move // previous iteration's best move, searched first
	hasBest   bool
	rootScore int
	rootAll   bool        // search every root move with a full window
	rootList  []moveScore // with rootAll: each root move's exact score

	// several threads (threads.go): the main searcher (id 0) and its
	// helpers (id 1, 2, ...) share crew; nil for a single thread
	crew      *team
	id        int
	published atomic.Int64 // a helper's nodes, for the main searcher's reports
}

// moveScore is a root move with its exact score.
type moveScore struct {
	move  game.Move
	score int
}

func newSearcher(hashMiB int) *searcher {
	return &searcher{tt: newTable(hashMiB), w: &DefaultWeights, rules: game.DefaultRules()}
}

// checkStop sets stop when the context is done or the deadline passed.
func (s *searcher) checkStop() {
	if s.ctx != nil && s.ctx.Err() != nil {
		s.stop = true
	}
	if s.hasDeadline && !time.Now().Before(s.deadline) {
		s.stop = true
	}
	if s.id > 0 {
		s.helperCheck()
	}
}

// toTT and fromTT convert forced-result scores between "from the root"
// and "from this node", so a stored win distance stays right elsewhere.
func toTT(score, ply int) int {
	switch {
	case score > winBound:
		return score + ply
	case score < -winBound:
		return score - ply
	}
	return score
}

func fromTT(score, ply int) int {
	switch {
	case score > winBound:
		return score - ply
	case score < -winBound:
		return score + ply
	}
	return score
}

// isDraw reports whether p, at ply > 0 of the search, is drawn by the
// no-progress count or by repetition: a repetition inside the search path
// counts at once (it could be repeated again), one with the game's
// earlier positions when it reaches the rules' count. Only positions since
// the last irreversible move (a capture or a man's forward move) can
// repeat: men's sideways steps can be undone.
func (s *searcher) isDraw(p *game.Position, ply int) bool {
	if n := s.rules.NoProgress; n > 0 && p.NoProgress() >= n {
		return true
	}
	n := s.rules.Repetition
	idx := s.rootIdx + ply
	first := s.lastIrr[idx]
	if n == 0 || idx-first < 4 {
		return false
	}
	key := s.keys[idx]
	seen := 1
	for i := idx - 4; i >= first; i -= 2 {
		if s.keys[i] == key {
			if i >= s.rootIdx {
				return true
			}
			seen++
			if seen >= n {
				return true
			}
		}
	}
	return false
}

// irreversible reports whether m, played in p, can never be undone: a
// capture, or a man's move off its rank (forward; men never go back).
func irreversible(p *game.Position, m *game.Move) bool {
	_, ours, _, mullas := p.Sides()
	return m.Captured != 0 || (ours&mullas&m.From.Bit() == 0 && m.From.Rank() != m.To.Rank())
}

// leaf returns the evaluation of a capture-free position at ply (a loss
// when the side to move cannot move), with the level's noise.
func (s *searcher) leaf(p *game.Position, ply int) int {
	score, canMove := evaluate(p, &s.rules, s.w)
	if !canMove {
		return -scoreWin + ply
	}
	if s.noise > 0 {
		z := p.Hash() ^ s.noiseSeed
		z = (z ^ z>>31) * 0x7FB5D329728EA185
		z ^= z >> 27
		score += int(z%uint64(2*s.noise+1)) - s.noise
	}
	return clampEval(score)
}

// clampEval keeps an evaluation clear of the forced-result range.
func clampEval(v int) int {
	if v > winBound-1 {
		return winBound - 1
	}
	if v < -winBound+1 {
		return -winBound + 1
	}
	return v
}

// search returns the score of p for the side to move at ply > 0, searched
// depth plies deeper (plus single-reply extensions), then resolved by
// quiescence, within (alpha, beta): a principal-variation search whose
// first move gets the whole window and the others a null one, some of
// them reduced (searchLater).
func (s *searcher) search(p game.Position, alpha, beta, depth, ply int, pvNode bool) int {
	if depth <= 0 {
		return s.qsearch(p, alpha, beta, ply, pvNode)
	}
	alpha, beta, v, done := s.enter(&p, alpha, beta, ply)
	if done {
		return v
	}
	key := p.Hash()
	hit, found := s.tt.probe(key)
	if found && !pvNode && hit.depth >= depth {
		if v := fromTT(hit.score, ply); ttCuts(hit.bound, v, alpha, beta) {
			return v
		}
	}
	if found && hit.hasMove && depth > 1 {
		// the table's move is searched first: its child's bucket is
		// fetched while the moves are generated and ordered
		s.tt.prefetch(p.After(hit.move()).Hash())
	}
	moves := p.Generate(&s.rules, s.moves[ply][:0])
	if len(moves) == 0 {
		return -scoreWin + ply
	}
	mustCapture := moves[0].Captured != 0 // captures are compulsory: all or none
	newDepth := depth - 1
	if len(moves) == 1 && ply < s.extCap {
		newDepth = depth // a single reply (often a forced capture) is free
	}
	scores := s.orderMoves(&p, moves, &hit, ply)
	origAlpha := alpha
	best, bestIdx := -scoreInf, -1
	// with children that probe the table, the next move is picked and
	// played one step ahead and its bucket prefetched, so the memory
	// access overlaps the current move's search
	var next game.Position
	ahead := false
	for i := range moves {
		var child game.Position
		if ahead {
			child = next
		} else {
			pickNext(moves, scores, i)
			child = p.After(&moves[i])
			if newDepth > 0 && !(i == 0 && hit.hasMove) {
				s.tt.prefetch(child.Hash())
			}
		}
		m := &moves[i]
		ahead = newDepth > 0 && i+1 < len(moves)
		if ahead {
			pickNext(moves, scores, i+1)
			next = p.After(&moves[i+1])
			s.tt.prefetch(next.Hash())
		}
		s.markIrreversible(&p, m, ply)
		var v int
		if i == 0 {
			v = -s.search(child, -beta, -alpha, newDepth, ply+1, pvNode)
		} else {
			v = s.searchLater(child, m, scores[i], i, alpha, beta, newDepth, ply+1, pvNode, mustCapture)
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
		if pvNode { // elsewhere the window is null: a better move is a cut-off
			s.raisePV(ply, m)
		}
		if alpha >= beta {
			s.rememberCutoff(&p, m, depth, ply)
			break
		}
	}
	s.storeNode(key, moves, best, bestIdx, origAlpha, beta, depth, ply)
	return best
}

// searchLater returns the score of child, reached by m (the i-th move,
// i > 0, ordered with score) at ply, first in a null window above alpha,
// reduced by a ply or two when m is a late quiet move; a reduced score
// above alpha is searched again at full depth, and in a principal
// variation a score inside (alpha, beta) again in the whole window.
func (s *searcher) searchLater(child game.Position, m *game.Move, score int32, i, alpha, beta, depth, ply int, pvNode, mustCapture bool) int {
	reduce := 0
	if depth >= 2 && i >= 3 && !mustCapture && !m.Promote && score < scoreKiller-1 {
		reduce = 1
		if i >= 8 && depth >= 4 {
			reduce = 2
		}
	}
	v := -s.search(child, -alpha-1, -alpha, depth-reduce, ply, false)
	if v > alpha && reduce > 0 {
		v = -s.search(child, -alpha-1, -alpha, depth, ply, false)
	}
	if v > alpha && v < beta && pvNode {
		v = -s.search(child, -beta, -alpha, depth, ply, true)
	}
	return v
}

// pieceCount is the number of pieces on p's board.
func pieceCount(p *game.Position) int {
	_, ours, theirs, _ := p.Sides()
	return bits.OnesCount32(ours | theirs)
}

// tableScore is a table's verdict as a search score at ply: a forced
// result at the table's distance (kept inside the forced-result range).
func tableScore(v tables.Verdict, ply int) int {
	d := min(ply+v.Plies, maxPly-1)
	switch v.Outcome {
	case tables.Win:
		return scoreWin - d
	case tables.Loss:
		return -scoreWin + d
	}
	return 0
}

// markTableMate sets info.TableMate for a search of root (see Info).
func (s *searcher) markTableMate(root game.Position, info *Info) {
	info.TableMate = false
	if info.Mate == 0 || !s.tbOn {
		return
	}
	p := root
	for _, m := range info.PV {
		p = p.Apply(m)
	}
	ends := len(info.PV) == abs(info.Mate) && p.CountMoves(s.rules, nil) == 0
	info.TableMate = !ends
}

// scoreInfo fills the score fields of info from a search score.
func scoreInfo(info *Info, v int) {
	info.Score, info.Mate = v, 0
	switch {
	case v > winBound:
		info.Mate = scoreWin - v
	case v < -winBound:
		info.Mate = -(scoreWin + v)
	}
}
