package ui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// openHelp shows the puzzle screen's help (the help screen of the game,
// helpScreen, with the puzzle's keys) from its top.
func (m *PuzzleModel) openHelp() {
	pager := newHelpPager(m.keys)
	pager.done.SetHelp(pager.done.Help().Key, puzzleHelpBack)
	h := &helpScreen{
		pager:   pager,
		title:   m.th.title.Render(ansi.Truncate(puzzleHelpTitle, m.w, "…")),
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
