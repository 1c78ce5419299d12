package ui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// screen is a page shown instead of the game: the new-game form, the help
// screen, the save and load dialogs, and the y/n questions over the game.
// The Model holds the one shown (active; nil is the game itself) and hands
// it every key, mouse event and message of its own; the screen answers
// with the screen to show next (itself, another, or nil to go back to the
// game) and reports what the person chose by a message, never by changing
// the Model. The questions and the new-game form are answered at once
// instead: the Model reads the answer as update returns (promptScreen,
// toPrompt; newGameForm, answered), so that no key typed after the answer
// reaches the game before the answer is applied.
type screen interface {
	// update handles a message and returns the screen to show next.
	update(msg tea.Msg) (screen, tea.Cmd)
	// view draws the screen in the window laid out by l.
	view(l layout) string
	// ShortHelp and FullHelp are the screen's keys, as key.Map.
	ShortHelp() []key.Binding
	FullHelp() [][]key.Binding
}

// Every screen satisfies the contract.
var (
	_ screen = (*newGameForm)(nil)
	_ screen = (*helpScreen)(nil)
	_ screen = (*fileDialog)(nil)
	_ screen = (*promptScreen)(nil)
	_ screen = (*postGameScreen)(nil)
)

// resizeMsg gives a screen the window's layout: as it opens and whenever
// the window changes size.
type resizeMsg struct{ l layout }

// helpRequestedMsg asks the Model to show the help screen over the screen
// that sent it, returning there when the help closes.
type helpRequestedMsg struct{}

// quitRequestedMsg asks the Model to quit as its quit key does (asking
// first when a game is in progress).
type quitRequestedMsg struct{}

// msgCmd returns a Cmd that yields msg.
func msgCmd(msg tea.Msg) tea.Cmd { return func() tea.Msg { return msg } }

// show makes s the screen shown (nil: the game), laid out for the window.
// It is the one place that switches screens.
func (m *Model) show(s screen) {
	m.active = s
	if s != nil {
		m.active, _ = s.update(resizeMsg{m.layout()})
	}
}

// toScreen hands msg to the screen shown and shows the screen it returns.
func (m *Model) toScreen(msg tea.Msg) tea.Cmd {
	if m.active == nil {
		return nil
	}
	if p, ok := m.active.(*promptScreen); ok {
		return m.toPrompt(p, msg)
	}
	prev := m.active
	next, cmd := m.active.update(msg)
	if next != m.active {
		m.show(next)
	}
	if ans := answered(prev); ans != nil {
		cmd = tea.Batch(cmd, m.update(ans))
	}
	return cmd
}

// answered takes the answer the new-game form s closed with, if any.
func answered(s screen) tea.Msg {
	f, ok := s.(*newGameForm)
	if !ok || f.answer == nil {
		return nil
	}
	ans := f.answer
	f.answer = nil
	return ans
}

// showing reports whether a screen of type T is shown.
func showing[T screen](m *Model) bool {
	_, ok := m.active.(T)
	return ok
}
