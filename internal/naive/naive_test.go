package naive

import "testing"

// TestStartPerft: the rules page's reference counts from the start.
func TestStartPerft(t *testing.T) {
	p, err := Parse("bbbbb/bbbbb/bb1ww/wwwww/wwwww w")
	if err != nil {
		t.Fatal(err)
	}
	for d, want := range []uint64{1, 4, 5, 6, 12, 21, 80} {
		if got := Perft(p, Rules{}, d); got != want {
			t.Errorf("perft %d = %d, want %d", d, got, want)
		}
	}
}

// TestParseText: position text reads back to the same text, and bad text
// is refused.
func TestParseText(t *testing.T) {
	for _, s := range []string{"bbbbb/1bb1b/3ww/b1www/Bwwww w 0 4", "5/5/2W2/5/B4 w 7 30"} {
		p, err := Parse(s)
		if err != nil || p.Text() != s {
			t.Errorf("Parse(%q) = %q, %v", s, p.Text(), err)
		}
	}
	for _, s := range []string{"5/5/5/5/b4 w", "5/5/5/5/5", "5/5/5/5/6 w", "5/5/5/5/4x w", "w4/5/5/5/5 b"} {
		if _, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) accepted", s)
		}
	}
}

// TestParseRules: option text, defaults, and errors.
func TestParseRules(t *testing.T) {
	r, err := ParseRules("men-capture-backward,majority,removal=end,promotion=continue,repetition=0,no-progress=40")
	want := Rules{MenCaptureBackward: true, Majority: true, RemovalAtEnd: true, Promotion: PromoteContinue, NoProgress: 40}
	if err != nil || r != want {
		t.Errorf("ParseRules = %+v, %v; want %+v", r, err, want)
	}
	if r, _ := ParseRules(""); r != (Rules{Repetition: 3, NoProgress: 50}) {
		t.Errorf("ParseRules(\"\") = %+v", r)
	}
	for _, s := range []string{"bogus", "removal=x", "promotion=y", "no-progress=z"} {
		if _, err := ParseRules(s); err == nil {
			t.Errorf("ParseRules(%q) accepted", s)
		}
	}
}
