package ui

import (
	"regexp"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	"github.com/fetaix/fetaix/game"
)

// rebound is the default key map with keys moved, as a person might
// configure it: w for up, j to say yes, ! to accept a form, ` to cancel.
func rebound() *KeyMap {
	k := DefaultKeyMap()
	k.Up = key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "up"))
	k.Yes = key.NewBinding(key.WithKeys("j"), key.WithHelp("j", "yes"))
	k.Accept = key.NewBinding(key.WithKeys("!"), key.WithHelp("!", "ok"))
	k.Cancel = key.NewBinding(key.WithKeys("`"), key.WithHelp("`", "cancel"))
	k.Down = key.NewBinding(key.WithKeys("down"), key.WithHelp("↓", "down"))
	return &k
}

// TestKeyMapGameScreen: the board's cursor moves with the map's Up, not
// with the default's.
func TestKeyMapGameScreen(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Keys: rebound()}, 120, 40)
	start := m.cursor
	keys(t, m, "k")
	if m.cursor != start {
		t.Fatalf("k (no longer bound) moved the cursor from %s to %s", start, m.cursor)
	}
	keys(t, m, "w")
	if m.cursor == start {
		t.Fatalf("w (bound to Up) did not move the cursor from %s", start)
	}
}

// TestKeyMapPrompts: a y/n question is answered by the map's Yes, and
// says so.
func TestKeyMapPrompts(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Keys: rebound()}, 120, 40)
	keys(t, m, "x")
	if v := view(m); !strings.Contains(v, "resigns? (j/n)") {
		t.Fatalf("the question does not name the yes key j:\n%s", v)
	}
	keys(t, m, "y")
	if m.over() {
		t.Fatal("y (no longer Yes) resigned")
	}
	keys(t, m, "x", "j")
	if !m.over() {
		t.Fatal("j (bound to Yes) did not resign")
	}
}

// TestKeyMapNewGameForm: the new-game form starts with the map's Accept
// and moves with its Up.
func TestKeyMapNewGameForm(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI, Keys: rebound()}, 80, 24)
	keys(t, m, "n")
	if !showing[*newGameForm](m) {
		t.Fatal("n did not open the new-game form")
	}
	focus := formOf(m).focus
	keys(t, m, "w")
	if formOf(m).focus == focus {
		t.Fatal("w (bound to Up) did not move the form's focus")
	}
	formOf(m).focus = fieldMode
	keys(t, m, "right", "enter")
	if !showing[*newGameForm](m) {
		t.Fatal("enter (no longer Accept) started the game")
	}
	keys(t, m, "!")
	if m.active != nil || m.mode != ModeHotseat {
		t.Fatalf("! (bound to Accept): screen %T, mode %v", m.active, m.mode)
	}
}

// TestKeyMapFileDialog: the save dialog closes with the map's Cancel, not
// with esc, and asks "overwrite?" with its Yes.
func TestKeyMapFileDialog(t *testing.T) {
	dir := t.TempDir()
	m := newTest(t, Options{Mode: ModeHotseat, Keys: rebound(), GamePath: gamePathIn(dir, "g.pdn")}, 120, 40)
	keys(t, m, "s")
	if !showing[*fileDialog](m) {
		t.Fatal("s did not open the save dialog")
	}
	keys(t, m, "esc")
	if !showing[*fileDialog](m) {
		t.Fatal("esc (no longer Cancel) closed the dialog")
	}
	keys(t, m, "`")
	if m.active != nil {
		t.Fatal("` (bound to Cancel) did not close the dialog")
	}
	keys(t, m, "s", "!") // saved
	keys(t, m, "s", "!")
	if v := view(m); !strings.Contains(v, "Overwrite it? (j/n)") {
		t.Fatalf("the overwrite question does not name the yes key j:\n%s", v)
	}
}

// TestKeyMapHelpScreen: the help scrolls with the map's keys; a key the
// map no longer binds leaves it like any other.
func TestKeyMapHelpScreen(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Keys: rebound()}, 80, 24)
	keys(t, m, "?", "down")
	top := view(m)
	keys(t, m, "w")
	if !showing[*helpScreen](m) || view(m) == top {
		t.Fatal("w (bound to Up) did not scroll the help")
	}
	keys(t, m, "j")
	if m.active != nil {
		t.Fatal("j (no longer Down) did not leave the help")
	}
}

