package ui

import (
	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"github.com/fetaix/fetaix/internal/cellwidth"
)

// footerCache is the last fitted footer and what it was fitted from: the
// width, the pinned count and each binding's help and whether it was
// enabled. setTheme drops it (the styles change).
type footerCache struct {
	ok        bool
	w, pinned int
	keys      []footerKey
	s         string
}

type footerKey struct {
	key, desc string
	enabled   bool
}

// same reports whether the cache holds the footer of bindings, pinned, w.
func (c *footerCache) same(bindings []key.Binding, pinned, w int) bool {
	if !c.ok || c.w != w || c.pinned != pinned || len(c.keys) != len(bindings) {
		return false
	}
	for i, b := range bindings {
		k := c.keys[i]
		if h := b.Help(); k.key != h.Key || k.desc != h.Desc || k.enabled != b.Enabled() {
			return false
		}
	}
	return true
}

// fitHelp is a one-line help of bindings in width w: the last pinned of
// them always (cut only if they alone do not fit), after as many of the
// others, from the first, as fit — so the least important go last. The
// last result is kept: lipgloss rendering it was over a third of View's
// time, and the footer rarely changes.
func (m *Model) fitHelp(bindings []key.Binding, pinned, w int) string {
	c := &m.footer
	if c.same(bindings, pinned, w) {
		return c.s
	}
	s := m.renderHelp(bindings, pinned, w)
	c.ok, c.w, c.pinned, c.s = true, w, pinned, s
	c.keys = c.keys[:0]
	for _, b := range bindings {
		c.keys = append(c.keys, footerKey{b.Help().Key, b.Help().Desc, b.Enabled()})
	}
	return s
}

// renderHelp is fitHelp without the cache.
func (m *Model) renderHelp(bindings []key.Binding, pinned, w int) string {
	return fitKeys(m.th.keysHelp, bindings, pinned, w)
}

// fitKeys is a one-line help of bindings in width w drawn by h, as
// fitHelp lays it out.
func fitKeys(h help.Model, bindings []key.Binding, pinned, w int) string {
	sepW := cellwidth.Width(h.ShortSeparator)
	itemW := func(b key.Binding) int {
		if !b.Enabled() {
			return 0
		}
		return cellwidth.Width(b.Help().Key) + 1 + cellwidth.Width(b.Help().Desc) + sepW
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
	h.SetWidth(0)
	return cellwidth.Truncate(h.ShortHelpView(shown), w, "…")
}
