package server

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/key"
	"github.com/charmbracelet/x/ansi"
)

// TestLobbyUsesTheKeyMap: the lobby's menu and create-room form move with
// the session's bindings, not with fixed keys.
func TestLobbyUsesTheKeyMap(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	a.keys.Up = key.NewBinding(key.WithKeys("w"))
	a.keys.Down = key.NewBinding(key.WithKeys("s", "pgdown"))
	l := a.lobby
	l.update(keypress.Key("j"))
	if l.menu.sel != 0 {
		t.Fatalf("j (no longer Down) moved the menu to item %d", l.menu.sel)
	}
	l.update(keypress.Key("s"))
	if l.menu.sel != 1 {
		t.Fatalf("s (bound to Down) left the menu on item %d", l.menu.sel)
	}
	l.update(keypress.Key("w"))
	if l.menu.sel != 0 {
		t.Fatalf("w (bound to Up) left the menu on item %d", l.menu.sel)
	}
	l.update(keypress.Key("2")) // create a room
	if l.page != pageCreate {
		t.Fatal("2 did not open the create-room form")
	}
	l.update(keypress.Key("down"))
	if l.field != fieldColor {
		t.Fatalf("↓ (no longer Down) moved the form to field %d", l.field)
	}
	l.update(keypress.Key("pgdown"))
	if l.field != fieldClock {
		t.Fatalf("pgdown (bound to Down) left the form on field %d", l.field)
	}
}

// TestRoomDeclineDrawKey: in a room, the decline-draw key is in the help
// and in the footer while the opponent offers a draw, and it declines.
func TestRoomDeclineDrawKey(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	a.keys.DeclineDraw = key.NewBinding(key.WithKeys("Z"), key.WithHelp("Z", "decline draw"))
	c, err := a.srv.hub.Create(a.player, DefaultRoomOptions())
	if err != nil {
		t.Fatal(err)
	}
	a.enterRoom(c, "")
	bob, err := a.srv.hub.Join(c.Code(), Player{Name: "bob"}, "")
	if err != nil {
		t.Fatal(err)
	}
	a.room.apply(waitFor(t, c, "the game to start", func(s *State) bool { return s.Started }))
	if err := bob.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	a.room.apply(waitFor(t, c, "bob's offer", func(s *State) bool { return s.DrawOffer >= 0 }))
	v := ansi.Strip(a.room.view())
	if !strings.Contains(v, "Z decline") {
		t.Errorf("the header does not say Z declines:\n%s", v)
	}
	if !strings.Contains(v, "Z decline draw") { // the game's footer, above the room's keys
		t.Errorf("the footer does not say Z declines:\n%s", v)
	}
	a.room.update(keypress.Key("?"))
	if v := ansi.Strip(a.room.view()); !regexp.MustCompile(`\bZ +decline draw`).MatchString(v) {
		t.Errorf("the room's help does not list the decline key:\n%s", v)
	}
	a.room.update(keypress.Key("?")) // back to the game
	cmd := a.room.update(keypress.Key("Z"))
	if cmd == nil {
		t.Fatal("Z (bound to DeclineDraw) did nothing")
	}
	cmd()
	waitFor(t, c, "the offer declined", func(s *State) bool { return s.DrawOffer < 0 })
}

// TestNoScreenSwitchesOnKeyStrings: the screens of the ui and server
// packages match keys with key.Matches on the key map, never on a key's
// name (a guard for TestLobbyUsesTheKeyMap and the ui's KeyMap tests,
// which cannot try every key of every screen).
func TestNoScreenSwitchesOnKeyStrings(t *testing.T) {
	t.Parallel()
	raw := regexp.MustCompile(`(switch|==|!=).*\b(msg|k)\.String\(\)|\b(msg|k)\.String\(\) *[!=]=|case "(up|down|left|right|enter|esc|q|tab|ctrl\+c| )"`)
	for _, dir := range []string{".", "../ui"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for i, line := range strings.Split(string(data), "\n") {
				if raw.MatchString(line) {
					t.Errorf("%s:%d matches a key by its name, not a KeyMap binding: %s", f, i+1, strings.TrimSpace(line))
				}
			}
		}
	}
}
