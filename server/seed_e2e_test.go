package server

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game/pdn"
)

// TestE2EComputerGamesVaryBetweenSessions: the computer's games over SSH
// are not the same in every session. Sessions open a game against level 1
// and play the same opening, the computer's first replies forced; its
// first free choice (Black's third move, four moves of level 1 each at
// least 4 % likely) is not the same in all of them. With the seed fixed,
// as it was, every session got the same reply; drawn per game, twelve
// sessions all alike is a chance of about 1 in 10,000. The coach is on
// (a guest's first games) and silent: the opening keeps the proven draw.
func TestE2EComputerGamesVaryBetweenSessions(t *testing.T) {
	t.Parallel()
	waitForTheBook(t) // the coach's look at each move reads it: on a loaded machine, longer than a reply's wait
	srv, addr, _ := startServer(t, nil)
	const sessions = 12
	replies := map[string]int{}
	for i := range sessions {
		name := fmt.Sprintf("seed%d", i)
		tm := openTerm(t, addr, name, nil, "", 110, 34)
		tm.waitText(0, lobbyText)
		mk := tm.mark()
		tm.send("1")
		tm.waitText(mk, "Start the game")
		tm.waitText(mk, "men-capture-backward")
		tm.send("\x1b[B\x1b[B\x1b[B\x1b[D") // from the start button down to the level, from 2 to 1
		tm.waitFor(mk, "1 beginner", tm.screenText)
		mk = tm.mark()
		tm.send("\r")
		tm.waitText(mk, "vs the computer")
		for _, mv := range [][2]string{{"c2", "c3"}, {"c1", "c3"}, {"c3", "a3"}} {
			mk = tm.mark()
			tm.send(mv[0] + "\r" + mv[1] + "\r")
			waitUntil(t, "the computer's reply to "+mv[0]+"-"+mv[1], func() bool {
				txt := tm.screenText(mk)
				return strings.Contains(txt, "White to move") || strings.Contains(txt, "White must capture")
			})
		}
		tm.close()
		var rec *pdn.Record
		waitUntil(t, name+"'s game archived", func() bool {
			for _, r := range archivedRecords(t, srv.hub) {
				if r.Tag(pdn.TagWhite) == name {
					rec = r
				}
			}
			return rec != nil
		})
		moves := rec.Game.Moves()
		if len(moves) != 6 {
			t.Fatalf("%s: %d plies archived, want 6: %v", name, len(moves), moves)
		}
		replies[moves[5].String()]++
	}
	if len(replies) < 2 {
		t.Errorf("level 1's reply to the same opening in %d sessions: %v; the same every time", sessions, replies)
	}
}
