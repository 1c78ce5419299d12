package ui

import (
	"testing"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/tables"
)

// TestLocalizedKeysKeepTheEmbeddersWords: an embedder's key map gets the
// catalog's descriptions of the default bindings, keeps its own, is made
// once per language (the same map each time) and is itself in English.
func TestLocalizedKeysKeepTheEmbeddersWords(t *testing.T) {
	k := DefaultKeyMap()
	k.Quit.SetHelp("q", "leave the room")
	fr := i18n.New(i18n.French, i18n.BidiApp)
	got := LocalizedKeys(&k, fr)
	if d := got.Help.Help().Desc; d != "toutes les touches" {
		t.Errorf("? is %q in French", d)
	}
	if d := got.Quit.Help().Desc; d != "leave the room" {
		t.Errorf("the embedder's own q became %q", d)
	}
	if LocalizedKeys(&k, fr) != got {
		t.Error("a second call made another map")
	}
	if LocalizedKeys(&k, nil) != &k || LocalizedKeys(&k, i18n.New(i18n.English, i18n.BidiApp)) != &k {
		t.Error("English is not the map itself")
	}
	if k.Help.Help().Desc != "all keys" {
		t.Errorf("the embedder's map changed: %q", k.Help.Help().Desc)
	}
}

// TestVerdictInTheLanguages: the tables' verdict in French and Arabic,
// the plies agreeing with their count (Arabic's dual).
func TestVerdictInTheLanguages(t *testing.T) {
	cases := []struct {
		l          *i18n.Localizer
		plies      int
		head, tail string
	}{
		{i18n.New(i18n.French, i18n.BidiApp), 3, "tables : les Blancs gagnent", "en 3 demi-coups"},
		{i18n.New(i18n.Arabic, i18n.BidiTerminal), 2, "الجداول: فوز الأبيض", "المدة: نصفا نقلة"},
	}
	for _, c := range cases {
		head, plies := verdictParts(c.l, tables.Verdict{Outcome: tables.Win, Plies: c.plies}, game.White, 0)
		if head != c.head || c.l.Show(plies) != c.tail {
			t.Errorf("%v: %q, %q; want %q, %q", c.l.Lang(), head, plies, c.head, c.tail)
		}
	}
}

// TestCoachInTheLanguages: the coach's question in French, its values in
// words of the catalogs, the move kept as typed.
func TestCoachInTheLanguages(t *testing.T) {
	f := &coachFlag{move: "c2-c3", before: explore.Bounds{Low: explore.Draw, High: explore.Draw},
		after: explore.Bounds{Low: explore.Loss, High: explore.Loss}, by: "tables"}
	got := coachQuestion(i18n.New(i18n.French, i18n.BidiApp), f, "(y/n)")
	want := "Entraîneur : c2-c3 perd la nulle prouvée : nulle → perte (tables). Reprendre le coup ? (y/n)"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if en := coachQuestion(nil, f, "(y/n)"); en != "Coach: c2-c3 throws away the proven draw: draw → loss (tables). Take it back? (y/n)" {
		t.Errorf("English: %q", en)
	}
}

// TestMustCaptureListsInTheLanguage: the points that must capture are
// joined with the language's "or", on the status line.
func TestMustCaptureListsInTheLanguage(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Lang: i18n.New(i18n.French, i18n.BidiApp), Start: mustPos(t, "5/5/5/1b1b1/w1w1w w")}, 80, 24)
	if want := "Les Blancs doivent prendre : a1, c1 ou e1 (marqués !)"; m.status != want {
		t.Errorf("status %q, want %q", m.status, want)
	}
}

// TestWhyNotInTheLanguage: why a point cannot be selected, in French.
func TestWhyNotInTheLanguage(t *testing.T) {
	p := game.StartPosition()
	r := game.DefaultRules()
	fr := i18n.New(i18n.French, i18n.BidiApp)
	c3, _ := game.ParseSquare("c3")
	a5, _ := game.ParseSquare("a5")
	if got, want := whyNotIn(fr, p, r, p.LegalMoves(r, nil), c3), "aucune pièce en c3 — choisissez une pièce des blancs"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := whyNotIn(fr, p, r, p.LegalMoves(r, nil), a5), "la pièce en a5 est aux noirs ; trait aux blancs"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := whyNot(p, r, p.LegalMoves(r, nil), c3); got != "no piece on c3 — choose one of white's pieces" {
		t.Errorf("English: %q", got)
	}
}
