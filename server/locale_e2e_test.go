package server

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/fetaix/fetaix/internal/i18n"
)

// TestE2ELobbyInTheClientsLanguage: over SSH, the lobby speaks the
// language of the client's LANG (OpenSSH sends it), English for a
// language with no catalog; LC_ALL wins over LANG; Arabic comes in the
// visual order unless FETAIX_BIDI=terminal.
func TestE2ELobbyInTheClientsLanguage(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	cases := []struct {
		name string
		env  []string
		want []string
	}{
		{"fr", []string{"LANG=fr_FR.UTF-8"}, []string{"Que voulez-vous faire ?", "Jouer contre l'ordinateur", "Partie rapide (", "q quitter"}},
		{"xx", []string{"LANG=xx_YY.UTF-8"}, []string{lobbyText, "Play the computer"}},
		{"lcall", []string{"LANG=fr_FR.UTF-8", "LC_ALL=ar_MA.UTF-8"}, []string{i18n.Visual("ماذا تريد أن تفعل؟"), i18n.Visual("اللعب ضد الحاسوب")}},
		{"terminal", []string{"LANG=ar_MA.UTF-8", "FETAIX_BIDI=terminal"}, []string{"ماذا تريد أن تفعل؟"}},
	}
	for _, c := range cases {
		tm := openTermEnv(t, addr, "", "guest"+c.name, nil, "", 100, 34, "xterm-256color", c.env...)
		for _, w := range c.want {
			onScreen(t, tm, 0, w)
		}
		tm.close()
	}
}

// TestE2ELanguageSettingWinsOverLANG: a key holder who chooses a
// language on the account page keeps it: their next session, whatever
// its LANG, is in it.
func TestE2ELanguageSettingWinsOverLANG(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	k := newKey(t)
	ann := openTermEnv(t, addr, "", "ann", k, "", 100, 34, "xterm-256color", "LANG=fr_FR.UTF-8")
	onScreen(t, ann, 0, "Que voulez-vous faire ?")
	typeAndSee(t, ann, accountKey, "Changer votre nom")
	langKey := strconv.Itoa(len(accountMenu().items) + 1)      // the account page's last item
	typeAndSee(t, ann, langKey, i18n.Visual("اللغة: العربية")) // fr → ar: said in Arabic
	ann.close()

	again := openTermEnv(t, addr, "", "ann", k, "", 100, 34, "xterm-256color", "LANG=fr_FR.UTF-8")
	onScreen(t, again, 0, i18n.Visual("ماذا تريد أن تفعل؟"))
}

// TestE2EGoldenLobbyLanguages pins the lobby at 80×24 over SSH in French
// and in Arabic (ordered by the program, and by the terminal), the
// server's port and the puzzle of the day masked. Run with -update to
// rewrite testdata/.
func TestE2EGoldenLobbyLanguages(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	cases := []struct{ name, env, ask string }{
		{"fr", "LANG=fr_FR.UTF-8", "Que voulez-vous faire ?"},
		{"ar_app", "LANG=ar_MA.UTF-8", i18n.Visual("ماذا تريد أن تفعل؟")},
		{"ar_terminal", "FETAIX_BIDI=terminal LANG=ar_MA.UTF-8", "ماذا تريد أن تفعل؟"},
	}
	port := regexp.MustCompile(`-p \d+`)
	daily := regexp.MustCompile(`(?m)^(\s+d  ).*$`)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tm := openTermEnv(t, addr, "", "guest", nil, "", 80, 24, "xterm-256color", strings.Fields(c.env)...)
			defer tm.close()
			s := newShownScreen(tm, 80, 24)
			waitScreen(t, s, 0, c.ask)
			waitScreen(t, s, 0, "127.0.0.1 watch CODE")
			text := daily.ReplaceAllString(port.ReplaceAllString(s.String(), "-p PORT"), "${1}…")
			for i, line := range strings.Split(text, "\n") {
				if w := ansi.StringWidth(line); w > 80 {
					t.Errorf("line %d is %d columns", i+1, w)
				}
			}
			golden.RequireEqual(t, []byte(text))
		})
	}
}

// TestE2EGameInTheSessionsLanguage: a game against the computer opened
// from a French lobby has its status line and its footer in French.
func TestE2EGameInTheSessionsLanguage(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	tm := openTermEnv(t, addr, "", "guestgame", nil, "", 100, 34, "xterm-256color", "LANG=fr_FR.UTF-8")
	onScreen(t, tm, 0, "Que voulez-vous faire ?")
	tm.send("x") // the lessons' offer put away
	typeAndSee(t, tm, "1", "Commencer la partie")
	typeAndSee(t, tm, "\r", "Trait aux Blancs : choisissez une pièce")
	onScreen(t, tm, 0, "toutes les touches")
}

// TestE2ERoomWaitsInTheSessionsLanguage: a room created from an Arabic
// lobby waits for an opponent in Arabic, its code left to right.
func TestE2ERoomWaitsInTheSessionsLanguage(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	tm := openTermEnv(t, addr, "", "guestroom", nil, "", 100, 34, "xterm-256color", "LANG=ar_MA.UTF-8")
	onScreen(t, tm, 0, i18n.Visual("ماذا تريد أن تفعل؟"))
	tm.send("x") // the lessons' offer put away
	typeAndSee(t, tm, "2", i18n.Visual("إنشاء غرفة"))
	typeAndSee(t, tm, "\r", i18n.Visual("في انتظار خصم…"))
	s := newShownScreen(tm, 100, 34)
	waitScreen(t, s, 0, "ةفرغلا · Fetaix")
	if title := regexp.MustCompile(`[A-Z0-9]{4} ةفرغلا · Fetaix`); !title.MatchString(s.String()) {
		t.Errorf("the room's title is not its code, then the Arabic:\n%s", s.String())
	}
}
