package server

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/screentext"
)

// learnGuestNote is a guest's last row on the lessons' screen, in
// English.
var learnGuestNote = (*i18n.Localizer)(nil).T(screentext.LearnGuestNote)

// TestE2ELearnInTheSessionsLanguage: the lessons opened from a French or
// an Arabic lobby show the list, the guest's note and the first lesson in
// that language (Arabic in visual order in the app's bidi mode), in
// 80×24.
func TestE2ELearnInTheSessionsLanguage(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	cases := []struct {
		name, env, ask string
		list, lesson   []string
	}{
		{"fr", "LANG=fr_FR.UTF-8", "Que voulez-vous faire ?",
			[]string{"Apprendre à jouer au Fetaix", "Le plateau", "vos étoiles sont gardées"},
			[]string{"Le Fetaix se joue", "entrée : commencer"}},
		{"ar", "LANG=ar_MA.UTF-8", i18n.Visual("ماذا تريد أن تفعل؟"),
			[]string{i18n.Visual("تعلّم لعب فتايش"), i18n.Visual("الرقعة"), i18n.Visual("تُحفظ نجومك")},
			[]string{i18n.Visual("enter: البدء (المرحلة 1 من 3) · esc: العودة إلى القائمة")}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tm := openTermEnv(t, addr, "", "guestlearn"+c.name, nil, "", 80, 24, "xterm-256color", c.env)
			defer tm.close()
			s := newShownScreen(tm, 80, 24)
			waitScreen(t, s, 0, c.ask)
			tm.send(screentext.LearnKey)
			for _, w := range c.list {
				waitScreen(t, s, 0, w)
			}
			fits(t, s.String())
			tm.send("\r")
			for _, w := range c.lesson {
				waitScreen(t, s, 0, w)
			}
			fits(t, s.String())
		})
	}
}

// fits fails on a line of the screen text wider than 80 columns.
func fits(t *testing.T, text string) {
	t.Helper()
	for i, line := range strings.Split(text, "\n") {
		if w := ansi.StringWidth(line); w > 80 {
			t.Errorf("line %d is %d columns: %q", i+1, w, line)
		}
	}
}
