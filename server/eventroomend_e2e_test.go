package server

import (
	"strings"
	"testing"
)

// TestE2EEventGameOverOffersNoRematch: once a tournament game is over,
// its room's keys offer no rematch (the event pairs its players again),
// where a room of two players offers one.
func TestE2EEventGameOverOffersNoRematch(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	keys, code := pairedEventRoom(t, srv)
	alice := openTerm(t, addr, "alice", keys[0], "join "+code, 80, 24)
	alice.waitText(0, "x resign")
	mk := alice.mark()
	alice.send("x")
	alice.waitText(mk, "resigns?")
	alice.send("y")
	alice.waitText(mk, "v replay")
	if s := alice.screenText(0); strings.Contains(s, "rematch") {
		t.Errorf("a tournament game over offers a rematch:\n%s", s)
	}

	// a room of two players, for comparison
	carol := openTerm(t, addr, "carol", newKey(t), "", 80, 24)
	carol.waitText(0, lobbyText)
	mk = carol.mark()
	dan := openTerm(t, addr, "dan", newKey(t), "join "+createRoom(t, carol, ""), 80, 24)
	dan.waitText(0, "vs carol")
	carol.waitText(mk, "dan joined")
	mk = carol.mark()
	carol.send("x")
	carol.waitText(mk, "resigns?")
	carol.send("y")
	carol.waitText(mk, "m rematch")
}
