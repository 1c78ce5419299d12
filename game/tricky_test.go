package game

import (
	"errors"
	"sort"
	"strings"
	"testing"
)

// Hand-built positions for each tricky rule of the rules page, with the
// exact legal moves worked out by hand from the rules.

// moveTexts returns the sorted notations of moves, and those that promote.
func moveTexts(moves []Move) (all, promoting []string) {
	for _, m := range moves {
		all = append(all, m.String())
		if m.Promote {
			promoting = append(promoting, m.String())
		}
	}
	sort.Strings(all)
	sort.Strings(promoting)
	return all, promoting
}

// sorted returns a sorted copy of s.
func sorted(s []string) []string {
	out := append([]string(nil), s...)
	sort.Strings(out)
	return out
}

func TestTrickyPositions(t *testing.T) {
	tests := []struct {
		name, rules, position string
		want, promote         []string
	}{
		{
			name:     "man steps: forward, diagonally forward where a diagonal exists, sideways; never back",
			position: "5/5/2w2/5/5 w",
			want:     []string{"c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4"},
		},
		{
			name:     "man on a point without diagonals",
			position: "5/5/1w3/5/5 w",
			want:     []string{"b3-a3", "b3-b4", "b3-c3"},
		},
		{
			name:     "black man steps towards rank 1 and promotes there",
			position: "W4/5/5/1b3/5 b",
			want:     []string{"b2-a1", "b2-a2", "b2-b1", "b2-c1", "b2-c2"},
			promote:  []string{"b2-a1", "b2-b1", "b2-c1"},
		},
		{
			name:     "mulla slides any distance along every line through it",
			position: "5/5/2W2/5/5 w",
			want: []string{"c3-a5", "c3-b4", "c3-c4", "c3-c5", "c3-d4", "c3-e5", "c3-a3", "c3-b3",
				"c3-d3", "c3-e3", "c3-a1", "c3-b2", "c3-c1", "c3-c2", "c3-d2", "c3-e1"},
		},
		{
			name:     "a capture is compulsory; a man's multi-jump turns (north, then east)",
			position: "5/5/1b3/b4/w3w w",
			want:     []string{"a1xa3xc3"},
		},
		{
			name:     "a man's multi-jump turns diagonally then sideways",
			position: "5/5/3b1/3b1/2w2 w",
			want:     []string{"c1xe3xc3"},
		},
		{
			name:     "without majority any capture may be chosen",
			position: "5/5/1b3/b3b/w3w w",
			want:     []string{"a1xa3xc3", "e1xe3"},
		},
		{
			name:     "majority keeps the sequences taking the most pieces",
			rules:    "majority",
			position: "5/5/1b3/b3b/w3w w",
			want:     []string{"a1xa3xc3"},
		},
		{
			name:     "mulla: every landing is legal; from a3 the capture must go on",
			position: "5/5/1b3/b4/W4 w",
			want:     []string{"a1xa3xc3", "a1xa3xd3", "a1xa3xe3", "a1xa4", "a1xa5"},
		},
		{
			name:     "mulla landings under majority",
			rules:    "majority",
			position: "5/5/1b3/b4/W4 w",
			want:     []string{"a1xa3xc3", "a1xa3xd3", "a1xa3xe3"},
		},
		{
			name:     "promotion=end: the man reaching a5 mid-capture goes on as a man and promotes at the end",
			position: "1b3/b2b1/w4/5/5 w",
			want:     []string{"a3xa5xc5"},
			promote:  []string{"a3xa5xc5"},
		},
		{
			name:     "promotion=stop: the man promotes on a5 and the move ends",
			rules:    "promotion=stop",
			position: "1b3/b2b1/w4/5/5 w",
			want:     []string{"a3xa5"},
			promote:  []string{"a3xa5"},
		},
		{
			name:     "promotion=continue: the man promotes on a5 and goes on with mulla captures",
			rules:    "promotion=continue",
			position: "1b3/b2b1/w4/5/5 w",
			want: []string{"a3xa5xc5xe3", "a3xa5xd5xd1", "a3xa5xd5xd2", "a3xa5xd5xd3",
				"a3xa5xe5xa1", "a3xa5xe5xb2", "a3xa5xe5xc3"},
			promote: []string{"a3xa5xc5xe3", "a3xa5xd5xd1", "a3xa5xd5xd2", "a3xa5xd5xd3",
				"a3xa5xe5xa1", "a3xa5xe5xb2", "a3xa5xe5xc3"},
		},
		{
			name:     "backward, promotion=end: a man passing the far rank and coming back down does not promote",
			rules:    "men-capture-backward",
			position: "5/bb3/w4/5/5 w",
			want:     []string{"a3xa5xc3", "a3xc5"},
			promote:  []string{"a3xc5"},
		},
		{
			name:     "backward, promotion=stop: the man stops on the far rank",
			rules:    "men-capture-backward,promotion=stop",
			position: "5/bb3/w4/5/5 w",
			want:     []string{"a3xa5", "a3xc5"},
			promote:  []string{"a3xa5", "a3xc5"},
		},
		{
			name:     "backward, promotion=continue: the new mulla flies on",
			rules:    "men-capture-backward,promotion=continue",
			position: "5/bb3/w4/5/5 w",
			want:     []string{"a3xa5xc3", "a3xa5xd2", "a3xa5xe1", "a3xc5"},
			promote:  []string{"a3xa5xc3", "a3xa5xd2", "a3xa5xe1", "a3xc5"},
		},
		{
			name:     "two paths of one move: one canonical spelling",
			rules:    "men-capture-backward",
			position: "5/5/1b3/b1b2/wB3 w",
			want:     []string{"a1xc1xc3xa3xa1"},
		},
		{
			name:     "removal=immediate: the mulla crosses c3 again after taking it",
			position: "2b2/5/2b2/3b1/W4 w",
			want:     []string{"a1xd4xd1", "a1xe5xa5xe1", "a1xe5xb5"},
		},
		{
			name:     "removal=end: the taken piece on c3 still blocks, so the move ends on a5",
			rules:    "removal=end",
			position: "2b2/5/2b2/3b1/W4 w",
			want:     []string{"a1xd4xd1", "a1xe5xa5", "a1xe5xb5"},
		},
		{
			name:     "removal=end: a piece is not jumped twice",
			rules:    "removal=end",
			position: "5/5/b4/5/W4 w",
			want:     []string{"a1xa4", "a1xa5"},
		},
		{
			name:     "men-capture-backward lets a man take behind it",
			rules:    "men-capture-backward",
			position: "5/5/2w2/1b1b1/5 w",
			want:     []string{"c3xa1", "c3xe1"},
		},
		{
			name:     "by default a man does not take backwards",
			position: "5/5/2w2/1b1b1/5 w",
			want:     []string{"c3-b3", "c3-b4", "c3-c4", "c3-d3", "c3-d4"},
		},
		{
			name:     "a blocked side has no legal move",
			position: "4b/2bbw/5/5/5 w",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := mustRules(t, tc.rules)
			p := mustPosition(t, tc.position)
			got, promote := moveTexts(p.LegalMoves(r, nil))
			if strings.Join(got, " ") != strings.Join(sorted(tc.want), " ") {
				t.Errorf("rules %q position %q:\n got  %v\n want %v", tc.rules, tc.position, got, sorted(tc.want))
			}
			if strings.Join(promote, " ") != strings.Join(sorted(tc.promote), " ") {
				t.Errorf("rules %q position %q: promoting moves %v, want %v", tc.rules, tc.position, promote, sorted(tc.promote))
			}
			var buf [MaxMoves]Move
			if n := p.CountMoves(r, buf[:0]); n != len(tc.want) {
				t.Errorf("CountMoves = %d, want %d", n, len(tc.want))
			}
		})
	}
}

