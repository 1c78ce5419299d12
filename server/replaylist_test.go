package server

import (
	"strings"
	"testing"
)

// TestE2EArchivedReplayBackToTheList: a game opened from the recent games
// is looked at in the replay; esc, and q, return to the list — not to a
// made-up game against the computer under the archived players' names
// that offers a rematch.
func TestE2EArchivedReplayBackToTheList(t *testing.T) {
	srv, addr, _ := startServer(t, nil)
	a := &app{srv: srv}
	ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
	archiveGame(t, a, ann, bob, 3, true)
	zed := openTerm(t, addr, "zed", nil, "", 100, 34)
	zed.waitText(0, lobbyText)
	const row = "ann – bob  1-0"
	typeAndSee(t, zed, "6", "Recent games")
	typeAndSee(t, zed, "4", row)
	for _, leave := range []string{"\x1b", "q"} {
		typeAndSee(t, zed, "\r", "replay · ply 3 of 3")
		mk := zed.mark()
		zed.send(leave)
		onScreen(t, zed, mk, row)
		if txt := zed.screenText(mk); strings.Contains(txt, "rematch") || strings.Contains(txt, "replay ·") {
			t.Fatalf("%q in the replay did not return to the list:\n%s", leave, txt)
		}
	}
}

// TestE2EArchivedReplayShowsTheChat: the replay of an archived game shows
// what was said in it, under the board, at 80×24.
func TestE2EArchivedReplayShowsTheChat(t *testing.T) {
	srv, addr, _ := startServer(t, nil)
	a := &app{srv: srv}
	ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
	archiveGame(t, a, ann, bob, 3, true)
	zed := openTerm(t, addr, "zed", nil, "", 80, 24)
	zed.waitText(0, lobbyText)
	typeAndSee(t, zed, "6", "Recent games")
	typeAndSee(t, zed, "4", "ann – bob  1-0")
	typeAndSee(t, zed, "\r", "replay · ply 3 of 3")
	zed.waitText(0, "ann: good game")
}
