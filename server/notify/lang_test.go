package notify

import (
	"context"
	"log/slog"
	"net/netip"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// langStore is a fakeStore that knows its players' languages.
type langStore struct {
	fakeStore
	langs map[store.PlayerID]string
}

func (s *langStore) Lang(_ context.Context, id store.PlayerID) (string, error) {
	return s.langs[id], nil
}

// TestMessagesInTheRecipientsLanguage: a message's lines are in the
// language the recipient chose (store.Store.Lang), in English for one
// who chose none or a store that does not know; English as before.
func TestMessagesInTheRecipientsLanguage(t *testing.T) {
	e := over("ABCD", 1)
	english := map[Kind]string{
		YourMove:  "your move against bob in room ABCD (5+3, rated)",
		Started:   "bob joined your game in room ABCD (5+3, rated): it has started",
		Challenge: "bob challenges you to a game in room ABCD (5+3, rated)",
		GameOver:  "game over against bob in room ABCD (5+3, rated): you won (bob's time ran out)",
	}
	for k, want := range english {
		e.Kind = k
		if got := line(nil, e); got != want {
			t.Errorf("English %v: %q, want %q", k, got, want)
		}
	}
	if got := message(nil, []string{"x"}, 2); got != "fetaix: x\nfetaix: and 2 more\n" {
		t.Errorf("English message: %q", got)
	}

	st := &langStore{fakeStore: fakeStore{targets: map[store.PlayerID]store.NotifyTarget{}},
		langs: map[store.PlayerID]string{1: "fr", 2: "ar"}}
	n := New(Config{}, st, slog.New(slog.DiscardHandler))
	t.Cleanup(n.Close)
	e.Kind = GameOver
	if got := line(n.langOf(1), e); got != "partie terminée contre bob dans la salle ABCD (5+3, classée) : vous avez gagné (bob's time ran out)" {
		t.Errorf("French: %q", got)
	}
	e.Kind = YourMove
	if got := line(n.langOf(2), e); !strings.HasPrefix(got, "دورك ضد bob في الغرفة ABCD") || strings.ContainsAny(got, "\u2066\u2069") {
		t.Errorf("Arabic: %q", got)
	}
	if l := n.langOf(3); l != nil {
		t.Errorf("a player with no language: %v", l.Lang())
	}
	plain := New(Config{}, &fakeStore{targets: map[store.PlayerID]store.NotifyTarget{}}, slog.New(slog.DiscardHandler))
	t.Cleanup(plain.Close)
	if l := plain.langOf(1); l != nil {
		t.Errorf("a store without languages: %v", l.Lang())
	}
	if got := testMessage(i18n.New(i18n.French, i18n.BidiTerminal)); got != "fetaix: un message d'essai : vos rappels arriveront ici\n" {
		t.Errorf("French test message: %q", got)
	}
}

// TestRefusalsInTheLanguage: the settings page's refusals say in English
// what they said, and in French in French.
func TestRefusalsInTheLanguage(t *testing.T) {
	errs := []error{errEmptyURL, errNotHTTPS, errHTTPNotLoop, errNoHost, errBadURL(), errTooLong(600), ErrOff, ErrBusy, ErrGuest,
		&AddressError{IP: netip.MustParseAddr("10.0.0.1")}}
	fr := i18n.New(i18n.French, i18n.BidiApp)
	for _, err := range errs {
		if got := Text(nil, err); got != err.Error() {
			t.Errorf("English %q, want %q", got, err.Error())
		}
		if got := Text(fr, err); got == err.Error() {
			t.Errorf("French is English: %q", got)
		}
	}
	if got := Text(fr, errTooLong(600)); !strings.Contains(got, "l'adresse fait 600 caractères") {
		t.Errorf("French: %q", got)
	}
}
