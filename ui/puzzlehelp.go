package ui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/internal/cellwidth"
)

// openHelp shows the puzzle screen's help (the help screen of the game,
// helpScreen, with the puzzle's keys) from its top.
func (m *PuzzleModel) openHelp() {
	pager := newHelpPager(m.keys)
	pager.localize(m.o.Lang)
	pager.done.SetHelp(pager.done.Help().Key, m.o.Lang.V(txtPuzzleHelpBack))
	h := &helpScreen{
		pager:   pager,
		title:   m.th.title.Render(m.o.Lang.Show(cellwidth.Truncate(m.tr(txtPuzzleHelpTitle), m.w, "…"))),
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
	// the note wrapped here as pageHelp wraps it, each line then ordered
	// for the screen
	l := m.o.Lang
	note := l.ShowLines(ansi.Wrap(m.tr(txtPuzzleNote), min(w, helpTextW), ""))
	return pageHelp(m.th, l.V(txtPuzzleHelpKeys), m.pk.FullHelp(), l.V(txtPuzzleHelpPuzzles), note, w)
}

// updateHelp gives msg to the help shown, which any key that does not
// scroll closes (interrupt quits, as from the puzzle).
func (m *PuzzleModel) updateHelp(msg tea.Msg) tea.Cmd {
	return updatePageHelp(&m.helpOn, m.keys.Interrupt, m.quit, msg)
}
