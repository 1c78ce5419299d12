package solve

import (
	"context"
	"sync"
	"sync/atomic"

	"github.com/fetaix/fetaix/game"
)

// Threads beyond the two root searches are helpers: they search "target
// wins" at the positions a few plies below the root (the first position
// with a choice, then one ply deeper while there are fewer positions than
// helpers), for both sides, over the same table, so that the root
// searches find those positions decided or with better numbers. A helper
// gives a position a budget of nodes, puts it back undecided with twice
// the budget, and takes the next; helpers stop when the root searches do.
// What they store is only ever a search's table entry: the proof is
// written out and checked as with one thread.

// helperJob is one position a helper searches, for one target.
type helperJob struct {
	pos    game.Position
	target game.Color
	budget uint64 // nodes for its next turn
}

// helperStart is a job's first budget of nodes.
const helperStart = 1 << 16

// helperJobs lists the helpers' positions below root, each for both sides.
func helperJobs(root game.Position, r game.Rules, helpers int) []helperJob {
	level := []game.Position{root}
	for depth := 0; depth < 4 && (depth == 0 || len(level) < helpers); depth++ {
		var next []game.Position
		for _, p := range level {
			for _, m := range p.LegalMoves(r, nil) {
				next = append(next, p.Apply(m))
			}
		}
		if len(next) == 0 {
			break
		}
		level = next
	}
	var jobs []helperJob
	for _, p := range level {
		for _, target := range []game.Color{p.SideToMove(), p.SideToMove().Other()} {
			jobs = append(jobs, helperJob{pos: p, target: target, budget: helperStart})
		}
	}
	return jobs
}

// helpers are the helper threads at work over their jobs, until their
// context ends or each has decided its jobs.
type helpers struct {
	decided atomic.Int64
	nodes   atomic.Uint64
	wg      sync.WaitGroup
}

// runHelpers starts n helpers over jobs, each job's search with a searcher
// made by newSearcher, and returns at once. Helper i takes jobs i, i+n,
// i+2n…, round and round, each undecided job with twice the budget the
// next time.
func runHelpers(ctx context.Context, n int, jobs []helperJob, newSearcher func(ctx context.Context, target game.Color) *searcher) *helpers {
	h := &helpers{}
	for i := range n {
		var mine []helperJob
		for k := i; k < len(jobs); k += n {
			mine = append(mine, jobs[k])
		}
		h.wg.Add(1)
		go func() {
			defer h.wg.Done()
			for len(mine) > 0 && ctx.Err() == nil {
				j := mine[0]
				mine = mine[1:]
				s := newSearcher(ctx, j.target)
				s.tick = func() {
					if s.nodes >= j.budget {
						s.stopped = true
					}
				}
				pn, dn, _, err := s.mid(&j.pos, inf, inf)
				h.nodes.Add(s.nodes)
				switch {
				case err != nil:
					return
				case pn == 0 || dn == 0:
					h.decided.Add(1)
				default:
					j.budget *= 2
					mine = append(mine, j)
				}
			}
		}()
	}
	return h
}

// wait waits for the helpers to stop and returns their nodes and the
// number of jobs they decided.
func (h *helpers) wait() (uint64, int) {
	h.wg.Wait()
	return h.nodes.Load(), int(h.decided.Load())
}
