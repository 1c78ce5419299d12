package server

import (
	"flag"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// What lag costs the players' clocks: a pair plays a 1+0 room game over
// SSH, each moving as soon as its screen shows the opponent's move, for
// -load-lag-plies plies, while -load-lag-burn goroutines of the test's
// process (the server's) keep its processors busy. It prints the plies'
// times (keys sent to the opponent's screen) and what each side's clock
// lost.
//
//	go test ./server -run TestLoadLag -v -load-lag-plies 58 -load-lag-burn 4
var (
	loadLagPlies = flag.Int("load-lag-plies", 0, "TestLoadLag: plies the pair plays")
	loadLagBurn  = flag.Int("load-lag-burn", 4, "TestLoadLag: goroutines keeping the processors busy meanwhile")
)

func TestLoadLag(t *testing.T) {
	if *loadLagPlies == 0 || testing.Short() {
		t.Skip("lag measure: pass -load-lag-plies=N")
	}
	srv, addr, _ := startServer(t, nil)
	alice := openTerm(t, addr, "alice", newKey(t), "", 100, 34)
	alice.waitText(0, lobbyText)
	code := createRoom(t, alice, "\x1b[C\x1b[B\x1b[C") // colour: random → white; the clock: untimed → 1+0
	alice.waitText(0, "1+0")
	mk := alice.mark()
	bob := openTerm(t, addr, "bob", newKey(t), "join "+code, 100, 34)
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob joined")
	seats := [2]*term{alice, bob}

	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range *loadLagBurn {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for x := 0; ; x++ {
				if x%1000 == 0 {
					select {
					case <-stop:
						return
					default:
					}
					runtime.Gosched()
				}
			}
		}()
	}
	var plyTimes []time.Duration
	for range *loadLagPlies {
		g, white := roomGame(t, srv.hub, code)
		if r, _ := g.Result(); r != game.Ongoing {
			break
		}
		m := g.LegalMoves()[0]
		moverSeat := white
		if g.Position().SideToMove() == game.Black {
			moverSeat = 1 - white
		}
		mover, other := seats[moverSeat], seats[1-moverSeat]
		mkO, mkM, start := other.mark(), mover.mark(), time.Now()
		mover.send(moveKeys(m))
		want := "played " + m.String()
		other.waitText(mkO, want)
		plyTimes = append(plyTimes, time.Since(start))
		mover.waitText(mkM, want) // the mover sees it too before the next ply
	}
	close(stop)
	wg.Wait()
	clk, _ := roomClock(t, srv.hub, code)
	slices.Sort(plyTimes)
	t.Logf("%d plies of 1+0 with %d busy goroutines: a ply's keys to the opponent's screen p50 %v, max %v; "+
		"the clocks lost: white %v, black %v",
		len(plyTimes), *loadLagBurn, plyTimes[len(plyTimes)/2].Round(100*time.Microsecond),
		plyTimes[len(plyTimes)-1].Round(time.Millisecond),
		(time.Minute - clk[game.White]).Round(time.Millisecond), (time.Minute - clk[game.Black]).Round(time.Millisecond))
}
