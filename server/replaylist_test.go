package server

import (
	"strings"
	"testing"
)

// replayListRow is the archived game's row in the recent games.
const replayListRow = "ann – bob  1-0"

// recentGamesAt opens a guest's session at w×h on the recent games, where
// an archived game of ann and bob, with chat, is listed.
func recentGamesAt(t *testing.T, w, h int) *term {
	t.Helper()
	srv, addr, _ := startServer(t, nil)
	a := &app{srv: srv}
	ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
	archiveGame(t, a, ann, bob, 3, true)
	zed := openTerm(t, addr, "zed", nil, "", w, h)
	zed.waitText(0, lobbyText)
	typeAndSee(t, zed, "6", "Recent games")
	typeAndSee(t, zed, "4", replayListRow)
	return zed
}

// TestE2EArchivedReplayBackToTheList: a game opened from the recent games
// is looked at in the replay; esc, and q, return to the list — not to a
// made-up game against the computer under the archived players' names
// that offers a rematch.
func TestE2EArchivedReplayBackToTheList(t *testing.T) {
	t.Parallel()
	zed := recentGamesAt(t, 100, 34)
	for _, leave := range []string{"\x1b", "q"} {
		typeAndSee(t, zed, "\r", "replay · ply 3 of 3")
		mk := zed.mark()
		zed.send(leave)
		onScreen(t, zed, mk, replayListRow)
		if txt := zed.screenText(mk); strings.Contains(txt, "rematch") || strings.Contains(txt, "replay ·") {
			t.Fatalf("%q in the replay did not return to the list:\n%s", leave, txt)
		}
	}
}

// TestE2EArchivedReplayShowsTheChat: the replay of an archived game shows
// what was said in it, under the board, at 80×24.
func TestE2EArchivedReplayShowsTheChat(t *testing.T) {
	t.Parallel()
	zed := recentGamesAt(t, 80, 24)
	typeAndSee(t, zed, "\r", "replay · ply 3 of 3")
	zed.waitText(0, "ann: good game")
}

// TestE2EReplayViewersShareOneParsedRecord: three sessions replaying one
// archived game at once hold one parse of its record between them.
func TestE2EReplayViewersShareOneParsedRecord(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	a := &app{srv: srv}
	ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
	archiveGame(t, a, ann, bob, 3, true)
	var viewers []*term
	for _, user := range []string{"xan", "yan", "zed"} {
		v := openTerm(t, addr, user, nil, "", 100, 34)
		v.waitText(0, lobbyText)
		typeAndSee(t, v, "6", "Recent games")
		typeAndSee(t, v, "4", replayListRow)
		typeAndSee(t, v, "\r", "replay · ply 3 of 3")
		viewers = append(viewers, v)
	}
	if n := srv.replays.Parses(); n != 1 {
		t.Fatalf("%d viewers replaying one game parsed its record %d times, want once", len(viewers), n)
	}
}
