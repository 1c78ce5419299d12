package ui

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/pdnfile"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
)

// ui3Lang is one of the languages TestUI3* check: the words it must show
// and the English ones it must not.
type ui3Lang struct {
	l         *i18n.Localizer
	want, not []string
}

// lastLine is the last line of screen s, its escapes stripped.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(ansi.Strip(s), "\n"), "\n")
	return lines[len(lines)-1]
}

// checkWords reports the words of c missing from s, or English there.
func checkWords(t *testing.T, what, s string, want, not []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(s, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, s)
		}
	}
	for _, w := range not {
		if strings.Contains(s, w) {
			t.Errorf("%s still says %q:\n%s", what, w, s)
		}
	}
}

// TestUI3HelpFootersInLanguages: the footers of the game's, the puzzles'
// and the lessons' help say how to scroll in French and Arabic; English
// keeps its words.
func TestUI3HelpFootersInLanguages(t *testing.T) {
	for _, c := range []ui3Lang{
		{i18n.New(i18n.French, i18n.BidiTerminal), []string{"↑/↓/molette défiler", "pgup/pgdn page"}, []string{"scroll", "wheel"}},
		{i18n.New(i18n.Arabic, i18n.BidiTerminal), []string{"↑/↓/العجلة التمرير", "pgup/pgdn صفحة"}, []string{"scroll", "wheel"}},
		{nil, []string{"↑/↓/wheel scroll", "pgup/pgdn page"}, nil},
	} {
		m := newTest(t, Options{Lang: c.l}, 80, 24)
		keys(t, m, "?")
		checkWords(t, "the game's help footer", lastLine(m.Content()), c.want, c.not)
		checkFits(t, view(m))

		p := newPuzzleIn(c.l, 80, 24)
		p.Update(keypress.Key("?"))
		checkWords(t, "the puzzles' help footer", lastLine(p.Content()), c.want, c.not)
		screenFits(t, p.Content(), 80, 24)

		lm := newLearnLang(t, c.l)
		learnKeysPress(t, lm, "?")
		checkWords(t, "the lessons' help footer", lastLine(lm.Content()), c.want, c.not)
		screenFits(t, lm.Content(), 80, 24)
	}
}

// TestUI3ThemeAndRulesInLanguages: the theme's name on the status line
// and the rule options' labels on the new-game form are in the player's
// language; English keeps the names as typed.
func TestUI3ThemeAndRulesInLanguages(t *testing.T) {
	for _, c := range []struct {
		l            *i18n.Localizer
		theme, rules []string
		not          []string
	}{
		{i18n.New(i18n.French, i18n.BidiTerminal), []string{"thème : contraste élevé", "thème : ASCII", "thème : par défaut"},
			[]string{"prise majoritaire", "retrait ", "limite sans progrès"}, []string{"high-contrast", "majority", "no-progress"}},
		{i18n.New(i18n.Arabic, i18n.BidiTerminal), []string{"المظهر: تباين عالٍ", "المظهر: \u2066ASCII\u2069", "المظهر: الافتراضي"},
			[]string{"قاعدة الأغلبية", "الإزالة", "حد عدم التقدم"}, []string{"high-contrast", "majority", "no-progress"}},
		{nil, []string{"theme: high-contrast", "theme: ascii", "theme: default"},
			[]string{"men-capture-backward   ‹", "majority               ‹", "no-progress            ‹"}, nil},
	} {
		m := newTest(t, Options{Lang: c.l}, 80, 24)
		for _, want := range c.theme {
			keys(t, m, "T")
			checkWords(t, "the theme's status", ansi.Strip(m.status), []string{want}, c.not)
		}
		keys(t, m, "n")
		v := view(m)
		checkWords(t, "the new-game form", v, c.rules, c.not)
		checkFits(t, v)
	}
}

