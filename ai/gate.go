package ai

import (
	"context"
	"slices"
	"sync"
)

// Gate bounds how many engine searches run at once: a counting semaphore
// whose waiters are served first come, first served. A program that runs
// many searches side by side (an SSH server with many games against the
// computer) gives every search the same Gate, so that the searches cannot
// take every processor from the rest of the program, and a search that
// asked first runs first.
//
// A nil *Gate lets every search run at once.
type Gate struct {
	mu      sync.Mutex
	slots   int
	running int
	queue   []*gateWaiter // first come first
	peak    int
}

// gateWaiter is one Acquire waiting in the queue.
type gateWaiter struct {
	ready   chan struct{} // closed when the slot is handed over
	granted bool
	onQueue func(ahead int)
}

// NewGate returns a gate that lets n searches run at once (at least 1).
func NewGate(n int) *Gate { return &Gate{slots: max(n, 1)} }

// Acquire waits for a slot: at once when one is free and nobody waits,
// otherwise after every search that asked earlier has had its slot. The
// caller runs its search, then calls release (once; later calls do
// nothing). A search should only start its clock once Acquire returned, so
// that the time spent in the queue is not taken from its own budget.
//
// When ctx is done first, the waiter leaves the queue at once and Acquire
// returns ctx's error: the search must not run.
//
// onQueue, if not nil, is told how many searches wait ahead of this one:
// when it joins the queue and whenever that number falls. It is called
// with the gate locked: it must not block nor use the gate.
func (g *Gate) Acquire(ctx context.Context, onQueue func(ahead int)) (release func(), err error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if g == nil {
		return func() {}, nil
	}
	g.mu.Lock()
	if g.running < g.slots && len(g.queue) == 0 {
		g.take()
		g.mu.Unlock()
		return g.releaser(), nil
	}
	w := &gateWaiter{ready: make(chan struct{}), onQueue: onQueue}
	g.queue = append(g.queue, w)
	if onQueue != nil {
		onQueue(len(g.queue) - 1)
	}
	g.mu.Unlock()

	select {
	case <-w.ready:
	case <-ctx.Done():
		g.mu.Lock()
		if !w.granted {
			g.leave(w)
			g.mu.Unlock()
			return nil, ctx.Err()
		}
		g.mu.Unlock()
	}
	release = g.releaser()
	if err := ctx.Err(); err != nil { // the slot came as ctx ended: pass it on
		release()
		return nil, err
	}
	return release, nil
}

// leave takes w out of the queue (g.mu held).
func (g *Gate) leave(w *gateWaiter) {
	for i, q := range g.queue {
		if q == w {
			g.queue = slices.Delete(g.queue, i, i+1)
			g.moved(i)
			return
		}
	}
}

// take counts a slot as taken (g.mu held).
func (g *Gate) take() {
	g.running++
	g.peak = max(g.peak, g.running)
}

// releaser returns the release function of a slot taken.
func (g *Gate) releaser() func() {
	var once sync.Once
	return func() { once.Do(g.release) }
}

// release frees a slot, handing it to the first waiter if there is one.
func (g *Gate) release() {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.running--
	if len(g.queue) == 0 {
		return
	}
	w := g.queue[0]
	g.queue[0] = nil
	g.queue = g.queue[1:]
	w.granted = true
	g.take()
	close(w.ready)
	g.moved(0)
}

// moved tells the waiters from index i on that one ahead of them left
// (g.mu held).
func (g *Gate) moved(i int) {
	for j := i; j < len(g.queue); j++ {
		if f := g.queue[j].onQueue; f != nil {
			f(j)
		}
	}
}

// GateStats is a gate's state at one moment.
type GateStats struct {
	Slots   int // searches allowed at once
	Running int // searches holding a slot
	Queued  int // searches waiting for one
	Peak    int // the most searches that ever held a slot at once
}

// Stats returns the gate's state (zero for a nil gate).
func (g *Gate) Stats() GateStats {
	if g == nil {
		return GateStats{}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return GateStats{Slots: g.slots, Running: g.running, Queued: len(g.queue), Peak: g.peak}
}
