package server

import (
	"flag"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// The engine's queue under a flood of hints: -load-hint-flood=N sessions
// of one address in games against the computer press t every 400 ms,
// while an honest player of another address starts a game, plays d2-c3
// and waits for the computer's reply, -load-hint-moves times. It prints
// the honest waits (move sent to reply shown), with one search at a time
// (--max-searches 1). -load-hint-flood=0 gives the waits alone.
//
//	go test ./server -run TestLoadHintFlood -v -load-hint-moves 8 -load-hint-flood 20
var (
	loadHintMoves = flag.Int("load-hint-moves", 0, "TestLoadHintFlood: the honest player's moves to time")
	loadHintFlood = flag.Int("load-hint-flood", 20, "TestLoadHintFlood: sessions of one address asking for hints")
)

func TestLoadHintFlood(t *testing.T) {
	if *loadHintMoves == 0 || testing.Short() {
		t.Skip("hint flood measure: pass -load-hint-moves=N")
	}
	booksRead(t)
	srv, addr, _ := startServer(t, func(c *Config) { c.MaxSearches = 1 })
	var floods []*term
	for i := range *loadHintFlood {
		tm := openTerm(t, addr, fmt.Sprintf("hinter%d", i), nil, "", 110, 34)
		tm.waitText(0, lobbyText)
		mk := tm.mark()
		tm.send("1")
		soloForm(tm, mk)
		floods = append(floods, tm)
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for _, tm := range floods {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				case <-time.After(400 * time.Millisecond):
				}
				if _, err := tm.stdin.Write([]byte("t")); err != nil {
					return
				}
			}
		}()
	}
	time.Sleep(2 * time.Second) // the queue fills
	honest := openTermFrom(t, addr, otherAddr, "honest", nil, "", 110, 34)
	honest.waitText(0, lobbyText)
	var waits []time.Duration
	queued := 0
	for range *loadHintMoves {
		mk := honest.mark()
		honest.send("1")
		soloForm(honest, mk)
		queued = max(queued, srv.searches.Stats().Queued)
		mk, start := honest.mark(), time.Now()
		honest.send("d2\rc3\r")
		for deadline := start.Add(5 * time.Minute); !strings.Contains(honest.screenText(mk), "White must capture"); {
			if time.Now().After(deadline) {
				t.Fatal("no reply from the computer in 5 minutes")
			}
			time.Sleep(10 * time.Millisecond)
		}
		waits = append(waits, time.Since(start))
		mk = honest.mark()
		honest.send("q")
		honest.waitText(mk, "(y/n)")
		honest.send("y")
		honest.waitText(mk, lobbyText)
	}
	close(stop)
	wg.Wait()
	slices.Sort(waits)
	t.Logf("%d hinting sessions of one address (queue up to %d): the honest computer's reply waited min %v, p50 %v, max %v over %d moves",
		len(floods), queued, waits[0].Round(10*time.Millisecond), waits[len(waits)/2].Round(10*time.Millisecond),
		waits[len(waits)-1].Round(10*time.Millisecond), len(waits))
}
