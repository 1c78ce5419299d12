// Package prefs keeps the player's preferences and local statistics in
// small text files in the user's config directory. It imports the
// standard library, internal/atomicfile, game, and ai (for the computer's
// level range).
package prefs

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
)

// Themes are the names of the screen's themes, the first the default: a
// colour theme, a high-contrast one (bold, the 16 basic colours, reverse
// video for highlights) and a plain ASCII one. The screen (ui) draws each.
var Themes = []string{"default", "high-contrast", "ascii"}

// BoardSizes are the board size choices: auto picks from the window size.
var BoardSizes = []string{"auto", "small", "medium", "large"}

// Settings are the player's preferences.
type Settings struct {
	Theme string     // one of Themes
	Level int        // the computer's level, levels.Min..levels.Max
	Color game.Color // the player's side against the computer
	Rules game.Rules // rule options of a new game against the computer
	// HotseatRules are the rule options of a new game at one keyboard:
	// kept apart, so that a game between two people leaves the next game
	// against the computer as it was.
	HotseatRules game.Rules
	BoardSize    string // one of BoardSizes
	Mouse        bool   // mouse input on
	// Coach is one of Coaches: whether the coach flags the moves that
	// throw a proven value away (package ui), auto while fewer than
	// CoachGames games are counted in the statistics.
	Coach string
}

// Coaches are the coach setting's values, the last the default: on, off,
// or auto (on for the first CoachGames finished games).
var Coaches = []string{"on", "off", "auto"}

// CoachGames is how many finished games against the computer (counted in
// the statistics, Stats.Total) the coach stays on for under the setting
// auto: the first games after the lessons.
const CoachGames = 10

// CoachAuto reports whether the coach setting auto turns the coach on for
// a player whose statistics are st: fewer than CoachGames games counted.
func CoachAuto(st Stats) bool { return st.Total().Games() < CoachGames }

// Defaults returns the settings used when there is no file.
func Defaults() Settings {
	return Settings{Theme: "default", Level: 2, Color: game.White, Rules: game.DefaultRules(),
		HotseatRules: game.DefaultRules(), BoardSize: "auto", Mouse: true, Coach: "auto"}
}

// Key describes one setting for the file's comments and help screens.
type Key struct {
	Name string
	Help string
}

// Keys lists the settings in the order they are written.
var Keys = []Key{
	{"theme", "colour theme: " + strings.Join(Themes, ", ")},
	{"level", "the computer's level, " + levels.Range()},
	{"color", "your side against the computer: white or black"},
	{"rules", "rule options of a new game against the computer, comma-separated (empty: all defaults): " + ruleOptionsHelp()},
	{"hotseat-rules", "rule options of a new game at one keyboard, as rules"},
	{"board-size", "board size: " + strings.Join(BoardSizes, ", ") + " (auto fits the window)"},
	{"mouse", "mouse input: on or off"},
	{"coach", "the coach, who flags a move that throws a proven value away (never online between two people): on, off or auto (on for your first " + strconv.Itoa(CoachGames) + " finished games against the computer)"},
}

// Set sets the named setting from its text, as in the file or a flag. A bad
// key is an error naming it; a bad value is a *ValueError naming the key
// ("level: bad value ..."). s is then unchanged.
func (s *Settings) Set(key, value string) error {
	if !isKey(strings.ToLower(key)) {
		return fmt.Errorf("unknown setting %q (known: %s)", key, keyNames())
	}
	if err := s.set(key, value); err != nil {
		return &ValueError{Key: canonicalKey(key), Err: err}
	}
	return nil
}

// ValueError is Set's error for a bad value of a known setting.
type ValueError struct {
	Key string // the setting, as in Keys
	Err error  // what is wrong with the value, without the key
}

// Error returns the key and the problem: "level: bad value ...".
func (e *ValueError) Error() string { return e.Key + ": " + e.Err.Error() }

// Unwrap returns the problem without the key.
func (e *ValueError) Unwrap() error { return e.Err }

// set is Set for a known key; its errors do not name the key.
func (s *Settings) set(key, value string) error {
	v := strings.TrimSpace(value)
	switch strings.ToLower(key) {
	case "theme":
		t, err := choose(v, Themes)
		if err != nil {
			return err
		}
		s.Theme = t
	case "level":
		n, err := strconv.Atoi(v)
		if err != nil || n < levels.Min || n > levels.Max {
			return fmt.Errorf("bad value %q (want %d..%d)", v, levels.Min, levels.Max)
		}
		s.Level = n
	case "color", "colour":
		c, err := game.ParseColor(v)
		if err != nil {
			return err
		}
		s.Color = c
	case "rules":
		r, err := game.ParseRules(v)
		if err != nil {
			return err
		}
		s.Rules = r
	case "hotseat-rules":
		r, err := game.ParseRules(v)
		if err != nil {
			return err
		}
		s.HotseatRules = r
	case "board-size":
		b, err := choose(v, BoardSizes)
		if err != nil {
			return err
		}
		s.BoardSize = b
	case "mouse":
		switch strings.ToLower(v) {
		case "on", "true", "yes", "1":
			s.Mouse = true
		case "off", "false", "no", "0":
			s.Mouse = false
		default:
			return fmt.Errorf("bad value %q (want on or off)", v)
		}
	case "coach":
		c, err := coachValue(v)
		if err != nil {
			return err
		}
		s.Coach = c
	}
	return nil
}

