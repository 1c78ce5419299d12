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
