package ui

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// cell returns the three columns drawn for point name (mark, glyph, mark)
// on m's screen.
func cell(t *testing.T, m *Model, name string) string {
	t.Helper()
	x, y := screenXY(t, m, name)
	lines := strings.Split(m.View(), "\n")
	if y >= len(lines) {
		t.Fatalf("no screen row %d for %s", y, name)
	}
	row := []rune(lines[y])
	if x+1 >= len(row) {
		t.Fatalf("no screen column %d for %s in %q", x, name, lines[y])
	}
	return string(row[x-1 : x+2])
}

// finalPointPos is a position of issue 12 where a1 captures a1xc3xe5,
// a1xc3xa3 or a1xc3xe3xc5: the one way to e5 lands on c3 first.
const finalPointPos = "b4/3b1/1b1b1/1b3/w4 w"

// TestHintShowsWholePath: the hint marks its origin and every landing in
// order, over the cursor and the compulsory-capture marks; mid-capture
// along it, only the next landing.
func TestHintShowsWholePath(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, finalPointPos)}, 120, 40)
	hint, err := game.ParseMove(m.g.Position(), m.g.Rules(), "a1xc3xe3xc5")
	if err != nil {
		t.Fatal(err)
	}
	m.hint, m.hasHint = hint, true
	want := map[string]string{"a1": "?○?", "c3": "?·1", "e3": "?·2", "c5": "?·3", "e5": " · "}
	for p, w := range want {
		if got := cell(t, m, p); got != w {
			t.Errorf("%s drawn %q, want %q", p, got, w)
		}
	}
	cursorTo(t, m, "c3")
	if got := cell(t, m, "c3"); got != "[·1" {
		t.Errorf("c3 under the cursor drawn %q, want %q", got, "[·1")
	}
	typeMove(t, m, "a1", "c3") // a3, e3 or e5 next; the hint goes on to e3
	want = map[string]string{"c3": "[o]", "e3": "?*?", "a3": " * ", "e5": " * ", "c5": " · "}
	for p, w := range want {
		if got := cell(t, m, p); got != w {
			t.Errorf("mid-capture: %s drawn %q, want %q", p, got, w)
		}
	}
	typeMove(t, m, "e5") // away from the hint: nothing more to point at
	if m.g.Ply() != 1 || m.hasHint {
		t.Fatalf("ply %d, hint kept %v", m.g.Ply(), m.hasHint)
	}
}

// TestBlockedPieceExplained: a piece with no move is explained by what
// stands in its way.
func TestBlockedPieceExplained(t *testing.T) {
	for _, tc := range []struct{ pos, point, want string }{
		{"", "a1", "the man on a1 has no legal move: every point it could step to is occupied by its own side (b1, a2 and b2)"},
		{"bbbbb/bbbbb/bb1ww/wwwww/wwwww b", "a5", "the man on a5 has no legal move: every point it could step to is occupied by its own side (a4, b4 and b5)"},
		{"5/b4/b4/ww3/5 w", "a2", "the man on a2 has no legal move: every point it could step to is occupied by its own side (b2) or by Black (a3), and men never move backwards (to a1)"},
		{"5/bbbb1/bbb2/wWw2/BBB2 w", "b2", "the mulla on b2 has no legal move: every point it could step to is occupied by its own side (a2 and c2) or by Black (a1, b1, c1, a3, b3 and c3)"},
	} {
		o := Options{Mode: ModeHotseat}
		if tc.pos != "" {
			o.Start = mustPos(t, tc.pos)
		}
		m := newTest(t, o, 120, 40)
		typeMove(t, m, tc.point)
		if m.status != tc.want {
			t.Errorf("%s in %q: status %q, want %q", tc.point, tc.pos, m.status, tc.want)
		}
	}
}
