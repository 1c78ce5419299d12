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
)

// heapHeld returns the heap memory the process holds from the OS (in use,
// or free but not returned), without a collection.
func heapHeld() int64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapSys - m.HeapReleased)
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
// heap; once they have gone, the server gives the memory back to the OS
// within seconds (an idle server does not collect on its own, so the
// runtime kept it). Run with -v for the figures (RSS includes the test's
// clients).
func TestHostileMemoryReturnedAfterFlood(t *testing.T) {
	flood := 60 * *hostileScale
	srv, addr, _ := startServer(t, nil)
	honest := openTerm(t, addr, "honest", nil, "", 80, 24)
	honest.waitText(0, lobbyText)
	runtime.GC()
	debug.FreeOSMemory()
	base, baseRSS := heapHeld(), rss()

	// light clients, that read and drop what they are sent: the memory
	// measured is the server's
	var crowd []*gossh.Client
	var got atomic.Int64
	for i := range flood {
		c, s := ptySession(t, addr, fmt.Sprintf("crowd%d", i), nil, maxWidth, maxHeight)
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
	during, duringRSS := heapHeld(), rss()
	if during-base < 16<<20 {
		t.Fatalf("%d sessions grew the heap by only %d MB: no flood to return", flood, (during-base)>>20)
	}
	for _, c := range crowd {
		c.Close()
	}
	waitUntil(t, "the crowd's sessions to end", func() bool { return srv.Sessions() == 1 })
	gone := time.Now()
	want := base + (during-base)/4
	after := heapHeld()
	for after > want && time.Since(gone) < 2*freeMemoryEvery {
		time.Sleep(100 * time.Millisecond)
		after = heapHeld()
	}
	t.Logf("heap held: %d MB before, %d MB with %d sessions, %d MB %v after they went (RSS %d, %d, %d MB)",
		base>>20, during>>20, flood, after>>20, time.Since(gone).Round(100*time.Millisecond),
		baseRSS>>20, duringRSS>>20, rss()>>20)
	if after > want {
		t.Errorf("the server still holds %d MB of heap after the sessions went, %d MB before them", after>>20, base>>20)
	}
	mk := honest.mark()
	honest.send("2")
	honest.waitText(mk, "Create a room")
}
