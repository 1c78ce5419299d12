package ui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// puzzleNote is the puzzle help's how-to, under its keys.
const puzzleNote = "Find the move that keeps the value the task names (a win, or the draw). " +
	"Each move is checked by its proven value (the panel says by what); a right move is answered by the defender's best reply, " +
	"a wrong one is not played: what it allowed is said, and the solution is shown, its whole line listed beside the board " +
	"and stepped through on it. Solving a puzzle raises your puzzle rating; a wrong move, the solution or a skip lowers it and ends the streak. " +
	"Once it ends, the puzzle can be tried again from its start: that try is not rated. " +
	"A hint marks the piece that moves: solved after it, a puzzle counts half and the streak does not grow. " +
	"The streak mode (puzzles of rising difficulty until the first mistake) and the timed mode (three minutes) are not rated; their bests are kept."

// openHelp shows the puzzle screen's help (the help screen of the game,
// helpScreen, with the puzzle's keys) from its top.
func (m *PuzzleModel) openHelp() {
	pager := newHelpPager(m.keys)
	pager.done.SetHelp(pager.done.Help().Key, "back to the puzzle")
	h := &helpScreen{
		pager:   pager,
		title:   m.th.title.Render(ansi.Truncate(" Fetaix puzzles · help", m.w, "…")),
		content: m.helpContent,
		fit:     func(bs []key.Binding, pinned, w int) string { return fitKeys(m.th.keysHelp, bs, pinned, w) },
	}
	h.update(resizeMsg{layout{w: m.w, h: m.h}})
	m.helpOn = h
}

// helpContent is the puzzle help in width w: its keys in columns, then
// how puzzles go.
func (m *PuzzleModel) helpContent(w int) string {
	// every key, whether the puzzle goes on or has ended
	return pageHelp(m.th, "Keys", m.pk.FullHelp(), "Puzzles", puzzleNote, w)
}

// updateHelp gives msg to the help shown, which any key that does not
// scroll closes (interrupt quits, as from the puzzle).
func (m *PuzzleModel) updateHelp(msg tea.Msg) tea.Cmd {
	return updatePageHelp(&m.helpOn, m.keys.Interrupt, m.quit, msg)
}
