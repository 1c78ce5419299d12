package ui

import (
	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
)

// handleMouse plays by mouse: press on a piece selects it (and starts a
// drag), press on a target lands there, release on a target after a drag
// lands there (as does release on a point further along a capture, such as
// its final point, when only one way leads there). Presses on the grid
// away from any useful point cancel; presses on labels or outside the board
// do nothing. While a piece is dragged, the point under the pointer shows
// where it would land. The wheel over the side panel scrolls the move list.
func (m *Model) handleMouse(msg tea.MouseMsg) tea.Cmd {
	ev := msg.Mouse()
	if m.explorer.open {
		if cmd, done := m.explorerMouse(msg); done {
			return cmd
		}
	}
	if _, ok := msg.(tea.MouseWheelMsg); ok {
		m.wheel(ev)
		return nil
	}
	if cmd, done := m.replayMouse(msg); done {
		return cmd
	}
	if _, release := msg.(tea.MouseReleaseMsg); ev.Button != tea.MouseLeft && !release {
		return nil
	}
	l := m.gameLayout()
	if l.tooSmall {
		return nil
	}
	s, h := l.board.pointAt(ev.X-l.boardX, ev.Y-l.boardY, m.flipped)
	switch msg.(type) {
	case tea.MouseClickMsg:
		m.drag, m.dragOver = game.NoSquare, game.NoSquare
		switch h {
		case hitOutside:
			return nil
		case hitGrid:
			if m.sel.active() {
				m.sel = noEntry()
				m.setStatus(statusInfo, "%s", m.tr(txtCancelled))
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
	case tea.MouseMotionMsg:
		if m.dragging() {
			m.dragTo(s, h)
		}
	case tea.MouseReleaseMsg:
		from := m.drag
		dragging := m.dragging()
		m.drag, m.dragOver = game.NoSquare, game.NoSquare
		if !dragging || h != hitPoint || s == from {
			if dragging {
				m.entryStatus() // not "dragging" any more
			}
			return nil
		}
		m.cursor = s
		if len(m.sel.routesTo(s)) > 0 { // a target, or further along a capture
			return m.pick(s, true)
		}
		m.entryStatus()
	}
	return nil
}

// dragging reports whether a piece is being dragged: pressed on, selected,
// and not yet moved by a landing.
func (m *Model) dragging() bool {
	return m.drag != game.NoSquare && m.sel.active() && m.sel.from == m.drag && len(m.sel.landings) == 0
}

// dragTo shows where the dragged piece would go: the cursor follows the
// pointer over the points (the target under it shows the piece as it
// would land there) and the status line says where it is.
func (m *Model) dragTo(s game.Square, h hit) {
	m.dragOver = game.NoSquare
	if h != hitPoint || s == m.drag {
		m.setStatus(statusInfo, "%s", m.tr(txtDragging, "Point", m.drag.String(), "Points", m.squares(m.sel.targets())))
		return
	}
	m.cursor, m.dragOver = s, s
	if len(m.sel.routesTo(s)) == 0 {
		m.setStatus(statusWarn, "%s", m.tr(txtDragNotTarget, "Point", m.drag.String(), "Over", s.String(), "Points", m.squares(m.sel.targets())))
		return
	}
	m.setStatus(statusInfo, "%s", m.tr(txtDraggingOver, "Point", m.drag.String(), "Over", s.String()))
}

// wheel scrolls the move list when the pointer is over the side panel; a
// wheel anywhere else does nothing.
func (m *Model) wheel(ev tea.Mouse) {
	l := m.gameLayout()
	if l.tooSmall || !l.panel || ev.X < l.panelX || ev.Y < l.boardY || ev.Y >= l.boardY+l.board.height() {
		return
	}
	d := 1
	switch ev.Button {
	case tea.MouseWheelUp:
		d = -1
	case tea.MouseWheelDown:
	default:
		return
	}
	m.scrollList(l, d)
}
