package server

import (
	"testing"
)

// TestE2EComputerInAPositionOfManyMoves: a client sets up a position in
// which the computer's search meets more legal moves than the engine's
// per-ply buffers held (a mulla's captures: 1,750 for White after
// Black's move). The search indexed those buffers by the move count and
// panicked in a goroutine with no recover, which ended the whole server
// process, every session with it. The computer now plays its move, and
// the server still serves a second client.
func TestE2EComputerInAPositionOfManyMoves(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	tm := openTerm(t, addr, "mira", nil, "", 110, 34)
	tm.waitText(0, lobbyText)
	mk := tm.mark()
	tm.send("1")
	tm.waitText(mk, "Start the game")
	mk = tm.mark()
	tm.send("\x1b[B\x1b[B\x1b[B\x1b[B") // from the start button down to the Position line
	tm.send("1b1bW/b1bbb/1b3/bbbbb/5 b")
	tm.waitText(mk, "1b1bW/b1bbb/1b3/bbbbb/5 b")
	mk = tm.mark()
	tm.send("\r")
	tm.waitText(mk, "White must capture") // the computer, Black, has moved
	other := openTerm(t, addr, "noor", nil, "", 80, 24)
	other.waitText(0, lobbyText)
}
