package refuse

import (
	"errors"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/i18n"
)

// TestPatternsMatchTheirEnglish: each pattern matches its English catalog
// text (so that a change to one of them shows).
func TestPatternsMatchTheirEnglish(t *testing.T) {
	sample := map[string]string{"Point": "c3", "Move": "a1xc3", "Moves": "a1xc3xe5, a1xc3xa5",
		"Text": `"majority,"`, "Name": `"removal"`, "Value": `"soon"`, "Known": "majority, removal",
		"Choices": "immediate, end", "Low": "2", "High": "9", "Count": "3", "Rank": "2", "Char": "'x'", "Most": "12",
		"Found": "'x'", "N": "12...", "Tag": "Event", "Line": "3", "Want": `"Fetaix"`, "Result": "1-0", "Over": "0-1", "Why": "no legal move"}
	for _, p := range append(append(append(append([]pattern{}, moveReasons...), ruleReasons...), positionReasons...), pdnReasons...) {
		var args []any
		for _, a := range p.args {
			args = append(args, a, sample[a])
		}
		if en := (*i18n.Localizer)(nil).T(p.id, args...); !p.re.MatchString(en) {
			t.Errorf("%s: its English %q does not match %s", p.id, en, p.re)
		}
	}
}

// TestMoveTranslated: the rules' reasons met in play are said in French
// and in Arabic, in English as the rules say them, and an unknown one
// stays English.
func TestMoveTranslated(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	ar := i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for _, c := range []struct{ pos, move, fr, ar string }{
		{"5/5/2w2/5/5 w", "c3-c2", "un pion ne va jamais en arrière", "لا يرجع البيدق"},
		{"5/5/2w2/5/5 w", "b3-b4", "aucune pièce en b3", "لا قطعة في"},
		{"5/5/1w3/5/5 w", "b3-c4", "b3 n'a pas de diagonale", "لا قطر في"},
		{"5/5/5/2b2/2w2 w", "c1-b2", "la prise est obligatoire", "الأسر إلزامي"},
		{"5/5/2w2/5/5 w", "c3c4", "écrivez départ-arrivée", "اكتب من-إلى"},
	} {
		p, err := game.ParsePosition(c.pos)
		if err != nil {
			t.Fatal(err)
		}
		_, err = game.ParseMove(p, game.DefaultRules(), c.move)
		var me *game.MoveError
		if !errors.As(err, &me) {
			t.Fatalf("%s %s: %v is no MoveError", c.pos, c.move, err)
		}
		if got := Move(nil, err); got != me.Why {
			t.Errorf("%s %s: English %q, want the rules' %q", c.pos, c.move, got, me.Why)
		}
		if got := Move(fr, err); !strings.Contains(got, c.fr) {
			t.Errorf("%s %s: French %q, want %q", c.pos, c.move, got, c.fr)
		}
		if got := Move(ar, err); !strings.Contains(got, c.ar) {
			t.Errorf("%s %s: Arabic %q, want %q", c.pos, c.move, got, c.ar)
		}
	}
	if got := Move(i18n.New(i18n.French, i18n.BidiTerminal), errors.New("something new")); got != "something new" {
		t.Errorf("an unknown reason: %q", got)
	}
}

// TestRulesTranslated: ParseRules' refusals in French and Arabic, the
// options' names kept as typed; English as the rules say them.
func TestRulesTranslated(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	ar := i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for _, c := range []struct{ text, fr, ar string }{
		{"majority,", "option vide", "خيار فارغ"},
		{"majority,majority", `"majority"`, "مرتين"},
		{"colour=red", "option inconnue", "خيار غير معروف"},
		{"majority=maybe", "valeur incorrecte", "قيمة غير صحيحة"},
		{"removal=later", "valeur incorrecte", "قيمة غير صحيحة"},
		{"repetition=1", "de 2 à", "من 2 إلى"},
	} {
		_, err := game.ParseRules(c.text)
		if err == nil {
			t.Fatalf("%q: no error", c.text)
		}
		if got := Rules(nil, err); got != err.Error() {
			t.Errorf("%q: English %q, want %q", c.text, got, err.Error())
		}
		got := Rules(fr, err)
		if got == err.Error() || !strings.Contains(got, c.fr) {
			t.Errorf("%q: French %q, want %q", c.text, got, c.fr)
		}
		if got := ar.Show(Rules(ar, err)); got == err.Error() || !strings.Contains(got, c.ar) {
			t.Errorf("%q: Arabic %q, want %q", c.text, got, c.ar)
		}
	}
}

