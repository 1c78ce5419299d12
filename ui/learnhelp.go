package ui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// openHelp shows the lessons' help (the help screen of the game,
// helpScreen, with the lessons' keys) from its top.
func (m *LearnModel) openHelp() {
	pager := newHelpPager(m.keys)
	pager.done.SetHelp(pager.done.Help().Key, learnHelpDone)
	h := &helpScreen{
		pager:   pager,
		title:   m.th.title.Render(ansi.Truncate(" "+learnHelpTitle, m.w, "…")),
		content: m.helpContent,
		fit:     func(bs []key.Binding, pinned, w int) string { return fitKeys(m.th.keysHelp, bs, pinned, w) },
	}
	h.update(resizeMsg{layout{w: m.w, h: m.h}})
	m.helpOn = h
}

// helpContent is the lessons' help in width w: its keys in columns, then
// how the lessons go.
func (m *LearnModel) helpContent(w int) string {
	return pageHelp(m.th, learnHelpKeys, m.lk.FullHelp(), learnTitle, learnHelpNote, w)
}

// updateHelp gives msg to the help shown, which any key that does not
// scroll closes (interrupt quits, as from the lessons).
func (m *LearnModel) updateHelp(msg tea.Msg) tea.Cmd {
	return updatePageHelp(&m.helpOn, m.keys.Interrupt, m.quit, msg)
}
