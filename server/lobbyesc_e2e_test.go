package server

import (
	"testing"
	"time"
)

// TestE2ELobbyEscDoesNotDisconnect: esc from a lobby page goes back to the
// menu, and one esc more at the menu only says how to quit; the session
// stays until q.
func TestE2ELobbyEscDoesNotDisconnect(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	tm := openTerm(t, addr, "eve", newKey(t), "", 100, 30)
	tm.waitText(0, lobbyText)
	mk := tm.mark()
	tm.send("2")
	tm.waitText(mk, "Create a room")
	mk = tm.mark()
	tm.send("\x1b")
	tm.waitText(mk, lobbyText)
	mk = tm.mark()
	tm.send("\x1b") // one too many
	tm.waitText(mk, "this is the lobby: q quits")
	mk = tm.mark()
	tm.send("2") // still there, and still taking keys
	tm.waitText(mk, "Create a room")
	tm.send("\x1b")
	tm.waitText(mk, lobbyText)
	tm.send("q")
	select {
	case <-tm.done:
	case <-time.After(waitTimeout):
		t.Fatal("q at the lobby did not end the session")
	}
}
