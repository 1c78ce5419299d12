package ui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/internal/cellwidth"
)

// openHelp shows the lessons' help (the help screen of the game,
// helpScreen, with the lessons' keys) from its top.
func (m *LearnModel) openHelp() {
	pager := newHelpPager(m.keys)
	l := m.o.Lang
	pager.localize(l)
	pager.done.SetHelp(pager.done.Help().Key, l.V(txtLearnHelpDone))
	h := &helpScreen{
		pager:   pager,
		title:   m.th.title.Render(" " + l.Show(cellwidth.Truncate(l.T(txtLearnHelpTitle), max(m.w-1, 0), "…"))),
		content: m.helpContent,
		fit:     func(bs []key.Binding, pinned, w int) string { return fitKeys(m.th.keysHelp, bs, pinned, w) },
	}
	h.update(resizeMsg{layout{w: m.w, h: m.h}})
	m.helpOn = h
}

// helpContent is the lessons' help in width w: its keys in columns, then
// how the lessons go (pageHelp's layout, each line ordered for the
// screen in the learner's language).
func (m *LearnModel) helpContent(w int) string {
	l := m.o.Lang
	var b strings.Builder
	b.WriteString(m.th.head.Render(l.V(txtLearnHelpKeys)) + "\n")
	b.WriteString(keyColumns(m.th.keysHelp, m.lk.FullHelp(), w) + "\n\n")
	b.WriteString(m.th.head.Render(l.V(txtLearnTitle)) + "\n")
	b.WriteString(l.ShowLines(ansi.Wrap(l.T(txtLearnHelpNote), min(w, helpTextW), "")))
	return b.String()
}

// updateHelp gives msg to the help shown, which any key that does not
// scroll closes (interrupt quits, as from the lessons).
func (m *LearnModel) updateHelp(msg tea.Msg) tea.Cmd {
	return updatePageHelp(&m.helpOn, m.keys.Interrupt, m.quit, msg)
}
