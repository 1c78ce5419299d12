package server

import (
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// renameKeys opens the name form from the account pages, clears it and
// types name.
func renameKeys(t *testing.T, tm *term, name, want string, confirm bool) {
	t.Helper()
	mk := tm.mark()
	tm.send("1")
	onScreen(t, tm, mk, "Choose your name")
	if confirm { // a change of name is asked to be confirmed
		typeAndSee(t, tm, "\x15"+name+"\r", "enter confirms")
		typeAndSee(t, tm, "\r", want)
		return
	}
	typeAndSee(t, tm, "\x15"+name+"\r", want) // ctrl+u: the field empty first
}

// TestHostileMutedPlayerCannotRename: a muted player cannot speak through
// their name: the rename is refused with the mute's reason and the name
// stays; once unmuted, a rename is made and logged, and the next within
// a minute is refused.
func TestHostileMutedPlayerCannotRename(t *testing.T) {
	t.Parallel()
	logs := &syncBuffer{}
	srv, addr, _ := startServer(t, func(c *Config) {
		quickSanctions(c)
		c.Log = slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
	})
	loud := openTerm(t, addr, "loud", newKey(t), "", 100, 34)
	enterLobby(t, loud)
	p, err := srv.store.PlayerByName(t.Context(), "loud")
	if err != nil {
		t.Fatal(err)
	}
	target := sanctionNow(t, srv, store.Mute, "loud", "shouting", time.Hour)
	waitUntil(t, "the mute in force", func() bool { return srv.hub.Sanctions().Mutes.Of(room.Player{ID: p.ID}) != nil })

	mk := loud.mark()
	loud.send(accountKey)
	onScreen(t, loud, mk, "Change your name")
	renameKeys(t, loud, "you all stink", "name: you are muted", false)
	if now, _ := srv.store.PlayerByID(t.Context(), p.ID); now.Name != "loud" {
		t.Fatalf("the muted player renamed themself %q", now.Name)
	}

	if err := srv.store.Lift(t.Context(), store.Mute, target); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the mute lifted", func() bool { return srv.hub.Sanctions().Mutes.Of(room.Player{ID: p.ID}) == nil })
	back := func() { // from the name form to the lobby, to the account pages
		t.Helper()
		mk := loud.mark()
		loud.send("\x1b") // alone: esc and a key at once read as alt+key
		onScreen(t, loud, mk, "What would you like to do?")
		mk = loud.mark()
		loud.send(accountKey)
		onScreen(t, loud, mk, "Change your name")
	}
	back()
	renameKeys(t, loud, "quiet", "your name is quiet", true)
	if !strings.Contains(logs.String(), `msg="player renamed"`) || !strings.Contains(logs.String(), "player=loud key=SHA256:") || !strings.Contains(logs.String(), "from=loud to=quiet") {
		t.Fatalf("the rename is not logged:\n%s", logs.String())
	}
	mk = loud.mark()
	loud.send(accountKey)
	onScreen(t, loud, mk, "Change your name")
	renameKeys(t, loud, "join discord xyz", "name: you may change your name once a minute and 3 times a day", true)
	if now, _ := srv.store.PlayerByID(t.Context(), p.ID); now.Name != "quiet" {
		t.Fatalf("a second rename within the minute made %q", now.Name)
	}
}
