package server

import (
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// TestSoloGamesHaveTheTables: a game against the computer on the server
// gets its endgame tables: the side panel shows their verdict on a
// position they cover.
func TestSoloGamesHaveTheTables(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	tb := tables.NewCache(t.TempDir(), 2, nil)
	<-tb.Ready(game.DefaultRules())
	a.srv.cfg.Tables = tb
	run(a, a.startSolo())
	press(a, "down", "down", "down", "down") // from Start round to the Position line
	for _, r := range "5/5/5/2b2/3W1 w" {
		if r == ' ' {
			press(a, "space")
		} else {
			press(a, string(r))
		}
	}
	press(a, "enter")
	if v := a.View().Content; !strings.Contains(v, "table: White wins") || !strings.Contains(v, "2 plies to a capture or man move") {
		t.Fatalf("no verdict of the tables:\n%s", v)
	}
}
