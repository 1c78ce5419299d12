package keypress

import (
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestKeyNamesRoundTrip: each key built from a name reads back as that
// name, as the key bindings match it.
func TestKeyNamesRoundTrip(t *testing.T) {
	for _, n := range []string{"enter", "esc", "space", "tab", "shift+tab", "ctrl+c", "ctrl+u", "alt+left",
		"backspace", "pgdown", "home", "q", "A", "?", "c2"} {
		if got := Key(n).String(); got != n {
			t.Errorf("Key(%q).String() = %q", n, got)
		}
	}
	if k := Key("space"); k.Text != " " {
		t.Errorf("space types %q", k.Text)
	}
	if k := Key("ctrl+c"); k.Text != "" || k.Code != 'c' || k.Mod != tea.ModCtrl {
		t.Errorf("ctrl+c is %+v", k)
	}
}
