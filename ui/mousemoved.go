package ui

import tea "charm.land/bubbletea/v2"

// MouseMoved returns msg, a mouse message, with its position moved by
// dx columns and dy rows: what a view drawn at an offset inside another
// (a game below a room's header) must be given. Other messages are
// returned as they are.
func MouseMoved(msg tea.Msg, dx, dy int) tea.Msg {
	switch m := msg.(type) {
	case tea.MouseClickMsg:
		m.X, m.Y = m.X+dx, m.Y+dy
		return m
	case tea.MouseReleaseMsg:
		m.X, m.Y = m.X+dx, m.Y+dy
		return m
	case tea.MouseMotionMsg:
		m.X, m.Y = m.X+dx, m.Y+dy
		return m
	case tea.MouseWheelMsg:
		m.X, m.Y = m.X+dx, m.Y+dy
		return m
	}
	return msg
}
