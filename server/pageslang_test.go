package server

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/i18n"
)

// langApp is a test session at 80×24 speaking lang (English for nil),
// its lobby made again in it.
func langApp(t *testing.T, lang i18n.Lang) *app {
	t.Helper()
	a := testApp(t, time.Hour)
	a.width, a.height = 80, 24
	if lang != "" {
		a.loc = i18n.New(lang, i18n.BidiApp)
	}
	a.lobby = newLobby(a)
	a.show(a.lobby)
	return a
}

// checkShown fails on a line of view wider than 80 columns, and on a
// word of want missing from it (each given in logical order: the Arabic
// is looked for as shown).
func checkShown(t *testing.T, what, view string, want ...string) {
	t.Helper()
	plain := ansi.Strip(view)
	for i, line := range strings.Split(plain, "\n") {
		if w := ansi.StringWidth(line); w > 80 {
			t.Errorf("%s: line %d is %d columns: %q", what, i+1, w, line)
		}
	}
	for _, w := range want {
		if !strings.Contains(plain, i18n.Visual(w)) {
			t.Errorf("%s: %q is not on the screen:\n%s", what, w, plain)
		}
	}
}

// TestAccountPagesInTheLanguage: the account page and the name page in
// French and Arabic, in 80 columns, and in English as before.
func TestAccountPagesInTheLanguage(t *testing.T) {
	t.Parallel()
	cases := []struct {
		lang       i18n.Lang
		menu, name []string
	}{
		{i18n.English, []string{"Your name and keys", "1  Change your name", "Make this player a bot account (for good)", "↑/↓ choose · enter select · esc back"},
			[]string{"Choose your name", "Name: ", "how other players see you: at most", "enter choose · esc back"}},
		{i18n.French, []string{"Votre nom et vos clés", "Changer votre nom", "Lier cette clé à un joueur", "échap retour"},
			[]string{"Choisissez votre nom", "Nom : ", "caractères au plus", "entrée choisir"}},
		{i18n.Arabic, []string{"اسمك ومفاتيحك", "تغيير اسمك", "الإشعارات أثناء غيابك"},
			[]string{"اختر اسمك", "الاسم:", "حرفًا على الأكثر"}},
	}
	for _, c := range cases {
		a := langApp(t, c.lang)
		a.lobby.page = pageAccount
		checkShown(t, string(c.lang)+" account", a.lobby.view(), c.menu...)
		a.lobby.askName(false)
		checkShown(t, string(c.lang)+" name", a.lobby.view(), c.name...)
	}
}
