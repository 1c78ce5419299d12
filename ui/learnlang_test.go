package ui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/learn"
)

// english is the nil localizer: the texts in English.
var english *i18n.Localizer

// newLearnLang returns the lessons' screen at 80×24 in language l, with
// no tables.
func newLearnLang(t *testing.T, l *i18n.Localizer) *LearnModel {
	t.Helper()
	m := NewLearn(LearnOptions{Options: Options{Lang: l}})
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	learnRun(t, m, m.Init())
	return m
}

// TestLearnLanguages: the lessons' list, a lesson's introduction, its
// first stage and the help in French and in Arabic are in that language
// (the screen's words, the lesson's and its goal's) and fit 80×24; the
// English screen keeps its words.
func TestLearnLanguages(t *testing.T) {
	for _, c := range []struct {
		l                          *i18n.Localizer
		list, intro, stage, helpIs []string
	}{
		{english, []string{"Learn to play Fetaix", "The board", "choose a lesson"}, []string{"Fetaix is played"},
			[]string{"stage 1 of 3", "goal: a piece of yours on c4", "your move"}, []string{"Each lesson is"}},
		{i18n.New(i18n.French, i18n.BidiApp), []string{"Apprendre à jouer au Fetaix", "Le plateau", "finales contre", "choisissez une leçon"},
			[]string{"Le Fetaix se joue"}, []string{"étape 1 sur 3", "objectif : une de vos pièces sur c4", "à vous de jouer", "Votre pion"},
			[]string{"Chaque leçon", "Touches"}},
		{i18n.New(i18n.Arabic, i18n.BidiTerminal), []string{"تعلّم لعب فتايش", "الرقعة", "تمارين", "اختر درسًا"},
			[]string{"تُلعب فتايش"}, []string{"المرحلة 1 من 3", "الهدف: إحدى قطعك على c4", "دورك", "بيدقك"},
			[]string{"يتكون كل درس", "المفاتيح"}},
	} {
		m := newLearnLang(t, c.l)
		check := func(what string, want []string) {
			t.Helper()
			v := learnView(m)
			for _, w := range want {
				if !strings.Contains(v, w) {
					t.Errorf("%s %s: no %q in\n%s", c.l.Lang(), what, w, v)
				}
			}
			lines := strings.Split(v, "\n")
			if len(lines) != 24 {
				t.Errorf("%s %s: %d rows, want 24", c.l.Lang(), what, len(lines))
			}
			for _, line := range lines {
				if w := ansi.StringWidth(line); w > 80 {
					t.Errorf("%s %s: a row of %d columns: %q", c.l.Lang(), what, w, line)
				}
			}
		}
		check("list", c.list)
		learnKeysPress(t, m, "enter")
		check("intro", c.intro)
		learnKeysPress(t, m, "enter")
		check("stage", c.stage)
		learnKeysPress(t, m, "?")
		check("help", c.helpIs)
	}
}

// TestLearnArabicOrdered: in the app's bidi mode an Arabic line is
// written in visual order (its first letter at the right), and a point
// name keeps its letters.
func TestLearnArabicOrdered(t *testing.T) {
	l := i18n.New(i18n.Arabic, i18n.BidiApp)
	m := newLearnLang(t, l)
	learnKeysPress(t, m, "enter", "enter")
	v := learnView(m)
	goal := learnGoal(l, learn.In(i18n.Arabic)[0].Stages[0].Goal)
	if !strings.Contains(v, l.Show(goal)) || strings.Contains(v, goal) {
		t.Errorf("the goal %q is not in visual order:\n%s", goal, v)
	}
	if !strings.Contains(v, "c4") {
		t.Errorf("no c4:\n%s", v)
	}
}

// TestCoachChoicesInLanguages: the new-game form's values of the coach
// are in the form's language, English unchanged.
func TestCoachChoicesInLanguages(t *testing.T) {
	for _, c := range []struct {
		l    *i18n.Localizer
		want []string
	}{
		{english, []string{"off", "on", "auto"}},
		{i18n.New(i18n.French, i18n.BidiApp), []string{"désactivé", "activé", "auto"}},
		{i18n.New(i18n.Arabic, i18n.BidiTerminal), []string{"معطل", "مفعل", "تلقائي"}},
	} {
		if got := coachField(c.l, CoachOn).choices; strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("%s: %q, want %q", c.l.Lang(), got, c.want)
		}
		// the form as drawn: the coach's line on auto says it in the language
		m := newTest(t, Options{Mode: ModeAI, Level: 3, Lang: c.l, Coach: CoachAuto}, 80, 24)
		keys(t, m, "n")
		if v, want := view(m), c.l.Show(c.want[CoachAuto]); !strings.Contains(v, "‹ "+want+" ›") {
			t.Errorf("%s: the form's coach line does not show %q:\n%s", c.l.Lang(), want, v)
		}
	}
}

// TestLearnTextsFitThePanel: in every language, every lesson's title
// fits the panel's two rows and every instruction its seven, at the
// panel's narrowest (learnPanelW), so that none is cut.
func TestLearnTextsFitThePanel(t *testing.T) {
	for _, lang := range i18n.Langs {
		for _, l := range learn.In(lang) {
			if n := len(wrapLines(l.Title, learnPanelW, "", 100)); n > 2 {
				t.Errorf("%s: %s: the title takes %d rows: %q", lang, l.ID, n, l.Title)
			}
			for _, st := range l.Stages {
				if n := len(wrapLines(st.Say, learnPanelW, "", 100)); n > 7 {
					t.Errorf("%s: %s: the instruction takes %d rows: %q", lang, st.ID, n, st.Say)
				}
			}
		}
	}
}

// TestCoachByInLanguages: what proves a value, in the coach's question,
// is in the game's language; English and an unknown part unchanged.
func TestCoachByInLanguages(t *testing.T) {
	by := "proof tables6/start.proof.gz; tables (up to 5 pieces); something else"
	fr := i18n.New(i18n.French, i18n.BidiApp)
	ar := i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for _, c := range []struct {
		l    *i18n.Localizer
		want string
	}{
		{english, by},
		{fr, "preuve tables6/start.proof.gz ; tables (jusqu'à 5 pièces) ; something else"},
		{ar, "برهان \u2066tables6/start.proof.gz\u2069؛ الجداول (حتى 5 قطع)؛ something else"},
	} {
		if got := coachBy(c.l, by); got != c.want {
			t.Errorf("%s: %q, want %q", c.l.Lang(), got, c.want)
		}
	}
	if got := coachBy(fr, "rules: no move left"); got != "règles : plus aucun coup" {
		t.Errorf("fr: %q", got)
	}
}

// TestLearnTypedInFrench: a typed text that is no move is explained in
// French on a French lessons' screen.
func TestLearnTypedInFrench(t *testing.T) {
	m := newLearnLang(t, i18n.New(i18n.French, i18n.BidiApp))
	learnKeysPress(t, m, "enter", "enter")
	learnType(t, m, "c3c4")
	if !strings.Contains(m.st.text, "c3c4 : écrivez départ-arrivée") {
		t.Errorf("the status line: %q", m.st.text)
	}
}
