package cli

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/docs"
	"github.com/fetaix/fetaix/game"
)

// TestRulesPictureOfDiagonals: the picture of the board in docs/rules.md
// marks with * exactly the points that have diagonals in the game, with o
// the others, and draws the diagonal lines between them where the game
// has them.
func TestRulesPictureOfDiagonals(t *testing.T) {
	t.Parallel()
	text, ok := docs.Topic("rules")
	if !ok {
		t.Fatal("no rules topic")
	}
	_, rest, ok := strings.Cut(text, "```\n  5  *")
	pic, _, ok2 := strings.Cut("  5  *"+rest, "```")
	if !ok || !ok2 {
		t.Fatal("docs/rules.md has no picture of the diagonals (a code block starting \"  5  *\")")
	}
	lines := strings.Split(pic, "\n")
	if len(lines) < 9 {
		t.Fatalf("the picture has %d lines, want 9 and the files:\n%s", len(lines), pic)
	}
	const col0 = 5 // the column of file a
	for r := 4; r >= 0; r-- {
		row := lines[2*(4-r)]
		for f := range 5 {
			c := col0 + 4*f
			if c >= len(row) {
				t.Fatalf("rank %d's line %q is too short", r+1, row)
			}
			want := byte('o')
			if game.SquareAt(f, r).HasDiagonals() {
				want = '*'
			}
			if row[c] != want {
				t.Errorf("%c%d is drawn %q, want %q", 'a'+f, r+1, row[c], want)
			}
		}
		if r == 0 {
			continue
		}
		between := lines[2*(4-r)+1] // the lines between rank r+1 and rank r
		for f := range 4 {
			c := col0 + 4*f + 2
			// one diagonal crosses each square of the grid: from its lower
			// left corner up to the right when that corner has diagonals,
			// else from its lower right corner up to the left
			want := byte('/')
			if !game.SquareAt(f, r-1).HasDiagonals() {
				want = '\\'
			}
			if c >= len(between) || between[c] != want {
				t.Errorf("between ranks %d and %d, files %c and %c: want %q in %q", r, r+1, 'a'+f, 'b'+f, want, between)
			}
		}
	}
}
