package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
)

// resignedGame is a short game ended by Black's resignation.
func resignedGame(t *testing.T) *game.Game {
	t.Helper()
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for _, m := range []string{"d2-c3", "b4xd2", "e1xc3"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Resign(game.Black); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestReplayNavigation(t *testing.T) {
	g := resignedGame(t)
	r := newGameReplay(g, newReplayKeys(DefaultKeyMap()))
	if r.Len() != 3 || r.Index() != 3 || r.Position() != g.Position() {
		t.Fatalf("a replay starts at the end: len %d index %d", r.Len(), r.Index())
	}
	if m, ok := r.LastMove(); !ok || m.String() != "e1xc3" {
		t.Errorf("last move %s %v", m, ok)
	}
	for _, step := range []struct {
		key   tea.KeyPressMsg
		index int
		act   replayAction
	}{
		{keypress.Key("left"), 2, replayMoved},
		{keypress.Key("h"), 1, replayMoved},
		{keypress.Key("home"), 0, replayMoved},
		{keypress.Key("left"), 0, replayMoved}, // stays at the start
		{keypress.Key("right"), 1, replayMoved},
		{keypress.Key("end"), 3, replayMoved},
		{keypress.Key("l"), 3, replayMoved},
		{keypress.Key("z"), 3, replayNone},
	} {
		if act := r.HandleKey(step.key); act != step.act || r.Index() != step.index {
			t.Fatalf("%s: action %d index %d, want %d %d", step.key, act, r.Index(), step.act, step.index)
		}
		if r.Position() != g.PositionAt(step.index) {
			t.Fatalf("%s: position %s, want %s", step.key, r.Position(), g.PositionAt(step.index))
		}
	}
	r.GoTo(0)
	if _, ok := r.LastMove(); ok {
		t.Error("a last move at the start")
	}
	if r.GoTo(-5) || r.Index() != 0 || !r.GoTo(99) || r.Index() != 3 {
		t.Errorf("GoTo does not clamp: index %d", r.Index())
	}
	if res, why := r.Game().Result(); res != game.WhiteWin || why != game.Resignation {
		t.Errorf("replayed game result %s (%s)", res, why)
	}
}

func TestReplayPlayFromHere(t *testing.T) {
	g := resignedGame(t)
	r := newGameReplay(g, newReplayKeys(DefaultKeyMap()))
	r.GoTo(2)
	if act := r.HandleKey(keypress.Key("enter")); act != replayPlayHere {
		t.Fatalf("enter: action %d", act)
	}
	p := r.PlayFromHere()
	if p.Ply() != 2 || p.Position() != g.PositionAt(2) || p.Rules() != g.Rules() {
		t.Fatalf("play from here: ply %d position %s", p.Ply(), p.Position())
	}
	if res, _ := p.Result(); res != game.Ongoing || len(p.LegalMoves()) == 0 {
		t.Errorf("the new game should go on: %s", res)
	}
	// At the end of a resigned game, playing on drops the resignation.
	r.GoTo(r.Len())
	if res, _ := r.PlayFromHere().Result(); res != game.Ongoing {
		t.Errorf("playing on from the end: %s", res)
	}
	if res, _ := g.Result(); res != game.WhiteWin {
		t.Error("the replayed game was changed")
	}
	if act := r.HandleKey(keypress.Key("esc")); act != replayExit {
		t.Errorf("esc: action %d", act)
	}
}
