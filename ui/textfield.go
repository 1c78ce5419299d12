package ui

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
)

// TextField is a one-line text field for the game's forms and the SSH
// server's lobby: bubbles' textinput, focused, with a steady cursor and
// without its ctrl+v, which reads the clipboard of the machine the program
// runs on (over SSH, the server's); a terminal's own paste arrives as a
// bracketed paste and is typed in.
type TextField struct {
	in textinput.Model
}

// NewTextField returns a focused, empty field drawn after prompt.
func NewTextField(prompt string) *TextField {
	in := textinput.New()
	in.Prompt = prompt
	in.KeyMap.Paste.SetEnabled(false)
	st := textinput.DefaultDarkStyles()
	st.Focused.Prompt = lipgloss.NewStyle().Bold(true)
	st.Cursor.Blink = false
	in.SetStyles(st)
	in.Focus()
	return &TextField{in: in}
}

// SetValue replaces the text and puts the cursor at its end.
func (f *TextField) SetValue(s string) {
	f.in.SetValue(s)
	f.in.CursorEnd()
}

// Value returns the text.
func (f *TextField) Value() string { return f.in.Value() }

// SetWidth sets how many characters of the text are shown at once.
func (f *TextField) SetWidth(w int) { f.in.SetWidth(w) }

// SetCharLimit caps the text's length in characters (0: no cap).
func (f *TextField) SetCharLimit(n int) { f.in.CharLimit = n }

// Prompt returns the text drawn before the field.
func (f *TextField) Prompt() string { return f.in.Prompt }

// Update applies msg when it edits the text — a printable key, a paste,
// or one of textinput's editing keys (←/→, home/end, ctrl+a/e, backspace,
// delete, ctrl+u/k/w, alt+←/→ …) — and reports whether it did; any other
// message (enter, esc, ↑/↓, tab) is left to the caller.
func (f *TextField) Update(msg tea.Msg) bool {
	switch msg := msg.(type) {
	case tea.PasteMsg:
	case tea.KeyPressMsg:
		km := &f.in.KeyMap
		printable := msg.Text != "" && msg.Mod&^tea.ModShift == 0
		if !printable && !key.Matches(msg, km.CharacterForward, km.CharacterBackward,
			km.WordForward, km.WordBackward, km.DeleteWordBackward, km.DeleteWordForward,
			km.DeleteAfterCursor, km.DeleteBeforeCursor, km.DeleteCharacterBackward,
			km.DeleteCharacterForward, km.LineStart, km.LineEnd) {
			return false
		}
	default:
		return false
	}
	f.in, _ = f.in.Update(msg) // a steady cursor schedules nothing
	return true
}

// View draws the prompt and the part of the text around the cursor.
func (f *TextField) View() string { return f.in.View() }
