package server

import (
	"strings"
	"testing"
)

// TestE2ELobbyTakesAKeyHolderBackToTheirGame: a key holder whose
// connection drops mid-game finds, on coming back, the lobby saying so
// with the room's code, and enter takes them back to their seat; so does
// `join` without a code. Someone with no seat kept is told so.
func TestE2ELobbyTakesAKeyHolderBackToTheirGame(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	bobKey := newKey(t)
	alice := openTerm(t, addr, "alice", newKey(t), "", 80, 24)
	alice.waitText(0, lobbyText)
	code := createRoom(t, alice, "\x1b[C") // White
	mk := alice.mark()
	bob := openTerm(t, addr, "bob", bobKey, "join "+code, 80, 24)
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob joined")
	playOpeningKeys(t, srv, code, [2]*term{alice, bob}) // past the abort: the seat is kept

	drop := func() {
		t.Helper()
		mk := alice.mark()
		bob.close()
		alice.waitText(mk, "bob disconnected")
	}
	drop()
	mk = alice.mark()
	bob = openTerm(t, addr, "bob", bobKey, "", 80, 24)
	bob.waitText(0, "you have a game in progress in room "+code+" — enter to go back")
	bob.waitText(0, "Back to your game in room "+code)
	if txt := bob.text(0); strings.Contains(txt, "you play black") {
		t.Fatalf("put back in the room before asking:\n%s", txt)
	}
	bob.send("\r")
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob is back")

	drop()
	mk = alice.mark()
	bob = openTerm(t, addr, "bob", bobKey, "join", 80, 24)
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob is back")

	carol := openTerm(t, addr, "carol", newKey(t), "join", 80, 24)
	carol.waitText(0, "you have no game in progress to go back to")
	if txt := carol.text(0); strings.Contains(txt, "Back to your game") {
		t.Fatalf("offered a game to go back to without one:\n%s", txt)
	}
}

// TestE2ELobbyTakesAGuestBackToTheSeatTheyLeft: a guest who leaves a game
// in progress finds the lobby offering it back (by the seat's token), and
// enter takes them back to their seat.
func TestE2ELobbyTakesAGuestBackToTheSeatTheyLeft(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	guest := openTerm(t, addr, "gus", nil, "", 80, 24)
	guest.waitText(0, lobbyText)
	code := createRoom(t, guest, "\x1b[C") // White
	mk := guest.mark()
	bob := openTerm(t, addr, "bob", newKey(t), "join "+code, 80, 24)
	bob.waitText(0, "you play black")
	guest.waitText(mk, "bob joined")
	playOpeningKeys(t, srv, code, [2]*term{guest, bob})

	mk, bobMk := guest.mark(), bob.mark()
	guest.send("q")
	bob.waitText(bobMk, "gus disconnected")
	guest.waitText(mk, "you have a game in progress in room "+code+" — enter to go back")
	bobMk = bob.mark()
	guest.send("\r")
	guest.waitText(mk, "you play white")
	bob.waitText(bobMk, "gus is back")
}
