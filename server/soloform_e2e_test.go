package server

import "testing"

// TestE2EPlayTheComputerEscGoesBack: esc on the new-game form of "Play
// the computer" goes back to the lobby, as its footer says, and starts no
// game.
func TestE2EPlayTheComputerEscGoesBack(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	tm := openTerm(t, addr, "fay", newKey(t), "", 100, 30)
	tm.waitText(0, lobbyText)
	mk := tm.mark()
	tm.send("1")
	tm.waitText(mk, "Start the game")
	tm.waitText(mk, "esc back")
	mk = tm.mark()
	tm.send("\x1b")
	tm.waitText(mk, lobbyText)
}
