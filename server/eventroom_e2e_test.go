package server

import (
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
)

// TestE2EBerserkKeyInATournamentGame: in a room a tournament paired
// (room.Hub.StartPair), a player over SSH sees the berserk key before
// their first move, and pressing it halves their clock, marks them and
// tells the room; a takeback is refused with its reason.
func TestE2EBerserkKeyInATournamentGame(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	keys, code := pairedEventRoom(t, srv)
	alice := openTerm(t, addr, "alice", keys[0], "join "+code, 80, 24)
	alice.waitText(0, "Z berserk")
	mk := alice.mark()
	alice.send("Z")
	alice.waitText(mk, "alice went berserk")
	alice.waitText(mk, "alice (berserk)")
	if clk, _ := roomClock(t, srv.hub, code); clk[game.White] != 90*time.Second || clk[game.Black] != 3*time.Minute {
		t.Fatalf("clocks after berserk: %v", clk)
	}
	mk = alice.mark()
	alice.send("Z")
	alice.waitText(mk, room.ErrBerserkAgain.Error())
	mk = alice.mark()
	alice.send("u")
	alice.waitText(mk, room.ErrEventTakeback.Error())
}

// pairedEventRoom opens, as an event's director does, a tournament room
// of 3 minutes for two key holders, alice (White) and bob, whose seats
// wait for their sessions; it returns their keys and the room's code.
func pairedEventRoom(t *testing.T, srv *Server) ([2]gossh.Signer, string) {
	t.Helper()
	keys := [2]gossh.Signer{newKey(t), newKey(t)}
	var ps [2]room.Player
	for i, name := range []string{"alice", "bob"} {
		fp := gossh.FingerprintSHA256(keys[i].PublicKey())
		p, err := srv.store.FindOrCreate(t.Context(), fp)
		if err != nil {
			t.Fatal(err)
		}
		ps[i] = room.Player{Name: name, Key: fp, ID: p.ID}
	}
	opts := room.DefaultOptions()
	opts.Event, opts.Clock = 4, 3*time.Minute
	w, b, err := srv.hub.StartPair(ps[0], ps[1], opts)
	if err != nil {
		t.Fatal(err)
	}
	w.Leave() // the seats wait for their players' sessions
	b.Leave()
	return keys, w.Code()
}
