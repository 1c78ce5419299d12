package server

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
// freeMemoryEvery, since a collection of the whole heap costs CPU.
const (
	// freeMemoryEvery is the least time between two returns of memory.
	freeMemoryEvery = 10 * time.Second
	// freeMemoryAfter is the fewest sessions ended since the last return
	// that make a return worth it; they must also be at least a quarter
	// of the sessions (those ended and those open).
	freeMemoryAfter = 8
	// memoryCheckEvery is how often the server looks.
	memoryCheckEvery = time.Second
	// freeMemoryAgain is when, after a return, the server returns once
	// more: what the ended sessions' last timers and goroutines (a
	// screen's tick, a write winding down) still held at the first return
	// is garbage by then.
	freeMemoryAgain = 3 * time.Second
)

// memoryReturner returns memory to the OS after sessions end in numbers.
type memoryReturner struct {
	ended   atomic.Int64 // sessions ended so far
	stop    chan struct{}
	stopped sync.Once
	free    func() // debug.FreeOSMemory
}

func newMemoryReturner() *memoryReturner {
	return &memoryReturner{stop: make(chan struct{}), free: debug.FreeOSMemory}
}

// sessionEnded counts a session that has ended.
func (m *memoryReturner) sessionEnded() { m.ended.Add(1) }

// run watches the sessions (open returns how many are open) until close.
func (m *memoryReturner) run(open func() int) {
	t := time.NewTicker(memoryCheckEvery)
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
		case ended >= freeMemoryAfter && 4*ended >= ended+int64(open()) && time.Since(last) >= freeMemoryEvery:
			m.free()
			last, endedBefore = time.Now(), m.ended.Load()
			again = last.Add(freeMemoryAgain)
		case !again.IsZero() && time.Now().After(again):
			m.free()
			again = time.Time{}
		}
	}
}

// close stops run (a server may be shut down more than once).
func (m *memoryReturner) close() { m.stopped.Do(func() { close(m.stop) }) }
