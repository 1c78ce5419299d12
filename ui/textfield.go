package ui

import (
	"sync"

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
//
// A field keeps no textinput until it is given a text or an edit: a
// server holds several fields for every session (the lobby's, the
// chat's), most of which are never typed in, and a textinput with its
// styles and keys is about 12 KiB. An untouched field is drawn as a fresh
// textinput of its prompt and width draws (emptyViews).
type TextField struct {
	prompt       string
	width, limit int
	in           *textinput.Model // nil until the first text or edit
}

// NewTextField returns a focused, empty field drawn after prompt.
func NewTextField(prompt string) *TextField {
	return &TextField{prompt: prompt}
}

// newTextInput is the textinput of a field with prompt, width w and
// character limit n: focused, with a steady cursor, without ctrl+v.
func newTextInput(prompt string, w, n int) *textinput.Model {
	in := textinput.New()
	in.Prompt = prompt
	in.KeyMap.Paste.SetEnabled(false)
	st := textinput.DefaultDarkStyles()
	st.Focused.Prompt = lipgloss.NewStyle().Bold(true)
	st.Cursor.Blink = false
	in.SetStyles(st)
	in.SetWidth(w)
	in.CharLimit = n
	in.Focus()
	return &in
}

// input is the field's textinput, made on first use.
func (f *TextField) input() *textinput.Model {
	if f.in == nil {
		f.in = newTextInput(f.prompt, f.width, f.limit)
	}
	return f.in
}

// SetValue replaces the text and puts the cursor at its end.
func (f *TextField) SetValue(s string) {
	if s == "" && f.in == nil {
		return
	}
	in := f.input()
	in.SetValue(s)
	in.CursorEnd()
}

// Value returns the text.
func (f *TextField) Value() string {
	if f.in == nil {
		return ""
	}
	return f.in.Value()
}

// SetWidth sets how many characters of the text are shown at once.
func (f *TextField) SetWidth(w int) {
	f.width = w
	if f.in != nil {
		f.in.SetWidth(w)
	}
}

// SetCharLimit caps the text's length in characters (0: no cap).
func (f *TextField) SetCharLimit(n int) {
	f.limit = n
	if f.in != nil {
		f.in.CharLimit = n
	}
}

// Prompt returns the text drawn before the field.
func (f *TextField) Prompt() string { return f.prompt }

// fieldKeys are a field's editing keys (textinput's).
var fieldKeys = textinput.DefaultKeyMap()

// Update applies msg when it edits the text — a printable key, a paste,
// or one of textinput's editing keys (←/→, home/end, ctrl+a/e, backspace,
// delete, ctrl+u/k/w, alt+←/→ …) — and reports whether it did; any other
// message (enter, esc, ↑/↓, tab) is left to the caller.
func (f *TextField) Update(msg tea.Msg) bool {
	switch msg := msg.(type) {
	case tea.PasteMsg:
	case tea.KeyPressMsg:
		km := &fieldKeys
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
	in := f.input()
	*in, _ = in.Update(msg) // a steady cursor schedules nothing
	return true
}

// View draws the prompt and the part of the text around the cursor.
func (f *TextField) View() string {
	if f.in == nil {
		return emptyView(f.prompt, f.width)
	}
	return f.in.View()
}

// emptyViews are the views of untouched fields, by prompt and width.
var emptyViews sync.Map

// emptyView is the view of an empty field with prompt and width w.
func emptyView(prompt string, w int) string {
	type key struct {
		prompt string
		w      int
	}
	k := key{prompt, w}
	if v, ok := emptyViews.Load(k); ok {
		return v.(string)
	}
	v := newTextInput(prompt, w, 0).View()
	emptyViews.Store(k, v)
	return v
}
