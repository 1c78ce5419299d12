package server

import (
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// TestClockStartsWhenThePositionReachesTheMover: White moves, and White's
// position reaches Black's connection long after the server handled the
// move (a busy server, a slow write). Black's clock is charged only from
// then (at most MaxWriteDelay later): Black, moving at once, loses no
// time at all.
func TestClockStartsWhenThePositionReachesTheMover(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	opts := DefaultRoomOptions()
	opts.Clock = time.Minute
	a, b := openRoom(t, h, opts)
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	st := waitFor(t, white, "opening", plies(abortPlies))
	if err := white.Move(firstMove(st)); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, black, "white's move", plies(abortPlies+1))
	if !st.ClockRunning {
		t.Fatal("black's clock does not run")
	}
	before := st.Clock[game.Black]
	black.room.clockWritten(black, st.Seq, st.AsOf.Add(5*time.Second)) // a write that took 5 s
	if err := black.Move(firstMove(st)); err != nil {
		t.Fatal(err)
	}
	took := time.Since(st.AsOf) // black's whole time since the move was handled, and more
	st = waitFor(t, white, "black's move", plies(abortPlies+2))
	after := st.Clock[game.Black]
	if least := before - max(took-MaxWriteDelay, 0); after < least {
		t.Errorf("black's clock went from %v to %v, moving within %v of the server's handling: the write's delay was charged", before, after, took)
	}
	if after > before+LagAllowance {
		t.Errorf("black's clock went from %v to %v: more than the lag allowance given back", before, after)
	}
}

// TestClockLagAllowance: each timed move gets back up to LagAllowance of
// the time it took, never more than it took.
func TestClockLagAllowance(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	opts := DefaultRoomOptions()
	opts.Clock = time.Minute
	a, b := openRoom(t, h, opts)
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	st := waitFor(t, white, "opening", plies(abortPlies))
	before := st.Clock[game.White]
	time.Sleep(3 * LagAllowance)
	if err := white.Move(firstMove(st)); err != nil {
		t.Fatal(err)
	}
	took := time.Since(st.AsOf)
	st = waitFor(t, black, "white's move", plies(abortPlies+1))
	spent := before - st.Clock[game.White]
	if spent < 3*LagAllowance-LagAllowance || spent > took-LagAllowance {
		t.Errorf("a move of %v or less (at least %v) was charged %v; want its time less %v", took, 3*LagAllowance, spent, LagAllowance)
	}
}