// TestTrickyApply checks the position after some of the tricky moves.
func TestTrickyApply(t *testing.T) {
	tests := []struct{ rules, position, move, after string }{
		// The man promoted mid-capture stands on its final point as a mulla.
		{"promotion=continue", "1b3/b2b1/w4/5/5 w 7 12", "a3xa5xe5xb2", "5/5/5/1W3/5 b 0 12"},
		{"promotion=stop", "1b3/b2b1/w4/5/5 w 7 12", "a3xa5", "Wb3/3b1/5/5/5 b 0 12"},
		// The loop returns to its own point and takes all four pieces.
		{"men-capture-backward", "5/5/1b3/b1b2/wB3 w 3 5", "a1xa3xc3xc1xa1", "5/5/5/5/w4 b 0 5"},
		// A mulla slide counts towards no-progress; Black's move ends the move number.
		{"", "W4/5/5/5/4B b 7 12", "e1-c3", "W4/5/2B2/5/5 w 8 13"},
		// A man step resets it.
		{"", "W4/5/5/b4/4B b 7 12", "a2-a1", "W4/5/5/5/B3B w 0 13"},
	}
	for _, tc := range tests {
		p := mustPosition(t, tc.position)
		m, err := ParseMove(p, mustRules(t, tc.rules), tc.move)
		if err != nil {
			t.Errorf("rules %q position %q: ParseMove(%q): %v", tc.rules, tc.position, tc.move, err)
			continue
		}
		if got := p.Apply(m).String(); got != tc.after {
			t.Errorf("rules %q position %q: after %s got %q, want %q", tc.rules, tc.position, tc.move, got, tc.after)
		}
	}
}

// TestSamePathsOneMove: both spellings of a move with two paths name the
// same legal move, printed in its canonical (smallest) spelling.
func TestSamePathsOneMove(t *testing.T) {
	r := mustRules(t, "men-capture-backward")
	p := mustPosition(t, "5/5/1b3/b1b2/wB3 w")
	for _, text := range []string{"a1xc1xc3xa3xa1", "a1xa3xc3xc1xa1", "a1xa1", "A1:C1:C3:A3:A1"} {
		m, err := ParseMove(p, r, text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", text, err)
			continue
		}
		if m.String() != "a1xc1xc3xa3xa1" || m.NumCaptured() != 4 {
			t.Errorf("ParseMove(%q) = %s taking %d, want a1xc1xc3xa3xa1 taking 4", text, m, m.NumCaptured())
		}
	}
	if _, err := ParseMove(p, r, "a1xc1xc3xa3"); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("an unfinished path: err = %v, want ErrIllegalMove", err)
	}
}
