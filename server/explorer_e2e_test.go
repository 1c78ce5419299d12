package server

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// TestE2EExplorerRefusedBetweenTwoPeople: in a game between two people,
// the explorer key opens nothing for either player, and says it is for
// fair play; the same key in a solo game against the computer opens the
// explorer on the position shown, with the proofs' values (waited for:
// the large book is read within the test, not during the next ones).
func TestE2EExplorerRefusedBetweenTwoPeople(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	alice, bob, _ := twoInARoom(t, addr, 120, 40)
	for _, tm := range []*term{alice, bob} {
		mk := tm.mark()
		tm.send("E")
		tm.waitText(mk, "no explorer during a game between two people (fair play)")
		if txt := tm.screenText(mk); strings.Contains(txt, "Explorer ·") || strings.Contains(txt, "by proof") {
			t.Errorf("the explorer opened during a game between two people:\n%s", txt)
		}
	}
	waitForTheBook(t)
	solo := openTerm(t, addr, "solo", nil, "", 120, 40)
	openSoloGame(solo)
	mk := solo.mark()
	solo.send("E")
	solo.waitText(mk, "Explorer · White to move")
	solo.waitText(mk, "c1xc3      * draw proof") // the proof's move after c2-c3 c4xc2, the book read
}

// waitForTheBook reads the default rules' large book of the proofs, which
// the explorer and the analysis read on first need: its reading time
// (seconds, many more under the race detector) is not what their tests
// measure. Once read, it returns at once.
func waitForTheBook(t *testing.T) {
	t.Helper()
	if err := ai.DefaultBook().WaitRules(game.DefaultRules()); err != nil {
		t.Fatal(err)
	}
}
