package refuse

import (
	"errors"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// TestPatternsMatchTheirEnglish: each pattern matches its English catalog
// text (so that a change to one of them shows).
func TestPatternsMatchTheirEnglish(t *testing.T) {
	sample := map[string]string{"Point": "c3", "Move": "a1xc3", "Moves": "a1xc3xe5, a1xc3xa5",
		"Text": `"majority,"`, "Name": `"removal"`, "Value": `"soon"`, "Known": "majority, removal",
		"Choices": "immediate, end", "Low": "2", "High": "9"}
	for _, p := range append(append([]pattern{}, moveReasons...), ruleReasons...) {
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
