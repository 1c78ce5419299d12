package server

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
)

// TestRevokedWebSaysHowManyInEachLanguage: the account page's note on
// signing out every browser agrees with the count in French and Arabic,
// English as before.
func TestRevokedWebSaysHowManyInEachLanguage(t *testing.T) {
	t.Parallel()
	var en *i18n.Localizer
	if got := en.N(txtRevokedWeb, 1); got != "signed out 1 browser(s): they play as guests from their next session" {
		t.Errorf("English: %q", got)
	}
	fr, ar := i18n.New(i18n.French, i18n.BidiApp), i18n.New(i18n.Arabic, i18n.BidiApp)
	for n, want := range map[int]string{1: "1 navigateur déconnecté", 3: "3 navigateurs déconnectés"} {
		if got := fr.N(txtRevokedWeb, n); !strings.HasPrefix(got, want) {
			t.Errorf("French, %d: %q", n, got)
		}
	}
	for n, want := range map[int]string{0: "لم يكن أي متصفح", 2: "متصفحين", 3: "3 متصفحات", 11: "11 متصفحًا"} {
		if got := ar.N(txtRevokedWeb, n); !strings.Contains(got, want) {
			t.Errorf("Arabic, %d: %q", n, got)
		}
	}
}
