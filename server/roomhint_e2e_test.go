package server

import "testing"

// TestE2ENoHintsInAnOnlineGame: t in a room says there are no hints in an
// online game, on the player's own turn as on the opponent's.
func TestE2ENoHintsInAnOnlineGame(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	alice, bob, _ := twoInARoom(t, addr, 100, 34)
	for _, tm := range []*term{alice, bob} { // alice has the move
		mk := tm.mark()
		tm.send("t")
		tm.waitText(mk, "no hints during an online game")
	}
}
