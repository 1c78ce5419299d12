package plain

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// TestVoicePiecesAndClocks checks the lines that agree with counts in
// each language: men and mullas (Arabic's dual), minutes and seconds,
// and French's decimal comma.
func TestVoicePiecesAndClocks(t *testing.T) {
	p, err := game.ParsePosition("B4/5/5/1b3/w1w1W w")
	if err != nil {
		t.Fatal(err)
	}
	fr, ar := NewVoice(i18n.French), NewVoice(i18n.Arabic)
	cases := []struct{ got, want string }{
		{english.PiecesLine(p, game.White), "White has 2 men and 1 mulla: men on a1 and c1; a mulla on e1."},
		{fr.PiecesLine(p, game.White), "Les Blancs ont 2 pions et 1 mulla : des pions en a1 et c1 ; un mulla en e1."},
		{ar.PiecesLine(p, game.White), "لدى الأبيض بيدقان و مولى واحد: بيادق في a1 و c1؛ مولى في e1."},
		{fr.PiecesLine(p, game.Black), "Les Noirs ont 1 pion et 1 mulla : un pion en b2 ; un mulla en a5."},
		{fr.RankLine(p, 5), "Rangée 5 : a5 mulla noir, b5 vide, c5 vide, d5 vide, e5 vide."},
		{ar.RankLine(p, 1), "الصف 1: a1 بيدق أبيض، b1 فارغة، c1 بيدق أبيض، d1 فارغة، e1 مولى أبيض."},
		{english.ClockText(8500 * time.Millisecond), "8.5 seconds"},
		{fr.ClockText(8500 * time.Millisecond), "8,5 secondes"},
		{ar.ClockText(2*time.Minute + time.Second), "دقيقتان ثانية واحدة"},
		{fr.ClocksLine(time.Minute, 75*time.Second), "Pendules : Blancs 1 minute, Noirs 1 minute 15 secondes."},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got  %q\nwant %q", c.got, c.want)
		}
	}
}

// TestVoiceKeepsLogicalOrder: an Arabic line holds its words in the
// order they are read, the move after them, with no isolate marks and
// no reordering.
func TestVoiceKeepsLogicalOrder(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	m := g.LegalMoves()[0]
	got := NewVoice(i18n.Arabic).MoveLine(g.Position(), m)
	if want := "يلعب الأبيض " + m.String() + "."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestAmbiguousMoveInTheLanguage: a move that could be two captures is
// refused with the captures it could be in the player's language, and
// in English with the game's words, as before.
func TestAmbiguousMoveInTheLanguage(t *testing.T) {
	p, err := game.ParsePosition("1W1B1/5/5/3W1/2W2 b")
	if err != nil {
		t.Fatal(err)
	}
	r := game.DefaultRules()
	_, gameErr := game.ParseMove(p, r, "d5xb1")
	var me *game.MoveError
	if !errors.As(gameErr, &me) {
		t.Fatalf("d5xb1: %v, want ambiguous", gameErr)
	}
	if _, err := english.ParseMove(p, r, "d5xb1"); err == nil || err.Error() != "d5xb1 is ambiguous: "+me.Why+". Write every landing point." {
		t.Errorf("English %v", err)
	}
	for _, c := range []struct {
		v    Voice
		want string
	}{
		{NewVoice(i18n.French), "d5xb1 est ambigu : ce peut être d5x"},
		{NewVoice(i18n.Arabic), "d5xb1 ملتبسة: قد تكون d5x"},
	} {
		_, err := c.v.ParseMove(p, r, "D5xB1")
		if err == nil || !strings.HasPrefix(err.Error(), strings.Replace(c.want, "d5xb1", "D5xB1", 1)) || strings.Contains(err.Error(), "could") {
			t.Errorf("%s: %v, want %q…", c.v.Lang(), err, c.want)
		}
	}
}
