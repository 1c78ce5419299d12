package server

import (
	"regexp"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/ui"
	"github.com/mattn/go-runewidth"
)

// asciiRank is a rank of pieces drawn with the ASCII glyphs: pieces
// joined by '-' lines.
var asciiRank = regexp.MustCompile(`[wb] *-+ *[wb] *-+ *[wb]`)

// TestE2EGlyphsFitTheClientsLocale: a client whose LANG is a CJK locale
// (its terminal draws ambiguous-width glyphs wide) gets the ASCII board
// and the note saying why in a game against the computer; a client in
// en_US.UTF-8 gets the Unicode board and no note.
func TestE2EGlyphsFitTheClientsLocale(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	solo := func(lang string) string {
		tm := openTermEnv(t, addr, "", "guest", nil, "", 80, 24, "xterm-256color", "LANG="+lang)
		defer tm.close()
		tm.waitText(0, lobbyText)
		mk := tm.mark()
		tm.send("1")
		tm.waitText(mk, "Start the game")
		mk = tm.mark()
		tm.send("\r")
		tm.waitText(mk, "vs the computer")
		if lang == "ja_JP.UTF-8" {
			tm.waitShowing(ui.WideGlyphsNote)
			wide := runewidth.NewCondition()
			wide.EastAsianWidth = true
			for i, l := range strings.Split(tm.screenText(0), "\n") {
				if w := wide.StringWidth(l); w > 80 {
					t.Errorf("row %d is %d cells wide in a wide terminal: %q", i, w, l)
				}
			}
		}
		return tm.screenText(0)
	}
	if s := solo("ja_JP.UTF-8"); strings.ContainsAny(s, "●○─│╱╲") || !asciiRank.MatchString(s) {
		t.Errorf("LANG=ja_JP.UTF-8: want the ASCII board\n%s", s)
	}
	if s := solo("en_US.UTF-8"); !strings.ContainsAny(s, "●○") || !strings.Contains(s, "─") ||
		strings.Contains(s, ui.WideGlyphsNote) || asciiRank.MatchString(s) {
		t.Errorf("LANG=en_US.UTF-8: want the Unicode board without the note\n%s", s)
	}
}

// TestE2EGlyphsFitEachClientInARoom: the rule is each session's: in one
// room, a player whose client sends LANG=zh_CN sees the ASCII board and
// the note, while their opponent in en_US.UTF-8 sees the Unicode board.
func TestE2EGlyphsFitEachClientInARoom(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	alice := openTermEnv(t, addr, "", "alice", newKey(t), "", 80, 24, "xterm-256color", "LANG=en_US.UTF-8")
	alice.waitText(0, lobbyText)
	code := createRoom(t, alice, "\x1b[C") // White
	mk := alice.mark()
	bob := openTermEnv(t, addr, "", "bob", newKey(t), "join "+code, 80, 24, "xterm-256color", "LANG=zh_CN")
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob joined")
	bob.waitShowing(ui.WideGlyphsNote)
	if s := bob.screenText(0); strings.ContainsAny(s, "●○─│╱╲") || !asciiRank.MatchString(s) {
		t.Errorf("bob, LANG=zh_CN: want the ASCII board\n%s", s)
	}
	if s := alice.screenText(0); !strings.ContainsAny(s, "●○") || strings.Contains(s, ui.WideGlyphsNote) {
		t.Errorf("alice, LANG=en_US.UTF-8: want the Unicode board without the note\n%s", s)
	}
}
