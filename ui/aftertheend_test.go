package ui

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// endedGame is a game over after its one move: c1xc3 takes Black's last
// piece, so the final position has no move to explore.
func endedGame(t *testing.T) (*game.Game, game.Position) {
	t.Helper()
	start := mustPos(t, "5/5/5/2b2/2w2 w")
	g := game.NewGame(game.DefaultRules(), *start)
	if _, err := g.PlayText("c1xc3"); err != nil {
		t.Fatal(err)
	}
	if r, _ := g.Result(); r == game.Ongoing {
		t.Fatal("the game is not over")
	}
	return g, *start
}

// TestExplorerAfterTheEndOpensBeforeTheLastMove: E once a game is over
// (in a room, at one keyboard, or in replay at its end) explores the last
// position with moves, the one before the final move, and says so.
// Before, it said there was nothing to explore and stayed closed.
func TestExplorerAfterTheEndOpensBeforeTheLastMove(t *testing.T) {
	for _, c := range []struct {
		name   string
		mode   Mode
		replay bool
	}{{"room", ModeRemote, false}, {"one keyboard", ModeHotseat, false}, {"replay at the end", ModeHotseat, true}} {
		g, start := endedGame(t)
		m := newTest(t, Options{Mode: c.mode, Game: g}, 120, 40)
		if c.mode == ModeRemote {
			send(t, m, StateMsg{Game: g, Ended: true})
		}
		if c.replay {
			keys(t, m, "v")
			if m.replay == nil || m.replay.Index() != 1 {
				t.Fatalf("%s: v did not open the replay at the end", c.name)
			}
		}
		keys(t, m, "E")
		if !m.explorer.open {
			t.Fatalf("%s: E did not open the explorer; the status line says %q", c.name, m.status)
		}
		if m.shownPosition() != start || m.explorer.pos != start {
			t.Fatalf("%s: the explorer explores %v, want the position before the last move %v", c.name, m.explorer.pos, start)
		}
		if v := view(m); !strings.Contains(v, "before 1. c1xc3, the game's last move") {
			t.Fatalf("%s: the explorer does not say where it opened:\n%s", c.name, v)
		}
		if m.replay == nil {
			t.Fatalf("%s: the position before the last move is not shown in replay", c.name)
		}
	}
}

// TestPostGameNotOfferedWithoutMoves: after a room game aborted before
// its first move, the footer does not offer the game's analysis (V),
// which has no move to analyse; after a game with moves it does.
func TestPostGameNotOfferedWithoutMoves(t *testing.T) {
	m := newTest(t, Options{Mode: ModeRemote}, 120, 40)
	send(t, m, StateMsg{Game: game.NewGame(game.DefaultRules(), game.StartPosition()), Ended: true})
	v := view(m)
	if strings.Contains(v, "analyse the game") {
		t.Fatalf("an aborted game without moves offers its analysis:\n%s", v)
	}
	for _, col := range m.helpKeys().FullHelp() {
		for _, b := range col {
			if b.Enabled() && b.Help().Desc == m.keys.PostGame.Help().Desc {
				t.Fatalf("the help lists V for a game without moves")
			}
		}
	}
	keys(t, m, "V")
	if _, ok := m.active.(*postGameScreen); ok {
		t.Fatal("V opened an analysis of no move")
	}
	g, _ := endedGame(t)
	send(t, m, StateMsg{Game: g, Ended: true})
	if v := view(m); !strings.Contains(v, "analyse the game") {
		t.Fatalf("a finished game with moves does not offer its analysis:\n%s", v)
	}
}
