package server

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/rating"
)

// The room's bell (bell.go) and its header's words on the opponent
// (rival.go), over real SSH clients.

// oscString matches an OSC or DCS string, which BEL may end: such a BEL
// is no bell.
var oscString = regexp.MustCompile("\x1b[\\]P][^\x07\x1b]*(?:\x07|\x1b\\\\)")

// bells returns the output from mark on with its OSC and DCS strings
// removed, so that every BEL left in it rings.
func (t *term) bells(from int) string { return oscString.ReplaceAllString(t.raw(from), "") }

// waitBell waits until a bell rings in t's output after from.
func (t *term) waitBell(from int) {
	t.tb.Helper()
	t.waitFor(from, bellText, t.bells)
}

// TestE2EBellRingsForThePlayerToMove: the opponent's move rings the bell
// of the player whose turn it is, and not the mover's.
func TestE2EBellRingsForThePlayerToMove(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 80, 24)
	gp := &gamePlayers{t: t, srv: srv, code: code, seat: [2]*term{alice, bob}, spec: alice, refused: 1}
	for _, mover := range []*term{alice, bob, alice} {
		other := bob
		if mover == bob {
			other = alice
		}
		marks := [2]int{mover.mark(), other.mark()}
		gp.playOne()
		other.waitBell(marks[1])
		if n := strings.Count(mover.bells(marks[0]), bellText); n != 0 {
			t.Fatalf("the player who moved got %d bells", n)
		}
	}
}

// TestE2EBellOffIsKept: with the bell turned off (S) no bell rings for
// the player's turn, and a key holder's choice outlives the connection;
// turned on again, it rings.
func TestE2EBellOffIsKept(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice := openTerm(t, addr, "alice", newKey(t), "", 80, 24)
	alice.waitText(0, lobbyText)
	bobKey := newKey(t)
	bob, code := joinedRoom(t, addr, alice, "", "bob", bobKey)
	mk := bob.mark()
	bob.send("S")
	bob.waitText(mk, "bell off: S turns it on")
	mk = alice.mark()
	bob.close()
	alice.waitText(mk, "bob disconnected")
	bob = openTerm(t, addr, "bob", bobKey, "join "+code, 80, 24)
	bob.waitText(0, "you play black")

	gp := &gamePlayers{t: t, srv: srv, code: code, seat: [2]*term{alice, bob}, spec: alice, refused: 1}
	mk = bob.mark()
	gp.playOne() // alice: bob's turn, in silence
	mk2 := bob.mark()
	bob.send("S")
	bob.waitText(mk2, "bell on: S turns it off")
	if n := strings.Count(bob.bells(mk), bellText); n != 0 {
		t.Fatalf("with the bell off bob got %d bells", n)
	}
	gp.playOne() // bob
	mk = bob.mark()
	gp.playOne() // alice
	bob.waitBell(mk)
}

// TestE2EHeaderShowsTheOpponentsRating: the room header names the
// opponent with their rating — "unrated" before their first rated game,
// their rating after it — and P opens their profile over the game.
func TestE2EHeaderShowsTheOpponentsRating(t *testing.T) {
	t.Parallel()
	srv, code, seats := keyPair(t, nil)
	alice, bob := seats[0], seats[1]
	alice.waitText(0, "vs bob unrated")
	bob.waitText(0, "vs alice unrated")
	playOpeningKeys(t, srv, code, seats)
	_, marks := resignWhite(t, srv, code, seats)
	alice.waitText(marks[0], "your rating")
	r, err := srv.hub.Find(code)
	if err != nil {
		t.Fatal(err)
	}
	r.Mu.Lock()
	bobID := r.Seats[1].Player.ID
	r.Mu.Unlock()
	st, err := srv.store.RankOf(t.Context(), bobID, rating.Untimed)
	if err != nil {
		t.Fatal(err)
	}
	want, _, _ := strings.Cut(st.Rating.String(), " ")
	alice.waitText(marks[0], "vs bob "+want)

	mk := alice.mark()
	alice.send("P")
	alice.waitText(mk, "Players and games · bob")
	alice.waitText(mk, "tab the other player · esc back to the game")
	mk = alice.mark()
	alice.send("\t") // both players' names lead to their profiles
	alice.waitText(mk, "Players and games · alice")
	mk = alice.mark()
	alice.send("\x1b")
	alice.waitText(mk, "Room "+code)
}

// TestE2EBellRingsOnceAtLowTime: when the clock of the player to move
// falls under lowTime, their bell rings once for that move, and the
// opponent's does not.
func TestE2EBellRingsOnceAtLowTime(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 80, 24)
	gp := &gamePlayers{t: t, srv: srv, code: code, seat: [2]*term{alice, bob}, spec: alice, refused: 1}
	gp.playOne()
	gp.playOne() // alice (White) to move, each side having moved
	r, err := srv.hub.Find(code)
	if err != nil {
		t.Fatal(err)
	}
	marks := [2]int{alice.mark(), bob.mark()}
	_ = r.Do(func(time.Time) error { // a clock for the room, White's nearly run down
		r.Opts.Clock = time.Minute
		r.Clock = [2]time.Duration{lowTime + 1500*time.Millisecond, time.Minute}
		return nil
	})
	alice.waitBell(marks[0])
	alice.waitText(marks[0], "white 0:06")
	if n := strings.Count(alice.bells(marks[0]), bellText); n != 1 {
		t.Fatalf("alice's bell rang %d times on her low time; want once", n)
	}
	if n := strings.Count(bob.bells(marks[1]), bellText); n != 0 {
		t.Fatalf("bob's bell rang %d times on alice's low time", n)
	}
}
