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
func waitForTheBook(t testing.TB) {
	t.Helper()
	if err := ai.DefaultBook().WaitRules(game.DefaultRules()); err != nil {
		t.Fatal(err)
	}
}

// shortestNoMoveEnd is the shortest game (12 plies, found by a search of
// both sides helping) that ends with the side to move, White, left with
// no move.
var shortestNoMoveEnd = []string{"d2-c3", "b4xd2", "b2xb4", "b5xb3", "e1xc3", "d4xb2xd2", "e2xc2", "e4xe2",
	"c1-b2", "a3xc1xe1", "a1-b2", "e1xa1xa3xc1xc3xe3"}

// TestE2EExplorerAfterARoomGameEndsOpensBeforeTheLastMove: a room game is
// played over SSH to its end by the rules, White left with no move; E
// then opens the explorer for each player on the position before the
// last move (Black to move), which it names, rather than saying there is
// nothing to explore.
func TestE2EExplorerAfterARoomGameEndsOpensBeforeTheLastMove(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 120, 40)
	seats := [2]*term{alice, bob}
	for _, text := range shortestNoMoveEnd {
		g, white := roomGame(t, srv.hub, code)
		m, err := game.ParseMove(g.Position(), g.Rules(), text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		mover := white
		if g.Position().SideToMove() == game.Black {
			mover = 1 - white
		}
		marks := [2]int{alice.mark(), bob.mark()}
		seats[mover].send(moveKeys(m))
		for i, tm := range seats {
			tm.waitText(marks[i], "played "+m.String())
		}
	}
	g, _ := roomGame(t, srv.hub, code)
	if res, _ := g.Result(); res == game.Ongoing || g.Position().HasMoves(g.Rules()) {
		t.Fatalf("the game is not over with no move left: %v, %s", res, g.Position())
	}
	waitForTheBook(t)
	for _, tm := range seats {
		mk := tm.mark()
		tm.send("E")
		tm.waitText(mk, "Explorer · Black to move")
		tm.waitText(mk, "the game's last move")
		if txt := tm.screenText(mk); strings.Contains(txt, "nothing to explore") {
			t.Errorf("E after the end still says there is nothing to explore:\n%s", txt)
		}
	}
}
