package server

import "testing"

// TestE2EPostGameAnalysisOnlyOnceOver: in a room, neither player can open
// the game's analysis (V) while the game is played; once it has ended,
// both can, and it shows the marks' summary; so can a player who opens
// the archived game from the list of recent games.
func TestE2EPostGameAnalysisOnlyOnceOver(t *testing.T) {
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 100, 34)
	seats := [2]*term{alice, bob}
	playOpeningKeys(t, srv, code, seats)
	for _, s := range seats {
		mk := s.mark()
		s.send("V")
		onScreen(t, s, mk, "no game analysis while two people play")
	}
	white, marks := resignWhite(t, srv, code, seats)
	seats[1-white].waitText(marks[1-white], " resigned")
	for _, s := range seats {
		mk := s.mark()
		s.send("V")
		onScreen(t, s, mk, "game analysis")
		onScreen(t, s, mk, "Black: ")
	}
	srv.hub.archive.pending.Wait()
	typeAndSee(t, alice, "q", "rematch") // leaves the analysis
	typeAndSee(t, alice, "q", lobbyText) // leaves the room
	typeAndSee(t, alice, "6", "Recent games")
	typeAndSee(t, alice, "4", "alice")
	typeAndSee(t, alice, "\r", "replay")
	mk := alice.mark()
	alice.send("V")
	onScreen(t, alice, mk, "game analysis")
	onScreen(t, alice, mk, "White: ")
}
