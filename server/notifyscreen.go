package server

import (
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/server/notifyform"
)

// notifyScreen is a key holder's notifications page (server/notifyform), opened from the account page; esc returns to the lobby.
type notifyScreen struct {
	a *app
	f *notifyform.Form
}

func (s notifyScreen) update(msg tea.Msg) tea.Cmd {
	if cmd, done := s.f.Update(msg); !done {
		return cmd
	}
	return func() tea.Msg { return backMsg{} }
}

// view draws the form under the lobby's header, as the account page it
// opens from.
func (s notifyScreen) view() string {
	return s.a.lobby.header() + s.f.View()
}
