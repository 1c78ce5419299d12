package notify

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/store"
)

// press is a key as the page gets it.
func press(s string) tea.KeyPressMsg {
	switch s {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "space":
		return tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	}
	return tea.KeyPressMsg{Code: rune(s[0]), Text: s}
}

// fits fails unless the page fits 80×24.
func fits(t *testing.T, view string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(view, "\n"), "\n")
	if len(lines) > 24 {
		t.Errorf("%d rows:\n%s", len(lines), view)
	}
	for _, l := range lines {
		if w := ansi.StringWidth(l); w > 80 {
			t.Errorf("a row of %d columns: %q", w, l)
		}
	}
}

// TestFormSavesAndRefuses: the page shows a refused address's reason,
// saves a good one with the kinds turned off and on, and esc leaves it;
// it fits 80×24 with the longest notes.
func TestFormSavesAndRefuses(t *testing.T) {
	n, st := testNotifier(t, "", 0, func(c *Config) { c.AllowPrivate = false })
	f := n.NewForm(1)
	for _, r := range "https://10.0.0.1/x" {
		f.Update(press(string(r)))
	}
	f.Update(press("enter"))
	if v := f.View(); !strings.Contains(v, "10.0.0.1 is not a public internet address") {
		t.Errorf("refusal not shown:\n%s", v)
	}
	fits(t, f.View())
	f.url.SetValue("https://ntfy.sh/" + strings.Repeat("x", 300))
	f.Update(press("down"))
	f.Update(press("space")) // your move: off
	f.Update(press("down"))
	f.Update(press("down"))
	f.Update(press("x")) // a challenge: off
	f.Update(press("enter"))
	want := store.NotifyTarget{URL: "https://ntfy.sh/" + strings.Repeat("x", 300), Events: uint8(Started | GameOver)}
	if got := st.targets[1]; got != want {
		t.Errorf("stored %+v, want %+v", got, want)
	}
	v := f.View()
	if !strings.Contains(v, formSaved) || !strings.Contains(v, "[ ] a challenge") || !strings.Contains(v, "[x] a game over") {
		t.Errorf("after saving:\n%s", v)
	}
	f.setNote(errTestFailed(&AddressError{}), true)
	fits(t, f.View())
	if _, done := f.Update(press("esc")); !done {
		t.Error("esc did not leave the page")
	}
	if g := n.NewForm(1); g.saved != want.URL || g.kinds != Started|GameOver {
		t.Errorf("opened again: %q %v", g.saved, g.kinds)
	}
	if g := n.NewForm(0); !strings.Contains(g.View(), formGuest) {
		t.Errorf("a guest's page:\n%s", g.View())
	}
}
