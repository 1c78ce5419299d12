package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/prefs"
)

// TestThemesDrawn: each theme name of prefs.Themes, in any case, is a
// theme of its own here; "" and an unknown name are the default.
func TestThemesDrawn(t *testing.T) {
	seen := map[string]string{}
	for _, name := range prefs.Themes {
		th := newTheme(strings.ToUpper(name), false, false, true)
		if th.name != name {
			t.Errorf("theme %q built as %q", name, th.name)
		}
		look := th.piece[game.WhiteMan].Render(th.g.piece[game.WhiteMan]) + th.cursor.Render("x") + th.dim.Render("x")
		if other, ok := seen[look]; ok {
			t.Errorf("themes %q and %q look the same", name, other)
		}
		seen[look] = name
	}
	for _, name := range []string{"", "neon"} {
		if th := newTheme(name, false, false, true); th.name != prefs.Themes[0] {
			t.Errorf("theme %q built as %q", name, th.name)
		}
	}
}

func TestApplySettings(t *testing.T) {
	s := prefs.Defaults()
	for _, kv := range [][2]string{{"theme", "ascii"}, {"level", "5"}, {"color", "black"}, {"rules", "majority"}, {"hotseat-rules", "removal=end"}} {
		if err := s.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	o := ApplySettings(Options{Mode: ModeAI}, s)
	if o.Theme != "ascii" || o.Level != 5 || o.Color != game.Black || o.Rules == nil || !o.Rules.Majority || o.Mode != ModeAI {
		t.Errorf("options %+v", o)
	}
	// At one keyboard, the rules kept for games at one keyboard.
	o = ApplySettings(Options{Mode: ModeHotseat}, s)
	if o.Rules == nil || o.Rules.Majority || o.Rules.Removal != game.RemoveAtEnd || o.Mode != ModeHotseat {
		t.Errorf("at one keyboard: options %+v", o)
	}
}

func TestRecordResultStats(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stats")
	g := resignedGame(t) // Black resigned: White won
	if ok, _, err := recordResultStats(path, ModeAI, game.White, 3, g); !ok || err != nil {
		t.Fatalf("counting a win: %v %v", ok, err)
	}
	if ok, _, _ := recordResultStats(path, ModeHotseat, game.White, 3, g); ok {
		t.Error("a two-player game was counted")
	}
	if ok, _, _ := recordResultStats(path, ModeAI, game.White, 3, game.NewGame(game.DefaultRules(), game.StartPosition())); ok {
		t.Error("a game not over was counted")
	}
	setUp := game.NewGame(game.DefaultRules(), *mustPos(t, "5/5/5/2b2/2w2 w"))
	if _, err := setUp.PlayText("c1xc3"); err != nil {
		t.Fatal(err)
	}
	if ok, _, _ := recordResultStats(path, ModeAI, game.White, 3, setUp); ok {
		t.Error("a game from a set-up position was counted")
	}
	if ok, _, _ := recordResultStats(path, ModeAI, game.Black, 3, g); !ok {
		t.Error("a loss was not counted")
	}
	s, _ := prefs.LoadStats(path)
	if s.Levels[3] != (prefs.Tally{Wins: 1, Losses: 1}) {
		t.Errorf("level 3: %+v", s.Levels[3])
	}
}
