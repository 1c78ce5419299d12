package server

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// The lobby's lists: menus (the lobby's, its pages') and lists that scroll
// (the games to watch, the pages' lines).

// menuKey moves a menu of n items on k (up, down, tab) and reports whether
// an item is chosen: the one selected, or the one of a shortcut (Items).
func (km *keyMap) menuKey(k tea.KeyPressMsg, item *int, n int) (chosen bool) {
	switch {
	case key.Matches(k, km.Up):
		*item = (*item + n - 1) % n
	case key.Matches(k, km.Down, km.NextField):
		*item = (*item + 1) % n
	case key.Matches(k, km.Select):
		return true
	}
	for i, b := range km.Items[:min(n, len(km.Items))] {
		if key.Matches(k, b) {
			*item = i
			return true
		}
	}
	return false
}

// writeMenu draws a menu's items, numbered for their shortcuts, the one at
// item selected.
func (st styles) writeMenu(b *strings.Builder, items []string, item int) {
	for i, it := range items {
		b.WriteString(st.row(fmt.Sprintf("%d  %s", i+1, it), i == item) + "\n")
	}
}

// row is one line of a menu, form or list, indented: the one picked is
// marked with a ">" that needs no colour to be seen, and drawn selected.
func (st styles) row(text string, picked bool) string {
	if picked {
		return "  " + st.selected.Render("> "+text+" ")
	}
	return "    " + text + " "
}

// writeList draws the lines of a list that fit in rows rows, a window
// around the line picked, with marks for the lines above and below it;
// text(i) is line i, drawn selected when it is the one picked.
func (st styles) writeList(b *strings.Builder, n, pick, rows int, text func(i int) string) {
	top := min(max(pick-rows/2, 0), max(n-rows, 0))
	end := min(top+rows, n)
	if top > 0 {
		b.WriteString("  " + st.dim.Render(fmt.Sprintf("↑ %d more", top)) + "\n")
	}
	for i := top; i < end; i++ {
		b.WriteString(st.row(text(i), i == pick) + "\n")
	}
	if end < n {
		b.WriteString("  " + st.dim.Render(fmt.Sprintf("↓ %d more", n-end)) + "\n")
	}
}
