package tourneypage

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/tourney"
)

// TestPagesInFrenchAndArabic: the list and an event's page are said in
// the session's language (SetLang) — not in English — and still fit the
// screen; a refusal is said too.
func TestPagesInFrenchAndArabic(t *testing.T) {
	for _, c := range []struct {
		lang       i18n.Lang
		list, page []string
		refused    string
	}{
		{i18n.French, []string{"Tournois", "commence dans 13 min", "ronde 2 sur 3", "terminé", "suisse", "amical", "pendule"},
			[]string{"arène · 5+0 · classé · se termine dans 40 min · 12 joueurs", "vous y participez", "joue", "classement 1–2 sur 2", "j inscription"},
			"refusé : ce tournoi est complet"},
		{i18n.Arabic, []string{"البطولات", "تبدأ بعد", "الجولة 2 من 3", "انتهت", "سويسري", "ودية"},
			[]string{"أرينا", "مقيَّمة", "تنتهي بعد", "12 لاعبًا", "أنت مشارك", "يلعب", "الترتيب"},
			"مرفوض: هذه البطولة مكتملة"},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			ev := sampleEvents(time.Now())
			pg := New(ev, me, plain(), 80, 24)
			pg.SetLang(i18n.New(c.lang, i18n.BidiTerminal)) // logical order, to find the words
			v := pg.View()
			for _, w := range c.list {
				if !strings.Contains(v, w) {
					t.Errorf("the list lacks %q:\n%s", w, v)
				}
			}
			if strings.Contains(v, "Tournaments") || strings.Contains(v, "starts in") {
				t.Errorf("the list speaks English:\n%s", v)
			}
			press(t, pg, "enter")
			v = pg.View()
			for _, w := range c.page {
				if !strings.Contains(v, w) {
					t.Errorf("the event's page lacks %q:\n%s", w, v)
				}
			}
			if got := pairingsIn(pg.l, []string{"erin – zed", "hal: bye"}); got[0] != "erin – zed" || !strings.Contains(got[1], "hal") || strings.Contains(got[1], "bye") {
				t.Errorf("pairings %q", got)
			}
			if got := refusedText(pg.l, tourney.ErrFull); got != c.refused {
				t.Errorf("refusal %q, want %q", got, c.refused)
			}
			if got := refusedText(pg.l, errors.New("x")); got != refusedText(pg.l, errors.New("x")) || !strings.Contains(got, "x") {
				t.Errorf("an unknown error: %q", got)
			}
			pg.SetLang(i18n.New(c.lang, i18n.BidiApp))
			checkFits(t, "the event's page", pg.View(), 80, 24)
			press(t, pg, "esc")
			checkFits(t, "the list", pg.View(), 80, 24)
		})
	}
}
