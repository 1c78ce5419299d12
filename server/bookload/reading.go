// Package bookload reads the engine's books (the proven results of
// proofs/: seconds to read, and tens of MB) once per server, in the
// background from its start: the server listens at once, and only a game
// against the computer waits for them; no session's first move pays for
// reading them or is counted for their memory.
package bookload

import (
	"fmt"
	"log/slog"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// GarbageToReturn is the least the reading of the books allocates
// (bytes, garbage included) that makes Start give the free memory back to
// the OS once they are read.
const GarbageToReturn = 8 << 20

// Reading is the reading of the engine's books.
type Reading struct {
	done     chan struct{} // closed when read (or failed)
	returned chan struct{} // closed after, when their garbage is given back
}

// heapAllocated returns the bytes the process has allocated on the heap
// so far (freed ones included).
func heapAllocated() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// Start starts reading the books with load, logging the start, the end
// and how long it took.
func Start(load func() error, log *slog.Logger) *Reading {
	b := &Reading{done: make(chan struct{}), returned: make(chan struct{})}
	log.Info("loading the engine's books (proven results)")
	go func() {
		defer close(b.returned)
		before := heapAllocated()
		read(b, load, log)
		// reading them left as much again free (their tables grown by
		// append, sorted, copied): give it back to the OS once the games
		// may use them, or an idle server's RSS keeps it (about 70 MiB)
		// until the runtime's scavenger gets to it; books read already by
		// the process (a second server) leave nothing worth a collection
		// of the whole heap
		if heapAllocated()-before >= GarbageToReturn {
			debug.FreeOSMemory()
		}
	}()
	return b
}

// read reads the books with load, logging how it went, and closes b.done.
func read(b *Reading, load func() error, log *slog.Logger) {
	defer close(b.done)
	start := time.Now()
	err := safely(load)
	took := time.Since(start).Round(time.Millisecond)
	if err != nil {
		log.Warn("the engine's books could not be read: the computer plays without them", "took", took, "error", err)
		return
	}
	log.Info("the engine's books are loaded", "took", took)
}

// safely runs load, turning a panic into an error: a broken book must not
// take the server down.
func safely(load func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return load()
}

// Done is closed when the books are read (or could not be).
func (b *Reading) Done() <-chan struct{} { return b.done }

// Returned is closed after Done, once the reading's garbage is given back.
func (b *Reading) Returned() <-chan struct{} { return b.returned }

// Ready reports whether the books are read.
func (b *Reading) Ready() bool {
	select {
	case <-b.done:
		return true
	default:
		return false
	}
}
