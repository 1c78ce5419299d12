package tables

import (
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/fetaix/fetaix/game"
)

// table is one class's values, by index, and for each value the pass of
// its unit's solution that decided it (see progress.go).
type table struct {
	class  Class
	vals   []value
	passes []int16
	// extras holds, for the values that got shorter after they were
	// decided, their earlier distances with the passes that decided them.
	extras earlier
}

// changePoint is a value's distance from a pass on (exported fields: the
// file format reads and writes them).
type changePoint struct {
	Pass, D int16
}

// classTables finds a class's table: one slot per class of at most 12 men
// and 12 mullas a side, nil until the class is built or loaded (a set
// opened from files loads a class when a probe first needs it).
type classTables [game.MaxPieces + 1][game.MaxPieces + 1][game.MaxPieces + 1][game.MaxPieces + 1]atomic.Pointer[table]

func (ct *classTables) get(c Class) *table    { return ct[c.WM][c.WK][c.BM][c.BK].Load() }
func (ct *classTables) set(c Class, t *table) { ct[c.WM][c.WK][c.BM][c.BK].Store(t) }

// solver works out the values of the classes of one unit (a class and
// its flip, whose quiet moves lead into each other), reading the finished
// tables of the classes their captures and promotions lead to, with
// threads goroutines.
type solver struct {
	rules   game.Rules
	tables  *classTables
	threads int
}

// chunkWords is how many words of a bitset (64 indices each) one task of
// a pass covers.
const chunkWords = 1 << 10

// unitState is a unit's solution in progress: per class, its table, the
// values of the pass under way, which indices that pass changed, and
// which it must look at (those with a move to a position the pass before
// changed).
type unitState struct {
	pass    int
	tabs    []*table
	next    [][]value
	changed [][]uint64
	dirty   [][]uint64 // nil in the first pass: every position is looked at
	mark    [][]uint64 // the next pass's dirty, being marked
	// open counts, per position, its moves to positions not won (for the
	// opponent, who moves there) as the values stand: at 0 it may be lost
	open [][]int32
	slot map[Class]int
	mu   sync.Mutex // guards found while a pass is applied
	// found holds, per class, the change points found so far
	found [][]pendingPoint
}

// solve fills the tables of the unit's classes: every position starts as
// a draw, and passes over them evaluate positions again from the values
// of the pass before (so a position decided at pass k rests on positions
// of the unit decided before k), until none changes. A pass looks only at
// positions with a quiet move to a position the pass before changed (the
// others' moves lead where they did); the first looks at all. Values only
// ever get decided or shorter, so the passes end, with every value the
// shortest win or longest loss its moves allow. Each value's deciding
// pass, and the passes at which it got shorter, are kept: they measure
// the progress of a won game (progress.go).
func (s *solver) solve(unit []Class) {
	u := &unitState{slot: map[Class]int{}}
	for k, c := range unit {
		n := c.size()
		t := &table{class: c, vals: make([]value, n), passes: make([]int16, n)}
		markNotPositions(c, t.vals)
		s.tables.set(c, t)
		u.tabs = append(u.tabs, t)
		u.next = append(u.next, append([]value(nil), t.vals...))
		words := (n + 63) / 64
		u.changed = append(u.changed, make([]uint64, words))
		u.mark = append(u.mark, make([]uint64, words))
		u.open = append(u.open, make([]int32, n))
		u.slot[c] = k
		u.found = append(u.found, nil)
	}
	for u.pass = 1; ; u.pass++ {
		if !s.run(u, s.evaluateChunk) {
			for k, t := range u.tabs {
				t.extras = earlierOf(u.found[k])
			}
			return
		}
		s.run(u, s.applyChunk)
		if u.dirty == nil {
			u.dirty = make([][]uint64, len(unit))
			for k := range unit {
				u.dirty[k] = make([]uint64, len(u.changed[k]))
			}
		}
		u.dirty, u.mark = u.mark, u.dirty
		for _, m := range u.mark {
			clear(m)
		}
	}
}

// markNotPositions sets the indices of c that are no position (men of
// both sides on one point) to notPosition: whole blocks of indices that
// share their men.
func markNotPositions(c Class, vals []value) {
	_, nbm, nwk, nbk := c.parts()
	block := nwk * nbk
	for i := int64(0); i < int64(len(vals)); i += block {
		men := i / block
		if unrankSet(men/nbm, c.WM)&(unrankSet(men%nbm, c.BM)<<5) != 0 {
			for j := i; j < i+block; j++ {
				vals[j] = notPosition
			}
		}
	}
}

