package ui

import (
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"
)

// fitHelp is a one-line help of bindings in width w: the last pinned of
// them always (cut only if they alone do not fit), after as many of the
// others, from the first, as fit — so the least important go last.
func (m *Model) fitHelp(bindings []key.Binding, pinned, w int) string {
	sepW := ansi.StringWidth(m.help.ShortSeparator)
	itemW := func(b key.Binding) int {
		if !b.Enabled() {
			return 0
		}
		return ansi.StringWidth(b.Help().Key) + 1 + ansi.StringWidth(b.Help().Desc) + sepW
	}
	split := max(len(bindings)-pinned, 0)
	used := -sepW // no separator before the first
	for _, b := range bindings[split:] {
		used += itemW(b)
	}
	n := 0
	for n < split && used+itemW(bindings[n]) <= w {
		used += itemW(bindings[n])
		n++
	}
	shown := append(bindings[:n:n], bindings[split:]...)
	h := m.help
	h.Width = 0
	return ansi.Truncate(h.ShortHelpView(shown), w, "…")
}