// TestDeclineDrawKey: a seat of an online game has the decline key in
// its help, and in its footer while the opponent offers a draw.
func TestDeclineDrawKey(t *testing.T) {
	m := newTest(t, Options{Mode: ModeRemote}, 160, 40)
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	send(t, m, StateMsg{Game: g})
	if f := footer(m); strings.Contains(f, "decline draw") {
		t.Errorf("the footer offers to decline a draw nobody offered: %s", f)
	}
	send(t, m, StateMsg{Game: g, DrawOffered: true})
	if f := footer(m); !strings.Contains(f, "D decline draw") {
		t.Errorf("the footer does not say D declines the offer: %s", f)
	}
	keys(t, m, "?")
	if v := view(m); !regexp.MustCompile(`\bD +decline draw`).MatchString(v) {
		t.Errorf("the help does not list the decline key:\n%s", v)
	}
}

// TestKeyMapReplay: replay mode steps and leaves with the map's replay
// keys, and the help lists them.
func TestKeyMapReplay(t *testing.T) {
	k := DefaultKeyMap()
	k.ReplayPrev = key.NewBinding(key.WithKeys(","), key.WithHelp(",", "previous move"))
	k.LeaveReplay = key.NewBinding(key.WithKeys("Q"), key.WithHelp("Q", "leave replay"))
	m := newTest(t, Options{Mode: ModeHotseat, Keys: &k}, 120, 40)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "v")
	if m.replay == nil || m.replay.Index() != 1 {
		t.Fatal("v did not open the replay at the end")
	}
	keys(t, m, "left")
	if m.replay.Index() != 1 {
		t.Fatal("← (no longer ReplayPrev) stepped back")
	}
	keys(t, m, ",")
	if m.replay.Index() != 0 {
		t.Fatal(", (bound to ReplayPrev) did not step back")
	}
	keys(t, m, "Q")
	if m.replay != nil {
		t.Fatal("Q (bound to LeaveReplay) did not leave the replay")
	}
	keys(t, m, "?")
	if v := view(m); !strings.Contains(v, ",") || !strings.Contains(v, "previous move") {
		t.Fatalf("the help does not list the map's replay keys:\n%s", v)
	}
}

// TestScreenKeyMapsDoNotOverlap: each screen's own key map binds a key to
// one thing only — the game screen in every mode (and in replay), the
// new-game form, the file dialogs (and their question) and the help screen
// — so that no screen depends on the order it reads its bindings in.
func TestScreenKeyMapsDoNotOverlap(t *testing.T) {
	base := DefaultKeyMap()
	maps := map[string][][]key.Binding{
		"form":            newFormKeys(base, nil).FullHelp(),
		"dialog":          {newDialogKeys(base).ShortHelp()}, // its "overwrite?" question asks on its own:
		"dialog question": {{newDialogKeys(base).Yes, newDialogKeys(base).No}},
		"help":            (&helpScreen{pager: newHelpPager(base)}).FullHelp(),
		"replay":          newReplayKeys(base).FullHelp(),
	}
	for name, o := range map[string]Options{"ai": {Mode: ModeAI}, "hotseat": {Mode: ModeHotseat},
		"online": {Mode: ModeRemote}, "spectator": {Mode: ModeRemote, Spectator: true}} {
		k := newTest(t, o, 80, 24).helpKeys()
		maps["game "+name] = append(append(k.FullHelp(), k.recordHelp()...), k.ShortHelp())
	}
	for name, cols := range maps {
		owner := map[string]string{}
		for _, col := range cols {
			for _, b := range col {
				for _, k := range b.Keys() {
					if o, ok := owner[k]; ok && o != b.Help().Desc {
						t.Errorf("%s: %q is both %q and %q", name, k, o, b.Help().Desc)
					}
					owner[k] = b.Help().Desc
				}
			}
		}
	}
}

// TestHelpShowsScreensKeys: the help opened from the new-game form lists
// the form's keys, not the game screen's.
func TestHelpShowsScreensKeys(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI}, 120, 40)
	keys(t, m, "n", "?")
	if !showing[*helpScreen](m) {
		t.Fatal("? on the new-game form did not open the help")
	}
	v := view(m)
	for _, want := range []string{"tab", "shift+tab", "start the game", "next line", "back to the game"} {
		if !strings.Contains(v, want) {
			t.Errorf("the form's help lacks %q:\n%s", want, v)
		}
	}
	for _, not := range []string{"u undo", "t hint", "o offer draw", "How to win"} {
		if strings.Contains(v, not) {
			t.Errorf("the form's help shows the game's %q:\n%s", not, v)
		}
	}
	keys(t, m, "esc")
	if !showing[*newGameForm](m) {
		t.Fatalf("esc did not return to the form: %T", m.active)
	}
}
