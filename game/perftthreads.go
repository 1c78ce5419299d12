package game

import (
	"sync"
	"sync/atomic"
)

// PerftThreads counts as Perft does, on threads goroutines: the first
// plies of the tree are expanded until there are enough subtrees to share
// out (at least 16 a thread, or two plies above the leaves), and each
// subtree is counted by Perft.
func PerftThreads(p Position, r Rules, depth, threads int) uint64 {
	if threads <= 1 || depth < 3 {
		return Perft(p, r, depth)
	}
	frontier, k := []Position{p}, 0
	for k < depth-2 && len(frontier) < 16*threads {
		var next []Position
		var buf [MaxMoves]Move
		for i := range frontier {
			for _, m := range frontier[i].LegalMoves(r, buf[:0]) {
				next = append(next, frontier[i].Apply(m))
			}
		}
		frontier, k = next, k+1
	}
	var total atomic.Uint64
	jobs := make(chan Position)
	var wg sync.WaitGroup
	for range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for q := range jobs {
				total.Add(Perft(q, r, depth-k))
			}
		}()
	}
	for _, q := range frontier {
		jobs <- q
	}
	close(jobs)
	wg.Wait()
	return total.Load()
}
