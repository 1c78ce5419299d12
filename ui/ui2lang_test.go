package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
