package ui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/rating"
)

// newPuzzleIn is the puzzle screen of testPuzzles at w×h in l's
// language, not rated.
func newPuzzleIn(l *i18n.Localizer, w, h int) *PuzzleModel {
	m := NewPuzzle(PuzzleOptions{Options: Options{Lang: l}, Puzzles: testPuzzles, Rating: rating.New()})
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return m
}

// wrongPuzzleMove plays d3-c3 on testPuzzles' puzzle (a move that lets
// the win go) and returns the screen's words.
func wrongPuzzleMove(m *PuzzleModel) string {
	m.cursor = game.SquareAt(3, 2)
	m.Update(keypress.Key("enter"))
	m.Update(keypress.Key("right"))
	m.Update(keypress.Key("enter"))
	return strings.Join(strings.Fields(ansi.Strip(m.Content())), " ")
}

// TestPuzzleScreenInTheLanguage: in French and Arabic the puzzle screen
// (its task, panel, explanation of a wrong move, footer and help) speaks
// the language, with the glossaries' words, and fits 80×24; English is
// the same with no localizer or English's.
func TestPuzzleScreenInTheLanguage(t *testing.T) {
	for _, c := range []struct {
		lang  i18n.Lang
		words []string
	}{
		{i18n.French, []string{"Les Noirs jouent et gagnent", "d3-c3 laisse échapper le gain : les Blancs ne perdent pas (preuve)",
			"solution :", "1. d3-d2 a1-b1", "non résolu", "n suivant", "? aide"}},
		{i18n.Arabic, []string{"الأسود يلعب ويفوز", "d3-c3 تضيّع الفوز: الأبيض لا يخسر (البرهان)", "الحل:", "غير محلول", "n التالي"}},
	} {
		m := newPuzzleIn(i18n.New(c.lang, i18n.BidiTerminal), 80, 24) // logical order: the words as written
		s := wrongPuzzleMove(m)
		for _, w := range c.words {
			if !strings.Contains(s, w) {
				t.Errorf("%s: no %q on the screen:\n%s", c.lang, w, s)
			}
		}
		for _, en := range []string{"lets the win go", "Your move", "not solved", "solution:"} {
			if strings.Contains(s, en) {
				t.Errorf("%s: English %q on the screen:\n%s", c.lang, en, s)
			}
		}
		for _, b := range []i18n.Bidi{i18n.BidiApp, i18n.BidiTerminal} {
			m := newPuzzleIn(i18n.New(c.lang, b), 80, 24)
			screenFits(t, m.Content(), 80, 24)
			wrongPuzzleMove(m)
			screenFits(t, m.Content(), 80, 24)
			m.Update(keypress.Key("?"))
			help := ansi.Strip(m.Content())
			screenFits(t, help, 80, 24)
			if c.lang == i18n.French && b == i18n.BidiTerminal && !strings.Contains(help, "montrer la solution") {
				t.Errorf("the help's keys are not in French:\n%s", help)
			}
		}
	}
	en, none := newPuzzleIn(i18n.New(i18n.English, i18n.BidiApp), 80, 24), newPuzzleIn(nil, 80, 24)
	if a, b := en.Content(), none.Content(); a != b || !strings.Contains(a, "Black to play and win. Your move.") {
		t.Errorf("English differs from no localizer's, or is not English:\n%s\n%s", a, b)
	}
	if a, b := wrongPuzzleMove(en), wrongPuzzleMove(none); a != b || !strings.Contains(a, "d3-c3 lets the win go: White does not lose") {
		t.Errorf("English's wrong move differs from no localizer's:\n%s\n%s", a, b)
	}
}

// TestPuzzleRunsAndThemesInTheLanguage: a run's panel, its mode and the
// theme filter are named in French and Arabic, the counts in the
// language's plural forms.
func TestPuzzleRunsAndThemesInTheLanguage(t *testing.T) {
	set := committedPuzzles(t)
	for _, c := range []struct {
		lang  i18n.Lang
		words []string
	}{
		{i18n.French, []string{"mode : série · thème : rafle", "parcours série : 0 résolu"}},
		{i18n.Arabic, []string{"النمط: سلسلة · الموضوع: أسر متتابع", "جولة السلسلة: لا لغز محلول"}},
	} {
		m := NewPuzzle(PuzzleOptions{Options: Options{Lang: i18n.New(c.lang, i18n.BidiTerminal)}, Puzzles: set,
			Rating: rating.New(), Mode: PuzzleModeStreak, Theme: "chain"})
		m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		s := strings.Join(strings.Fields(ansi.Strip(m.Content())), " ")
		for _, w := range c.words {
			if !strings.Contains(s, w) {
				t.Errorf("%s: no %q on the screen:\n%s", c.lang, w, s)
			}
		}
		screenFits(t, m.Content(), 80, 24)
	}
	if got := puzzleRunOverText(i18n.New(i18n.French, i18n.BidiTerminal), PuzzleModeTimed, 3, 5, "n"); got !=
		"Temps écoulé ! Le parcours chrono est terminé : 3 résolus. Votre record : 5. n : un nouveau parcours." {
		t.Errorf("the timed run's end in French: %q", got)
	}
	if got := puzzleRunOverText(nil, PuzzleModeStreak, 1, 0, "n"); got != "The streak run is over: 1 solved. New personal best! n: a new run." {
		t.Errorf("the streak run's end in English: %q", got)
	}
}
