package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/prefs"
)

// focusFormField moves the new-game form's focus down to the field for which
// is true (len(fields) is the Start line).
func focusFormField(t *testing.T, m *Model, is func(f *newGameForm, i int) bool) {
	t.Helper()
	for range 40 {
		f := formOf(m)
		if f == nil {
			t.Fatal("the new-game form is not shown")
		}
		if is(f, f.focus) {
			return
		}
		keys(t, m, "down")
	}
	t.Fatal("no such field on the form")
}

// TestHotseatRulesNotTheComputersDefault: rules chosen for a game at one
// keyboard are remembered for games at one keyboard, and leave the
// settings of games against the computer (rules, level, colour) alone.
// Before, a game at one keyboard with majority saved majority as the
// rules of the next plain fetaix against the computer. The form says
// what each mode remembers.
func TestHotseatRulesNotTheComputersDefault(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings")
	saved := prefs.Defaults()
	o := ApplySettings(Options{Mode: ModeAI}, saved)
	o.Settings, o.SettingsPath = &saved, path
	m := newTest(t, o, 120, 40)
	keys(t, m, "n")
	focusFormField(t, m, func(_ *newGameForm, i int) bool { return i == fieldMode })
	keys(t, m, "right") // at one keyboard
	if f := formOf(m); Mode(f.fields[fieldMode].idx) != ModeHotseat {
		t.Fatalf("mode %v", Mode(f.fields[fieldMode].idx))
	}
	if v := view(m); !strings.Contains(v, "Remembered for your next game at one keyboard: the rules") {
		t.Fatalf("the form does not say what it remembers for a game at one keyboard:\n%s", v)
	}
	focusFormField(t, m, func(f *newGameForm, i int) bool {
		return i < len(f.fields) && f.fields[i].rule != nil && f.fields[i].rule.Name == "majority"
	})
	keys(t, m, "right")
	focusFormField(t, m, func(f *newGameForm, i int) bool { return i == len(f.fields) })
	keys(t, m, "enter")
	if m.mode != ModeHotseat || !m.g.Rules().Majority {
		t.Fatalf("the game started: mode %v rules %v", m.mode, m.g.Rules())
	}
	s, w := prefs.LoadSettings(path)
	if len(w) > 0 {
		t.Fatal(w)
	}
	if s.Rules != game.DefaultRules() || s.Level != 2 || s.Color != game.White {
		t.Fatalf("a game at one keyboard changed the computer's settings: rules %v level %d colour %v", s.Rules, s.Level, s.Color)
	}
	if !s.HotseatRules.Majority {
		t.Fatalf("the rules of the game at one keyboard are not remembered for the next: %v", s.HotseatRules)
	}
	if r := *ApplySettings(Options{Mode: ModeAI}, s).Rules; r != game.DefaultRules() {
		t.Fatalf("the next game against the computer plays %v", r)
	}
	if r := *ApplySettings(Options{Mode: ModeHotseat}, s).Rules; !r.Majority {
		t.Fatalf("the next game at one keyboard plays %v", r)
	}

	// The computer against itself remembers nothing; against the
	// computer, the level, colour and rules.
	keys(t, m, "n")
	focusFormField(t, m, func(_ *newGameForm, i int) bool { return i == fieldMode })
	keys(t, m, "right") // watch
	if v := view(m); !strings.Contains(v, "Nothing is remembered from a game the computer plays against itself") {
		t.Fatalf("the form does not say that watching remembers nothing:\n%s", v)
	}
	keys(t, m, "right") // against the computer
	if v := view(m); !strings.Contains(v, "Remembered for your next game against the computer: the level, your colour, the rules and the coach") {
		t.Fatalf("the form does not say what a game against the computer remembers:\n%s", v)
	}
	keys(t, m, "left") // watch again
	focusFormField(t, m, func(_ *newGameForm, i int) bool { return i == fieldLevel })
	keys(t, m, "right")
	focusFormField(t, m, func(f *newGameForm, i int) bool { return i == len(f.fields) })
	keys(t, m, "enter")
	if m.mode != ModeWatch {
		t.Fatalf("mode %v", m.mode)
	}
	if s, _ = prefs.LoadSettings(path); s.Level != 2 || s.Rules != game.DefaultRules() {
		t.Fatalf("watching changed the computer's settings: level %d rules %v", s.Level, s.Rules)
	}
}
