package ui

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// lineInput is a one-line text field: typing inserts at the cursor;
// ←/→, home/end (ctrl+a/ctrl+e) move; backspace/delete erase; ctrl+u
// clears; a paste inserts. It stands in for bubbles/textinput, whose
// clipboard dependency is not part of this module's build.
type lineInput struct {
	prompt      string
	value       []rune
	pos         int // cursor, 0..len(value)
	width       int // characters of the value shown at once
	promptStyle lipgloss.Style
	cursorStyle lipgloss.Style
}

// SetValue replaces the text and puts the cursor at its end.
func (in *lineInput) SetValue(s string) {
	in.value = []rune(s)
	in.pos = len(in.value)
}

// Value returns the text.
func (in *lineInput) Value() string { return string(in.value) }

// Update applies a key and reports whether it was an editing key.
func (in *lineInput) Update(msg tea.Msg) bool {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return false
	}
	switch k.Type {
	case tea.KeyRunes, tea.KeySpace:
		r := k.Runes
		if k.Type == tea.KeySpace {
			r = []rune{' '}
		}
		r = []rune(strings.Map(func(c rune) rune {
			if c < ' ' || c == 0x7f {
				return -1 // no control characters in a file name
			}
			return c
		}, string(r)))
		in.value = append(in.value[:in.pos], append(r, in.value[in.pos:]...)...)
		in.pos += len(r)
	case tea.KeyBackspace:
		if in.pos > 0 {
			in.value = append(in.value[:in.pos-1], in.value[in.pos:]...)
			in.pos--
		}
	case tea.KeyDelete:
		if in.pos < len(in.value) {
			in.value = append(in.value[:in.pos], in.value[in.pos+1:]...)
		}
	case tea.KeyLeft:
		in.pos = max(0, in.pos-1)
	case tea.KeyRight:
		in.pos = min(len(in.value), in.pos+1)
	case tea.KeyHome, tea.KeyCtrlA:
		in.pos = 0
	case tea.KeyEnd, tea.KeyCtrlE:
		in.pos = len(in.value)
	case tea.KeyCtrlU:
		in.value, in.pos = nil, 0
	default:
		return false
	}
	return true
}

// View draws the prompt and the part of the text around the cursor, the
// cursor shown in reverse video.
func (in *lineInput) View() string {
	from := 0
	if w := max(1, in.width); in.pos >= w {
		from = in.pos - w + 1
	}
	to := min(len(in.value), from+max(1, in.width))
	var b strings.Builder
	b.WriteString(in.promptStyle.Render(in.prompt))
	b.WriteString(string(in.value[from:min(in.pos, to)]))
	under := " "
	if in.pos < len(in.value) {
		under = string(in.value[in.pos])
	}
	b.WriteString(in.cursorStyle.Render(under))
	if in.pos+1 < to {
		b.WriteString(string(in.value[in.pos+1 : to]))
	}
	return b.String()
}
