package ui

import (
	"fmt"

	"github.com/fetaix/fetaix/game"
)

// NoticeMsg is a text that, sent to a running Model (tea.Program.Send),
// shows on the status line as a warning: news from outside the game, such
// as endgame tables that could not be built.
type NoticeMsg string

// afterMoveStatus sets the status line for the position now on the board.
func (m *Model) afterMoveStatus() {
	if m.over() {
		m.setStatus(statusGood, "%s", m.resultText())
		return
	}
	p := m.g.Position()
	us := p.SideToMove()
	switch {
	case m.localTurn() && len(m.paths) > 0 && m.paths[0].IsCapture():
		m.setStatus(statusWarn, "%s", m.tr(txtMustCapture, "Side", m.side(us), "Points", m.squares(movers(m.paths))))
	case m.localTurn() && m.g.Ply() == 0:
		m.setStatus(statusInfo, "%s", m.tr(txtToMoveFirst, "Side", m.side(us)))
	case m.localTurn():
		m.setStatus(statusInfo, "%s", m.tr(txtToMoveSelect, "Side", m.side(us)))
	case m.isComputer(us) && !m.paused:
		m.setStatus(statusInfo, "%s", m.tr(txtToMoveThinking, "Side", m.side(us)))
	default:
		m.setStatus(statusInfo, "%s", m.tr(txtToMove, "Side", m.side(us)))
	}
}

// whyOver says why the game ended, naming the side it is about ("Black
// has no pieces left", "White resigned"); a draw rule is told in full, or
// by its name when short (for the panel).
func (m *Model) whyOver(short bool) string {
	r, reason := m.result, m.reason
	loser := m.g.Position().SideToMove()
	switch {
	case reason == game.NoPieces:
		return m.tr(txtNoPiecesLeft, "Side", m.side(loser))
	case reason == game.NoMoves:
		return m.tr(txtNoLegalMove, "Side", m.side(loser))
	case reason == game.Resignation:
		if r == game.WhiteWin {
			loser = game.Black
		} else {
			loser = game.White
		}
		return m.tr(txtResigned, "Side", m.side(loser))
	case short: // a draw rule by its name
	case reason == game.Repetition:
		n := m.g.Rules().Repetition
		return m.opts.Lang.N(txtRepetition, n, "Nth", ordinal(n))
	case reason == game.NoProgress:
		return m.tr(txtNoProgress, "Plies", m.plies(m.g.Rules().NoProgress))
	case reason == game.PlyLimit:
		return m.tr(txtPlyLimit, "Plies", m.plies(game.MaxPlies))
	}
	return reason.String()
}

// resultText says who won and why; in a local game, on a line of its
// own (so that 80 columns show both whole, with a note after the keys:
// noteResult), the keys of the next game.
func (m *Model) resultText() string {
	why := m.whyOver(false)
	again := "\n" + m.tr(txtNewOrRematch)
	if m.mode == ModeRemote {
		again = ""
	}
	switch m.result {
	case game.WhiteWin:
		return m.tr(txtWhiteWins, "Why", why) + again
	case game.BlackWin:
		return m.tr(txtBlackWins, "Why", why) + again
	}
	return m.tr(txtDrawn, "Why", why) + again
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

func sideName(c game.Color) string {
	if c == game.White {
		return "White"
	}
	return "Black"
}

// pausedText is the status line's permanent notice while a watched game
// is paused ("" otherwise): whatever the message after it, the screen says
// the computer waits, and how to resume. In replay mode p plays from the
// position shown, so the notice waits for the game to be back.
func (m *Model) pausedText() string {
	if m.mode == ModeWatch && m.paused && m.replay == nil && !m.over() {
		return m.tr(txtPaused)
	}
	return ""
}
