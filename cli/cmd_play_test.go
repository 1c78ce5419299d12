package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/prefs"
	"github.com/fetaix/fetaix/ui"
)

// TestPlayFlagsRefused: every bad flag or value is refused in one voice,
// "fetaix play: --flag: what is wrong", naming the flag once, before any
// screen opens (nothing is written to stdout: no usage dump). A mistake in
// the command line's form exits with 2, a value out of range with 1. It
// parses the options as runPlay does but never opens the screen, so a
// value wrongly accepted fails the test instead of starting a game.
func TestPlayFlagsRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
		code int
	}{
		{[]string{"--mode", "chess"}, "--mode: ", 2},
		{[]string{"--color", "green"}, "--color: ", 2},
		{[]string{"--level", "0"}, "--level: ", 2},
		{[]string{"--level", "7"}, "--level: bad value \"7\" (want 1..6)", 2},
		{[]string{"--theme", "neon"}, "--theme: ", 2},
		{[]string{"--board-size", "huge"}, "--board-size: ", 2},
		{[]string{"--mouse", "maybe"}, "--mouse: ", 2},
		{[]string{"--rules", "majority,bogus"}, "--rules: ", 2},
		{[]string{"--rules", "promotion=x"}, "--rules: ", 2},
		{[]string{"--rules", "majority=maybe"}, "--rules: option \"majority\": bad value \"maybe\" (want on or off)", 2},
		{[]string{"--position", "bbbbb/bbbbb w"}, "--position: \"bbbbb/bbbbb w\": ", 2},
		{[]string{"--position", "5/5/5/5/5 w"}, "--position: \"5/5/5/5/5 w\": white has no piece", 2},
		{[]string{"--position", "bbbbb/5/5/5/5 w"}, "--position: \"bbbbb/5/5/5/5 w\": white has no piece", 2},
		{[]string{"--level", "x"}, "--level: bad value \"x\" (want a whole number)", 2},
		{[]string{"--seed", "-1"}, "--seed: bad value \"-1\"", 2},
		{[]string{"--level"}, "--level: needs a value (--level N)", 2},
		{[]string{"--ascii=maybe"}, "--ascii: bad value \"maybe\" (want true or false)", 2},
		{[]string{"--nope"}, "--nope: no such flag (see fetaix help play)", 2},
		{[]string{"-nope=3"}, "-nope: no such flag (see fetaix help play)", 2},
		{[]string{"extra"}, "unexpected argument \"extra\" (see fetaix help play)", 2},
		{[]string{"--plain", "--mode", "hotseat"}, "--plain: plays a new game against the computer: drop --mode and --load", 2},
		{[]string{"--plain", "--load", "game.pdn"}, "--plain: plays a new game against the computer: drop --mode and --load", 2},
	} {
		var stdout, stderr bytes.Buffer
		_, _, err := playOptions(tc.args, &stdout, &stderr, prefs.Defaults())
		code := exitCode("play", err, &stderr) // as run reports it
		if code != tc.code || !strings.HasPrefix(stderr.String(), "fetaix play: "+tc.want) || strings.Count(stderr.String(), "\n") != 1 || stdout.Len() != 0 {
			t.Errorf("%v: exit %d (want %d), stderr %q (want fetaix play: %s...), stdout %q", tc.args, code, tc.code, stderr.String(), tc.want, stdout.String())
		}
		if name := strings.TrimPrefix(tc.args[0], "--"); strings.Contains(stderr.String(), "--"+name+": "+name) {
			t.Errorf("%v: the flag named twice: %q", tc.args, stderr.String())
		}
	}
}

// TestPlayOptions: good values become the model's options.
func TestPlayOptions(t *testing.T) {
	var out, errOut bytes.Buffer
	o, _, err := playOptions([]string{"--mode", "hotseat", "--color", "black", "--level", "5",
		"--rules", "majority,removal=end", "--position", "5/5/5/2b2/2w2 w", "--theme", "HIGH-CONTRAST", "--ascii"}, &out, &errOut, prefs.Defaults())
	if err != nil {
		t.Fatal(err)
	}
	if o.Mode != ui.ModeHotseat || o.Color != game.Black || o.Level != 5 || !o.Rules.Majority ||
		o.Rules.Removal != game.RemoveAtEnd || o.Start.String() != "5/5/5/2b2/2w2 w 0 1" || o.Theme != "high-contrast" || !o.ASCII {
		t.Fatalf("options %+v", o)
	}
	o, _, err = playOptions(nil, &out, &errOut, prefs.Defaults())
	if err != nil || o.Mode != ui.ModeAI || o.Color != game.White || o.Level != 2 || o.Theme != "default" {
		t.Fatalf("defaults %+v %v", o, err)
	}
	if o.Seed != 0 {
		t.Errorf("no --seed: seed %d, want 0 (a new one each game)", o.Seed)
	}
	if o, _, err = playOptions([]string{"--seed", "42"}, &out, &errOut, prefs.Defaults()); err != nil || o.Seed != 42 {
		t.Errorf("--seed 42: seed %d, %v", o.Seed, err)
	}
}

