package game

import (
	"errors"
	"math/rand"
	"strings"
	"testing"
)

// Move notation: every legal move prints and parses back; full paths, the
// "from x to" abbreviation when unique, and distinct errors for malformed,
// illegal and ambiguous text.

// ambiguousPosition: the black mulla on d5 reaches b1 (and a1) by two moves
// with different captured sets: d5xd1xb1 takes d2 and c1, d5xa5xe1xb1
// takes b5, d2 and c1.
const ambiguousPosition = "1W1B1/5/5/3W1/2W2 b"

func TestParseMoveEveryLegalMove(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for _, r := range allRuleCombos() {
		for i := 0; i < 150; i++ {
			p := randomPlacement(rng)
			for _, m := range p.LegalMoves(r, nil) {
				got, err := ParseMove(p, r, m.String())
				if err != nil || got != m {
					t.Fatalf("rules %q position %q: ParseMove(%q) = %v, %v", r.String(), p.String(), m.String(), got, err)
				}
			}
		}
	}
}

func TestParseMoveForms(t *testing.T) {
	tests := []struct{ rules, position, text, want string }{
		{"", StartText, "c2-c3", "c2-c3"},
		{"", StartText, " D3-C3 ", "d3-c3"},
		{"", ambiguousPosition, "d5xd1xb1", "d5xd1xb1"},
		{"", ambiguousPosition, "d5xa5xe1xb1", "d5xa5xe1xb1"},
		{"", ambiguousPosition, "d5:a5:e1:b1", "d5xa5xe1xb1"},
		{"majority", ambiguousPosition, "d5xb1", "d5xa5xe1xb1"},
		{"", "5/5/1b3/b4/W4 w", "a1xc3", "a1xa3xc3"},
		{"", "5/5/1b3/b4/W4 w", "a1xa5", "a1xa5"},
		{"", "5/5/1b3/b4/W4 w", "a1xa3xe3", "a1xa3xe3"},
		{"promotion=continue", "1b3/b2b1/w4/5/5 w", "a3xb2", "a3xa5xe5xb2"},
	}
	for _, tc := range tests {
		m, err := ParseMove(mustPosition(t, tc.position), mustRules(t, tc.rules), tc.text)
		if err != nil || m.String() != tc.want {
			t.Errorf("rules %q position %q: ParseMove(%q) = %v, %v; want %s", tc.rules, tc.position, tc.text, m, err, tc.want)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	kinds := []error{ErrMalformedMove, ErrIllegalMove, ErrAmbiguousMove}
	tests := []struct {
		position, text string
		kind           error
		says           string
	}{
		{StartText, "", ErrMalformedMove, "want from-to"},
		{StartText, "c2", ErrMalformedMove, "want from-to"},
		{StartText, "c2-", ErrMalformedMove, "bad point"},
		{StartText, "c2-c3-c4", ErrMalformedMove, "want from-to"},
		{StartText, "c2-f3", ErrMalformedMove, "bad point"},
		{StartText, "c0-c3", ErrMalformedMove, "bad point"},
		{StartText, "c2xc3-c4", ErrMalformedMove, "bad point"},
		{StartText, "c2 c3", ErrMalformedMove, ""},
		{StartText, "hello", ErrMalformedMove, ""},
		{StartText, "x", ErrMalformedMove, ""},
		{StartText, "a1xb1xc1xd1xe1xa2xb2xc2xd2xe2xa3xb3xc3xd3", ErrMalformedMove, ""},
		{StartText, "c2-c4", ErrIllegalMove, "a man steps one point along a line"},
		{StartText, "c3-c4", ErrIllegalMove, "no piece on c3"},
		{StartText, "a3-a2", ErrIllegalMove, "not white's"},
		{StartText, "c2xc3", ErrIllegalMove, ""},
		{ambiguousPosition, "d5-d4", ErrIllegalMove, "compulsory"},
		{ambiguousPosition, "d5xa5", ErrIllegalMove, ""},
		{ambiguousPosition, "d5xd1", ErrIllegalMove, ""},
		{ambiguousPosition, "d5xd2xb1", ErrIllegalMove, ""},
		{"4b/2bbw/5/5/5 w", "e4-e5", ErrIllegalMove, "no legal move"},
		{ambiguousPosition, "d5xb1", ErrAmbiguousMove, "d5xa5xe1xb1"},
		{ambiguousPosition, "d5xa1", ErrAmbiguousMove, "d5xd1xa1"},
	}
	for _, tc := range tests {
		_, err := ParseMove(mustPosition(t, tc.position), DefaultRules(), tc.text)
		for _, k := range kinds {
			if errors.Is(err, k) != (k == tc.kind) {
				t.Errorf("position %q: ParseMove(%q): error %v; want one wrapping %v only", tc.position, tc.text, err, tc.kind)
			}
		}
		if err != nil && !strings.Contains(err.Error(), tc.says) {
			t.Errorf("position %q: ParseMove(%q): error %q does not say %q", tc.position, tc.text, err, tc.says)
		}
	}
}

func TestParseMoveAmbiguousListsBoth(t *testing.T) {
	_, err := ParseMove(mustPosition(t, ambiguousPosition), DefaultRules(), "d5xb1")
	if err == nil || !strings.Contains(err.Error(), "d5xd1xb1") || !strings.Contains(err.Error(), "d5xa5xe1xb1") {
		t.Errorf("the ambiguity error does not list both moves: %v", err)
	}
}

// TestParseMoveErrorIsStructured: ParseMove's errors are *MoveError with
// their kind, the text given and why, and read as before.
func TestParseMoveErrorIsStructured(t *testing.T) {
	p := StartPosition()
	for _, tc := range []struct {
		text string
		kind error
		why  string
	}{
		{"c2", ErrMalformedMove, "want from-to (c2-c3) or landings joined by x (a1xc3xe5)"},
		{"c3-c4", ErrIllegalMove, "no piece on c3"},
		{"c4-c3", ErrIllegalMove, "the piece on c4 is not white's"},
	} {
		_, err := ParseMove(p, DefaultRules(), tc.text)
		var me *MoveError
		if !errors.As(err, &me) || !errors.Is(err, tc.kind) || me.Text != tc.text || me.Why != tc.why {
			t.Errorf("%s: %#v", tc.text, err)
			continue
		}
		if want := tc.kind.Error() + ` "` + tc.text + `": ` + tc.why; err.Error() != want {
			t.Errorf("%s: %q, want %q", tc.text, err, want)
		}
	}
}
