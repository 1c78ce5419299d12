package server

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// A menu is data: a list of items, each with its label, its shortcut key
// and its action. What an item does follows the item, wherever it stands
// in the list: nothing looks an item up by its position.

// menuItem is one choice of a menu on the screen S: the label drawn, the
// key that picks it (drawn before the label), and what choosing it does.
type menuItem[S any] struct {
	label string
	key   string
	act   func(S) tea.Cmd
}

// menu is a menu's items, drawn in order, and the one selected.
type menu[S any] struct {
	items []menuItem[S]
	sel   int
}

// update moves the selection on k (up, down, tab) and returns the item
// chosen, if any: the one selected on Select, or the one whose key k is
// (which becomes the selected one).
func (m *menu[S]) update(km *keyMap, k tea.KeyPressMsg) (menuItem[S], bool) {
	n := len(m.items)
	switch {
	case key.Matches(k, km.Up):
		m.sel = (m.sel + n - 1) % n
	case key.Matches(k, km.Down, km.NextField):
		m.sel = (m.sel + 1) % n
	case key.Matches(k, km.Select):
		return m.items[m.sel], true
	}
	for i, it := range m.items {
		if key.Matches(k, key.NewBinding(key.WithKeys(it.key))) {
			m.sel = i
			return it, true
		}
	}
	return menuItem[S]{}, false
}

// click selects and returns the item drawn on the menu's row-th line, if
// there is one.
func (m *menu[S]) click(row int) (menuItem[S], bool) {
	if row < 0 || row >= len(m.items) {
		return menuItem[S]{}, false
	}
	m.sel = row
	return m.items[row], true
}

// write draws the items, one a line with its key, the selected one
// marked and highlighted (styles.row).
func (m menu[S]) write(st *styles, b *strings.Builder) {
	for i, it := range m.items {
		b.WriteString(st.row(fmt.Sprintf("%s  %s", it.key, it.label), i == m.sel) + "\n")
	}
}

// keysHelp names the items' keys for the help line: "1-8" for the
// digits from 1 up, then the other keys ("1-8/p"); else the keys one by
// one ("1/2/q").
func (m menu[S]) keysHelp() string {
	var digits, others []string
	for _, it := range m.items {
		if len(it.key) == 1 && it.key[0] >= '1' && it.key[0] <= '9' {
			digits = append(digits, it.key)
		} else {
			others = append(others, it.key)
		}
	}
	sorted := slices.Sorted(slices.Values(digits))
	run := len(sorted) > 1
	for i, k := range sorted {
		run = run && k == fmt.Sprint(i+1)
	}
	if !run {
		keys := make([]string, len(m.items))
		for i, it := range m.items {
			keys[i] = it.key
		}
		return strings.Join(keys, "/")
	}
	return strings.Join(append([]string{"1-" + sorted[len(sorted)-1]}, others...), "/")
}
