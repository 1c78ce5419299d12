package ui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/prefs"
)

// The lessons over the game screen: the Learn key (i) opens a LearnModel
// as a screen over the game, which stops while it is shown; quitting it
// returns to the game. The first run's offer asks once whether to open
// them.

// learnScreen is the lessons shown over the game.
type learnScreen struct{ lm *LearnModel }

// learnClosedMsg says the lessons over the game were quit.
type learnClosedMsg struct{}

var _ screen = (*learnScreen)(nil)

// update gives msg to the lessons, sized to the window.
func (s *learnScreen) update(msg tea.Msg) (screen, tea.Cmd) {
	if r, ok := msg.(resizeMsg); ok {
		s.lm.Update(tea.WindowSizeMsg{Width: r.l.w, Height: r.l.h})
		return s, nil
	}
	if k, ok := msg.(tea.KeyPressMsg); ok && key.Matches(k, s.lm.keys.Interrupt) {
		return nil, msgCmd(quitRequestedMsg{}) // quits the program, as from the game
	}
	_, cmd := s.lm.Update(msg)
	return s, cmd
}

// view draws the lessons.
func (s *learnScreen) view(layout) string { return s.lm.Content() }

// ShortHelp and FullHelp are the lessons' keys.
func (s *learnScreen) ShortHelp() []key.Binding  { return s.lm.learnKeys().ShortHelp() }
func (s *learnScreen) FullHelp() [][]key.Binding { return s.lm.learnKeys().FullHelp() }

// openLearn shows the lessons over the game, except over an online game
// between two people (the opponent would wait): the status line says so.
func (m *Model) openLearn() tea.Cmd {
	if m.mode == ModeRemote {
		m.setStatus(statusWarn, "%s", m.tr(txtLearnOnlineRefused))
		return nil
	}
	var o LearnOptions
	if m.opts.Learn != nil {
		o = m.opts.Learn()
	}
	o.Options = m.opts
	o.Theme, o.LightBackground, o.BackgroundAsked = m.th.name, !m.dark, true
	o.Keys = m.keys
	o.Quit = func() tea.Cmd { return msgCmd(learnClosedMsg{}) }
	lm := NewLearn(o)
	m.show(&learnScreen{lm: lm})
	return lm.Init()
}

// closeLearn goes back from the lessons to the game, which goes on.
func (m *Model) closeLearn() tea.Cmd {
	if showing[*learnScreen](m) {
		m.show(nil)
	}
	m.restoreStatus()
	return m.maybeStartComputer()
}

// offerLessons asks, on the first run (Options.OfferLessons), whether to
// learn to play first, and keeps in the settings that it asked.
func (m *Model) offerLessons() tea.Cmd {
	if !m.opts.OfferLessons || m.active != nil || m.opts.Record != nil {
		return nil
	}
	m.showPrompt(learnFirstRunOffer(m.opts.Lang, m.keys.yesNo()), (*Model).openLearn)
	return m.saveSettings(func(s *prefs.Settings) { s.LessonsOffered = true })
}
