package ui

import (
	"fmt"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
)

// Replay mode on the game screen: the board shows the position after any
// move of the game (m.replay), stepped through with the replay keys or by
// a click in the move list; the game itself (m.g) is left as it was, and
// esc returns to it. "Play from here" starts a new game from the position
// shown, against the computer or a friend.

// enterReplay starts replay mode on the game, showing the position after
// move at (0..Ply), or the position now when at < 0. Any search stops.
func (m *Model) enterReplay(at int) {
	m.think.cancelAll()
	m.sel = noEntry()
	m.typing = ""
	m.closePrompt()
	m.hasHint = false
	m.replay = newGameReplay(m.g, *m.replayMap)
	if at >= 0 {
		m.replay.GoTo(at)
	}
	m.replayStatus()
}

// exitReplay returns to the game as it was.
func (m *Model) exitReplay() tea.Cmd {
	if m.viewingRecord() {
		return m.quitNow()
	}
	m.replay = nil
	m.positionChanged()
	m.afterMoveStatus()
	return m.maybeStartComputer()
}

// viewingRecord reports whether the replay shown is of a record only
// looked at (Options.ViewRecord), not played on from yet.
func (m *Model) viewingRecord() bool {
	return m.opts.ViewRecord && m.record != nil && m.replay != nil
}

// replayText is the panel's line in replay mode: where it is and the
// game's result.
func (m *Model) replayText() string {
	r := m.replay
	s := m.tr(txtReplayPly, "N", r.Index(), "Of", r.Len())
	if res, _ := r.g.Result(); res != game.Ongoing {
		s += " · " + res.String()
	}
	return s
}

// replayStatus is the status line in replay mode.
func (m *Model) replayStatus() {
	r := m.replay
	back := m.tr(txtReplayBackToGame)
	if m.viewingRecord() {
		back = m.tr(txtReplayBack)
	}
	switch mv, ok := r.LastMove(); {
	case ok:
		m.setStatus(statusInfo, "%s", m.tr(txtReplayAt, "Move", fmt.Sprintf("%d. %s", moveNumber(r, r.Index()-1), mv), "Back", back))
	default:
		m.setStatus(statusInfo, "%s", m.tr(txtReplayStart, "Back", back))
	}
}

// moveNumber is the move number of move i (0-based) of the replay.
func moveNumber(r *gameReplay, i int) int {
	start := r.g.Start()
	off := 0
	if start.SideToMove() == game.Black {
		off = 1
	}
	return start.MoveNumber() + (i+off)/2
}

// replayKey handles a key in replay mode; ok is false when it is not a
// replay key (the game screen's keys then apply).
func (m *Model) replayKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	switch m.replay.HandleKey(k) {
	case replayMoved:
		m.replayStatus()
	case replayPlayHere:
		m.askPlayFromHere()
	case replayExit:
		return m.exitReplay(), true
	default:
		return nil, false
	}
	return nil, true
}

// askPlayFromHere asks whom to play against from the position shown.
func (m *Model) askPlayFromHere() {
	if m.mode == ModeRemote {
		m.setStatus(statusWarn, "%s", m.tr(txtPlayHereLocal))
		return
	}
	g := m.replay.PlayFromHere()
	if len(g.LegalMoves()) == 0 {
		m.setStatus(statusWarn, "%s", m.tr(txtPlayHereOver))
		return
	}
	m.showPrompt(m.tr(txtPlayHereQ, "Computer", helpPhrase(m.keys.PlayComputer), "Friend", helpPhrase(m.keys.PlayFriend)), nil,
		answer{m.keys.PlayComputer, func(m *Model) tea.Cmd { return m.playFromHere(g, ModeAI) }},
		answer{m.keys.PlayFriend, func(m *Model) tea.Cmd { return m.playFromHere(g, ModeHotseat) }})
}

// playFromHere starts game g, built by askPlayFromHere from the position
// shown with its history, in mode: against the computer the person takes
// the side to move. The game goes on with the seed of the one shown (a
// loaded record's, when it names one: keepSeed).
func (m *Model) playFromHere(g *game.Game, mode Mode) tea.Cmd {
	m.think.cancelAll()
	m.think.hasInfo = false
	m.replay = nil
	m.forgetRecord()
	m.mode, m.paused = mode, false
	us := g.Position().SideToMove()
	if mode == ModeAI {
		m.human = us
	}
	seed := m.think.seed // the game goes on: so does its seed
	m.setGame(g)
	m.freshGame()
	m.keepSeed(seed)
	m.flipped = m.defaultFlip()
	m.cursor = m.defaultCursor()
	who := m.tr(txtWithFriend)
	if mode == ModeAI {
		who = m.tr(txtVsComputerLevel, "Level", m.level)
	}
	m.setStatus(statusInfo, "%s", m.tr(txtPlayingOn, "Plies", m.plies(g.Ply()), "Who", who, "Side", m.side(us)))
	return m.maybeStartComputer()
}

// replayMouse: a click on a move of the move list shows the position after
// it (in replay mode, or entering it from the game).
func (m *Model) replayMouse(msg tea.MouseMsg) (tea.Cmd, bool) {
	ev := msg.Mouse()
	if _, click := msg.(tea.MouseClickMsg); !click || ev.Button != tea.MouseLeft {
		return nil, m.replay != nil
	}
	i, ok := m.moveAt(ev.X, ev.Y)
	switch {
	case ok && m.replay != nil:
		m.replay.GoTo(i + 1)
		m.replayStatus()
		return nil, true
	case ok && i < m.g.Ply():
		m.enterReplay(i + 1)
		return nil, true
	}
	return nil, m.replay != nil // the board does nothing in replay mode
}
