package server

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/server/room"
)

// TestRoomRulesKey: in a room, where R reports someone, H opens the
// game's rules screen and closes it again, and the game's help names H
// for the rules; R still reports.
func TestRoomRulesKey(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	c, err := a.srv.hub.Create(a.player, room.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	a.enterRoom(c, "")
	if _, err := a.srv.hub.Join(c.Code(), room.Player{Name: "bob"}, ""); err != nil {
		t.Fatal(err)
	}
	a.room.apply(waitFor(t, c, "the game to start", func(s *room.State) bool { return s.Started }))
	a.room.update(keypress.Key("H"))
	if v := ansi.Strip(a.room.view()); !strings.Contains(v, "Fetaix · rules") || !strings.Contains(v, "The rules") {
		t.Fatalf("H did not open the rules:\n%s", v)
	}
	a.room.update(keypress.Key("esc"))
	if v := ansi.Strip(a.room.view()); strings.Contains(v, "Fetaix · rules") {
		t.Fatalf("esc did not close the rules:\n%s", v)
	}
	a.room.update(keypress.Key("?"))
	v := ansi.Strip(a.room.view())
	if !strings.Contains(v, "H: the rules") || strings.Contains(v, "R: the rules") {
		t.Errorf("the room's help does not name H for the rules:\n%s", v)
	}
	a.room.update(keypress.Key("esc")) // back to the game
	a.room.update(keypress.Key("R"))
	// the room answers R (its report form, or why there is no one to
	// report), not the game
	if v := ansi.Strip(a.room.view()); strings.Contains(v, "Fetaix · rules") || (!a.room.mod.open && a.room.status == "") {
		t.Errorf("R did not go to the room's report:\n%s", v)
	}
}
