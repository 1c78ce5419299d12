package notifyform

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/server/notify"
	"github.com/fetaix/fetaix/store"
)

// memStore keeps the addresses in memory.
type memStore struct {
	mu      sync.Mutex
	targets map[store.PlayerID]store.NotifyTarget
}

func (m *memStore) NotifyTarget(_ context.Context, id store.PlayerID) (store.NotifyTarget, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.targets[id], nil
}

func (m *memStore) SetNotifyTarget(_ context.Context, id store.PlayerID, t store.NotifyTarget) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.targets[id] = t
	return nil
}

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
	st := &memStore{targets: map[store.PlayerID]store.NotifyTarget{}}
	n := notify.New(notify.Config{}, st, slog.New(slog.DiscardHandler))
	t.Cleanup(n.Close)
	f := New(n, 1, func() bool { return true })
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
	want := store.NotifyTarget{URL: "https://ntfy.sh/" + strings.Repeat("x", 300), Events: uint8(notify.Started | notify.GameOver)}
	if got := st.targets[1]; got != want {
		t.Errorf("stored %+v, want %+v", got, want)
	}
	v := f.View()
	if !strings.Contains(v, formSaved) || !strings.Contains(v, "[ ] a challenge") || !strings.Contains(v, "[x] a game over") {
		t.Errorf("after saving:\n%s", v)
	}
	f.setNote(errTestFailed(&notify.AddressError{}), true)
	fits(t, f.View())
	if _, done := f.Update(press("esc")); !done {
		t.Error("esc did not leave the page")
	}
	if g := New(n, 1, nil); g.saved != want.URL || g.kinds != notify.Started|notify.GameOver {
		t.Errorf("opened again: %q %v", g.saved, g.kinds)
	}
	if g := New(n, 0, nil); !strings.Contains(g.View(), notify.ErrGuest.Error()) {
		t.Errorf("a guest's page:\n%s", g.View())
	}
}
