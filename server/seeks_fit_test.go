package server

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// TestSeekScreensFitTheTerminal: at 80×24 the lobby's menu with quick
// match's line, the create-room form with its Open field, and the open
// games (long names and rules among them) fit whole: no more rows than the
// screen has, and none of their lines (all of the open games') reaches the
// last column, where clipping would have cut it.
func TestSeekScreensFitTheTerminal(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	a.width, a.height = 80, 24
	a.player = room.Player{Name: "ann", Key: "SHA256:ann", ID: 1}
	a.lobby = newLobby(a)
	a.show(a.lobby)
	long, err := game.ParseRules("men-capture-backward,majority,removal=end,promotion=continue,repetition=5,no-progress=80")
	if err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"bob", strings.Repeat("z", textsafe.MaxName)} {
		opts := room.Options{Rules: long, Open: true, Clock: 15 * time.Minute, Increment: 10 * time.Second, Rated: i == 0}
		if _, err := a.srv.hub.CreateRanked(room.Player{Name: name, Key: "SHA256:" + name, ID: store.PlayerID(10 + i)}, opts, room.SeekRank{R: 1999, Text: "1999"}); err != nil {
			t.Fatal(err)
		}
	}
	fits := func(what string, mine ...string) {
		t.Helper()
		txt := screenText(a)
		lines := strings.Split(strings.TrimRight(txt, "\n"), "\n")
		if len(lines) > a.height {
			t.Errorf("%s: %d rows on a screen of %d:\n%s", what, len(lines), a.height, txt)
		}
		for _, ln := range lines {
			ours := len(mine) == 0
			for _, m := range mine {
				ours = ours || strings.Contains(ln, m)
			}
			if ours && ansi.StringWidth(ln) >= a.width {
				t.Errorf("%s: a line reaches column %d:\n%s", what, a.width, ln)
			}
		}
	}
	run(a, a.lobby.init())
	fits("the menu", "Quick match", "Open games")
	wantOnScreen(t, a, "Quick match (5+3, 0 waiting)", "Open games")
	press(a, "2")
	for range fieldOpen {
		press(a, "down")
	}
	fits("the create-room form", "Open ")
	wantOnScreen(t, a, "> Open         < no (only those you give the code join) >")
	press(a, "right")
	wantOnScreen(t, a, "< yes (listed in the lobby's open games) >")
	fits("the create-room form, open", "Open ")
	press(a, "esc", "8")
	fits("the open games")
	wantOnScreen(t, a, "bob (1999) · 15+10 · rated · rules: see below",
		strings.Repeat("z", textsafe.MaxName)+" (1999) · 15+10 · casual · rules: see below",
		": men-capture-backward, majority, removal=end,", "  promotion=continue, repetition=5, no-progress=80")
}
