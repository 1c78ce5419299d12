package game

import (
	"errors"
	"testing"
)

// Fuzz targets for the three text formats. Their seed corpora run in every
// plain `go test`; `go test -fuzz=FuzzParsePosition ./game/` (and the
// others) explores further. Properties: no input panics; whatever parses
// prints back and re-parses to the same value; a parsed move is legal.

var fuzzCombos = allRuleCombos()

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{
		StartText, "bbbbb/bbbbb/bb1ww/wwwww/wwwww w", "bbbbb/bbbbb/bb.ww/wwwww/wwwww b 3 9",
		"5/5/2W2/5/5 b", "B3b/5/w4/5/2W2 w 17 40", "1W1B1/5/5/3W1/2W2 b", "4b/2bbw/5/5/5 w",
		"", " ", "/", "////", "5/5/5/5/5", "5/5/5/5/5 w 0", "5/5/5/5/5 w 0 1 2",
		"bbbbbb/5/5/5/5 w", "w4/5/5/5/5 w", "5/wwwww/wwwww/www2/5 b", "5/5/5/5/5 x",
		"5/5/5/5/5 w -1 1", "5/5/5/5/5 w 0 0", "5/5/5/5/5 w 99999999999999999999 1",
		"11111/23/32/41/14 b", "6/5/5/5/5 w", "0/5/5/5/5 w", "5/5/5/5/5 w +3 +4",
		"\x00/5/5/5/5 w", "5/5/5/5/5 w 1073741824 1073741824", "5/5/5/5/5 w 1073741825 1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParsePosition(text)
		if err != nil {
			if err.Error() == "" {
				t.Errorf("ParsePosition(%q): empty error", text)
			}
			return
		}
		s := p.String()
		q, err := ParsePosition(s)
		if err != nil {
			t.Fatalf("ParsePosition(%q) prints %q, which does not parse: %v", text, s, err)
		}
		if q != p || q.String() != s {
			t.Fatalf("ParsePosition(%q) prints %q, which reads back as %q", text, s, q.String())
		}
		for c := White; c <= Black; c++ {
			if p.Count(c) > MaxPieces || p.Men(c)&farRank[c] != 0 {
				t.Fatalf("ParsePosition(%q) accepted %q: too many pieces or a man on its far rank", text, s)
			}
		}
		for _, r := range fuzzCombos[:3] {
			for _, m := range p.LegalMoves(r, nil) {
				p.Apply(m)
			}
		}
	})
}