// TestUI3ErrorsInLanguages: the clipboard's and the file dialog's errors
// are sentences of the player's language around the system's detail.
func TestUI3ErrorsInLanguages(t *testing.T) {
	fr, ar := i18n.New(i18n.French, i18n.BidiTerminal), i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for l, want := range map[*i18n.Localizer]string{nil: "no terminal to copy to", fr: "aucun terminal où copier", ar: "لا طرفية للنسخ إليها"} {
		if got := errorText(l, errNoTerminal); got != want {
			t.Errorf("%v: no terminal: %q, want %q", l.Lang(), got, want)
		}
	}

	missing := filepath.Join(t.TempDir(), "missing") + string(filepath.Separator)
	t.Setenv("HOME", "")
	for _, c := range []struct {
		l         *i18n.Localizer
		dir, home string
	}{
		{nil, "  open " + missing + ": ", "no home directory for ~: $HOME is not defined"},
		{fr, "dossier illisible : open " + missing + ": ", "pas de dossier personnel pour ~ : $HOME is not defined"},
		{ar, "تعذّرت قراءة المجلد: open " + missing + ": ", "لا مجلد شخصي لـ ~: $HOME is not defined"},
	} {
		d := newLoadDialog(filepath.Join(t.TempDir(), "g.pdn"))
		d.setLang(c.l)
		driveDialog(t, d, typed(missing)...)
		checkWords(t, "the browser of a missing directory", ansi.Strip(d.body()), []string{c.dir}, nil)
		driveDialog(t, d, append(typed("~/g.pdn"), keypress.Key("enter"))...)
		checkWords(t, "the dialog without a home", ansi.Strip(d.body()), []string{c.home}, nil)
	}
}

// TestUI3FooterNotesInLanguages: the game footer's "draw offered" (a
// seat's own offer online) and "resume" (a paused watched game) are in
// the player's language; English keeps its words.
func TestUI3FooterNotesInLanguages(t *testing.T) {
	for _, c := range []struct {
		l             *i18n.Localizer
		offer, resume string
		not           []string
	}{
		{i18n.New(i18n.French, i18n.BidiTerminal), "nulle proposée", "p continuer", []string{"offered", "resume"}},
		{i18n.New(i18n.Arabic, i18n.BidiTerminal), "التعادل معروض", "p استئناف", []string{"offered", "resume"}},
		{nil, "draw offered", "p resume", nil},
	} {
		m := newTest(t, Options{Mode: ModeRemote, Color: game.White, Lang: c.l}, 80, 24)
		send(t, m, StateMsg{DrawOffering: true, Game: game.NewGame(game.DefaultRules(), game.StartPosition())})
		checkWords(t, "the footer of a draw offered", footer(m), []string{c.offer}, c.not)

		w := New(Options{Mode: ModeWatch, Level: 1, Seed: testSeed, Clipboard: Clipboard{Out: io.Discard}, Lang: c.l})
		w.noTicks = true
		w.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		w.Init()
		keys(t, w, "p")
		checkWords(t, "the footer of a paused game", footer(w), []string{c.resume}, c.not)
		checkFits(t, view(w))
	}
}

// TestUI3CoachValueOrderedOnce: on the Arabic new-game form drawn in
// visual order (BidiApp) the coach's value is ordered for the screen
// once, as every other value, not twice (back to logical order).
func TestUI3CoachValueOrderedOnce(t *testing.T) {
	l := i18n.New(i18n.Arabic, i18n.BidiApp)
	m := newTest(t, Options{Mode: ModeAI, Lang: l, Coach: CoachAuto}, 80, 24)
	keys(t, m, "n")
	v := view(m)
	checkWords(t, "the Arabic form", v, []string{"‹ " + l.Show("تلقائي") + " ›"}, []string{"‹ تلقائي ›"})
}

