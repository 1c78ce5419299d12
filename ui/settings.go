package ui

import (
	"github.com/fetaix/fetaix/internal/i18n"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/prefs"
)

// ApplySettings returns o with the player's saved preferences: theme,
// computer level, colour, rule options (those of games at one keyboard
// when o.Mode is ModeHotseat), board size (Options.BoardSize) and the coach (Options.Coach).
// The command line sets the settings given as flags first, so flags win.
// Mouse reporting is on only when s.Mouse is.
func ApplySettings(o Options, s prefs.Settings) Options {
	o.Theme = s.Theme
	o.Level = s.Level
	o.Color = s.Color
	r := s.Rules
	if o.Mode == ModeHotseat {
		r = s.HotseatRules
	}
	o.Rules = &r
	o.BoardSize = boardSizeOption(s.BoardSize)
	o.NoMouse = !s.Mouse
	o.Coach = coachOption(s.Coach)
	return o
}

// boardSizeOption maps a board-size setting (prefs.BoardSizes: auto, small,
// medium, large) to Options.BoardSize.
func boardSizeOption(name string) int {
	switch name {
	case "small":
		return 1
	case "medium":
		return 2
	case "large":
		return len(boardSizes)
	}
	return 0
}

// recordResultStats counts a finished game against the computer in the
// statistics file at path: only ModeAI games from the start position that
// are over count, as a win, draw or loss for the person (human) against
// level. It returns whether the game was counted, and the warnings of
// reading the old file.
func recordResultStats(path string, mode Mode, human game.Color, level int, g *game.Game) (bool, []prefs.Warning, error) {
	if mode != ModeAI || setUp(g) {
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

// setUp reports whether g began from a set-up position, not the standard
// start: such a game is not counted in the record against a level (one
// capture from a win would be a win).
func setUp(g *game.Game) bool { return g.Start() != game.StartPosition() }

// statsSavedMsg reports the counting of a finished game.
type statsSavedMsg struct {
	counted bool
	err     error
}

// settingsSavedMsg reports the saving of the person's choices.
type settingsSavedMsg struct{ err error }

// noteResult counts a game against the computer once, when it has just
// ended: a game already counted (or loaded finished, or over from its
// start) is not counted again, whatever undo and redo do to it.
func (m *Model) noteResult() tea.Cmd {
	if m.counted || !m.over() || m.replay != nil {
		return nil
	}
	m.counted = true
	// one copy for both: they only read it
	g, human, level, mode, seed := m.g.Clone(), m.human, m.level, m.mode, m.think.seed
	var cmds []tea.Cmd
	if f := m.opts.GameOver; f != nil {
		cmds = append(cmds, func() tea.Msg { f(g, mode, human, level, seed); return nil })
	}
	switch path := m.opts.StatsPath; {
	case path == "" || mode != ModeAI:
	case setUp(g):
		m.setStatus(m.statusKind, "%s", m.tr(txtSetUpStatus, "Status", m.status))
	default:
		cmds = append(cmds, func() tea.Msg {
			ok, _, err := recordResultStats(path, mode, human, level, g)
			return statsSavedMsg{counted: ok, err: err}
		})
	}
	return tea.Batch(cmds...)
}

// freshGame marks the game now shown as not yet counted (unless it is
// already over: it was not played here), draws the seed of its
// computer's choices (gameSeed), and says whether the coach speaks in it
// (coachOn).
func (m *Model) freshGame() {
	m.counted = m.over()
	m.think.seed = gameSeed(m.opts.Seed)
	m.coach.on = m.coachOn()
}

// saveSettings applies change to the saved settings and writes them
// (in a Cmd); nothing happens without Options.SettingsPath.
func (m *Model) saveSettings(change func(s *prefs.Settings)) tea.Cmd {
	if m.opts.SettingsPath == "" {
		return nil
	}
	if m.opts.Settings == nil {
		d := prefs.Defaults()
		m.opts.Settings = &d
	}
	change(m.opts.Settings)
	s, path := *m.opts.Settings, m.opts.SettingsPath
	return func() tea.Msg { return settingsSavedMsg{err: s.Save(path)} }
}

// loadStats reads the statistics for the new-game screen; ok is false
// without a statistics file.
func (m *Model) loadStats() (s prefs.Stats, ok bool) {
	if m.opts.StatsPath == "" {
		return s, false
	}
	s, _ = prefs.LoadStats(m.opts.StatsPath) // its warnings are the next count's
	return s, true
}

// statsText is the person's record against a level, for the new-game
// screen.
func statsText(l *i18n.Localizer, s prefs.Stats, level int) string {
	t, all := s.Levels[level], s.Total()
	if t.Games() == 0 {
		return l.T(txtStatsNoGames, "Level", level, "Wins", all.Wins, "Draws", all.Draws, "Losses", all.Losses)
	}
	return l.T(txtStats, "Level", level, "Wins", t.Wins, "Draws", t.Draws, "Losses", t.Losses,
		"AllWins", all.Wins, "AllDraws", all.Draws, "AllLosses", all.Losses)
}