// run does f on every chunk of the unit's classes with the solver's
// threads and reports whether any call returned true.
func (s *solver) run(u *unitState, f func(w *worker, u *unitState, k int, lo, hi int) bool) bool {
	type task struct{ k, lo, hi int }
	var tasks []task
	for k := range u.tabs {
		words := len(u.changed[k])
		for lo := 0; lo < words; lo += chunkWords {
			tasks = append(tasks, task{k, lo, min(lo+chunkWords, words)})
		}
	}
	var next atomic.Int64
	var any atomic.Bool
	var wg sync.WaitGroup
	for range max(s.threads, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker(s)
			for {
				n := int(next.Add(1)) - 1
				if n >= len(tasks) {
					return
				}
				t := tasks[n]
				if f(w, u, t.k, t.lo, t.hi) {
					any.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	return any.Load()
}

// worker is one goroutine's generator and buffers.
type worker struct {
	s       *solver
	gen     *game.Successors
	kids    []game.Board
	parents []game.Board
}

func newWorker(s *solver) *worker {
	return &worker{s: s, gen: game.NewSuccessors(s.rules),
		kids: make([]game.Board, 0, game.MaxMoves), parents: make([]game.Board, 0, game.MaxMoves)}
}

// evaluateChunk evaluates the positions of words [lo, hi) of class k
// that the pass looks at, writing the values that change into next and
// marking them changed. It reports whether any changed.
func (s *solver) evaluateChunk(w *worker, u *unitState, k, lo, hi int) bool {
	t, next, changed := u.tabs[k], u.next[k], u.changed[k]
	any := false
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
			b, _ := t.class.board(i)
			v, open := w.evaluate(b)
			if u.dirty == nil {
				u.open[k][i] = int32(open)
			}
			if v != old {
				next[i] = v
				changed[wd] |= 1 << (i & 63)
				any = true
			}
		}
	}
	return any
}

// applyChunk makes the changes of words [lo, hi) of class k the values:
// it records each one's pass (and a shortened value's earlier distance),
// and marks the positions with a quiet move to it for the next pass.
func (s *solver) applyChunk(w *worker, u *unitState, k, lo, hi int) bool {
	t, next, changed := u.tabs[k], u.next[k], u.changed[k]
	flip := u.slot[t.class.Flip()]
	mark := u.mark[flip]
	flipClass := u.tabs[flip].class
	pass := int16(min(u.pass, maxDistance))
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
			t.vals[i] = next[i]
			t.passes[i] = pass
			b, _ := t.class.board(i)
			w.parents = game.QuietParents(b, w.parents[:0])
			for _, p := range w.parents {
				j := flipClass.index(p)
				if !w.mayChange(u.next[flip][j], &u.open[flip][j], old, next[i], p, b) {
					continue
				}
				atomic.OrUint64(&mark[j>>6], 1<<(j&63))
			}
		}
		changed[wd] = 0
	}
	return false
}

// mayChange reports whether a parent whose value is pv and open count
// *open may change because its child b (reached by a quiet move from the
// board p) went from old to now, and keeps the count. Values only get
// decided or shorter: a won parent ignores a child's win, and a child's
// loss unless that move now wins faster; a parent not won ignores a win
// while it has moves to positions not won, and a win that got shorter
// unless that move was its longest defence.
func (w *worker) mayChange(pv value, open *int32, old, now value, p, b game.Board) bool {
	po, pd := pv.outcome()
	o, d := now.outcome()
	oo, od := old.outcome()
	if w.s.rules.NoProgress > 0 && p.Us&^p.Mullas != game.Turn(b.Them&^b.Mullas) {
		d, od = 0, 0 // a man's step starts the count again
	}
	switch {
	case po == Win && o == Loss:
		return d+1 < pd
	case po == Win:
		return false
	case o == Loss:
		return true
	case w.gen.HasCapture(p):
		return false // a capture was compulsory: b is not p's child
	case oo != Win:
		return atomic.AddInt32(open, -1) == 0
	}
	return atomic.LoadInt32(open) == 0 && (po == Draw || od+1 >= pd)
}

// lookup returns the value of b (its side to move's view); a side with
// no piece left has lost.
func (w *worker) lookup(b game.Board) value {
	if b.Us == 0 {
		return lossIn(0)
	}
	c := classOf(b)
	return w.s.tables.get(c).vals[c.index(b)]
}

// evaluate returns the value of b from its moves' values as the tables
// hold them now, and how many of its moves lead to positions not won. A move to a position whose value is not known yet counts
// as a draw, so that repeated passes reach the values from below.
func (w *worker) evaluate(b game.Board) (value, int) {
	w.kids = w.gen.Children(b, w.kids[:0])
	if len(w.kids) == 0 {
		return lossIn(0), 0
	}
	limit, rule := maxDistance, w.s.rules.NoProgress > 0
	if rule {
		limit = w.s.rules.NoProgress
	}
	men, them := b.Us&^b.Mullas, bits.OnesCount32(b.Them)
	best, worst, open := maxDistance+1, 0, 0
	for _, kid := range w.kids {
		o, d := w.lookup(kid).outcome()
		// with the rule on, a capture or a man's move starts the count
		// again: what the child holds then only has to be decided
		if rule && (bits.OnesCount32(kid.Us) < them || game.Turn(kid.Them&^kid.Mullas) != men) {
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
		return winIn(best), open
	case open == 0 && worst <= limit:
		return lossIn(worst), open
	}
	return 0, open
}
