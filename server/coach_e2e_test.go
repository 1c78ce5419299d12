package server

import (
	"context"
	"strings"
	"testing"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/ui"
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

// TestE2ECoachOffAfterTheFirstGames: a key holder's games against the
// computer have the coach while the archive holds fewer than
// ui.CoachGames of their finished games, and not after them.
func TestE2ECoachOffAfterTheFirstGames(t *testing.T) {
	t.Parallel()
	waitForTheBook(t)
	srv, addr, _ := startServer(t, nil)
	key := newKey(t)
	coached := func(want bool) {
		t.Helper()
		tm := openTerm(t, addr, "alice", key, "", 120, 40)
		defer tm.close()
		tm.waitShowing(lobbyText)
		mk := tm.mark()
		tm.send("1")
		tm.waitText(mk, "Start the game")
		mk = tm.mark()
		tm.send("\r")
		tm.waitText(mk, "vs the computer")
		mk = tm.mark()
		tm.send("d2\rc3\r")
		if want {
			tm.waitText(mk, "Coach: d2-c3")
			return
		}
		tm.waitText(mk, "b4xd2") // the computer answered (its one legal move), the coach silent
		if txt := tm.screenText(mk); strings.Contains(txt, "Coach:") {
			t.Fatalf("the coach spoke after %d games:\n%s", ui.CoachGames, txt)
		}
	}
	coached(true)
	ctx := context.Background()
	p, err := srv.store.PlayerByKey(ctx, gossh.FingerprintSHA256(key.PublicKey()))
	if err != nil {
		t.Fatal(err)
	}
	for range ui.CoachGames {
		g := game.NewGame(game.DefaultRules(), game.StartPosition())
		if err := g.Resign(game.Black); err != nil {
			t.Fatal(err)
		}
		if _, err := srv.store.Save(ctx, store.FinishedGame{Record: pdn.NewRecord(g), White: store.Seat{Player: p.ID},
			Black: store.Seat{Name: ui.ComputerName(1)}, Level: 1}); err != nil {
			t.Fatal(err)
		}
	}
	coached(false)
}
