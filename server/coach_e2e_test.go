package server

import (
	"strings"
	"testing"
)

// TestE2ECoachSoloNotInARoom: over SSH the coach flags d2-c3 as it is
// played in a game against the computer, and says nothing when the same
// move is played in a room between two people (fair play), to either
// player.
func TestE2ECoachSoloNotInARoom(t *testing.T) {
	t.Parallel()
	waitForTheBook(t)
	_, addr, _ := startServer(t, nil)
	solo := openTerm(t, addr, "solo", nil, "", 120, 40)
	solo.waitText(0, lobbyText)
	mk := solo.mark()
	solo.send("1")
	solo.waitText(mk, "Start the game")
	mk = solo.mark()
	solo.send("\r")
	solo.waitText(mk, "vs the computer")
	mk = solo.mark()
	solo.send("d2\rc3\r")
	solo.waitText(mk, "Coach: d2-c3")
	solo.waitText(mk, "draw → loss")

	alice, bob, _ := twoInARoom(t, addr, 120, 40)
	marks := [2]int{alice.mark(), bob.mark()}
	alice.send("d2\rc3\r")
	bob.waitText(marks[1], "must capture")
	for i, tm := range []*term{alice, bob} {
		if txt := tm.screenText(marks[i]); strings.Contains(txt, "Coach:") || strings.Contains(txt, "Take it back") {
			t.Errorf("the coach spoke in a room between two people:\n%s", txt)
		}
	}
}
