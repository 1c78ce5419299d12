package replaycache

import (
	"errors"
	"runtime"
	"testing"

	"github.com/fetaix/fetaix/game/pdn"
)

// game is a one-move archived game's PDN.
const game = "[Event \"t\"]\n[Result \"*\"]\n\n1. c2-c3 *\n"

// TestRecordSharedWhileHeld: a record held by a viewer is parsed once for
// every viewer; text with no game is an error.
func TestRecordSharedWhileHeld(t *testing.T) {
	var c Cache
	a, err := c.Record(1, game)
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.Record(1, game)
	if err != nil || a != b || c.Parses() != 1 {
		t.Fatalf("second viewer: same record %v, parses %d, %v", a == b, c.Parses(), err)
	}
	runtime.KeepAlive(a)
	if _, err := c.Record(2, ""); !errors.Is(err, pdn.ErrNoGame) {
		t.Errorf("no game: %v", err)
	}
}
