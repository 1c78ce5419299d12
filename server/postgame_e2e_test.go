package server

import "testing"

// TestE2EPostGameAnalysisOnlyOnceOver: in a room, neither player can open
// the game's analysis (V) while the game is played; once it has ended,
// both can, and it shows the marks' summary.
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
}
