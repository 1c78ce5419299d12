// Package procmem gives the server's free memory back to the operating
// system when many sessions have ended.
package procmem

import (
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"
)

// The Go runtime gives memory back to the OS slowly once it is free, and
// an idle server (no allocation, so no collection) keeps what a flood of
// sessions made it take. So when many sessions have ended the server
// collects and returns the free memory at once — at most every
// FreeEvery, since a collection of the whole heap costs CPU.
const (
	// FreeEvery is the least time between two returns of memory.
	FreeEvery = 10 * time.Second
	// FreeAfter is the fewest sessions ended since the last return
	// that make a return worth it; they must also be at least a quarter
	// of the sessions (those ended and those open).
	FreeAfter = 8
	// CheckEvery is how often the server looks.
	CheckEvery = time.Second
	// FreeAgain is when, after a return, the server returns once
	// more: what the ended sessions' last timers and goroutines (a
	// screen's tick, a write winding down) still held at the first return
	// is garbage by then.
	FreeAgain = 3 * time.Second
)

// Returner returns memory to the OS after sessions end in numbers.
type Returner struct {
	ended   atomic.Int64 // sessions ended so far
	stop    chan struct{}
	stopped sync.Once
	free    func() // debug.FreeOSMemory
	// check and again are CheckEvery and FreeAgain (shorter in tests)
	check, again time.Duration
}

// New returns a Returner; Run starts it.
func New() *Returner {
	return &Returner{stop: make(chan struct{}), free: debug.FreeOSMemory, check: CheckEvery, again: FreeAgain}
}

// SessionEnded counts a session that has ended.
func (m *Returner) SessionEnded() { m.ended.Add(1) }

// Run watches the sessions (open returns how many are open) until Close.
func (m *Returner) Run(open func() int) {
	t := time.NewTicker(m.check)
	defer t.Stop()
	var last, again time.Time
	var endedBefore int64
	for {
		select {
		case <-m.stop:
			return
		case <-t.C:
		}
		ended := m.ended.Load() - endedBefore
		switch {
		case ended >= FreeAfter && 4*ended >= ended+int64(open()) && time.Since(last) >= FreeEvery:
			m.free()
			last, endedBefore = time.Now(), m.ended.Load()
			again = last.Add(m.again)
		case !again.IsZero() && time.Now().After(again):
			m.free()
			again = time.Time{}
		}
	}
}

// Close stops Run (a server may be shut down more than once).
func (m *Returner) Close() { m.stopped.Do(func() { close(m.stop) }) }
