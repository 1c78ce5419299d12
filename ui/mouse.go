package ui

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/fetaix/fetaix/game"
)

// handleMouse plays by mouse: press on a piece selects it (and starts a
// drag), press on a target lands there, release on a target after a drag
// lands there (as does release on a point further along a capture, such as
// its final point, when only one way leads there). Presses on the grid
// away from any useful point cancel; presses on labels or outside the board
// do nothing. The wheel over the side panel scrolls the move list.
func (m *Model) handleMouse(ev tea.MouseMsg) tea.Cmd {
	if ev.Action == tea.MouseActionPress && (ev.Button == tea.MouseButtonWheelUp || ev.Button == tea.MouseButtonWheelDown) {
		m.wheel(ev)
		return nil
	}
	if cmd, done := m.replayMouse(ev); done {
		return cmd
	}
	if ev.Button != tea.MouseButtonLeft && ev.Action != tea.MouseActionRelease {
		return nil
	}
	l := m.layout()
	if l.tooSmall {
		return nil
	}
	s, h := l.board.pointAt(ev.X-l.boardX, ev.Y-l.boardY, m.flipped)
	switch ev.Action {
	case tea.MouseActionPress:
		m.drag = game.NoSquare
		if m.confirm != nil {
			m.confirm = nil
			m.restoreStatus()
		}
		switch h {
		case hitOutside:
			return nil
		case hitGrid:
			if m.sel.active() {
				m.sel = noEntry()
				m.setStatus(statusInfo, "cancelled")
			}
			return nil
		}
		m.cursor = s
		wasTarget := m.sel.active() && m.sel.targets()&s.Bit() != 0
		cmd := m.pick(s, true)
		if !wasTarget && m.sel.active() && m.sel.from == s {
			m.drag = s
		}
		return cmd
	case tea.MouseActionRelease:
		from := m.drag
		m.drag = game.NoSquare
		if from == game.NoSquare || h != hitPoint || s == from || !m.sel.active() || m.sel.from != from || len(m.sel.landings) > 0 {
			return nil
		}
		m.cursor = s
		if len(m.sel.routesTo(s)) > 0 { // a target, or further along a capture
			return m.pick(s, true)
		}
	}
	return nil
}

// wheel scrolls the move list when the pointer is over the side panel; a
// wheel anywhere else does nothing.
func (m *Model) wheel(ev tea.MouseMsg) {
	l := m.layout()
	if l.tooSmall || !l.panel || ev.X < l.panelX || ev.Y < l.boardY || ev.Y >= l.boardY+l.board.height() {
		return
	}
	d := 1
	if ev.Button == tea.MouseButtonWheelUp {
		d = -1
	}
	m.scrollList(l, d)
}
