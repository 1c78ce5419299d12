package bookload

import (
	"log/slog"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
)

// bookGarbage keeps what the test loader allocates reachable until it
// returns.
var bookGarbage [][]byte

// TestReadingGivesBackItsGarbage: the memory that reading the books
// used and left free is given back to the OS once they are read, not kept
// in the idle server's RSS.
func TestReadingGivesBackItsGarbage(t *testing.T) {
	runtime.GC()
	load := func() error {
		for range 64 {
			bookGarbage = append(bookGarbage, make([]byte, 1<<20))
		}
		bookGarbage = nil // all of it garbage once read
		return nil
	}
	// the heap the process keeps from the OS: objects (live or not yet
	// collected) and free spans not yet given back
	kept := func() int64 {
		s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/heap/free:bytes"}}
		metrics.Read(s)
		return int64(s[0].Value.Uint64() + s[1].Value.Uint64())
	}
	debug.FreeOSMemory()
	before := kept()
	b := Start(load, slog.New(slog.DiscardHandler))
	<-b.Returned()
	if grew := kept() - before; grew > 16<<20 {
		t.Fatalf("the heap kept %d MiB more after the books were read, their garbage not given back", grew>>20)
	}
}
