package server

import (
	"testing"
)

// TestE2EPuzzlesInTheClientsLanguage: over SSH, the lobby's puzzle of the
// day and the puzzle screen speak the session's language (French here,
// Arabic in the terminal's order), English being unchanged.
func TestE2EPuzzlesInTheClientsLanguage(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	cases := []struct {
		name         string
		env          []string
		daily, title string
		words        []string
	}{
		{"fr", []string{"LANG=fr_FR.UTF-8"}, "Problème du jour : Les ", "Fetaix · problèmes", []string{"À vous de jouer.", "vérification :"}},
		{"ar", []string{"LANG=ar_MA.UTF-8", "FETAIX_BIDI=terminal"}, "لغز اليوم: الأ", "فتايش · ألغاز", []string{"الدور عليك.", "التحقق من النقلات:"}},
		{"en", []string{"LANG=en_GB.UTF-8"}, "Puzzle of the day: ", "Fetaix puzzles", []string{"Your move.", "moves checked by:"}},
	}
	for _, c := range cases {
		tm := openTermEnv(t, addr, "", "puz"+c.name, nil, "", 100, 34, "xterm-256color", c.env...)
		onScreen(t, tm, 0, c.daily)
		typeAndSee(t, tm, "p", c.title)
		for _, w := range c.words {
			onScreen(t, tm, 0, w)
		}
		tm.close()
	}
}
