package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	"github.com/fetaix/fetaix/game"
)

// newSpectator returns a watcher's screen of an online game in progress,
// one move in (so that there is something to replay).
func newSpectator(t *testing.T) *Model {
	t.Helper()
	m := newTest(t, Options{Mode: ModeRemote, Spectator: true}, 120, 40)
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	if _, err := g.PlayText("c2-c3"); err != nil {
		t.Fatal(err)
	}
	send(t, m, StateMsg{Game: g, WhiteName: "ann", BlackName: "bob"})
	return m
}

// footer is the screen's last line, the key help.
func footer(m *Model) string {
	v := view(m)
	return v[strings.LastIndex(v, "\n")+1:]
}

// TestSpectatorFooter: a spectator's footer offers none of the players'
// keys (moving, draws, resigning, rematches), in play or in replay.
func TestSpectatorFooter(t *testing.T) {
	m := newSpectator(t)
	f := footer(m)
	for _, not := range []string{"select", "cancel", "offer draw", "resign", "rematch", "undo", "hint", "new game", "save"} {
		if strings.Contains(f, not) {
			t.Errorf("spectator's footer offers %q: %s", not, f)
		}
	}
	for _, want := range []string{"flip board", "replay", "all keys", "quit"} {
		if !strings.Contains(f, want) {
			t.Errorf("spectator's footer lacks %q: %s", want, f)
		}
	}
	keys(t, m, "v")
	f = footer(m)
	if !strings.Contains(f, "previous move") {
		t.Fatalf("not in replay mode: %s", f)
	}
	for _, not := range []string{"play from here", "save", "analysis"} { // online, and the game goes on
		if strings.Contains(f, not) {
			t.Errorf("spectator's replay footer offers %q: %s", not, f)
		}
	}
}

// TestSpectatorKeysDoSomething: every key the spectator's footer and help
// screen list changes the screen or leaves the room — and none sends the
// room a request it refuses to spectators.
func TestSpectatorKeysDoSomething(t *testing.T) {
	k := newSpectator(t).helpKeys()
	listed := k.ShortHelp()
	for _, col := range append(k.FullHelp(), k.recordHelp()...) {
		listed = append(listed, col...)
	}
	for _, b := range listed {
		t.Run(b.Help().Desc, func(t *testing.T) { checkSpectatorKey(t, b) })
	}
}

func checkSpectatorKey(t *testing.T, b key.Binding) {
	m := newSpectator(t)
	before := view(m)
	_, out := send(t, m, keypress.Key(b.Keys()[0]))
	for _, o := range out {
		if r := o.(RequestMsg); r.Kind != RequestQuit {
			t.Fatalf("key %s sends request %v, which the room refuses to spectators", b.Help().Key, r.Kind)
		}
	}
	if len(out) == 0 && view(m) == before {
		t.Fatalf("key %s (%s) is listed for a spectator but does nothing", b.Help().Key, b.Help().Desc)
	}
}

// TestRemoteResignOnceEndedElsewhere: an online game that the room ended
// in a way the game does not know (an abort, a flag) asks no "resigns?"
// question: x says the game is over.
func TestRemoteResignOnceEndedElsewhere(t *testing.T) {
	m := newTest(t, Options{Mode: ModeRemote}, 80, 24)
	send(t, m, StateMsg{Game: game.NewGame(game.DefaultRules(), game.StartPosition()), Ended: true})
	keys(t, m, "x")
	if v := view(m); strings.Contains(v, "resigns?") || !strings.Contains(v, "the game is over") {
		t.Fatalf("x once the game ended elsewhere:\n%s", v)
	}
}
