package ui

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/pdnfile"
)

// certificateRecord is the committed game whose marks the analysis
// package checks against its certificate: 1. b2-c3 throws the draw, and
// Black's last move misses the proof's win.
func certificateRecord(t *testing.T) *pdn.Record {
	t.Helper()
	recs, _, err := pdnfile.Read("../analysis/testdata/b2c3-leaves-proof.pdn", pdn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return recs[0]
}

// TestPostGameView opens the analysis of a loaded game at 80×24: the
// summary, the decision, the marked move list, the selected move's mark
// with the better move and its line, the board with the better move as
// the hint; ] and [ step between the mistakes, esc returns to the replay.
func TestPostGameView(t *testing.T) {
	rec := certificateRecord(t)
	m := newTest(t, Options{Record: rec}, 80, 24)
	keys(t, m, "V")
	s, ok := m.active.(*postGameScreen)
	if !ok || s.a == nil {
		t.Fatalf("V does not show a finished analysis:\n%s", view(m))
	}
	v := view(m)
	for _, want := range []string{"game analysis", "White: 1 proven mistake (1 draw", "Black: 1 win no longer proven",
		"Decided by 1. b2-c3", "b2-c3??", "a1xd4?!", "1. b2-c3 ?? throws the draw: b2-c3 loses (proof); better c2-c3", "line: 1. c2-c3 c4xc2"} {
		if !strings.Contains(v, want) {
			t.Errorf("the view lacks %q:\n%s", want, v)
		}
	}
	if lines := strings.Split(v, "\n"); len(lines) > 24 {
		t.Errorf("%d rows in a 24-row window", len(lines))
	}
	mk := marks{}
	mk.setHint(s.a.Moves[0].Better.Move)
	if s.cur != 0 {
		t.Fatalf("selected move %d, want the decisive first", s.cur)
	}
	keys(t, m, "]")
	n := len(rec.Game.Moves())
	if s.cur != n-1 || !strings.Contains(view(m), "the win is no longer proven: a1xd4") {
		t.Errorf("] selects move %d, want the missed win (%d):\n%s", s.cur, n-1, view(m))
	}
	keys(t, m, "[")
	if s.cur != 0 {
		t.Errorf("[ selects move %d, want the first", s.cur)
	}
	keys(t, m, "right", "right")
	if s.cur != 2 || !strings.Contains(view(m), "keeps the value") {
		t.Errorf("right right: move %d\n%s", s.cur, view(m))
	}
	keys(t, m, "esc")
	if m.active != nil || m.replay == nil {
		t.Errorf("esc does not return to the replay")
	}
}

// TestPostGameOnlyAfterLiveGames: the analysis opens after a game at one
// keyboard is over, and never while two people play it, at one keyboard
// or online.
func TestPostGameOnlyAfterLiveGames(t *testing.T) {
	g := certificateRecord(t).Game
	for _, mode := range []Mode{ModeHotseat, ModeRemote} {
		m := newTest(t, Options{Mode: mode, Game: g}, 80, 24)
		if mode == ModeRemote {
			send(t, m, StateMsg{Game: g})
		}
		keys(t, m, "V")
		if m.active != nil || !strings.Contains(view(m), "no game analysis while two people play") {
			t.Errorf("%v, game on: V shows\n%s", mode, view(m))
		}
		keys(t, m, "v", "V")
		if m.active != nil {
			t.Errorf("%v, game on, in replay: V opens the analysis", mode)
		}
	}
	over := g.Clone()
	if err := over.Resign(game.White); err != nil {
		t.Fatal(err)
	}
	for _, mode := range []Mode{ModeHotseat, ModeRemote} {
		m := newTest(t, Options{Mode: mode, Game: over}, 80, 24)
		if mode == ModeRemote {
			send(t, m, StateMsg{Game: over})
		}
		keys(t, m, "V")
		if _, ok := m.active.(*postGameScreen); !ok {
			t.Errorf("%v, game over: V shows\n%s", mode, view(m))
		}
		if mode == ModeRemote { // a rematch starts: the new game shows, not the old one's analysis
			send(t, m, StateMsg{Game: game.NewGame(g.Rules(), game.StartPosition())})
			if m.active != nil {
				t.Errorf("the analysis stays over the rematch")
			}
		}
	}
}

// TestFairPlayOpensOnceTheAuthoritySaysEnded: online, a game the game
// itself does not know has ended (a clock fell, an abort) opens the game's
// analysis, the engine's analysis and the explorer once StateMsg.Ended
// says so, and none of them while it is played, or again after a rematch
// back at the same position.
func TestFairPlayOpensOnceTheAuthoritySaysEnded(t *testing.T) {
	g := certificateRecord(t).Game
	m := newTest(t, Options{Mode: ModeRemote, Game: g}, 80, 24)
	send(t, m, StateMsg{Game: g})
	if m.postGameAllowed() || m.analysisAllowed() || m.explorerAllowed() {
		t.Fatal("a game on between two people may be analysed")
	}
	send(t, m, StateMsg{Game: g, Ended: true}) // the same game: only the end is news
	if !m.postGameAllowed() || !m.analysisAllowed() || !m.explorerAllowed() {
		t.Fatal("a game that has ended may not be analysed")
	}
	keys(t, m, "V")
	if _, ok := m.active.(*postGameScreen); !ok {
		t.Fatalf("ended: V shows\n%s", view(m))
	}
	keys(t, m, "esc")
	send(t, m, StateMsg{Game: g})
	if m.postGameAllowed() || m.analysisAllowed() || m.explorerAllowed() {
		t.Fatal("a game on again may still be analysed")
	}
}