// coachValue reads a coach setting: on, off or auto, or a yes/no word as
// a command-line switch gives it (--coach is true, --coach=false).
func coachValue(v string) (string, error) {
	switch strings.ToLower(v) {
	case "on", "true", "yes", "1":
		return "on", nil
	case "off", "false", "no", "0":
		return "off", nil
	case "auto":
		return "auto", nil
	}
	return "", fmt.Errorf("bad value %q (want on, off or auto)", v)
}

// Get returns the named setting as text, as written in the file.
func (s Settings) Get(key string) string {
	switch strings.ToLower(key) {
	case "theme":
		return s.Theme
	case "level":
		return strconv.Itoa(s.Level)
	case "color", "colour":
		return s.Color.String()
	case "rules":
		return s.Rules.String()
	case "hotseat-rules":
		return s.HotseatRules.String()
	case "board-size":
		return s.BoardSize
	case "mouse":
		if s.Mouse {
			return "on"
		}
		return "off"
	case "coach":
		return s.Coach
	}
	return ""
}

// ruleOptionsHelp lists the rule options with their values.
func ruleOptionsHelp() string {
	var parts []string
	for _, o := range game.RuleOptions {
		if o.Values == nil {
			parts = append(parts, o.Name)
		} else {
			parts = append(parts, o.Name+"="+strings.Join(o.Values, "|"))
		}
	}
	return strings.Join(parts, ", ")
}

func choose(v string, choices []string) (string, error) {
	for _, c := range choices {
		if strings.EqualFold(v, c) {
			return c, nil
		}
	}
	return "", fmt.Errorf("bad value %q (want one of %s)", v, strings.Join(choices, ", "))
}

func keyNames() string {
	names := make([]string, len(Keys))
	for i, k := range Keys {
		names[i] = k.Name
	}
	return strings.Join(names, ", ")
}

// LoadSettings reads the settings file at path. A missing file gives the
// defaults; every unknown key, bad value or unreadable file is returned as
// a warning (to show once) and otherwise ignored.
func LoadSettings(path string) (Settings, []Warning) {
	s := Defaults()
	f := readKV(path)
	seen := map[string]int{}
	for _, e := range f.entries {
		if e.bad {
			continue
		}
		k := canonicalKey(e.key)
		if first, ok := seen[k]; ok {
			f.warn(e.line, fmt.Sprintf("%s already set on line %d; ignored", k, first))
			continue
		}
		if err := s.Set(k, e.value); err != nil {
			f.warn(e.line, err.Error()+"; ignored")
			continue
		}
		seen[k] = e.line
	}
	return s, f.warnings
}

// canonicalKey maps the accepted spelling "colour" to "color".
func canonicalKey(key string) string {
	if k := strings.ToLower(key); k != "colour" {
		return k
	}
	return "color"
}

// validSetting reports whether value is a good value for key.
func validSetting(key, value string) bool {
	s := Defaults()
	return s.Set(key, value) == nil
}

// Save writes the settings to path atomically, creating the directory if
// needed. An existing file keeps its comments and layout: each setting's
// line gets the new value, lines that are not understood are commented out
// (so they are reported only once), and missing settings are added with a
// comment.
func (s Settings) Save(path string) error {
	items := make([]item, len(Keys))
	for i, k := range Keys {
		items[i] = item{k.Help, k.Name, s.Get(k.Name)}
	}
	return saveKV(path, []string{
		"Fetaix settings, written by fetaix; you may edit this file.",
		`One "key = value" per line; a line starting with # is a comment.`,
		`A line fetaix does not understand is reported once, then kept behind "# (ignored)".`,
		"Command-line flags override these settings.",
	}, items, canonicalKey, validSetting)
}

// Open loads the settings from SettingsPath(). When the file has problems
// it is saved again at once, so that each problem is reported only once
// (the bad lines become comments). It returns the settings, the path and
// the warnings to show; a failure to find or fix the file is one of them.
func Open() (Settings, string, []Warning) {
	path, err := SettingsPath()
	if err != nil {
		return Defaults(), "", []Warning{{Path: "settings", Msg: err.Error()}}
	}
	s, warnings := LoadSettings(path)
	if len(warnings) > 0 {
		if err := s.Save(path); err != nil {
			warnings = append(warnings, Warning{Path: path, Msg: "could not comment out the bad lines: " + err.Error()})
		}
	}
	return s, path, warnings
}

func isKey(key string) bool {
	for _, k := range Keys {
		if k.Name == key {
			return true
		}
	}
	return key == "colour"
}
