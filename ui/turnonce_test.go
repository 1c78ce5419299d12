package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
)

// TestNarrowStatusNamesTheTurnOnce: without the side panel the status
// line starts with whose turn it is; when the status itself says so (the
// opponent to move online, a player to select a piece at one keyboard) the turn is not said
// twice ("Black to move · Black to move").
func TestNarrowStatusNamesTheTurnOnce(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts Options
	}{
		{"online", Options{Mode: ModeRemote, Color: game.White}},
		{"hotseat", Options{Mode: ModeHotseat}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := newTest(t, tc.opts, 58, 60)
			g := game.NewGame(game.DefaultRules(), game.StartPosition())
			if err := g.Play(g.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
			if tc.opts.Mode == ModeRemote {
				send(t, m, StateMsg{Game: g})
			} else {
				mv := g.Moves()[0]
				typeMove(t, m, mv.From.String(), mv.To.String())
			}
			v := ansi.Strip(m.Content())
			if !strings.Contains(v, "Black to move") {
				t.Fatalf("the screen does not say Black is to move:\n%s", v)
			}
			if strings.Count(v, "Black to move") != 1 {
				t.Fatalf("the turn is said more than once:\n%s", v)
			}
		})
	}
}