func FuzzParseMove(f *testing.F) {
	seeds := []struct {
		position, move string
		rules          uint8
	}{
		{StartText, "c2-c3", 0},
		{StartText, "D3-C3", 0},
		{StartText, "c2xc3", 0},
		{StartText, "c2-c3-c4", 0},
		{StartText, "", 0},
		{StartText, "x", 0},
		{StartText, "a1xb1xc1xd1xe1xa2xb2xc2xd2xe2xa3xb3xc3xd3", 0},
		{"1W1B1/5/5/3W1/2W2 b", "d5xb1", 0},
		{"1W1B1/5/5/3W1/2W2 b", "d5xa5xe1xb1", 0},
		{"1W1B1/5/5/3W1/2W2 b", "d5:d1:b1", 3},
		{"5/5/1b3/b1b2/wB3 w", "a1xa3xc3xc1xa1", 12},
		{"5/5/1b3/b1b2/wB3 w", "a1xa1", 12},
		{"1b3/b2b1/w4/5/5 w", "a3xb2", 2},
		{"1b3/b2b1/w4/5/5 w", "a3xa5", 1},
		{"5/5/1b3/b4/W4 w", "a1xc3", 6},
		{"4b/2bbw/5/5/5 w", "e4-e5", 0},
		{"5/5/2W2/5/5 w", "c3-a1", 0},
		{"5/5/2W2/5/5 w", "c3-c3", 0},
		{"5/5/2W2/5/5 w", "c3xc3", 0},
		// Counters at their largest readable values: the text after the
		// move must still read back.
		{"4B/5/5/5/W4 b 1073741824 1073741824", "e5-e4", 0},
		{"4B/5/5/5/W4 w 1073741824 1073741824", "a1-a2", 0},
	}
	for _, s := range seeds {
		f.Add(s.position, s.move, s.rules)
	}
	f.Fuzz(func(t *testing.T, position, text string, rules uint8) {
		p, err := ParsePosition(position)
		if err != nil {
			return
		}
		r := fuzzCombos[int(rules)%len(fuzzCombos)]
		m, err := ParseMove(p, r, text)
		if err != nil {
			n := 0
			for _, k := range []error{ErrMalformedMove, ErrIllegalMove, ErrAmbiguousMove} {
				if errors.Is(err, k) {
					n++
				}
			}
			if n != 1 {
				t.Fatalf("ParseMove(%q) in %q: error %v is not exactly one of malformed, illegal, ambiguous", text, position, err)
			}
			return
		}
		legal := false
		for _, l := range p.LegalMoves(r, nil) {
			legal = legal || l == m
		}
		if !legal {
			t.Fatalf("rules %q position %q: ParseMove(%q) = %v, not a legal move", r.String(), p.String(), text, m)
		}
		again, err := ParseMove(p, r, m.String())
		if err != nil || again != m {
			t.Fatalf("rules %q position %q: %q parses to %s, which parses to %v, %v", r.String(), p.String(), text, m, again, err)
		}
		after := p.Apply(m)
		if q, err := ParsePosition(after.String()); err != nil || q != after {
			t.Fatalf("rules %q position %q: after %s, %q does not read back: %v", r.String(), p.String(), m, after.String(), err)
		}
	})
}

func FuzzParseRules(f *testing.F) {
	for _, s := range []string{
		"", " ", ",", "majority", "men-capture-backward,majority,removal=end,promotion=continue,repetition=3,no-progress=50",
		"majority=off", "majority=on", "removal=immediate", "removal=end", "removal", "promotion=stop",
		"promotion=continue", "promotion=king", "repetition=0", "repetition=1", "repetition=+5", "repetition=05",
		"no-progress=0", "no-progress=10000", "no-progress=10001", "no-progress=-0", "majority,majority",
		"flying-men", "=", "==", "majority=", "  promotion = stop , majority ", "a,b,c", "\x00",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := ParseRules(text)
		if err != nil {
			if err.Error() == "" {
				t.Errorf("ParseRules(%q): empty error", text)
			}
			return
		}
		s := r.String()
		q, err := ParseRules(s)
		if err != nil {
			t.Fatalf("ParseRules(%q) prints %q, which does not parse: %v", text, s, err)
		}
		if q != r || q.String() != s {
			t.Fatalf("ParseRules(%q) = %+v prints %q, which reads back as %+v", text, r, s, q)
		}
	})
}

// FuzzDifferential compares the real generator with the naive one on any
// position text the fuzzer finds, under any option combination.
func FuzzDifferential(f *testing.F) {
	for i, s := range []string{
		StartText, "5/5/1b3/b1b2/wB3 w", "2b2/5/2b2/3b1/W4 w", "1b3/b2b1/w4/5/5 w",
		"5/bb3/w4/5/5 w", "1W1B1/5/5/3W1/2W2 b", "W2W1/wBwww/1w1b1/1wwWb/WBW2 b 10 52",
		"bbb2/bbb2/4B/1ww2/Bw1w1 b 0 11",
	} {
		for r := 0; r < len(fuzzCombos); r += 5 {
			f.Add(s, uint8(r+i))
		}
	}
	f.Fuzz(func(t *testing.T, position string, rules uint8) {
		p, err := ParsePosition(position)
		if err != nil {
			return
		}
		if d := diffPosition(p, fuzzCombos[int(rules)%len(fuzzCombos)]); d != "" {
			t.Fatal(d)
		}
	})
}
