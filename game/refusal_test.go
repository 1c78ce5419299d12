package game

import (
	"errors"
	"testing"
)

// TestRefusalSaysWhy: a move the rules refuse says why in plain words, the
// first reason that applies, not a bare "not a legal move here": the
// lessons show it to a learner as it is.
func TestRefusalSaysWhy(t *testing.T) {
	cases := []struct {
		pos, move, want string
	}{
		{"5/5/2w2/5/5 w", "c3-c2", "a man never moves back, neither to step nor to capture"},
		{"5/5/5/1w3/5 w", "b2-a1", "a man never moves back, neither to step nor to capture"},
		{"b4/5/1bw2/2b2/5 w", "c3xc1", "a man never moves back, neither to step nor to capture"},
		{"5/5/1w3/5/5 w", "b3-c4", "b3 has no diagonal line: only a1 c1 e1 b2 d2 a3 c3 e3 b4 d4 a5 c5 e5 have one"},
		{"5/5/5/5/4W w", "e1-b3", "a mulla moves along one line only"},
		{"5/5/2w2/5/5 w", "c3-c5", "a man steps one point along a line"},
		{"5/2w2/2w2/5/5 w", "c3-c4", "c4 is taken: a step needs an empty point"},
		{"5/5/5/5/W4 w", "a1-d1", ""}, // legal: no refusal
		{"5/5/5/1w3/2W2 w", "c1-a3", "a piece stands in the mulla's way"},
		{"b4/5/2b2/1w2w/5 w", "e2-e3", "a capture is compulsory (e.g. b2xd4)"},
		{"4b/5/5/wb1b1/5 w", "a2xc2", "the capture must go on while the piece can capture: a2xc2xe2"},
		{"4b/5/5/wb1b1/5 w", "a2-b3", "a capture is compulsory (e.g. a2xc2xe2)"},
		{"5/5/2w2/5/5 w", "d3-d4", "no piece on d3"},
		{"5/5/2w2/5/B4 w", "a1-b1", "the piece on a1 is not white's"},
	}
	for _, c := range cases {
		_, err := ParseMove(mustPosition(t, c.pos), DefaultRules(), c.move)
		if (err == nil) != (c.want == "") {
			t.Errorf("%s %s: the rules say %v", c.pos, c.move, err)
			continue
		}
		var me *MoveError
		if err != nil && (!errors.As(err, &me) || me.Why != c.want || !errors.Is(err, ErrIllegalMove)) {
			t.Errorf("%s %s: %v, want %q", c.pos, c.move, err, c.want)
		}
	}
}
