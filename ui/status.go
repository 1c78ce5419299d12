package ui

import (
	"fmt"

	"github.com/fetaix/fetaix/game"
)

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
		m.setStatus(statusWarn, "%s must capture: %s (marked !)", sideName(us), squareList(movers(m.paths)))
	case m.localTurn() && m.g.Ply() == 0:
		m.setStatus(statusInfo, "%s to move: select a piece (arrows and enter, or click; ? for help)", sideName(us))
	case m.localTurn():
		m.setStatus(statusInfo, "%s to move: select a piece", sideName(us))
	case m.isComputer(us) && !m.paused:
		m.setStatus(statusInfo, "%s to move: the computer is thinking…", sideName(us))
	default:
		m.setStatus(statusInfo, "%s to move", sideName(us))
	}
}

// resultText says who won and why.
func (m *Model) resultText() string {
	r, reason := m.g.Result()
	loser := m.g.Position().SideToMove()
	why := reason.String()
	switch reason {
	case game.NoPieces:
		why = sideName(loser) + " has no pieces left"
	case game.NoMoves:
		why = sideName(loser) + " has no legal move"
	case game.Resignation:
		if r == game.WhiteWin {
			loser = game.Black
		} else {
			loser = game.White
		}
		why = sideName(loser) + " resigned"
	case game.Repetition:
		why = fmt.Sprintf("the same position for the %s time", ordinal(m.g.Rules().Repetition))
	case game.NoProgress:
		why = fmt.Sprintf("%d plies without a capture or a man move", m.g.Rules().NoProgress)
	}
	again := " — n: new game · m: rematch"
	if m.mode == ModeRemote {
		again = ""
	}
	switch r {
	case game.WhiteWin:
		return "Game over: White wins (" + why + ")" + again
	case game.BlackWin:
		return "Game over: Black wins (" + why + ")" + again
	}
	return "Game over: draw (" + why + ")" + again
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
		return "paused — p to resume"
	}
	return ""
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
