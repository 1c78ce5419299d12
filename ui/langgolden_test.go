package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/fetaix/fetaix/internal/i18n"
)

// TestGoldenLanguages pins the game screen at 80×24 in French and in
// Arabic (the program ordering the text, --bidi app, and the terminal
// doing it): against the computer, its new-game form and help, then a game at
// one keyboard over with its result line. Every line fits 80 columns. Run with -update to
// rewrite testdata/.
func TestGoldenLanguages(t *testing.T) {
	langs := []struct {
		name string
		loc  *i18n.Localizer
	}{
		{"fr", i18n.New(i18n.French, i18n.BidiApp)},
		{"ar_app", i18n.New(i18n.Arabic, i18n.BidiApp)},
		{"ar_terminal", i18n.New(i18n.Arabic, i18n.BidiTerminal)},
	}
	for _, l := range langs {
		t.Run(l.name+"_ai", func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeAI, Level: 2, Lang: l.loc}, 80, 24)
			keys(t, m, "c", "2") // typing a point
			checkFits(t, view(m))
			golden.RequireEqual(t, []byte(view(m)))
		})
		t.Run(l.name+"_newgame", func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeAI, Level: 3, Lang: l.loc}, 80, 24)
			keys(t, m, "n")
			checkFits(t, view(m))
			golden.RequireEqual(t, []byte(view(m)))
		})
		t.Run(l.name+"_help", func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeAI, Level: 3, Lang: l.loc}, 80, 24)
			keys(t, m, "?")
			checkFits(t, view(m))
			golden.RequireEqual(t, []byte(view(m)))
		})
		t.Run(l.name+"_over", func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeHotseat, Lang: l.loc, Start: mustPos(t, "5/5/5/1b3/w4 w")}, 80, 24)
			typeMove(t, m, "a1", "c3") // White takes Black's last piece
			if !m.over() {
				t.Fatalf("the game is not over: %q", m.status)
			}
			checkFits(t, view(m))
			golden.RequireEqual(t, []byte(view(m)))
		})
	}
}

// checkFits fails on a line of s wider than 80 columns or on more than
// 24 lines.
func checkFits(t *testing.T, s string) {
	t.Helper()
	lines := strings.Split(s, "\n")
	if len(lines) > 24 {
		t.Errorf("%d lines", len(lines))
	}
	for i, line := range lines {
		if w := ansi.StringWidth(line); w > 80 {
			t.Errorf("line %d is %d columns: %q", i+1, w, line)
		}
	}
}

// TestEnglishUnchangedByTheCatalogs checks that the nil localizer and
// English's give the same screen: the catalogs' English is the old text.
func TestEnglishUnchangedByTheCatalogs(t *testing.T) {
	a := newTest(t, Options{Mode: ModeAI, Level: 2}, 80, 24)
	b := newTest(t, Options{Mode: ModeAI, Level: 2, Lang: i18n.New(i18n.English, i18n.BidiApp)}, 80, 24)
	if view(a) != view(b) {
		t.Errorf("English differs:\n%s\n---\n%s", view(a), view(b))
	}
	if !strings.Contains(view(a), "White to move: select a piece") {
		t.Errorf("the status line is not the English one:\n%s", view(a))
	}
}
