package server

import (
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
)

// TestIdleNoticeInTheSessionsLanguage: a session ended for idleness says
// so in its language, and its screen shows the notice in the order it is
// seen (Arabic ordered for the terminal), wrapped to the window.
func TestIdleNoticeInTheSessionsLanguage(t *testing.T) {
	for _, c := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, "disconnected after 1 min without input"},
		{i18n.French, "déconnecté après 1 min sans saisie"},
		{i18n.Arabic, i18n.New(i18n.Arabic, i18n.BidiApp).Show("قُطع الاتصال بعد 1 د دون أي إدخال")},
	} {
		a := testApp(t, time.Minute)
		a.loc = i18n.New(c.lang, i18n.BidiApp)
		a.width, a.height = 80, 24
		a.lastInput = time.Now().Add(-2 * time.Minute)
		if !a.idle(time.Now()) {
			t.Fatalf("%s: a session a minute idle was not ended", c.lang)
		}
		screen := screenText(a)
		if !strings.Contains(screen, c.want) {
			t.Errorf("%s: the screen\n%s\nwants %q", c.lang, screen, c.want)
		}
		a.width = 30
		for _, line := range strings.Split(screenText(a), "\n") {
			if w := len([]rune(line)); w > a.width {
				t.Errorf("%s: a line of %d cells in a window of %d: %q", c.lang, w, a.width, line)
			}
		}
	}
}
