package server

import (
	"testing"

	"github.com/fetaix/fetaix/store"
)

// TestE2EAdminRenameShowsInLiveSessions: the operator renames alice
// (fetaix admin rename, from another process: a store of its own on the
// server's database) while she plays bob, carol watches and alice has a
// second session in the lobby; within the server's poll the new name is
// in bob's header, on carol's board, in alice's own game, in her lobby's
// greeting, and in the room's news for everyone.
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

	admin, err := store.Open(srv.cfg.DB, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	p, err := PlayerNamed(t.Context(), admin, "alice")
	if err != nil {
		t.Fatal(err)
	}
	mkA, mkB, mkC, mkL := alice.mark(), bob.mark(), carol.mark(), lobby.mark()
	if _, err := admin.SetName(t.Context(), p.ID, "alicia"); err != nil {
		t.Fatal(err)
	}
	bob.waitText(mkB, "vs alicia")
	bob.waitText(mkB, "alice is now alicia")
	carol.waitText(mkC, "White alicia")
	alice.waitText(mkA, "White alicia")
	lobby.waitText(mkL, "hello, alicia")
	lobby.waitText(mkL, "your name is now alicia")
}