// TestUI3PDNErrorInLanguages: a malformed PDN file's error names its
// place in the player's language, what is wrong there as the reader
// says it; English is the reader's error as it was.
func TestUI3PDNErrorInLanguages(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.pdn")
	if err := os.WriteFile(path, []byte("[Event \"x\"]\n1. c2-c3 c4-c2 2. a1-e5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, readErr := pdnfile.Read(path, pdn.Options{})
	if readErr == nil {
		t.Fatal("the malformed file was read")
	}
	for _, c := range []struct {
		l    *i18n.Localizer
		want []string
	}{
		{nil, []string{"Not loaded: " + readErr.Error()}},
		{i18n.New(i18n.French, i18n.BidiTerminal), []string{"Pas ouverte : " + path + " : ligne 2, colonne", ", coup 1 (noirs) : ",
			`coup illégal "c4-c2" : la prise est obligatoire`}},
		{i18n.New(i18n.Arabic, i18n.BidiTerminal), []string{path + ": السطر 2، العمود", "، النقلة 1 (الأسود): ", "نقلة غير قانونية", "الأسر إلزامي"}},
	} {
		d := newLoadDialog(filepath.Join(t.TempDir(), "g.pdn"))
		d.setLang(c.l)
		driveDialog(t, d, append(typed(path), keypress.Key("enter"))...)
		got := strings.Join(strings.Fields(ansi.Strip(d.body())), " ")
		checkWords(t, "the dialog of a malformed file", got, c.want, nil)
	}
}

// TestUI3DialogErrorWrapped: a load error longer than the window is
// wrapped in it, read whole from its start (in Arabic ordered line by
// line after the wrapping), and the dialog fits 80×24.
func TestUI3DialogErrorWrapped(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.pdn")
	if err := os.WriteFile(path, []byte("[Event \"x\"]\n1. c2-c3 c4-c2 2. a1-e5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gamePath := func(time.Time) (string, error) { return filepath.Join(filepath.Dir(path), "new.pdn"), nil }
	for _, c := range []struct {
		l      *i18n.Localizer
		reason string
	}{{nil, "a capture is compulsory"}, {i18n.New(i18n.French, i18n.BidiApp), "la prise est obligatoire"},
		{i18n.New(i18n.Arabic, i18n.BidiApp), i18n.New(i18n.Arabic, i18n.BidiApp).Show("الأسر إلزامي")}} {
		l := c.l
		m := newTest(t, Options{Lang: l, GamePath: gamePath}, 80, 24)
		keys(t, m, "L")
		d := dialogOf(m)
		if d == nil {
			t.Fatal("L opened no dialog")
		}
		driveDialog(t, d, append(typed(path), keypress.Key("enter"))...)
		v := view(m)
		checkFits(t, v)
		want := []string{c.reason, "c4xc2", "bad.pdn"}
		checkWords(t, "the dialog of a malformed file", v, want, nil)
	}
}

// TestUI3PDNSyntaxErrorInLanguages: a file the PDN reader cannot read
// is refused in the player's language, what the reader found there too.
func TestUI3PDNSyntaxErrorInLanguages(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.pdn")
	if err := os.WriteFile(path, []byte("[Event \"x\" \n1. c2-c3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		l    *i18n.Localizer
		want []string
	}{
		{nil, []string{"tag Event: expected ']' closing the tag, found the end of the line"}},
		{i18n.New(i18n.French, i18n.BidiTerminal), []string{"balise Event : « ] » attendu pour fermer la balise, trouvé la fin de la ligne"}},
		{i18n.New(i18n.Arabic, i18n.BidiTerminal), []string{"الوسم", "لإغلاق الوسم", "نهاية السطر"}},
	} {
		d := newLoadDialog(filepath.Join(t.TempDir(), "g.pdn"))
		d.setLang(c.l)
		driveDialog(t, d, append(typed(path), keypress.Key("enter"))...)
		got := strings.Join(strings.Fields(ansi.Strip(d.body())), " ")
		checkWords(t, "the dialog of a file that is not PDN", got, c.want, nil)
	}
}
