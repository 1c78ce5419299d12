package ui

import (
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The game actions: playing a move, the computer's turn, undo and redo,
// hints, draws, resignation, new games and quitting.

// play plays a complete move entered by the person: in ModeRemote it is
// only emitted as a request.
func (m *Model) play(mv game.Move) tea.Cmd {
	if m.mode == ModeRemote {
		us := m.g.Position().SideToMove()
		m.sel = noEntry()
		m.setStatus(statusInfo, "%s", m.tr(txtSent, "Move", mv.String()))
		return request(RequestMsg{Kind: RequestMove, Move: mv, Color: us, Ply: m.g.Ply()})
	}
	return m.apply(mv)
}

// apply plays mv on the game and starts whatever follows: the coach's
// look at it (coach.go), and the computer's answer, which waits for the
// coach to speak.
func (m *Model) apply(mv game.Move) tea.Cmd {
	before := m.g.Position()
	if err := m.g.Play(mv); err != nil {
		m.setStatus(statusWarn, "%v", err)
		return nil
	}
	m.positionChanged()
	m.afterMoveStatus()
	coach := m.coachMove(before, m.g.Rules(), mv, before.SideToMove())
	return tea.Batch(coach, m.maybeStartComputer())
}

// maybeStartComputer starts the computer's search when it is to move.
func (m *Model) maybeStartComputer() tea.Cmd {
	if m.over() || m.paused || m.formOpen() || !m.isComputer(m.g.Position().SideToMove()) ||
		m.think.move != nil || m.think.pending != 0 {
		return nil
	}
	if m.mode == ModeWatch && m.opts.MoveDelay > 0 {
		m.think.nextID++
		id := m.think.nextID
		m.think.pending = id
		return tea.Tick(m.opts.MoveDelay, func(time.Time) tea.Msg { return startThinkMsg{id: id} })
	}
	return m.startComputer()
}

// startComputer starts the computer's move search now.
func (m *Model) startComputer() tea.Cmd {
	s, wait := m.think.start(searchMove, m.g, m.level, m.opts.hashMiB)
	m.think.move, m.think.hasInfo, m.think.side = s, false, m.g.Position().SideToMove()
	return tea.Batch(wait, m.tick())
}

// keepSearch keeps the computer's move search's report i for the panel
// (thinkLines), unless the level is weakened (ai.Weakened): its depth,
// score and line would tell of the search the level plays below on
// purpose, not of the position nor of the level's strength. The panel
// then says only that the computer thinks; the hint and the analysis
// search at full strength.
func (m *Model) keepSearch(i ai.Info) {
	if !ai.Weakened(m.level) {
		m.think.info, m.think.hasInfo = i, true
	}
}

// tick starts the spinner.
func (m *Model) tick() tea.Cmd {
	if m.noTicks {
		return nil
	}
	return m.spin.Tick
}

// searchDone takes a finished search's result, if it is still wanted.
func (m *Model) searchDone(d thinkDoneMsg) tea.Cmd {
	if d.failed != "" {
		m.setStatus(statusWarn, "%s", m.tr(txtEngineFailed, "Why", d.failed))
	}
	switch {
	case m.think.move != nil && d.id == m.think.move.id:
		m.think.move = nil
		if d.res.Ok {
			m.keepSearch(d.res.Info)
			return m.apply(d.res.Move)
		}
		return nil
	case m.think.ask != nil && d.id == m.think.ask.id:
		m.think.ask = nil
		return m.askDone(d)
	case m.analysis.s != nil && d.id == m.analysis.s.id:
		m.analysisDone(d)
	}
	return nil // stale: cancelled by undo, new game, ...
}

// askDone shows a hint or answers a draw offer.
func (m *Model) askDone(d thinkDoneMsg) tea.Cmd {
	switch d.kind {
	case searchHint:
		if d.res.Ok {
			m.hint, m.hasHint = d.res.Move, true
			m.setStatus(statusInfo, "%s", m.tr(txtHint, "Move", d.res.Move.String()))
			if v := m.verdictText(); v != "" && m.replay == nil {
				m.status += " · " + v
			}
		}
	case searchDraw:
		// The computer accepts when it does not think it is better:
		// the score is from the person's side (to move).
		if d.res.Ok && d.res.Mate <= 0 && (d.res.Mate < 0 || d.res.Score >= -drawMargin) {
			if err := m.g.AgreeDraw(); err == nil {
				m.positionChanged()
				m.afterMoveStatus()
				return nil
			}
		}
		m.setStatus(statusInfo, "%s", m.tr(txtComputerDeclines))
	}
	return nil
}

// drawMargin is how far ahead (centi-men) the computer must think it is to
// decline a draw offer.
const drawMargin = 50

// rematch starts the same game again, colours swapped against the computer.
func (m *Model) rematch() tea.Cmd {
	if m.mode == ModeRemote {
		return request(RequestMsg{Kind: RequestRematch, Color: m.human})
	}
	m.think.cancelAll()
	if m.mode == ModeAI {
		m.human = m.human.Other()
	}
	return m.newGame(m.mode, m.human, m.level, m.g.Rules(), m.g.Start())
}

// newGame starts a game with these settings.
func (m *Model) newGame(mode Mode, human game.Color, level int, r game.Rules, start game.Position) tea.Cmd {
	m.think.cancelAll()
	m.think.hasInfo = false
	m.mode, m.human, m.level, m.paused = mode, human, level, false
	m.replay = nil
	m.forgetRecord()
	m.setGame(game.NewGame(r, start))
	m.freshGame()
	m.flipped = m.defaultFlip()
	m.cursor = m.defaultCursor()
	m.afterMoveStatus()
	if m.mode == ModeAI && m.isComputer(start.SideToMove()) {
		m.setStatus(statusInfo, "%s", m.tr(txtComputerFirst, "Side", m.sideLower(start.SideToMove())))
	}
	return m.maybeStartComputer()
}

// undo takes back a move; against the computer, back to the person's turn
// (the computer's reply too). It cancels any search.
func (m *Model) undo() tea.Cmd {
	if m.mode == ModeRemote {
		m.setStatus(statusWarn, "%s", m.tr(txtNoUndoOnline))
		return nil
	}
	m.think.cancelAll()
	m.think.hasInfo = false // the last search was about a later position
	if !m.g.CanUndo() {
		m.setStatus(statusWarn, "%s", m.tr(txtNothingToUndo))
		return m.maybeStartComputer()
	}
	// a resignation or an agreed draw is taken back first, on its own:
	// it is no ply
	ending := endingTakenBack(m.opts.Lang, m.g)
	m.g.Undo()
	n := 1
	if ending != "" {
		n = 0
	}
	if m.mode == ModeAI {
		for m.g.Position().SideToMove() != m.human && m.g.CanUndo() {
			m.g.Undo()
			n++
		}
		if m.g.Position().SideToMove() != m.human {
			for ; n > 0; n-- { // only the computer's moves: keep them
				m.g.Redo()
			}
			m.setStatus(statusWarn, "%s", m.tr(txtNothingOfYours))
			m.positionChanged()
			return m.maybeStartComputer()
		}
	}
	if m.mode == ModeWatch {
		m.paused = true
	}
	m.positionChanged()
	what := m.plies(n)
	switch {
	case ending != "" && n > 0:
		what = m.tr(txtAnd, "A", ending, "B", what)
	case ending != "":
		what = ending
	}
	m.setStatus(statusInfo, "%s", m.tr(txtTookBack, "What", what))
	return m.maybeStartComputer()
}

// endingTakenBack names the end of g that Undo takes back before any
// move — a resignation or an agreed draw — or is "" when there is none.
func endingTakenBack(l *i18n.Localizer, g *game.Game) string {
	switch _, why := g.Result(); why {
	case game.Resignation:
		return l.T(txtTheResignation)
	case game.AgreedDraw:
		return l.T(txtTheAgreedDraw)
	}
	return ""
}

// redo replays undone moves: against the computer, up to the person's turn.
func (m *Model) redo() tea.Cmd {
	if m.mode == ModeRemote {
		return nil
	}
	if !m.g.CanRedo() {
		m.setStatus(statusWarn, "%s", m.tr(txtNothingToRedo))
		return nil
	}
	m.think.cancelAll()
	m.g.Redo()
	n := 1
	if m.mode == ModeAI {
		for m.g.Position().SideToMove() != m.human && m.g.CanRedo() {
			m.g.Redo()
			n++
		}
	}
	m.positionChanged()
	m.afterMoveStatus()
	if !m.over() {
		m.setStatus(statusInfo, "%s", m.tr(txtReplayed, "Plies", m.plies(n)))
	}
	return m.maybeStartComputer()
}

// askHint starts a hint search for the person to move.
func (m *Model) askHint() tea.Cmd {
	if m.over() {
		m.setStatus(statusGood, "%s", m.resultText())
		return nil
	}
	if m.mode == ModeRemote {
		m.setStatus(statusWarn, "%s", m.tr(txtNoHintsOnline))
		return nil
	}
	if !m.localTurn() {
		m.setStatus(statusWarn, "%s", m.tr(txtHintOwnTurn))
		return nil
	}
	return m.ask(searchHint, m.tr(txtThinkingHint))
}

// ask starts a question to the engine (a hint or a draw decision) unless
// one is pending, with a status line while it thinks.
func (m *Model) ask(kind searchKind, status string) tea.Cmd {
	if m.think.ask != nil {
		return nil
	}
	s, wait := m.think.start(kind, m.g, m.level, m.opts.hashMiB)
	m.think.ask = s
	m.setStatus(statusInfo, "%s", status)
	return tea.Batch(wait, m.tick())
}

// offerDraw offers a draw: the computer decides by its evaluation, the
// other person at the keyboard confirms, or the request goes out online.
func (m *Model) offerDraw() tea.Cmd {
	if m.over() {
		return nil
	}
	us := m.g.Position().SideToMove()
	switch m.mode {
	case ModeRemote:
		if m.opts.Spectator {
			return nil
		}
		m.setStatus(statusInfo, "%s", m.tr(txtDrawOfferSent))
		return request(RequestMsg{Kind: RequestDraw, Color: m.human, Ply: m.g.Ply()})
	case ModeWatch:
		m.setStatus(statusWarn, "%s", m.tr(txtNobodyToOffer))
		return nil
	case ModeAI:
		if us != m.human {
			m.setStatus(statusWarn, "%s", m.tr(txtDrawOwnTurn))
			return nil
		}
		return m.ask(searchDraw, m.tr(txtYouOfferDraw))
	}
	m.showPrompt(m.tr(txtOffersDraw, "Side", m.side(us), "Other", m.side(us.Other()), "YesNo", m.keys.yesNo()),
		func(m *Model) tea.Cmd {
			if m.g.AgreeDraw() == nil {
				m.positionChanged()
				m.afterMoveStatus()
			}
			return nil
		})
	if p := m.prompt(); p != nil {
		p.declined = func(m *Model) {
			m.setStatus(statusInfo, "%s", m.tr(txtDeclinesDraw, "Side", m.side(us.Other()), "Status", m.status))
		}
	}
	return nil
}

// resign asks for confirmation, then resigns the person's side.
func (m *Model) resign() tea.Cmd {
	if m.ended() { // also by an end only the embedder knows (a room's abort, a flag)
		m.setStatus(statusWarn, "%s", m.tr(txtGameIsOver))
		return nil
	}
	side := m.g.Position().SideToMove()
	switch m.mode {
	case ModeWatch:
		m.setStatus(statusWarn, "%s", m.tr(txtBothSides))
		return nil
	case ModeAI, ModeRemote:
		if m.opts.Spectator {
			return nil
		}
		side = m.human
	}
	m.showPrompt(m.tr(txtResignsQ, "Side", m.side(side), "YesNo", m.keys.yesNo()),
		func(m *Model) tea.Cmd {
			if m.mode == ModeRemote {
				return request(RequestMsg{Kind: RequestResign, Color: side, Ply: m.g.Ply()})
			}
			m.think.cancelAll()
			if m.g.Resign(side) == nil {
				m.positionChanged()
				m.afterMoveStatus()
			}
			return nil
		})
	return nil
}

// quit quits, asking first when a game in progress would be lost.
func (m *Model) quit() tea.Cmd {
	if m.mode == ModeRemote {
		return request(RequestMsg{Kind: RequestQuit, Color: m.human})
	}
	if m.prompt() != nil || m.viewingRecord() {
		return m.quitNow()
	}
	return m.confirmDiscard(m.tr(txtQuitQ), (*Model).quitNow)
}

// confirmDiscard runs then at once unless it would throw a game in progress
// away; then it asks first ("Quit? The game in progress will be lost."),
// and where games can be saved, s saves the game and then runs then.
func (m *Model) confirmDiscard(question string, then func(*Model) tea.Cmd) tea.Cmd {
	if !m.inProgress() {
		return then(m)
	}
	if m.opts.GamePath == nil {
		m.showPrompt(m.tr(txtWillBeLost, "Question", question, "YesNo", m.keys.yesNo()), then)
		return nil
	}
	m.showPrompt(m.tr(txtWillBeLost, "Question", question, "YesNo", m.keys.yesNo(m.tr(txtSavesFirst, "Key", m.keys.Save.Help().Key))), then,
		answer{m.keys.Save, func(m *Model) tea.Cmd { return m.saveThen(then) }})
	return nil
}

// quitNow stops every search and quits (or asks the embedding model to).
func (m *Model) quitNow() tea.Cmd {
	m.think.cancelAll()
	m.stopAnalysis()
	if m.opts.emitQuit {
		return request(RequestMsg{Kind: RequestQuit, Color: m.human})
	}
	return tea.Quit
}
