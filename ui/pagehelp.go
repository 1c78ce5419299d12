package ui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// pageHelp is the help of a screen of its own (the puzzles, the lessons)
// in width w: its keys in columns under keysHead, then its note under
// head.
func pageHelp(th *theme, keysHead string, keys [][]key.Binding, head, note string, w int) string {
	var b strings.Builder
	b.WriteString(th.head.Render(keysHead) + "\n")
	b.WriteString(keyColumns(th.keysHelp, keys, w) + "\n\n")
	b.WriteString(th.head.Render(head) + "\n")
	b.WriteString(ansi.Wrap(note, min(w, helpTextW), ""))
	return b.String()
}

// updatePageHelp gives msg to the help *h shown over a screen of its own,
// which any key that does not scroll closes (*h becomes nil); interrupt
// quits as from the screen.
func updatePageHelp(h **helpScreen, interrupt key.Binding, quit func() tea.Cmd, msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		(*h).update(resizeMsg{layout{w: msg.Width, h: msg.Height}})
		return nil
	case tea.KeyPressMsg:
		if key.Matches(msg, interrupt) {
			return quit()
		}
	}
	if next, _ := (*h).update(msg); next == nil {
		*h = nil
	}
	return nil
}