// TestPositionTranslated: every refusal of a position text that
// game.ParseStart gives is said in French and Arabic (no English reason
// left inside), the text quoted as typed; English as the game says it.
func TestPositionTranslated(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	ar := i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for _, c := range []struct{ text, fr, ar string }{
		{"5/5/5/5", "il faut 2 ou 4 champs", "حقلان"},
		{"5/5/5/5 w", "il faut 5 rangées", "5 صفوف"},
		{"33/5/5/5/5 w", "la rangée 5 a plus de 5 points", "أكثر من 5 نقاط"},
		{"5/5/2x2/5/5 w", "caractère 'x' incorrect dans la rangée 3", "حرف غير صحيح"},
		{"w4/5/5/5/b4 w", "pion blanc en a5", "بيدق أبيض"},
		{"5/5/5/5/b4 w", "pion noir en a1", "بيدق أسود"},
		{"4/5/5/5/5 w", "la rangée 5 compte 4 points au lieu de 5", "والمطلوب 5"},
		{"5/2b2/2w2/5/5 x", `trait incorrect "x"`, "صاحب دور غير صحيح"},
		{"5/2b2/2w2/5/5 w z 1", `compteur sans progrès incorrect "z"`, "عدّاد بلا تقدم"},
		{"5/2b2/2w2/5/5 w 0 0", `numéro de coup incorrect "0"`, "رقم نقلة غير صحيح"},
		{"2b2/wwwww/wwwww/wwwww/5 w", "les Blancs ont 15 pièces", "لدى الأبيض 15"},
		{"5/5/2w2/5/5 w", "les Noirs n'ont aucune pièce", "ليس لدى الأسود"},
		{"", "le texte de la position est vide", "نص الوضعية فارغ"},
	} {
		_, err := game.ParseStart(c.text)
		if err == nil {
			t.Fatalf("%q was taken", c.text)
		}
		if got := Position(nil, err); got != err.Error() {
			t.Errorf("%q: English %q, want the game's %q", c.text, got, err.Error())
		}
		got := Position(fr, err)
		if !strings.Contains(got, c.fr) {
			t.Errorf("%q: French %q, want %q", c.text, got, c.fr)
		}
		if pe, ok := errors.AsType[*game.PositionError](err); ok && pe.What != "" && strings.Contains(got, pe.What) {
			t.Errorf("%q: French %q keeps the English reason", c.text, got)
		}
		if got := ar.Show(Position(ar, err)); !strings.Contains(got, c.ar) {
			t.Errorf("%q: Arabic %q, want %q", c.text, got, c.ar)
		}
	}
}

// TestPDNTranslated: the PDN reader's reasons for files it cannot read
// are said in French and Arabic, none left in English; English as the
// reader says it.
func TestPDNTranslated(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	ar := i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for _, c := range []struct {
		src, fr string
		strict  bool
	}{
		{"[Event \"x\"]\n1. c2-c3 (1. b2-c3", "variante jamais fermée", false},
		{"[Event \"x\"]\n1. c2-c3", "fin du fichier inattendue", false},
		{"[Event \"x\"]\n1. c2-c3 ) *", "un coup, un numéro de coup", false},
		{"[Event \"x\"]\n2. c2-c3 *", "numéro de coup 1. attendu (trait aux Blancs)", false},
		{"[Event \"x\"]\n1. c2-c3 {abc", "commentaire jamais fermé", false},
		{"[Event \"x\"]\n[Event \"y\"]\n*", "balise Event donnée deux fois", false},
		{"[1x \"y\"]\n*", "nom de balise attendu", false},
		{"[Event \"x\n*", "valeur jamais fermée", false},
		{"[Event \"a\\qb\"]\n*", "échappement incorrect", true},
		{"[Event x]\n*", "au début de sa valeur", false},
		{"[Event \"x\" \n*", "pour fermer la balise, trouvé la fin de la ligne", false},
		{"[GameType \"20\"]\n*", "pas une partie de Fetaix", false},
		{"[Result \"1-0\"]\n0-1", "diffère de la balise Result", false},
	} {
		_, _, err := pdn.ParseWith(c.src, pdn.Options{Strict: c.strict})
		pe, ok := errors.AsType[*pdn.Error](err)
		if !ok {
			t.Fatalf("%q: %v is no pdn.Error", c.src, err)
		}
		if got := PDN(nil, pe.Msg); got != pe.Msg {
			t.Errorf("%q: English %q, want the reader's %q", c.src, got, pe.Msg)
		}
		if got := PDN(fr, pe.Msg); !strings.Contains(got, c.fr) {
			t.Errorf("%q: French %q, want %q (the reader: %q)", c.src, got, c.fr, pe.Msg)
		}
		if got := PDN(ar, pe.Msg); got == pe.Msg {
			t.Errorf("%q: Arabic left it in English: %q", c.src, got)
		}
	}
}
