package notifyform

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/i18n"
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
	if !strings.Contains(v, "saved: messages go to that address") || !strings.Contains(v, "[ ] a challenge") || !strings.Contains(v, "[x] a game over") {
		t.Errorf("after saving:\n%s", v)
	}
	f.setNote(errTestFailed(nil, &notify.AddressError{}), true)
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

// TestFormInTheLanguage: the page in French and in Arabic, in 80
// columns and 24 rows, the notify's refusal of a guest said in them too;
// English as notify says it.
func TestFormInTheLanguage(t *testing.T) {
	for k := range kindLabels {
		if got := kindLabel(nil, k); got != notify.Label(k) {
			t.Errorf("kind %v: %q, notify's %q", k, got, notify.Label(k))
		}
	}
	if errText(nil, notify.ErrGuest) != notify.ErrGuest.Error() || errText(nil, notify.ErrOff) != notify.ErrOff.Error() {
		t.Error("the refusals' English differs from notify's")
	}
	st := &memStore{targets: map[store.PlayerID]store.NotifyTarget{}}
	n := notify.New(notify.Config{}, st, slog.New(slog.DiscardHandler))
	cases := []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.French, []string{"Notifications", "Adresse :", "[x] votre coup dans une partie par correspondance", "Envoyer un message d'essai", "échap retour", "les notifications sont réservées"}},
		{i18n.Arabic, []string{i18n.Visual("الإشعارات"), i18n.Visual("إرسال رسالة تجريبية")}},
	}
	for _, c := range cases {
		g := NewIn(i18n.New(c.lang, i18n.BidiApp), n, 0, func() bool { return true })
		v := g.View()
		fits(t, v)
		for _, w := range c.want {
			if !strings.Contains(v, w) {
				t.Errorf("%s: %q is not on the page:\n%s", c.lang, w, v)
			}
		}
	}
}
