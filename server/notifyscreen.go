package server

import (
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/server/notifyform"
)

// notifyScreen is a key holder's notifications page (server/notifyform), opened from the account page; esc returns to the lobby.
type notifyScreen struct{ f *notifyform.Form }

func (s notifyScreen) update(msg tea.Msg) tea.Cmd {
	if cmd, done := s.f.Update(msg); !done {
		return cmd
	}
	return func() tea.Msg { return backMsg{} }
}

func (s notifyScreen) view() string { return s.f.View() }
