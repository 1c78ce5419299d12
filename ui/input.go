package ui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/prefs"
)

// handleKey routes a key to the screen shown.
func (m *Model) handleKey(k tea.KeyPressMsg) tea.Cmd {
	if rs := []rune(k.Text); len(rs) > 1 {
		// Keys typed quickly (or sent by a script) may arrive together:
		// take them one at a time.
		var cmds []tea.Cmd
		for _, r := range rs {
			cmds = append(cmds, m.handleKey(tea.KeyPressMsg{Code: r, Text: string(r), Mod: k.Mod}))
		}
		return tea.Batch(cmds...)
	}
	if m.active != nil {
		return m.toScreen(k)
	}
	if m.explorer.open && m.typing == "" {
		if cmd, ok := m.explorerKey(k); ok {
			return cmd
		}
	}
	if cmd, ok := m.typingKey(k); ok {
		return cmd
	}
	if cmd, ok := m.sharedKey(k); ok {
		return cmd
	}
	if m.replay != nil {
		if cmd, ok := m.replayKey(k); ok {
			return cmd
		}
		m.setStatus(statusWarn, "%s", m.tr(txtReplayModeNote))
		return nil
	}
	switch {
	case key.Matches(k, m.playKeys.Up):
		m.moveCursor(0, -1)
	case key.Matches(k, m.playKeys.Down):
		m.moveCursor(0, 1)
	case key.Matches(k, m.playKeys.Left):
		m.moveCursor(-1, 0)
	case key.Matches(k, m.playKeys.Right):
		m.moveCursor(1, 0)
	case key.Matches(k, m.playKeys.Point):
		m.startTyping(k)
	case key.Matches(k, m.playKeys.Select):
		return m.pick(m.cursor, false)
	case key.Matches(k, m.playKeys.Back) && m.sel.back(m.paths):
		m.entryStatus()
	case key.Matches(k, m.playKeys.Cancel), key.Matches(k, m.playKeys.Back): // back with no landing cancels
		if m.sel.active() {
			m.sel = noEntry()
			m.setStatus(statusInfo, "%s", m.tr(txtCancelled))
		}
	case key.Matches(k, m.playKeys.Undo):
		return m.undo()
	case key.Matches(k, m.playKeys.Redo):
		return m.redo()
	case key.Matches(k, m.playKeys.Hint):
		return m.askHint()
	case key.Matches(k, m.playKeys.Draw):
		return m.offerDraw()
	case key.Matches(k, m.playKeys.Resign):
		return m.resign()
	case key.Matches(k, m.playKeys.Rematch):
		if m.over() || m.g.Ply() == 0 {
			return m.rematch()
		}
		m.setStatus(statusWarn, "%s", m.tr(txtRematchFinished))
	case key.Matches(k, m.playKeys.Pause):
		if m.mode == ModeWatch {
			m.paused = !m.paused
			if m.paused {
				m.think.cancelMove()
			}
			m.afterMoveStatus() // not thinking while paused (the status line says paused)
			return m.maybeStartComputer()
		}
	case key.Matches(k, m.playKeys.Replay):
		m.enterReplay(-1)
	}
	return nil
}

// sharedKey handles the keys that work both in play and in replay mode;
// ok is false for any other key.
func (m *Model) sharedKey(k tea.KeyPressMsg) (cmd tea.Cmd, ok bool) {
	switch {
	case key.Matches(k, m.keys.PostGame):
		return m.openPostGame(), true
	case key.Matches(k, m.playKeys.Quit, m.playKeys.Interrupt):
		return m.quit(), true
	case key.Matches(k, m.playKeys.Help):
		m.openHelp()
	case key.Matches(k, m.playKeys.Flip):
		m.flipped = !m.flipped
	case key.Matches(k, m.playKeys.Theme):
		return m.nextTheme(), true
	case key.Matches(k, m.playKeys.New):
		if m.mode == ModeRemote {
			if m.over() {
				return m.rematch(), true
			}
			return nil, true
		}
		return m.confirmDiscard(m.tr(txtNewGameQ), (*Model).openNewGame), true
	case key.Matches(k, m.playKeys.Save):
		m.openSave()
	case key.Matches(k, m.playKeys.Load):
		return m.openLoad(), true
	case key.Matches(k, m.playKeys.CopyPosition):
		return m.opts.Clipboard.copyPosition(m.shownPosition()), true
	case key.Matches(k, m.playKeys.CopyGame):
		return m.opts.Clipboard.copyGame(m.gameRecord()), true
	case key.Matches(k, m.playKeys.Analysis):
		m.toggleAnalysis()
	case key.Matches(k, m.playKeys.Explore):
		return m.toggleExplorer(), true
	case key.Matches(k, m.playKeys.Rules):
		m.openRules()
	case key.Matches(k, m.playKeys.Learn):
		return m.openLearn(), true
	default:
		return nil, false
	}
	return nil, true
}

