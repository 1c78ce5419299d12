package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/i18n"
)

// TestUI2Languages checks that the new-game form's values, the level
// names and the save and load dialogs speak French and Arabic, fit
// 80×24, and that English is unchanged.
func TestUI2Languages(t *testing.T) {
	cases := []struct {
		name string
		loc  *i18n.Localizer
		want []string // on the new-game form, then on the save dialog
		save []string
	}{
		{"en", nil, []string{"‹ you vs computer ›", "‹ white ›", "‹ 3 casual ›", "‹ immediate ›", "‹ off ›"},
			[]string{"Save the game (PDN)", "File: ", "enter save · esc cancel"}},
		{"fr", i18n.New(i18n.French, i18n.BidiApp),
			[]string{"‹ vous contre l'ordinateur ›", "‹ Blancs ›", "‹ 3 amateur ›", "‹ immédiat ›", "‹ non ›"},
			[]string{"Enregistrer la partie (PDN)", "Fichier : ", "entrée enregistrer"}},
		{"ar", i18n.New(i18n.Arabic, i18n.BidiTerminal),
			[]string{"‹ أنت ضد الحاسوب ›", "‹ الأبيض ›", "‹ 3 هاوٍ ›", "‹ فورية ›", "‹ لا ›"},
			[]string{"حفظ المباراة (PDN)", "الملف: ", "enter للحفظ"}},
	}
	dir := t.TempDir()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeAI, Level: 3, Lang: c.loc,
				GamePath: func(time.Time) (string, error) { return filepath.Join(dir, "g.pdn"), nil }}, 80, 24)
			keys(t, m, "n")
			v := view(m)
			checkFits(t, v)
			for _, w := range c.want {
				if !strings.Contains(v, w) {
					t.Errorf("the new-game form lacks %q:\n%s", w, v)
				}
			}
			keys(t, m, "esc", "s")
			v = view(m)
			checkFits(t, v)
			for _, w := range c.save {
				if !strings.Contains(v, w) {
					t.Errorf("the save dialog lacks %q:\n%s", w, v)
				}
			}
		})
	}
}

// TestUI2OverwriteQuestionInFrench checks the save dialog's question on
// an existing file in French.
func TestUI2OverwriteQuestionInFrench(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pdn")
	if err := os.WriteFile(path, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	d := newSaveDialog(nil, path)
	d.setLang(i18n.New(i18n.French, i18n.BidiApp))
	d.state, d.path = dialogOverwrite, path
	if v := d.body(); !strings.Contains(v, path+" existe déjà.") || !strings.Contains(v, "Le remplacer ? (y/n)") {
		t.Errorf("the question is not in French:\n%s", v)
	}
}

// TestUI2PostGameLanguages checks the post-game analysis view in French
// and Arabic: its summaries, decision and marks are translated and fit
// 80×24.
func TestUI2PostGameLanguages(t *testing.T) {
	cases := []struct {
		name string
		loc  *i18n.Localizer
		want []string
	}{
		{"fr", i18n.New(i18n.French, i18n.BidiApp), []string{"analyse de la partie", "Blancs : 1 erreur prouvée (1 nulle",
			"Décidée par 1. b2-c3", "gâche la nulle : b2-c3 perd (preuve) ; mieux : c2-c3", "suite : 1. c2-c3 c4xc2"}},
		{"ar", i18n.New(i18n.Arabic, i18n.BidiTerminal), []string{"تحليل المباراة", "خطأ مُثبَت واحد", "تضيّع التعادل",
			"تؤدي إلى الخسارة (برهان)", "التتمة:"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newTest(t, Options{Record: certificateRecord(t), Lang: c.loc}, 80, 24)
			keys(t, m, "V")
			if s, ok := m.active.(*postGameScreen); !ok || s.a == nil {
				t.Fatalf("V does not show a finished analysis:\n%s", view(m))
			}
			v := view(m)
			checkFits(t, v)
			for _, w := range c.want {
				if !strings.Contains(v, w) {
					t.Errorf("the view lacks %q:\n%s", w, v)
				}
			}
			for _, en := range []string{"proven mistake", "throws the draw", "line:"} {
				if strings.Contains(v, en) {
					t.Errorf("the view still says %q:\n%s", en, v)
				}
			}
		})
	}
}

// TestUI2ExplorerLanguages checks the explorer's panel, keys and status
// in French and Arabic, at 80×24.
func TestUI2ExplorerLanguages(t *testing.T) {
	quickExplorer(t)
	cases := []struct {
		name string
		loc  *i18n.Localizer
		want []string
	}{
		{"fr", i18n.New(i18n.French, i18n.BidiApp), []string{"Explorateur · trait aux Blancs", "nulle preuve", "perte preuve", "par preuve b2c3.proof.gz"}},
		{"ar", i18n.New(i18n.Arabic, i18n.BidiTerminal), []string{"المستكشف · الدور على الأبيض", "تعادل برهان", "خسارة برهان", "برهان b2c3.proof.gz"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeHotseat, Lang: c.loc}, 80, 24)
			keys(t, m, "E")
			if !m.explorer.open || !m.explorer.searched {
				t.Fatalf("the explorer is not open: %s", m.status)
			}
			keys(t, m, "j")
			v := view(m)
			checkFits(t, v)
			for _, w := range c.want {
				if !strings.Contains(v, w) {
					t.Errorf("the explorer lacks %q:\n%s", w, v)
				}
			}
			for _, en := range []string{"Explorer ·", "loss proof", "(proof)"} {
				if strings.Contains(v, en) {
					t.Errorf("the explorer still says %q:\n%s", en, v)
				}
			}
		})
	}
}

