package ui

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/prefs"
)

// TestPrefsThemesMatch keeps the settings file's theme names (prefs is
// stdlib only and cannot import ui) equal to the themes the screen has.
func TestPrefsThemesMatch(t *testing.T) {
	if !slices.Equal(prefs.Themes, ThemeNames()) {
		t.Errorf("prefs.Themes %q, ui.ThemeNames() %q", prefs.Themes, ThemeNames())
	}
}

func TestApplySettings(t *testing.T) {
	s := prefs.Defaults()
	s.Set("theme", "ascii")
	s.Set("level", "5")
	s.Set("color", "black")
	s.Set("rules", "majority")
	o := ApplySettings(Options{Mode: ModeHotseat}, s)
	if o.Theme != "ascii" || o.Level != 5 || o.Color != game.Black || o.Rules == nil || !o.Rules.Majority || o.Mode != ModeHotseat {
		t.Errorf("options %+v", o)
	}
}

func TestRecordResultStats(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stats")
	g := resignedGame(t) // Black resigned: White won
	if ok, _, err := RecordResultStats(path, ModeAI, game.White, 3, g); !ok || err != nil {
		t.Fatalf("counting a win: %v %v", ok, err)
	}
	if ok, _, _ := RecordResultStats(path, ModeHotseat, game.White, 3, g); ok {
		t.Error("a two-player game was counted")
	}
	if ok, _, _ := RecordResultStats(path, ModeAI, game.White, 3, game.NewGame(game.DefaultRules(), game.StartPosition())); ok {
		t.Error("a game not over was counted")
	}
	if ok, _, _ := RecordResultStats(path, ModeAI, game.Black, 3, g); !ok {
		t.Error("a loss was not counted")
	}
	s, _ := prefs.LoadStats(path)
	if s.Levels[3] != (prefs.Tally{Wins: 1, Losses: 1}) {
		t.Errorf("level 3: %+v", s.Levels[3])
	}
}
