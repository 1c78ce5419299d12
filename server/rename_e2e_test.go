package server

import (
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/admintarget"
	"github.com/fetaix/fetaix/store"
)

// renamer opens a store of its own on srv's database, as fetaix admin
// rename does from another process, and returns a function that renames
// the player named from to with it.
func renamer(t *testing.T, srv *Server) func(from, to string) {
	t.Helper()
	admin, err := store.Open(srv.cfg.DB, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = admin.Close() })
	return func(from, to string) {
		t.Helper()
		p, err := admintarget.PlayerNamed(t.Context(), admin, from)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := admin.SetName(t.Context(), p.ID, to); err != nil {
			t.Fatal(err)
		}
	}
}

// TestE2EAdminRenameShowsInLiveSessions: the operator renames alice
// (fetaix admin rename, from another process: a store of its own on the
// server's database) while she plays bob, carol watches and alice has a
// second session in the lobby; within the server's poll the new name is
// in bob's header, on carol's board, in alice's own game, in her lobby's
// greeting, and beside the room's news for everyone.
func TestE2EAdminRenameShowsInLiveSessions(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	aliceKey := newKey(t)
	alice := openTerm(t, addr, "alice", aliceKey, "", 100, 34)
	alice.waitText(0, lobbyText)
	code := createRoom(t, alice, "\x1b[C") // White
	bob := openTerm(t, addr, "bob", newKey(t), "join "+code, 100, 34)
	bob.waitText(0, "vs alice")
	carol := openTerm(t, addr, "carol", nil, "watch "+code, 100, 34)
	carol.waitText(0, "you are watching")
	lobby := openTerm(t, addr, "alice", aliceKey, "", 100, 34)
	lobby.waitText(0, "hello, alice")

	mkA, mkB, mkC, mkL := alice.mark(), bob.mark(), carol.mark(), lobby.mark()
	renamer(t, srv)("alice", "alicia")
	bob.waitText(mkB, "vs alicia")
	bob.waitText(mkB, "alice is now alicia")
	carol.waitText(mkC, "White alicia")
	alice.waitText(mkA, "White alicia")
	lobby.waitText(mkL, "hello, alicia")
	lobby.waitText(mkL, "your name is now alicia")
}

// TestE2EAdminRenameKeepsTheRoomsNews: the operator's rename of a player
// shows in the room's header beside its news, which keeps the latest of
// the game: bob's draw offer (on his own screen, that it waits for
// alicia's answer), then the game's end by alice's accepting it
// — each still on both screens, at 80×24, once the rename shows.
func TestE2EAdminRenameKeepsTheRoomsNews(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	alice, bob, code := twoInARoom(t, addr, 80, 24)
	seats := [2]*term{alice, bob}
	playOpeningKeys(t, srv, code, seats)
	rename := renamer(t, srv)
	k := defaultKeyMap()

	mk := alice.mark()
	bob.send(k.Draw.Keys()[0])
	alice.waitText(mk, "bob offers a draw")
	rename("alice", "alicia")
	waitWhole(t, bob, "bob's screen after alice's rename", "vs alicia", "alice is now alicia", "you offer a draw: waiting for alicia")
	waitWhole(t, alice, "alice's screen after her rename", "White alicia", "alice is now alicia", "bob offers a draw")

	mk = bob.mark()
	alice.send(k.Draw.Keys()[0])
	bob.waitText(mk, "alicia accepted the draw")
	rename("bob", "bobby")
	waitWhole(t, alice, "alice's screen after bob's rename", "vs bobby", "bob is now bobby", "alicia accepted the draw")
	waitWhole(t, bob, "bob's screen after his rename", "Black bobby", "bob is now bobby", "alicia accepted the draw")
}

// TestE2EArchivedGameKeepsTheNamesOfItsTime: alice replays her archived
// game when the operator renames her; the replay, the list of games and
// the export all name her as the game's record does, by her name when it
// was played, and the export of the player by her new name finds it.
func TestE2EArchivedGameKeepsTheNamesOfItsTime(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	alice, bob, code := twoInARoom(t, addr, 100, 34)
	seats := [2]*term{alice, bob}
	playOpeningKeys(t, srv, code, seats)
	white, marks := resignWhite(t, srv, code, seats)
	seats[1-white].waitText(marks[1-white], " resigned")
	srv.hub.WaitArchived()
	typeAndSee(t, alice, "q", lobbyText)
	typeAndSee(t, alice, "6", "Recent games")
	typeAndSee(t, alice, "4", "alice")
	typeAndSee(t, alice, "\r", "White alice")

	renamer(t, srv)("alice", "alicia")
	waitUntil(t, "the rename read", func() bool {
		p, err := srv.store.PlayerByName(t.Context(), "alicia")
		return err == nil && p.Name == "alicia"
	})
	typeAndSee(t, alice, "q", "Recent games")
	typeAndSee(t, alice, "\x1b", "Leaderboard")
	typeAndSee(t, alice, "\x1b", lobbyText)
	onScreen(t, alice, 0, "hello, alicia") // the rename reached her session
	typeAndSee(t, alice, "6", "Recent games")
	typeAndSee(t, alice, "4", "alice")
	mk := alice.mark()
	alice.send("\r")
	shown := newShownScreen(alice, 100, 34)
	shown.waitShown(mk, "White ali", time.Now().Add(waitTimeout))
	if s := shown.String(); strings.Contains(s, "alicia") {
		t.Fatalf("the replay names a player by a name of after the game:\n%s", s)
	}
	p, err := srv.store.PlayerByName(t.Context(), "alicia")
	if err != nil {
		t.Fatal(err)
	}
	var pdn strings.Builder
	if n, err := srv.store.Export(t.Context(), &pdn, p.ID); err != nil || n != 1 {
		t.Fatalf("export of alicia's games: %d games, %v", n, err)
	}
	if !strings.Contains(pdn.String(), `[White "alice"]`) && !strings.Contains(pdn.String(), `[Black "alice"]`) {
		t.Fatalf("the export does not name alice as the game did:\n%s", pdn.String())
	}
}
