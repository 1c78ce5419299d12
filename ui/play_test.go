package ui

import (
	"testing"

	"github.com/fetaix/fetaix/game"
)

func TestTypePointJumps(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	keys(t, m, "c", "3")
	if m.cursor != sq(t, "c3") {
		t.Fatalf("cursor %s, want c3 (status %q)", m.cursor, m.status)
	}
	_ = game.White
}
