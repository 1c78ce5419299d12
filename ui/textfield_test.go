package ui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
)

// TestTextField: printable keys, a paste and the editing keys edit the
// text (control characters dropped); enter, esc, ↑/↓ and ctrl+v are left
// to the caller — ctrl+v does not read the clipboard of the machine the
// program runs on; the view follows the cursor.
func TestTextField(t *testing.T) {
	f := NewTextField("File: ")
	for _, k := range []string{"a", "b", "c", "left", "backspace", "home", "x", "end", "space"} {
		if !f.Update(keypress.Key(k)) {
			t.Errorf("%s is not an editing key", k)
		}
	}
	if !f.Update(tea.PasteMsg{Content: "y\x1b[2J\tz"}) {
		t.Error("a paste is not taken")
	}
	if want := "xac y[2J z"; f.Value() != want {
		t.Errorf("value %q, want %q", f.Value(), want)
	}
	for _, k := range []string{"enter", "esc", "up", "down", "tab", "ctrl+v", "ctrl+c"} {
		if f.Update(keypress.Key(k)) {
			t.Errorf("%s edits the text", k)
		}
	}
	if want := "xac y[2J z"; f.Value() != want {
		t.Errorf("after the other keys: %q, want %q", f.Value(), want)
	}
	f.Update(keypress.Key("ctrl+u"))
	if f.Value() != "" {
		t.Errorf("ctrl+u left %q", f.Value())
	}
	f.SetWidth(5)
	f.SetValue("a long file name")
	if v := ansi.Strip(f.View()); !strings.HasPrefix(v, "File: ") || !strings.Contains(v, "name") || strings.Contains(v, "long") {
		t.Errorf("the view should follow the cursor: %q", v)
	}
}