// nextTheme switches to the next theme and saves the choice.
func (m *Model) nextTheme() tea.Cmd {
	names := prefs.Themes
	for i, n := range names {
		if n != m.th.name {
			continue
		}
		m.setTheme(names[(i+1)%len(names)])
		m.setStatus(statusInfo, "%s", m.tr(txtThemeIs, "Name", themeLabel(m.opts.Lang, m.th.name)))
		name := m.th.name
		save := m.saveSettings(func(s *prefs.Settings) { s.Theme = name })
		if m.think.move != nil || m.think.ask != nil || m.analysis.s != nil {
			return tea.Batch(save, m.tick()) // the new spinner needs its own tick
		}
		return save
	}
	return nil
}

// restoreStatus shows the status of the screen after a question.
func (m *Model) restoreStatus() {
	if m.replay != nil {
		m.replayStatus()
		return
	}
	m.afterMoveStatus()
}

// moveCursor moves the cursor by one point on screen (so a flipped board
// keeps "up" meaning up).
func (m *Model) moveCursor(di, dj int) {
	i, j := displayOf(m.cursor, m.flipped)
	if s := squareAt(i+di, j+dj, m.flipped); s != game.NoSquare {
		m.cursor = s
	}
}

// pick is Enter on a point (or a click on it): select a piece, land on a
// target, or explain why not. byMouse makes a pick elsewhere cancel.
func (m *Model) pick(s game.Square, byMouse bool) tea.Cmd {
	if !m.mayMove() {
		return nil
	}
	if m.sel.active() {
		// A target, or a point further along the capture (its final
		// point, say) when only one way leads there.
		routes := m.sel.routesTo(s)
		if m.sel.targets()&s.Bit() != 0 {
			routes = [][]game.Square{{s}}
		}
		switch {
		case len(routes) == 1:
			return m.landVia(routes[0])
		case len(routes) > 1:
			m.setStatus(statusWarn, "%s", routesChoice(m.opts.Lang, routes, s))
			return nil
		case m.sel.shorterReaches(m.g.Position(), m.g.Rules(), s):
			m.setStatus(statusWarn, "%s", m.tr(txtMajorityLand, "N", m.sel.cands[0].NumCaptured(), "Points", m.squares(m.sel.targets())))
			return nil
		}
		if len(m.sel.landings) > 0 {
			if byMouse {
				m.sel = noEntry()
				m.setStatus(statusInfo, "%s", m.tr(txtCaptureCancelled))
				return nil
			}
			m.setStatus(statusWarn, "%s", m.tr(txtContinueCapture, "Points", m.squares(m.sel.targets())))
			return nil
		}
		if s == m.sel.from {
			m.sel = noEntry()
			m.setStatus(statusInfo, "%s", m.tr(txtCancelled))
			return nil
		}
	}
	return m.selectPiece(s, byMouse)
}

// mayMove reports whether the person at this screen may move now, and
// says why not when not.
func (m *Model) mayMove() bool {
	switch {
	case m.over():
		m.setStatus(statusGood, "%s", m.resultText())
	case m.localTurn():
		return true
	case m.mode == ModeRemote && m.opts.Spectator:
		m.setStatus(statusWarn, "%s", m.tr(txtWatching))
	default:
		m.setStatus(statusWarn, "%s", m.tr(txtWaitMover, "Who", m.moverName()))
	}
	return false
}

// landVia lands on each point of route in turn, and plays the move once
// it is complete or the rest of its path is unique.
func (m *Model) landVia(route []game.Square) tea.Cmd {
	for _, s := range route {
		if mv, done, _ := m.sel.choose(s); done {
			return m.play(mv)
		}
	}
	m.entryStatus()
	return nil
}

// entryStatus says where the move being entered may go next.
func (m *Model) entryStatus() {
	if len(m.sel.landings) == 0 {
		m.setStatus(statusInfo, "%s", m.tr(txtSelectedGoTo, "Point", m.sel.from.String(), "Points", m.squares(m.sel.targets())))
		return
	}
	m.setStatus(statusInfo, "%s", m.tr(txtCapturedSoFar, "Taken", pointList(m.sel.taken(m.g.Position()), m.tr(txtAnd2)), "Points", m.squares(m.sel.targets())))
}

// selectPiece selects the piece on s, or explains why it cannot move.
func (m *Model) selectPiece(s game.Square, byMouse bool) tea.Cmd {
	cands := pathsFrom(m.paths, s)
	if len(cands) == 0 {
		if byMouse && m.sel.active() && m.g.Position().At(s) == game.Empty {
			m.sel = noEntry()
			m.setStatus(statusInfo, "%s", m.tr(txtCancelled))
			return nil
		}
		m.sel = noEntry()
		m.setStatus(statusWarn, "%s", whyNotIn(m.opts.Lang, m.g.Position(), m.g.Rules(), m.paths, s))
		return nil
	}
	m.sel = entry{from: s, cands: cands}
	m.entryStatus()
	return nil
}

// moverName names who is to move, for "wait" messages.
func (m *Model) moverName() string {
	if m.isComputer(m.g.Position().SideToMove()) {
		return m.tr(txtTheComputer)
	}
	return m.tr(txtTheOpponent)
}
