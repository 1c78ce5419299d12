package server

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/server/procmem"
	"github.com/fetaix/fetaix/server/sshguard"
)

// heapHeld returns the heap memory the process holds from the OS (in use,
// or free but not returned), without a collection.
func heapHeld() int64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapSys - m.HeapReleased)
}

// heapKept returns the heap's objects, live or not yet collected (an
// idle server does not collect on its own), and its free memory not
// returned to the OS: what the server could give back. (heapHeld counts
// besides the spans that a few live objects keep in use, which no one can
// give back.)
func heapKept() (objects, free int64) {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc), int64(m.HeapIdle - m.HeapReleased)
}

// rss returns the process's resident set size in bytes (0 where /proc
// does not say).
func rss() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// TestHostileMemoryReturnedAfterFlood: a flood of sessions grows the
// heap; once they have gone, the server collects what they left and gives
// the free memory back to the OS within seconds (an idle server does not
// collect on its own, so the runtime kept it). Run with -v for the figures (RSS includes the test's
// clients).
func TestHostileMemoryReturnedAfterFlood(t *testing.T) {
	if ownProcess(t) {
		return
	}
	booksRead(t)
	flood := 240 * *hostileScale // enough sessions to hold 16 MB of live heap (about 70 KB each)
	srv, addr, _ := startServer(t, nil)
	honest := openTerm(t, addr, "honest", nil, "", 80, 24)
	honest.waitText(0, lobbyText)
	runtime.GC()
	debug.FreeOSMemory()
	base, baseRSS := heapHeld(), rss()
	baseObjects, _ := heapKept()

	// light clients, that read and drop what they are sent: the memory
	// measured is the server's
	var crowd []*gossh.Client
	var got atomic.Int64
	for i := range flood {
		c, s := ptySession(t, addr, fmt.Sprintf("crowd%d", i), nil, sshguard.MaxWidth, sshguard.MaxHeight)
		out, err := s.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Shell(); err != nil {
			t.Fatal(err)
		}
		go func() {
			n, _ := io.Copy(io.Discard, out)
			got.Add(n)
		}()
		crowd = append(crowd, c)
	}
	waitUntil(t, "the crowd's sessions", func() bool { return srv.Sessions() == flood+1 })
	time.Sleep(time.Second) // their lobbies drawn
	// what the sessions hold, not what the runtime has collected of their
	// garbage yet: a collection the flood itself sets off would hide it,
	// and the flood with it
	runtime.GC()
	during, duringRSS := heapHeld(), rss()
	duringObjects, _ := heapKept()
	grown := duringObjects - baseObjects
	if grown < 8<<20 {
		t.Fatalf("%d sessions grew the live heap by only %d MB: no flood to return", flood, grown>>20)
	}
	for _, c := range crowd {
		c.Close()
	}
	crowd = nil //nolint:ineffassign // the clients' memory is the test's: collected with the server's
	waitUntil(t, "the crowd's sessions to end", func() bool { return srv.Sessions() == 1 })
	gone := time.Now()
	objects, free := heapKept()
	// some stays: the test's own clients' and terminals', what the server
	// keeps of every guest that came; and some heap is free at any time,
	// the churn of the server's own work (its polls: the bans, the
	// tournament director's). A server that did not collect, or did not
	// give the free heap back, would keep all the sessions grew.
	for (objects > baseObjects+grown/2 || free > grown/2) && time.Since(gone) < 2*procmem.FreeEvery {
		time.Sleep(100 * time.Millisecond)
		objects, free = heapKept()
	}
	t.Logf("heap held: %d MB before, %d MB with %d sessions (their live objects %d MB), %d MB %v after they went, of it %d MB objects and %d MB free (RSS %d, %d, %d MB)",
		base>>20, during>>20, flood, grown>>20, heapHeld()>>20, time.Since(gone).Round(100*time.Millisecond), objects>>20, free>>20,
		baseRSS>>20, duringRSS>>20, rss()>>20)
	if objects > baseObjects+grown/2 {
		t.Errorf("the sessions' %d MB of objects were not collected after they went: %d MB, %d MB before them", grown>>20, objects>>20, baseObjects>>20)
	}
	if free > grown/2 {
		t.Errorf("the server keeps %d MB of free heap after the sessions went, of the %d MB they grew", free>>20, grown>>20)
	}
	mk := honest.mark()
	honest.send("2")
	honest.waitText(mk, "Create a room")
}
