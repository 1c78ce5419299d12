package locale

import (
	"context"
	"errors"
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// stored is a Stored of one player's language, or an error.
type stored struct {
	lang  string
	err   error
	asked int
}

func (s *stored) Lang(context.Context, store.PlayerID) (string, error) {
	s.asked++
	return s.lang, s.err
}

// TestForSessionSettingWins: the key's stored language wins over the
// client's LANG; a guest's store is not asked; a store that fails, or
// a key with no language, leaves LANG to decide; FETAIX_BIDI sets the
// bidi mode.
func TestForSessionSettingWins(t *testing.T) {
	env := []string{"LANG=fr_FR.UTF-8", "FETAIX_BIDI=terminal"}
	ar := &stored{lang: "ar"}
	if l := ForSession(t.Context(), ar, 7, env); l.Lang() != i18n.Arabic || l.Bidi() != i18n.BidiTerminal {
		t.Errorf("stored ar, LANG=fr: %v %v", l.Lang(), l.Bidi())
	}
	guest := &stored{lang: "ar"}
	if l := ForSession(t.Context(), guest, 0, env); l.Lang() != i18n.French || guest.asked != 0 {
		t.Errorf("a guest: %v, the store asked %d times", l.Lang(), guest.asked)
	}
	if l := ForSession(t.Context(), &stored{err: errors.New("down")}, 7, env); l.Lang() != i18n.French {
		t.Errorf("a failing store: %v", l.Lang())
	}
	if l := ForSession(t.Context(), &stored{}, 7, []string{"LANG=C"}); l.Lang() != i18n.English || l.Bidi() != i18n.BidiApp {
		t.Errorf("no setting, LANG=C: %v %v", l.Lang(), l.Bidi())
	}
}

// TestNextCyclesTheLanguages: en → fr → ar → en, the bidi mode kept.
func TestNextCyclesTheLanguages(t *testing.T) {
	l := i18n.New(i18n.English, i18n.BidiTerminal)
	for _, want := range []i18n.Lang{i18n.French, i18n.Arabic, i18n.English} {
		l = Next(l)
		if l.Lang() != want || l.Bidi() != i18n.BidiTerminal {
			t.Fatalf("Next gave %v %v, want %v", l.Lang(), l.Bidi(), want)
		}
	}
}

// TestLabelsInTheLanguage: a menu label, one with news after it, one the
// catalogs do not hold.
func TestLabelsInTheLanguage(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiApp)
	cases := map[string]string{
		"Quick match":                    "Partie rapide",
		"Quick match (5+3, 0 waiting)":   "Partie rapide (5+3, 0 waiting)",
		"Back to your game in room K7QM": "Retour à votre partie dans la salle K7QM",
		"Something new":                  "Something new",
	}
	for en, want := range cases {
		if got := Label(fr, en); got != want {
			t.Errorf("Label(%q) = %q, want %q", en, got, want)
		}
	}
	if got := Label(nil, "Quick match"); got != "Quick match" {
		t.Errorf("English: %q", got)
	}
}

// saver is a Saver that keeps the last language, or fails.
type saver struct {
	lang string
	err  error
}

func (s *saver) SetLang(_ context.Context, _ store.PlayerID, lang string) error {
	s.lang = lang
	return s.err
}

// TestSwitchKeepsTheChoice: a key holder's next language is kept and
// said in itself; a guest's is not kept; a store that fails says so.
func TestSwitchKeepsTheChoice(t *testing.T) {
	sv := &saver{}
	next, msg, failed := Switch(t.Context(), sv, 7, i18n.New(i18n.English, i18n.BidiApp))
	if next.Lang() != i18n.French || sv.lang != "fr" || msg != "Langue : français" || failed {
		t.Errorf("en → %v, kept %q, %q, failed %v", next.Lang(), sv.lang, msg, failed)
	}
	guest := &saver{}
	if _, _, failed := Switch(t.Context(), guest, 0, next); guest.lang != "" || failed {
		t.Errorf("a guest's choice was kept: %q", guest.lang)
	}
	if _, msg, failed := Switch(t.Context(), &saver{err: errors.New("disk full")}, 7, next); !failed || msg == "" {
		t.Errorf("a failing store: %q, failed %v", msg, failed)
	}
}

// TestGuestGreetingInEachLanguage: a guest with a name is greeted with
// the guest's mark in the session's language.
func TestGuestGreetingInEachLanguage(t *testing.T) {
	for _, c := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, "signed in as karim (guest)"},
		{i18n.French, "connecté : karim (invité)"},
		{i18n.Arabic, "دخلت باسم karim (ضيف)"},
	} {
		if got := SignedInAsGuest(i18n.New(c.lang, i18n.BidiTerminal), "karim"); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}
