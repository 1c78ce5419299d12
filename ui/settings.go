package ui

import (
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/prefs"
)

// ApplySettings returns o with the player's saved preferences: theme,
// computer level, colour and rule options. The command line applies it
// before its flags (prefs.Settings.ApplyFlags does the override), so flags
// win. Board size and mouse are not Options: the program sets mouse
// reporting (tea.WithMouseCellMotion) only when s.Mouse is on, and the
// board size preference is for the screen's layout to honour.
func ApplySettings(o Options, s prefs.Settings) Options {
	o.Theme = s.Theme
	o.Level = s.Level
	o.Color = s.Color
	r := s.Rules
	o.Rules = &r
	return o
}

// RecordResultStats counts a finished game against the computer in the
// statistics file at path: only ModeAI games that are over count, as a
// win, draw or loss for the person (human) against level. It returns
// whether the game was counted, and the warnings of reading the old file.
func RecordResultStats(path string, mode Mode, human game.Color, level int, g *game.Game) (bool, []prefs.Warning, error) {
	if mode != ModeAI {
		return false, nil, nil
	}
	r, _ := g.Result()
	o, over := prefs.OutcomeFor(r, human)
	if !over {
		return false, nil, nil
	}
	w, err := prefs.RecordResult(path, level, o)
	return err == nil, w, err
}