// TestPlayHelp: help play and play -h print the synopsis.
func TestPlayHelp(t *testing.T) {
	t.Parallel()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"help", "play"}, strings.NewReader(""), &stdout, &stderr); code != 0 ||
		!strings.Contains(stdout.String(), "--mode") || !strings.Contains(stdout.String(), "--load") ||
		!strings.Contains(stdout.String(), "--mouse") || !strings.Contains(stdout.String(), "--board-size") {
		t.Fatalf("exit %d: %s%s", code, stdout.String(), stderr.String())
	}
	// "fetaix play FLAGS" is the play command too (-h: no screen opens).
	stdout.Reset()
	if code := run([]string{"play", "-h"}, strings.NewReader(""), &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "--mode") {
		t.Fatalf("play -h: exit %d: %s%s", code, stdout.String(), stderr.String())
	}
}

// TestPlaySettingsAndFlags: the saved settings are used, and only the
// flags actually given override them.
func TestPlaySettingsAndFlags(t *testing.T) {
	saved := prefs.Defaults()
	for k, v := range map[string]string{"theme": "ascii", "level": "5", "color": "black", "rules": "majority",
		"board-size": "small", "mouse": "off"} {
		if err := saved.Set(k, v); err != nil {
			t.Fatal(err)
		}
	}
	var out, errOut bytes.Buffer
	o, s, err := playOptions(nil, &out, &errOut, saved)
	if err != nil {
		t.Fatal(err)
	}
	if o.Theme != "ascii" || o.Level != 5 || o.Color != game.Black || !o.Rules.Majority || o.BoardSize != 1 || s.Mouse {
		t.Errorf("saved settings not used: %+v mouse %v", o, s.Mouse)
	}
	o, s, err = playOptions([]string{"--level", "3", "--mouse", "on", "--board-size", "large", "--rules", ""}, &out, &errOut, saved)
	if err != nil {
		t.Fatal(err)
	}
	if o.Level != 3 || !s.Mouse || o.BoardSize != 3 || o.Rules.Majority || o.Theme != "ascii" || o.Color != game.Black {
		t.Errorf("flags do not override exactly the settings given: %+v mouse %v", o, s.Mouse)
	}
	for _, bad := range [][]string{{"--mouse", "maybe"}, {"--board-size", "huge"}} {
		if _, _, err := playOptions(bad, &out, &errOut, saved); err == nil || !strings.Contains(err.Error(), bad[0]) {
			t.Errorf("%v: %v", bad, err)
		}
	}
}

