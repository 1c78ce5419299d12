package server

import (
	"unicode"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
)

// lineEdit is a one-line text field: printable keys append, backspace
// deletes. It has no styles of its own (no global renderer involved).
type lineEdit struct {
	text string
	max  int
}

// update applies a key; it reports whether the key was used.
func (e *lineEdit) update(k tea.KeyMsg) bool {
	switch k.Type {
	case tea.KeyBackspace:
		if e.text != "" {
			_, n := utf8.DecodeLastRuneInString(e.text)
			e.text = e.text[:len(e.text)-n]
		}
		return true
	case tea.KeySpace:
		k = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{' '}}
		fallthrough
	case tea.KeyRunes:
		if k.Paste || k.Alt {
			return false
		}
		for _, r := range k.Runes {
			if unicode.IsPrint(r) && r != utf8.RuneError && utf8.RuneCountInString(e.text) < e.max {
				e.text += string(r)
			}
		}
		return true
	}
	return false
}
