package ui

import (
	"strings"

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
	var b strings.Builder
	b.WriteString(m.th.head.Render(learnHelpKeys) + "\n")
	b.WriteString(keyColumns(m.th.keysHelp, m.lk.FullHelp(), w) + "\n\n")
	b.WriteString(m.th.head.Render(learnTitle) + "\n")
	b.WriteString(ansi.Wrap(learnHelpNote, min(w, helpTextW), ""))
	return b.String()
}

// updateHelp gives msg to the help shown, which any key that does not
// scroll closes (interrupt quits, as from the lessons).
func (m *LearnModel) updateHelp(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.helpOn.update(resizeMsg{layout{w: msg.Width, h: msg.Height}})
		return nil
	case tea.KeyPressMsg:
		if key.Matches(msg, m.keys.Interrupt) {
			return m.quit()
		}
	}
	if next, _ := m.helpOn.update(msg); next == nil {
		m.helpOn = nil
	}
	return nil
}