// TestUI2RulesLanguages checks that the rules screen shows the rules
// translated in French and Arabic (docs/fr/rules.md, docs/ar/rules.md),
// without the links to the other languages, at 80×24.
func TestUI2RulesLanguages(t *testing.T) {
	cases := []struct {
		name string
		loc  *i18n.Localizer
		want []string
	}{
		{"fr", i18n.New(i18n.French, i18n.BidiApp), []string{"Fetaix · les règles", "Le plateau", "retour"}},
		{"ar_app", i18n.New(i18n.Arabic, i18n.BidiApp), []string{i18n.Visual("Fetaix · القواعد"), i18n.Visual("الرقعة")}},
		{"ar_terminal", i18n.New(i18n.Arabic, i18n.BidiTerminal), []string{"Fetaix · القواعد", "الرقعة"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeHotseat, Lang: c.loc}, 80, 24)
			keys(t, m, "R")
			v := view(m)
			checkFits(t, v)
			for _, w := range c.want {
				if !strings.Contains(v, w) {
					t.Errorf("the rules screen lacks %q:\n%s", w, v)
				}
			}
			for _, en := range []string{"The rules", "The board", "Read in English"} {
				if strings.Contains(v, en) {
					t.Errorf("the rules screen still says %q:\n%s", en, v)
				}
			}
		})
	}
}

// TestUI2AnalysisToggleInFrench checks the live analysis's status lines
// in French and that English keeps its words.
func TestUI2AnalysisToggleInFrench(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Lang: i18n.New(i18n.French, i18n.BidiApp)}, 80, 24)
	keys(t, m, "A")
	if !strings.HasPrefix(m.status, "analyse activée") {
		t.Errorf("A says %q", m.status)
	}
	if v := view(m); !strings.Contains(v, "analyse") {
		t.Errorf("the screen does not show the analysis:\n%s", v)
	}
	keys(t, m, "A")
	if m.status != "analyse désactivée" {
		t.Errorf("A again says %q", m.status)
	}
	e := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	keys(t, e, "A")
	if !strings.HasPrefix(e.status, "analysis on: the engine's view") {
		t.Errorf("English A says %q", e.status)
	}
}

// TestUI2BlockedPieceInFrench checks the reason a blocked piece cannot
// move, and a typed illegal move's, in French and in English.
func TestUI2BlockedPieceInFrench(t *testing.T) {
	p, r := game.StartPosition(), game.DefaultRules()
	c1, _ := game.ParseSquare("c1")
	fr := i18n.New(i18n.French, i18n.BidiApp)
	if got := whyNotIn(fr, p, r, p.LegalMoves(r, nil), c1); !strings.HasPrefix(got, "le pion en c1 n'a aucun coup légal : chaque point où il pourrait aller est occupé par son propre camp (") {
		t.Errorf("French: %q", got)
	}
	if got := whyNot(p, r, p.LegalMoves(r, nil), c1); !strings.HasPrefix(got, "the man on c1 has no legal move: every point it could step to is occupied by its own side (") {
		t.Errorf("English: %q", got)
	}
	_, err := game.ParseMove(p, r, "c1-c2")
	if got := typedWhyIn(fr, p, r, p.LegalPaths(r, nil), "c1-c2", err); !strings.HasPrefix(got, "coup illégal : le pion en c1") {
		t.Errorf("French typed: %q", got)
	}
}

// TestUI2ReplayKeysInFrench checks the replay's footer keys in French.
func TestUI2ReplayKeysInFrench(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Lang: i18n.New(i18n.French, i18n.BidiApp)}, 80, 24)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "v")
	if m.replay == nil {
		t.Fatalf("v does not open the replay: %s", m.status)
	}
	v := view(m)
	checkFits(t, v)
	if !strings.Contains(v, "coup précédent") || strings.Contains(v, "previous move") {
		t.Errorf("the replay's keys are not in French:\n%s", v)
	}
}

// TestUI2GameSummaryInFrench checks a file's game line in French, and
// that English keeps its words.
func TestUI2GameSummaryInFrench(t *testing.T) {
	rec := &pdn.Record{Game: resignedGame(t)}
	rec.SetTag(pdn.TagWhite, "Ann")
	rec.SetTag(pdn.TagBlack, "Bob")
	if got, want := gameSummary(i18n.New(i18n.French, i18n.BidiApp), 2, rec), "2. Ann – Bob, 1-0 (abandon), 3 demi-coups"; got != want {
		t.Errorf("French: %q, want %q", got, want)
	}
	if got, want := gameSummary(nil, 2, rec), "2. Ann – Bob, 1-0 (resignation), 3 plies"; got != want {
		t.Errorf("English: %q, want %q", got, want)
	}
}
