package tables

import (
	"sync"
	"sync/atomic"

	"github.com/fetaix/fetaix/game"
)

// solver works out the values of the classes of one unit (a class and
// its flip, whose quiet moves lead into each other), reading the finished
// classes their captures and promotions lead to (probes.go), with threads
// goroutines.
type solver struct {
	rules   game.Rules
	probes  *classSlots[probeTable]
	threads int
}

// chunkWords is how many words of a bitset (64 indices each) one task of
// a pass covers.
const chunkWords = 1 << 10

// unitState is a unit's solution in progress: per class, its table, each
// position's working state, which indices the pass under way changed, and
// which it must look at (those with a move to a position the pass before
// changed).
type unitState struct {
	pass    int
	tabs    []*table
	work    [][]work
	changed [][]uint64
	dirty   [][]uint64 // nil in the first pass: every position is looked at
	mark    [][]uint64 // the next pass's dirty, being marked
	// capture marks the positions with a capture to make (found in the
	// first pass): their values rest on earlier classes alone, so they
	// are evaluated once and are no parent through a quiet move
	capture [][]uint64
	// won holds, per position, the shortest win a child's loss of the
	// pass before gives it (0: none): such a position is decided
	// without evaluating it (wins.go)
	won  []wins
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
// the progress of a won game (progress.go). It returns the unit's tables,
// in the unit's order.
func (s *solver) solve(unit []Class) []*table {
	u := &unitState{slot: map[Class]int{}}
	for k, c := range unit {
		n := c.size()
		t := &table{class: c, vals: make([]value, n), passes: make([]int16, n)}
		markNotPositions(c, t.vals)
		s.probes.set(c, &probeTable{shape: c.shape(), v16: t.vals})
		u.tabs = append(u.tabs, t)
		ws := make([]work, n)
		for i, v := range t.vals {
			ws[i] = packWork(v, 0)
		}
		u.work = append(u.work, ws)
		words := (n + 63) / 64
		u.changed = append(u.changed, make([]uint64, words))
		u.mark = append(u.mark, make([]uint64, words))
		u.capture = append(u.capture, make([]uint64, words))
		u.won = append(u.won, makeWins(n))
		u.slot[c] = k
		u.found = append(u.found, nil)
	}
	for u.pass = 1; ; u.pass++ {
		if !s.run(u, s.evaluateChunk) {
			for k, t := range u.tabs {
				t.extras = earlierOf(u.found[k])
			}
			return u.tabs
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

// work is a position's working state, in one word (so that a parent's
// check reads one place): the value of the pass under way, and its open
// count — its moves to positions not won (for the opponent, who moves
// there) as the values stand: at 0 it may be lost.
type work uint32

// openOne is 1 in a work's open count (adding ^(openOne-1) takes 1 away).
const openOne = 1 << 16

func packWork(v value, open int) work { return work(uint16(v)) | work(open)<<16 }

// value returns the value of the pass under way.
func (w work) value() value { return value(int16(w)) }

// open returns the open count.
func (w work) open() int { return int(int16(w >> 16)) }

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
	var anyTrue atomic.Bool
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
					anyTrue.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	return anyTrue.Load()
}
