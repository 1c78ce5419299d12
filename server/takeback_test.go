package server

import (
	"errors"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// Takebacks over real SSH clients (takeback.go): asked with u, answered
// with u (accept) or U (decline) by the opponent, the refusals of a rated
// game, and the record of a game with a move taken back.

// roomPlies returns the plies of a room's game and whether its record
// holds moves beyond them (a redo line the archive would not want).
func roomPlies(t *testing.T, srv *Server, code string) (int, bool) {
	t.Helper()
	g, _ := roomGame(t, srv.hub, code)
	return g.Ply(), len(g.AllMoves()) != g.Ply()
}

// TestE2ETakebackAccepted: in a casual game Black asks to take back the
// move just played; White accepts; both screens say so, the hub's game
// is a move shorter and keeps no trace of it but the chat's note; the
// game played on to its end is archived as a legal game with the note.
func TestE2ETakebackAccepted(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 80, 24)
	seats := [2]*term{alice, bob}
	playOpeningKeys(t, srv, code, seats)
	g, _ := roomGame(t, srv.hub, code)
	last := g.Moves()[g.Ply()-1]

	marks := [2]int{alice.mark(), bob.mark()}
	bob.send("u")
	alice.waitText(marks[0], "bob asks to take back: u accept · U decline")
	bob.waitText(marks[1], "bob asks to take back their last move")
	marks = [2]int{alice.mark(), bob.mark()}
	alice.send("u")
	want := "bob took back 2... " + last.String() + " (alice agreed)"
	for i, s := range seats {
		s.waitText(marks[i], want)
	}
	if ply, redo := roomPlies(t, srv, code); ply != g.Ply()-1 || redo {
		t.Fatalf("after the takeback the game has %d plies (redo line %v); want %d and none", ply, redo, g.Ply()-1)
	}

	// bob plays another move, alice resigns: the record holds what stands
	gp := &gamePlayers{t: t, srv: srv, code: code, seat: seats, spec: alice, refused: 1}
	gp.playOne()
	final, _ := roomGame(t, srv.hub, code)
	resignKeys(t, alice, bob)
	srv.hub.saves.Wait()
	waitUntil(t, "the game in the archive", func() bool { return len(archivedGames(t, srv.hub)) == 1 })
	ag := archivedGames(t, srv.hub)[0]
	recs, err := pdn.Parse(ag.PDN)
	if err != nil || len(recs) != 1 {
		t.Fatalf("the archived record does not read back (%v):\n%s", err, ag.PDN)
	}
	if got, want := recs[0].Game.Moves(), final.Moves(); len(got) != len(want) || got[len(got)-1].String() != want[len(want)-1].String() {
		t.Fatalf("archived moves %v; want %v", got, want)
	}
	noted := false
	for _, l := range ag.Chat {
		noted = noted || l.Note() && l.Text == want
	}
	if !noted {
		t.Fatalf("the archived chat does not note the takeback: %+v", ag.Chat)
	}
}

// TestE2ETakebackDeclined: White's request, declined with U, leaves the
// game as it was; asking twice at once is refused, and after
// maxTakebacks requests in a game the next is refused.
func TestE2ETakebackDeclined(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 80, 24)
	gp := &gamePlayers{t: t, srv: srv, code: code, seat: [2]*term{alice, bob}, spec: alice, refused: 1}
	gp.playOne()
	for n := range maxTakebacks {
		marks := [2]int{alice.mark(), bob.mark()}
		alice.send("u")
		bob.waitText(marks[1], "alice asks to take back")
		alice.waitText(marks[0], "alice asks to take back their last move")
		if n == 0 {
			mk := alice.mark()
			alice.send("u")
			alice.waitText(mk, "refused: "+ErrTakebackAsked.Error())
		}
		marks = [2]int{alice.mark(), bob.mark()}
		bob.send("U")
		bob.waitText(marks[1], "bob declined the takeback")
		alice.waitText(marks[0], "bob declined the takeback")
	}
	if ply, redo := roomPlies(t, srv, code); ply != 1 || redo {
		t.Fatalf("after declined takebacks the game has %d plies (redo line %v); want 1", ply, redo)
	}
	mk := alice.mark()
	alice.send("u")
	alice.waitText(mk, "refused: "+ErrTakebackBudget.Error())
	mk = bob.mark()
	bob.send("U")
	bob.waitText(mk, "refused: "+ErrNoTakeback.Error())
}

// TestE2ERatedTakebackOnlyBeforeTheReply: in a rated game a player may
// not take back a move the opponent has answered; before the reply they
// may, and the opponent's move lapses a request instead of answering it.
func TestE2ERatedTakebackOnlyBeforeTheReply(t *testing.T) {
	t.Parallel()
	srv, code, seats := keyPair(t, nil)
	alice, bob := seats[0], seats[1]
	if ok, why := roomRated(t, srv.hub, code); !ok {
		t.Fatalf("the game is casual (%s)", why)
	}
	gp := &gamePlayers{t: t, srv: srv, code: code, seat: seats, spec: alice, refused: 1}
	gp.playOne() // alice
	gp.playOne() // bob answers
	mk := alice.mark()
	alice.send("u")
	alice.waitText(mk, "refused: "+ErrTakebackRated.Error())

	gp.playOne() // alice again; bob has not replied yet
	marks := [2]int{alice.mark(), bob.mark()}
	alice.send("u")
	bob.waitText(marks[1], "alice asks to take back")
	marks = [2]int{alice.mark(), bob.mark()}
	gp.playOne() // bob plays instead of answering
	alice.waitText(marks[0], "the takeback request lapsed")
	if ply, _ := roomPlies(t, srv, code); ply != 4 {
		t.Fatalf("the game has %d plies; want 4", ply)
	}
}

// TestCasualTakebackAfterTheReply: in a casual game a player whose move
// the opponent has answered takes back both moves once the opponent
// agrees; the takeback needs a move of one's own to take back.
func TestCasualTakebackAfterTheReply(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	a, b := openRoom(t, h, DefaultRoomOptions())
	white, black := seatColors(t, a, b)
	if err := black.Takeback(); !errors.Is(err, ErrNothingBack) {
		t.Fatalf("a takeback with no move played: %v; want %v", err, ErrNothingBack)
	}
	playOpening(t, white, black)
	g, _ := roomGame(t, h, a.Code())
	if err := white.Takeback(); err != nil { // black has replied
		t.Fatal(err)
	}
	if err := black.Takeback(); err != nil {
		t.Fatal(err)
	}
	after, _ := roomGame(t, h, a.Code())
	if after.Ply() != g.Ply()-2 || len(after.AllMoves()) != after.Ply() || after.Position() != g.PositionAt(g.Ply()-2) {
		t.Fatalf("after the takeback: ply %d (%d recorded); want %d", after.Ply(), len(after.AllMoves()), g.Ply()-2)
	}
	if side := after.Position().SideToMove(); side != game.White {
		t.Fatalf("%s to move after White's takeback", side)
	}
}
