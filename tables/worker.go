package tables

// A unit's passes, position by position: evaluating a position from its
// moves (forwards), and after a pass telling the parents of each changed
// position (backwards, through un-moves) that they may change.

import (
	"math/bits"
	"sync/atomic"

	"github.com/fetaix/fetaix/game"
)

// worker is one goroutine's generator and buffers.
type worker struct {
	s       *solver
	gen     *game.Successors
	kids    []game.Board
	parents []game.Board
	limit   int // the longest distance decided: the rule's limit, if on
}

func newWorker(s *solver) *worker {
	limit := maxDistance
	if s.rules.NoProgress > 0 {
		limit = s.rules.NoProgress
	}
	return &worker{s: s, gen: game.NewSuccessors(s.rules), limit: limit,
		kids: make([]game.Board, 0, game.MaxMoves), parents: make([]game.Board, 0, game.MaxMoves)}
}

// evaluateChunk evaluates the positions of words [lo, hi) of class k
// that the pass looks at, writing the values that change into their work
// and marking them changed. A position a child's loss made a win takes
// that win without being evaluated. It reports whether any changed.
func (s *solver) evaluateChunk(w *worker, u *unitState, k, lo, hi int) bool {
	t, ws, changed, won := u.tabs[k], u.work[k], u.changed[k], u.won[k]
	walk := newBoardWalk(t.class)
	anyChanged := false
	for wd := lo; wd < hi; wd++ {
		todo := ^uint64(0)
		if u.dirty != nil {
			todo = u.dirty[k][wd]
		}
		for ; todo != 0; todo &= todo - 1 {
			i := int64(wd)*64 + int64(bits.TrailingZeros64(todo))
			if i >= int64(len(t.vals)) {
				break
			}
			old := t.vals[i]
			if old == notPosition {
				continue
			}
			var v value
			if d := won.get(i); d != 0 {
				v = winIn(d)
				won.clear(i)
			} else {
				b, _ := walk.board(i)
				var open int
				var capture bool
				v, open, capture = w.evaluate(b, u.dirty == nil)
				if u.dirty == nil {
					ws[i] = packWork(old, open)
					if capture {
						u.capture[k][wd] |= 1 << (i & 63)
					}
				}
			}
			if v != old {
				ws[i] = packWork(v, ws[i].open())
				changed[wd] |= 1 << (i & 63)
				anyChanged = true
			}
		}
	}
	return anyChanged
}

// applyChunk makes the changes of words [lo, hi) of class k the values:
// it records each one's pass (and a shortened value's earlier distance),
// and marks the positions with a quiet move to it for the next pass.
func (s *solver) applyChunk(w *worker, u *unitState, k, lo, hi int) bool {
	t, ws, changed := u.tabs[k], u.work[k], u.changed[k]
	flip := u.slot[t.class.Flip()]
	mark, capture := u.mark[flip], u.capture[flip]
	parents := newIndexer(u.tabs[flip].class.shape())
	pass := int16(min(u.pass, maxDistance))
	walk := newBoardWalk(t.class)
	for wd := lo; wd < hi; wd++ {
		for ch := changed[wd]; ch != 0; ch &= ch - 1 {
			i := int64(wd)*64 + int64(bits.TrailingZeros64(ch))
			old := t.vals[i]
			if old != 0 {
				_, d := old.outcome()
				u.mu.Lock()
				u.found[k] = append(u.found[k], pendingPoint{uint32(i), changePoint{Pass: t.passes[i], D: int16(d)}})
				u.mu.Unlock()
			}
			now := work(atomic.LoadUint32((*uint32)(&ws[i]))).value()
			t.vals[i] = now
			t.passes[i] = pass
			b, _ := walk.board(i)
			w.parents = game.QuietParents(b, w.parents[:0])
			menThen := game.Turn(b.Them &^ b.Mullas) // in the parents' frame
			for _, p := range w.parents {
				j := parents.index(p)
				if capture[j>>6]&(1<<(j&63)) != 0 {
					continue // a capture was compulsory: b is not p's child
				}
				if !w.mayChange(&u.work[flip][j], u.won[flip], j, old, now, p.Us&^p.Mullas != menThen) {
					continue
				}
				atomic.OrUint64(&mark[j>>6], 1<<(j&63))
			}
		}
		changed[wd] = 0
	}
	return false
}

// mayChange reports whether parent j, whose working state is *pw and
// whose moves include no capture, may change because its child (reached
// by a quiet move, a man's step when manStep) went from old to now, and
// keeps its open count and its win through a child's loss in won. Values
// only get decided or shorter: a child's loss makes the parent a win one
// ply longer, if that is faster than its own and within the rule's
// limit; a won parent ignores a child's win; a parent not won ignores a
// win while it has moves to positions not won, and a win that got
// shorter unless that move was its longest defence.
func (w *worker) mayChange(pw *work, won wins, j int64, old, now value, manStep bool) bool {
	state := work(atomic.LoadUint32((*uint32)(pw)))
	po, pd := state.value().outcome()
	o, d := now.outcome()
	oo, od := old.outcome()
	if w.s.rules.NoProgress > 0 && manStep {
		d, od = 0, 0 // a man's step starts the count again
	}
	switch {
	case o == Loss:
		if d+1 > w.limit || po == Win && d+1 >= pd {
			return false
		}
		won.lower(j, d+1)
		return true
	case po == Win:
		return false
	case oo != Win:
		return work(atomic.AddUint32((*uint32)(pw), ^uint32(openOne-1))).open() == 0
	}
	return state.open() == 0 && (po == Draw || od+1 >= pd)
}

// lookup returns the value of b (its side to move's view); a side with
// no piece left has lost.
func (w *worker) lookup(b game.Board) value {
	if b.Us == 0 {
		return lossIn(0)
	}
	return w.s.probes.get(classOf(b)).of(b)
}

// evaluate returns the value of b from its moves' values as the tables
// hold them now, how many of its moves lead to positions not won, and
// whether its moves are captures (only asked in the first pass, first:
// later passes evaluate no position with a capture). A move to a
// position whose value is not known yet counts as a draw, so that
// repeated passes reach the values from below: in the first pass, every
// quiet move that does not promote, which stays in the unit, so those
// are only counted.
func (w *worker) evaluate(b game.Board, first bool) (value, int, bool) {
	capture := first && w.gen.HasCapture(b)
	draws := 0
	if first && !capture {
		var n int
		n, w.kids = game.QuietMoves(b, w.kids[:0])
		draws = n - len(w.kids)
	} else {
		w.kids = w.gen.Children(b, w.kids[:0])
	}
	if len(w.kids)+draws == 0 {
		return lossIn(0), 0, false
	}
	limit, rule := w.limit, w.s.rules.NoProgress > 0
	// the mover's men as its children see them, if none moved
	menAfter, them := game.Turn(b.Us&^b.Mullas), bits.OnesCount32(b.Them)
	best, worst, open := maxDistance+1, 0, draws
	for _, kid := range w.kids {
		o, d := w.lookup(kid).outcome()
		// with the rule on, a capture or a man's move starts the count
		// again: what the child holds then only has to be decided
		if rule && (bits.OnesCount32(kid.Us) < them || kid.Them&^kid.Mullas != menAfter) {
			d = 0
		}
		switch o {
		case Loss:
			best = min(best, d+1)
			open++
		case Win:
			worst = max(worst, d+1)
		default:
			open++
		}
	}
	switch {
	case best <= limit:
		return winIn(best), open, capture
	case open == 0 && worst <= limit:
		return lossIn(worst), open, capture
	}
	return 0, open, capture
}
