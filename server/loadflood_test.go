package server

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The cost of an input flood: -load-flood=N sessions of one address
// stream an endless bracketed paste for -load-flood-time, while an honest
// client of another address connects every half second and waits for the
// lobby. It prints the server's CPU time over the flood, in cores, and
// the honest connections' times. With -load-serve BIN the server is a
// process of its own (its CPU time is then its alone):
//
//	go build -o /tmp/fetaix . && go test ./server -run TestLoadFlood -v \
//	    -load-serve /tmp/fetaix -load-flood 10
var (
	loadFlood     = flag.Int("load-flood", 0, "TestLoadFlood: this many sessions of one address flood the server with a paste")
	loadFloodTime = flag.Duration("load-flood-time", 10*time.Second, "TestLoadFlood: how long the flood lasts")
)

func TestLoadFlood(t *testing.T) {
	n := *loadFlood
	if n == 0 || testing.Short() {
		t.Skip("flood measure: pass -load-flood=N")
	}
	if *loadServe != "" {
		startLoadServe(t)
	}
	addr := *loadAddr
	if addr == "" {
		_, addr, _ = startServer(t, nil)
	}
	var terms []*term
	for i := range n {
		tm := openTerm(t, addr, fmt.Sprintf("flood%d", i), nil, "", 80, 24)
		tm.waitText(0, lobbyText)
		terms = append(terms, tm)
	}
	var sent atomic.Int64
	var wg sync.WaitGroup
	stop := make(chan struct{})
	before, start := serverSched(), time.Now()
	for _, tm := range terms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			chunk := []byte(strings.Repeat("pasted text that never ends ", 1<<10))
			_, _ = io.WriteString(tm.stdin, "\x1b[200~")
			for {
				select {
				case <-stop:
					return
				default:
				}
				k, err := tm.stdin.Write(chunk)
				sent.Add(int64(k))
				if err != nil {
					return
				}
			}
		}()
	}
	var honest []time.Duration
	for i := 0; time.Since(start) < *loadFloodTime; i++ {
		time.Sleep(500 * time.Millisecond)
		t0 := time.Now()
		h := openTermFrom(t, addr, otherAddr, fmt.Sprintf("honest%d", i), nil, "", 80, 24)
		h.waitText(0, lobbyText)
		honest = append(honest, time.Since(t0))
		h.close()
	}
	used, took := serverSched().since(before), time.Since(start)
	close(stop)
	for _, tm := range terms {
		tm.close()
	}
	wg.Wait()
	slices.Sort(honest)
	t.Logf("%d flooding sessions sent %.1f MB in %v (%.2f MB/s); the server %v: %.2f cores; "+
		"%d honest connections to the lobby: p50 %v, max %v",
		n, float64(sent.Load())/1e6, took.Round(time.Millisecond), float64(sent.Load())/1e6/took.Seconds(),
		used, used.ran.Seconds()/took.Seconds(), len(honest),
		honest[len(honest)/2].Round(time.Millisecond), honest[len(honest)-1].Round(time.Millisecond))
}
