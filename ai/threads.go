package ai

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fetaix/fetaix/game"
)

// Lazy SMP: with more than one thread, the main searcher is joined by
// helpers that search the same root at the same time, each with its own
// move buffers, killers, history, PV and repetition keys, sharing only the
// transposition table (tt.go: safe without a lock). What one searcher
// stores the others find, so together they fill the table faster than one
// and the main searcher's next iterations cost fewer nodes. Odd helpers
// run one iteration ahead of the even ones, which spreads the searchers
// over different parts of the tree.
//
// Only the main searcher's result counts. It alone decides when the search
// ends (its depth, node or time limit, a forced result, the context); then
// the helpers stop within checkMask+1 of their own nodes, and the search
// returns once they have. A node limit counts the main searcher's nodes
// only; Info.Nodes reports those of every thread.

// MaxThreads is the most search threads an engine takes.
const MaxThreads = 64

// team is the main searcher's helpers and what they share with it besides
// the table.
type team struct {
	helpers []*searcher
	quit    atomic.Bool // set by the main searcher when the search ends
	wg      sync.WaitGroup
}

// setHelpers gives s n helpers (none: a single-thread search).
func (s *searcher) setHelpers(n int) {
	if n <= 0 {
		s.crew = nil
		return
	}
	c := &team{helpers: make([]*searcher, n)}
	for i := range c.helpers {
		c.helpers[i] = &searcher{crew: c, id: i + 1}
	}
	s.crew = c
}

// threads returns the number of searchers of a search by s.
func (s *searcher) threads() int {
	if s.crew == nil {
		return 1
	}
	return 1 + len(s.crew.helpers)
}

// startHelpers sets the helpers to search g's current position with s's
// table, rules, weights and noise until s stops them, within lim's time
// and ctx. s must be prepared.
func (s *searcher) startHelpers(ctx context.Context, g *game.Game, lim Limits, start time.Time) {
	if s.crew == nil {
		return
	}
	c := s.crew
	c.quit.Store(false)
	root := g.Position()
	for _, h := range c.helpers {
		h.tt, h.rules, h.w, h.tb = s.tt, s.rules, s.w, s.tb
		h.noise, h.noiseSeed, h.rootAll = s.noise, s.noiseSeed, false
		h.published.Store(0)
		h.prepare(ctx, g, Limits{MoveTime: lim.MoveTime}, start)
		c.wg.Add(1)
		go h.help(root, 1+h.id%2)
	}
}

// stopHelpers ends the helpers' search, waits for them and returns the
// nodes searched, and the positions the tables decided, by every thread.
func (s *searcher) stopHelpers() (nodes, tbHits int64) {
	nodes, tbHits = s.nodes, s.tbHits
	if s.crew == nil {
		return nodes, tbHits
	}
	s.crew.quit.Store(true)
	s.crew.wg.Wait()
	for _, h := range s.crew.helpers {
		nodes += h.nodes
		tbHits += h.tbHits
	}
	return nodes, tbHits
}

// teamNodes returns the nodes searched so far by every thread (the
// helpers' as they last published them).
func (s *searcher) teamNodes() int64 {
	n := s.nodes
	if s.crew != nil {
		for _, h := range s.crew.helpers {
			n += h.published.Load()
		}
	}
	return n
}

// help is a helper's iterative deepening from depth first until it is
// stopped or finds a forced result within its horizon.
func (s *searcher) help(root game.Position, first int) {
	defer s.crew.wg.Done()
	var prev Result
	for d := first; d <= maxPly-2; d++ {
		s.aspire(root, d, prev)
		if s.stop {
			return
		}
		if s.pvLen[0] > 0 {
			s.rootBest, s.hasBest = s.pv[0][0], true
			scoreInfo(&prev.Info, s.rootScore)
			prev.Depth = d
		}
		if prev.Mate != 0 && abs(prev.Mate) <= d {
			return
		}
	}
}

// helperCheck is a helper's part of checkStop: it publishes its node count
// and stops when the main searcher has.
func (s *searcher) helperCheck() {
	s.published.Store(s.nodes)
	if s.crew.quit.Load() {
		s.stop = true
	}
}
