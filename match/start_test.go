package match

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestReadStarts: a positions file gives one start a line, the better
// side, the position and the note, skipping blanks and comments; a start
// prints back as its line.
func TestReadStarts(t *testing.T) {
	text := "# header\n\nw 2b1b/2b2/w3w/3w1/1w3 w 0 19 # white +368\n  b 2b1b/4b/b3w/2w1w/4w w\n" +
		"w 2b1b/2b2/w3w/3w1/1w3 w 0 19 proven=draw\nb 2b1b/4b/b3w/2w1w/4w w proven=win # x\n"
	starts, err := ReadStarts(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(starts) != 4 {
		t.Fatalf("%d starts, want 4", len(starts))
	}
	for i, want := range []Value{Unproven, Unproven, Drawn, Won} {
		if starts[i].Value != want {
			t.Errorf("start %d: value %q, want %q", i+1, starts[i].Value, want)
		}
	}
	if got, want := starts[3].String(), "b 2b1b/4b/b3w/2w1w/4w w 0 1 proven=win # x"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if s := starts[0]; s.Better != game.White || s.Note != "white +368" || s.Position.String() != "2b1b/2b2/w3w/3w1/1w3 w 0 19" {
		t.Errorf("first start %+v", s)
	}
	if s := starts[1]; s.Better != game.Black || s.Note != "" {
		t.Errorf("second start %+v", s)
	}
	if got, want := starts[0].String(), "w 2b1b/2b2/w3w/3w1/1w3 w 0 19 # white +368"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

// TestReadStartsErrors: a bad line is an error that names its line
// number and what is wrong; a file with no position is an error.
func TestReadStartsErrors(t *testing.T) {
	good := "w 2b1b/2b2/w3w/3w1/1w3 w 0 19\n"
	for _, tc := range []struct{ text, want string }{
		{"# c\n" + good + "x 2b1b/2b2/w3w/3w1/1w3 w\n", "line 3: want the better side (w or b)"},
		{good + "w 2b1b/2b2/w3w/3w1 w\n", "line 2: position"},
		{good + "b\n", "line 2: position text is empty"},
		{"w 5/5/5/5/1w3 b\n", "line 1: position \"5/5/5/5/1w3 b\": black has no piece"},
		{"b 5/5/b1b2/bb3/wBB2 w\n", "line 1: position \"5/5/b1b2/bb3/wBB2 w 0 1\": the game is over"},
		{"# only a comment\n\n", "no positions"},
		{good + "w 2b1b/2b2/w3w/3w1/1w3 w 0 19 proven=won\n", "line 2: want proven=win, proven=draw or proven=loss after the position, got \"proven=won\""},
		{good + "w 2b1b/2b2/w3w/3w1/1w3 w 0 19 win\n", "line 2: position"},
	} {
		_, err := ReadStarts(strings.NewReader(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one containing %q", tc.text, err, tc.want)
		}
	}
}

// TestConversionStarts: the committed set has 60 distinct starts, each
// with at least 7 pieces on the board.
func TestConversionStarts(t *testing.T) {
	starts := ConversionStarts()
	if len(starts) != 60 {
		t.Fatalf("%d starts, want 60", len(starts))
	}
	seen := map[uint64]bool{}
	for i, s := range starts {
		p := s.Position
		if seen[p.Hash()] {
			t.Errorf("start %d repeats %s", i+1, p)
		}
		seen[p.Hash()] = true
		if n := p.Count(game.White) + p.Count(game.Black); n < 7 {
			t.Errorf("start %d: %d pieces", i+1, n)
		}
	}
}

// TestNamedStarts: every committed set reads (it would panic otherwise)
// and is not empty; an unknown name is not a set, and the default set is
// the conversion one.
func TestNamedStarts(t *testing.T) {
	for _, name := range Sets {
		if s, ok := NamedStarts(name); !ok || len(s) == 0 {
			t.Errorf("%s: %v, %d starts", name, ok, len(s))
		}
	}
	if _, ok := NamedStarts("easy"); ok {
		t.Errorf("easy: a set")
	}
	c, _ := NamedStarts("conversion")
	if d := ConversionStarts(); len(d) != len(c) || d[0] != c[0] {
		t.Errorf("ConversionStarts differs from the conversion set")
	}
}
