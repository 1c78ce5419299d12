package server

import (
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
)

// roomClock returns a room's clocks by colour and whether one is running.
func roomClock(tb testing.TB, h *room.Hub, code string) (clock [2]time.Duration, on bool) {
	tb.Helper()
	underRoomLock(tb, h, code, func(r *room.Room) { clock, on = r.Clock, r.ClockOn })
	return clock, on
}

// TestE2EClockPresetStartsWithEachSidesFirstMove: the create-room form's
// 3+2 preset gives each side 3 min, and a side's clock runs only once
// that side has made its first move, as on online board-game sites.
func TestE2EClockPresetStartsWithEachSidesFirstMove(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice := openTerm(t, addr, "alice", newKey(t), "", 80, 24)
	alice.waitText(0, lobbyText)
	// colour: random → white; down to the clock; untimed → 1+0 → 3+2
	code := createRoom(t, alice, "\x1b[C\x1b[B\x1b[C\x1b[C")
	alice.waitText(0, "3+2")
	mk := alice.mark()
	bob := openTerm(t, addr, "bob", newKey(t), "join "+code, 80, 24)
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob joined")
	for _, tm := range []*term{alice, bob} {
		tm.waitText(0, "white 3:00")
		tm.waitText(0, "black 3:00")
	}
	spec := openTerm(t, addr, "carol", nil, "watch "+code, 80, 24)
	spec.waitText(0, "you are watching")
	gp := &gamePlayers{t: t, srv: srv, code: code, seat: [2]*term{alice, bob}, spec: spec}

	full := 3 * time.Minute
	check := func(when string, wantOn bool, wantLeft [2]time.Duration) {
		t.Helper()
		clk, on := roomClock(t, srv.hub, code)
		if on != wantOn {
			t.Fatalf("%s: clock running %v, want %v", when, on, wantOn)
		}
		for _, c := range []game.Color{game.White, game.Black} {
			if wantLeft[c] != 0 && clk[c] != wantLeft[c] {
				t.Fatalf("%s: %s has %v, want %v", when, c, clk[c], wantLeft[c])
			}
		}
	}
	check("black joined, white to make the first move", false, [2]time.Duration{full, full})
	gp.playOne() // white's first move
	check("white moved, black to make the first move", false, [2]time.Duration{full, full})
	started := time.Now() // white's clock starts after this
	gp.playOne()          // black's first move
	check("both moved, white to move", true, [2]time.Duration{0, full})
	gp.playOne()               // white's second move: white's clock ran, and got the increment
	ran := time.Since(started) // at least the time white's clock ran
	clk, on := roomClock(t, srv.hub, code)
	// (a move's time up to LagAllowance is given back: a quick one costs nothing)
	if inc := 2 * time.Second; !on || clk[game.White] > full+inc || clk[game.White] < full+inc-ran {
		t.Fatalf("after white's second move (%v): running %v, white has %v, want 3:02 less the move's time", ran, on, clk[game.White])
	}
}

// TestE2ECustomClockWithinBounds: the form's custom clock takes
// minutes+seconds typed, and refuses what is out of bounds with an error
// that says what it wants, keeping the form.
func TestE2ECustomClockWithinBounds(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	a := openTerm(t, addr, "alice", newKey(t), "", 80, 24)
	a.waitText(0, lobbyText)
	mk := a.mark()
	a.send("2")
	a.waitText(mk, "Create a room")
	mk = a.mark()
	a.send("\x1b[B\x1b[D1441+5\r") // untimed ← custom
	a.waitText(mk, "1 to 1440 minutes")
	mk = a.mark()
	a.send(strings.Repeat("\x7f", 6) + "20+15\r")
	a.waitText(mk, "Waiting for an opponent")
	a.waitText(mk, "20+15")
}
