package prefs

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// writeText writes a file for a test.
func writeText(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
}

// readText reads a file for a test.
func readText(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestSettingsMissingFileAndDir(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no", "such", "dir", "settings")
	s, warnings := LoadSettings(path)
	if len(warnings) != 0 || s != Defaults() {
		t.Fatalf("missing file: %+v, %v; want defaults and no warning", s, warnings)
	}
	if err := s.Save(path); err != nil {
		t.Fatalf("saving into a missing directory: %v", err)
	}
	if info, err := os.Stat(filepath.Dir(path)); err != nil || info.Mode().Perm() != 0o700 {
		t.Errorf("created directory: %v, %v", info, err)
	}
}

func TestSettingsSaveLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings")
	s := Defaults()
	for k, v := range map[string]string{"theme": "High-Contrast", "level": "5", "colour": "b",
		"rules": "majority, promotion=continue", "hotseat-rules": "removal=end", "board-size": "large", "mouse": "off", "coach": "false"} {
		if err := s.Set(k, v); err != nil {
			t.Fatal(err)
		}
	}
	want := Settings{Theme: "high-contrast", Level: 5, Color: game.Black, BoardSize: "large", Mouse: false, Coach: "off",
		Rules:        game.Rules{Majority: true, Promotion: game.PromoteContinue, Repetition: 3, NoProgress: 50},
		HotseatRules: game.Rules{Removal: game.RemoveAtEnd, Repetition: 3, NoProgress: 50}}
	if s != want {
		t.Fatalf("after Set: %+v, want %+v", s, want)
	}
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	text := readText(t, path)
	for _, line := range []string{"theme = high-contrast\n", "level = 5\n", "color = black\n",
		"rules = majority,promotion=continue\n", "hotseat-rules = removal=end\n", "board-size = large\n", "mouse = off\n", "coach = off\n", "# colour theme: "} {
		if !strings.Contains(text, line) {
			t.Errorf("file lacks %q:\n%s", line, text)
		}
	}
	got, warnings := LoadSettings(path)
	if got != want || len(warnings) != 0 {
		t.Errorf("loaded %+v, %v; want %+v", got, warnings, want)
	}
	// Saving again changes nothing.
	if err := got.Save(path); err != nil || readText(t, path) != text {
		t.Errorf("second save changed the file (%v):\n%s", err, readText(t, path))
	}
}

func TestSettingsCorruptFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings")
	writeText(t, path, "# my own comment\r\n"+
		"level = 4\r\n"+
		"this line is junk\n"+
		"speed = fast\n"+
		"theme = purple\n"+
		"mouse = off\n"+
		"level = 9\n"+
		"rules = majority,flying\n"+
		"\x00\xff = \xfe\n")
	s, warnings := LoadSettings(path)
	want := Defaults()
	want.Level, want.Mouse = 4, false
	if s != want {
		t.Errorf("loaded %+v, want %+v", s, want)
	}
	for i, w := range []string{
		`:3: "this line is junk" is not a "key = value" line`,
		`:4: unknown setting "speed"`,
		`:5: theme: bad value "purple"`,
		`:7: level already set on line 2`,
		`:8: rules: unknown option "flying"`,
		`:9: unknown setting`,
	} {
		if i >= len(warnings) || !strings.Contains(warnings[i].Error(), w) {
			t.Errorf("warning %d: %v, want one containing %q", i, warnings, w)
		}
	}
	if len(warnings) != 6 {
		t.Errorf("%d warnings, want 6: %v", len(warnings), warnings)
	}
	// Saving keeps the person's lines and comments out the bad ones, so the
	// next load reports nothing and reads the same settings.
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	text := readText(t, path)
	for _, line := range []string{"# my own comment\n", "level = 4\n", "# (ignored) this line is junk\n",
		"# (ignored) speed = fast\n", "# (ignored) theme = purple\ntheme = default\n", "mouse = off\n",
		"# (ignored) level = 9\n", "# (ignored) rules = majority,flying\nrules =\n", "board-size = auto\n"} {
		if !strings.Contains(text, line) {
			t.Errorf("saved file lacks %q:\n%s", line, text)
		}
	}
	again, warnings := LoadSettings(path)
	if again != s || len(warnings) != 0 {
		t.Errorf("reloaded %+v with %v; want %+v and no warning", again, warnings, s)
	}
}

func TestSettingsUnreadable(t *testing.T) {
	dir := t.TempDir()
	s, warnings := LoadSettings(dir) // a directory, not a file
	if s != Defaults() || len(warnings) != 1 || !strings.Contains(warnings[0].Error(), "using defaults") {
		t.Errorf("directory as settings: %+v, %v", s, warnings)
	}
	big := filepath.Join(dir, "big")
	writeText(t, big, strings.Repeat("# x\n", maxFileSize/4+1))
	if s, warnings := LoadSettings(big); s != Defaults() || len(warnings) != 1 {
		t.Errorf("huge file: %+v, %v", s, warnings)
	}
	if err := Defaults().Save(big); err == nil {
		t.Error("saving over a huge file that is not ours succeeded")
	}
}

func TestSettingsSetErrors(t *testing.T) {
	for _, c := range [][2]string{{"level", "0"}, {"level", "7"}, {"level", "x"}, {"color", "red"}, {"mouse", "maybe"}, {"coach", "maybe"},
		{"board-size", "huge"}, {"theme", ""}, {"rules", "removal=later"}, {"volume", "3"}} {
		s := Defaults()
		if err := s.Set(c[0], c[1]); err == nil || s != Defaults() {
			t.Errorf("Set(%q, %q): %v, settings %+v", c[0], c[1], err, s)
		}
	}
	// A bad value names the key once and keeps the problem apart; an
	// unknown key is no ValueError.
	s := Defaults()
	var ve *ValueError
	if err := s.Set("Colour", "red"); !errors.As(err, &ve) || ve.Key != "color" ||
		err.Error() != `color: `+ve.Err.Error() || strings.Contains(ve.Err.Error(), "color") {
		t.Errorf("Set(Colour, red): %v", err)
	}
	if err := s.Set("level", "9"); err == nil || err.Error() != `level: bad value "9" (want 1..6)` {
		t.Errorf("Set(level, 9): %v", err)
	}
	if err := s.Set("volume", "3"); errors.As(err, &ve) {
		t.Errorf("Set(volume, 3): a ValueError %v", err)
	}
}

func TestPaths(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(DirEnv, dir)
	if p, err := SettingsPath(); err != nil || p != filepath.Join(dir, "settings") {
		t.Errorf("SettingsPath %q, %v", p, err)
	}
	if p, err := StatsPath(); err != nil || p != filepath.Join(dir, "stats") {
		t.Errorf("StatsPath %q, %v", p, err)
	}
	writeText(t, filepath.Join(dir, "settings"), "level = 3\nlevel = x\n")
	s, path, warnings := Open()
	if s.Level != 3 || path != filepath.Join(dir, "settings") || len(warnings) != 1 {
		t.Fatalf("Open: %+v %q %v", s, path, warnings)
	}
	if _, _, warnings := Open(); len(warnings) != 0 {
		t.Errorf("the problem was reported twice: %v", warnings)
	}
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	if p, err := DataDir(); err != nil || p == "" {
		t.Errorf("DataDir %q, %v", p, err)
	}
}