// TestApplySettingFlags: only the setting flags given override the saved
// settings, other flags are not settings, and a bad value names its flag
// once.
func TestApplySettingFlags(t *testing.T) {
	f, err := parsePlayFlags([]string{"--level", "6", "--mode", "watch", "--ascii"}, io.Discard, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	s := prefs.Defaults()
	s.Theme, s.Color = "ascii", game.Black // from the file
	want := s
	want.Level = 6
	if err := applySettingFlags(&s, f.fs); err != nil || s != want {
		t.Errorf("settings %+v, %v; want %+v", s, err, want)
	}
	f, err = parsePlayFlags([]string{"--level", "9", "--color", "red"}, io.Discard, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if err := applySettingFlags(&s, f.fs); err == nil || err.Error() != `--color: unknown colour "red" (want white or black)` {
		t.Errorf("bad flag values: %v", err) // the first in the flags' order
	}
}

// TestPlayLoad: --load opens a saved game (names from its tags) and a bad
// file is refused with its line and column before any screen opens.
func TestPlayLoad(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "g.pdn")
	two := filepath.Join(dir, "two.pdn")
	bad := filepath.Join(dir, "bad.pdn")
	if err := os.WriteFile(good, []byte("[White \"Ann\"]\n[Black \"Bob\"]\n1. d2-c3 b4xd2 2. e1xc3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(two, []byte("1. d2-c3 *\n\n1. b2-c3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("1. d2-c3 b4xd2 2. e1-e2 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	o, _, err := playOptions([]string{"--load", good}, &out, &errOut, prefs.Defaults())
	if err != nil || o.Record == nil || o.Record.Game.Ply() != 3 || o.Record.Tag(pdn.TagWhite) != "Ann" {
		t.Fatalf("load: %v %+v", err, o.Record)
	}
	m := ui.New(o)
	if g := m.Game(); g.Ply() != 3 || !strings.Contains(m.Content(), "Ann") || !strings.Contains(m.Content(), "replay") {
		t.Errorf("the loaded game is not shown in replay: ply %d\n%s", g.Ply(), m.Content())
	}
	o, _, err = playOptions([]string{"--load", two, "--game", "2"}, &out, &errOut, prefs.Defaults())
	if err != nil || o.Record.Game.Moves()[0].String() != "b2-c3" {
		t.Errorf("--game 2: %v", err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--load", bad}, "bad.pdn: line 1, column 19, move 2"},
		{[]string{"--load", two}, "holds 2 games: choose one with --game N (1 to 2)"},
		{[]string{"--load", two, "--game", "3"}, "--game 3: out of range"},
		{[]string{"--load", two, "--game", "0"}, `--game: bad value "0"`},
		{[]string{"--load", good, "--game", "-1"}, `--game: bad value "-1"`},
		{[]string{"--load", filepath.Join(dir, "none.pdn")}, "no such file"},
		{[]string{"--game", "2"}, "--game"},
		{[]string{"--load", good, "--rules", "majority"}, "--load"},
	} {
		// As run reports it, without opening the screen (see
		// TestPlayFlagsRefused).
		var out, errOut bytes.Buffer
		_, _, err := playOptions(tc.args, &out, &errOut, prefs.Defaults())
		code := exitCode("play", err, &errOut)
		if code == 0 || !strings.Contains(errOut.String(), tc.want) || out.Len() != 0 {
			t.Errorf("%v: exit %d, stderr %q, stdout %q", tc.args, code, errOut.String(), out.String())
		}
	}
}

// playOptions parses args over the saved settings as runPlay does, without opening a screen.
func playOptions(args []string, stdout, stderr io.Writer, saved prefs.Settings) (ui.Options, prefs.Settings, error) {
	f, err := parsePlayFlags(args, stdout, stderr)
	if err != nil {
		return ui.Options{}, saved, err
	}
	return f.options(saved)
}

// TestPlayHotseatRules: fetaix --mode hotseat plays the rules remembered
// for games at one keyboard, the plain fetaix those of games against the
// computer; --rules overrides either.
func TestPlayHotseatRules(t *testing.T) {
	saved := prefs.Defaults()
	if err := saved.Set("hotseat-rules", "majority"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args     []string
		majority bool
	}{
		{nil, false},
		{[]string{"--mode", "hotseat"}, true},
		{[]string{"--mode", "hotseat", "--rules", ""}, false},
		{[]string{"--mode", "ai", "--rules", "majority"}, true},
	} {
		o, _, err := playOptions(c.args, io.Discard, io.Discard, saved)
		if err != nil {
			t.Fatal(err)
		}
		if o.Rules.Majority != c.majority {
			t.Errorf("%v: rules %v, want majority %v", c.args, *o.Rules, c.majority)
		}
	}
}

// TestPlayColourFlag: --colour is the same flag as --color (the form says
// "Your colour"): it sets the side, and the setting saved is color's; the
// help lists it, and a bad value names it as typed.
func TestPlayColourFlag(t *testing.T) {
	var out, errOut bytes.Buffer
	for _, spelling := range []string{"--colour", "-colour", "--color"} {
		o, s, err := playOptions([]string{spelling, "black"}, &out, &errOut, prefs.Defaults())
		if err != nil || o.Color != game.Black || s.Color != game.Black {
			t.Errorf("%s black: colour %v, setting %v, %v", spelling, o.Color, s.Color, err)
		}
	}
	saved := prefs.Defaults()
	if err := saved.Set("color", "black"); err != nil {
		t.Fatal(err)
	}
	if o, _, err := playOptions([]string{"--colour", "white"}, &out, &errOut, saved); err != nil || o.Color != game.White {
		t.Errorf("--colour white over a saved black: %v, %v", o.Color, err)
	}
	if _, _, err := playOptions([]string{"--colour", "green"}, &out, &errOut, saved); err == nil || !strings.HasPrefix(err.Error(), "--colour: ") {
		t.Errorf("--colour green: %v", err)
	}
	help, _ := helpText([]string{"play", "-h"})
	if !strings.Contains(help, "  --colour TEXT\n      the same as --color\n") {
		t.Errorf("play -h does not list --colour:\n%s", help)
	}
}

// TestPlayCoachFlag: --coach turns the coach on, --coach=false off,
// --coach=auto leaves it to the statistics, over the saved setting; a
// bad value is refused naming the flag.
func TestPlayCoachFlag(t *testing.T) {
	saved := prefs.Defaults()
	var out, errOut bytes.Buffer
	for _, c := range []struct {
		args    []string
		setting string
		want    ui.Coach
	}{
		{nil, "off", ui.CoachOff},
		{nil, "auto", ui.CoachAuto},
		{[]string{"--coach"}, "off", ui.CoachOn},
		{[]string{"--coach=false"}, "on", ui.CoachOff},
		{[]string{"--coach=off"}, "auto", ui.CoachOff},
		{[]string{"--coach=auto"}, "on", ui.CoachAuto},
		{[]string{"--coach", "--mode", "hotseat"}, "off", ui.CoachOn},
	} {
		saved.Coach = c.setting
		o, s, err := playOptions(c.args, &out, &errOut, saved)
		if err != nil {
			t.Fatalf("%v: %v", c.args, err)
		}
		if o.Coach != c.want {
			t.Errorf("%v over the setting %s: coach %v, want %v (settings in force %q)", c.args, c.setting, o.Coach, c.want, s.Coach)
		}
	}
	if _, _, err := playOptions([]string{"--coach=maybe"}, &out, &errOut, saved); err == nil || !strings.Contains(err.Error(), "--coach") {
		t.Errorf("--coach=maybe: %v", err)
	}
}
