package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// cell returns the three columns drawn for point name (mark, glyph, mark)
// on m's screen.
func cell(t *testing.T, m *Model, name string) string {
	t.Helper()
	x, y := screenXY(t, m, name)
	lines := strings.Split(view(m), "\n")
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

// TestCaptureEnteredByFinalPoint: selecting a piece, then its capture's
// final point plays the capture when the rest of the path is unique — by
// keys, by click and by drag alike.
func TestCaptureEnteredByFinalPoint(t *testing.T) {
	x := func(t *testing.T, m *Model, from, to string) {
		x0, y0 := screenXY(t, m, from)
		x1, y1 := screenXY(t, m, to)
		send(t, m, keypress.Click(x0, y0))
		send(t, m, keypress.Release(x1, y1))
	}
	for name, enter := range map[string]func(t *testing.T, m *Model){
		"keys":  func(t *testing.T, m *Model) { typeMove(t, m, "a1", "e5") },
		"click": func(t *testing.T, m *Model) { click(t, m, "a1"); click(t, m, "e5") },
		"drag":  func(t *testing.T, m *Model) { x(t, m, "a1", "e5") },
	} {
		t.Run(name, func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, finalPointPos)}, 120, 40)
			enter(t, m)
			if m.g.Ply() != 1 || m.g.Moves()[0].String() != "a1xc3xe5" {
				t.Fatalf("moves %v, status %q: want a1xc3xe5", m.g.Moves(), m.status)
			}
		})
	}
	// Mid-capture too: after a1xc3 (three ways on), c5 is reached only
	// through e3.
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, finalPointPos)}, 120, 40)
	click(t, m, "a1")
	click(t, m, "c3")
	click(t, m, "c5")
	if m.g.Ply() != 1 || m.g.Moves()[0].String() != "a1xc3xe3xc5" {
		t.Fatalf("moves %v, status %q: want a1xc3xe3xc5", m.g.Moves(), m.status)
	}
}

// TestFinalPointWithTwoWays: when two captures reach the point chosen, the
// status names the landings to choose between and nothing is played or
// cancelled.
func TestFinalPointWithTwoWays(t *testing.T) {
	for _, tc := range []struct{ pos, from, to, want, next, played string }{
		// c1xa3xc5 and c1xe3xc5: they part at once.
		{"5/1b1b1/5/1b1b1/2w2 w", "c1", "c5", "two ways to c5: land on a3 or e3 first", "e3", "c1xe3xc5"},
		// a1xc3xa3xc5 and a1xc3xe3xc5: they part after c3.
		{"5/1b1b1/1b1b1/1b3/w4 w", "a1", "c5", "two ways to c5: land on c3, then on a3 or e3", "c3 a3", "a1xc3xa3xc5"},
	} {
		for name, enter := range map[string]func(t *testing.T, m *Model){
			"keys":  func(t *testing.T, m *Model) { typeMove(t, m, tc.from, tc.to) },
			"click": func(t *testing.T, m *Model) { click(t, m, tc.from); click(t, m, tc.to) },
		} {
			t.Run(tc.from+"_"+name, func(t *testing.T) {
				m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, tc.pos)}, 120, 40)
				enter(t, m)
				if m.g.Ply() != 0 || m.sel.from != sq(t, tc.from) || len(m.sel.landings) != 0 {
					t.Fatalf("ply %d, selected %s, landings %v, status %q", m.g.Ply(), m.sel.from, m.sel.landings, m.status)
				}
				if m.status != tc.want {
					t.Fatalf("status %q, want %q", m.status, tc.want)
				}
				typeMove(t, m, strings.Fields(tc.next)...)
				if m.g.Ply() != 1 || m.g.Moves()[0].String() != tc.played {
					t.Fatalf("moves %v, status %q, want %s", m.g.Moves(), m.status, tc.played)
				}
			})
		}
	}
}

// TestMajorityShorterLanding: under the majority rule, a point that only a
// shorter capture would reach is explained by the rule, not as an empty
// point or a cancellation.
func TestMajorityShorterLanding(t *testing.T) {
	for name, enter := range map[string]func(t *testing.T, m *Model){
		"keys":  func(t *testing.T, m *Model) { typeMove(t, m, "a1", "e5") },
		"click": func(t *testing.T, m *Model) { click(t, m, "a1"); click(t, m, "e5") },
	} {
		t.Run(name, func(t *testing.T) {
			// Only a1xc3xe3xc5 takes three; a1xc3xe5 and a1xc3xa3 take two.
			m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, finalPointPos), Rules: &game.Rules{Majority: true}}, 120, 40)
			enter(t, m)
			if m.g.Ply() != 0 || !m.sel.active() {
				t.Fatalf("ply %d, selection %v, status %q", m.g.Ply(), m.sel.active(), m.status)
			}
			if !strings.HasPrefix(m.status, "the majority rule requires the longest capture (3 pieces): land on ") {
				t.Fatalf("status %q", m.status)
			}
		})
	}
	// A piece whose only captures are shorter is refused by the rule too.
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, "b4/3bw/1b1b1/1b3/w4 w"), Rules: &game.Rules{Majority: true}}, 120, 40)
	typeMove(t, m, "e4") // e4xc4 takes one
	if want := "the majority rule requires the longest capture (3 pieces): capture with a1 (marked !)"; m.status != want {
		t.Fatalf("status %q, want %q", m.status, want)
	}
}

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
	// e5 ends the capture on the far rank: the man lands there a mulla.
	want = map[string]string{"c3": "[o]", "e3": "?*?", "a3": " * ", "e5": " ◎ ", "c5": " · "}
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

// TestBackspaceTakesBackALanding: backspace takes back the last landing of
// a capture being entered (by keys or clicks), then the selection.
func TestBackspaceTakesBackALanding(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, finalPointPos)}, 120, 40)
	backspace := keypress.Key("backspace")
	click(t, m, "a1")
	click(t, m, "c3")
	send(t, m, backspace)
	if mk := m.marks(); m.sel.from != sq(t, "a1") || len(m.sel.landings) != 0 || mk.landed != 0 || mk.taken != 0 || mk.target != sq(t, "c3").Bit() {
		t.Fatalf("after backspace: from %s landings %v marks %+v", m.sel.from, m.sel.landings, mk)
	}
	if want := "a1 selected: go to c3"; m.status != want {
		t.Fatalf("status %q, want %q", m.status, want)
	}
	if got := cell(t, m, "c3"); got != "[*]" { // the cursor, on a target again
		t.Fatalf("c3 drawn %q after taking it back", got)
	}
	send(t, m, backspace)
	if m.sel.active() || m.status != "cancelled" {
		t.Fatalf("second backspace: selection %v, status %q", m.sel.active(), m.status)
	}
	typeMove(t, m, "a1", "c3", "e3")
	if m.g.Ply() != 1 || m.g.Moves()[0].String() != "a1xc3xe3xc5" {
		t.Fatalf("moves %v, status %q", m.g.Moves(), m.status)
	}
}

// TestUndoCountsPlies: undo and redo say how many plies they took back
// or replayed, not "moves" (a move number covers two plies).
func TestUndoCountsPlies(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "u")
	if !strings.Contains(m.status, "took back 1 ply") {
		t.Fatalf("undo of one ply says %q", m.status)
	}
	keys(t, m, "r")
	if !strings.Contains(m.status, "replayed 1 ply") {
		t.Fatalf("redo of one ply says %q", m.status)
	}
}

// TestUndoOfAResignationSaysSo: undo after a resignation takes back the
// resignation, not a ply: the move before it stays played, and the
// status line says what was taken back.
func TestUndoOfAResignationSaysSo(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "x", "y")
	if res, why := m.g.Result(); why != game.Resignation {
		t.Fatalf("x y did not resign: %v %v", res, why)
	}
	keys(t, m, "u")
	if m.g.Ply() != 1 {
		t.Fatalf("undo of the resignation took back a move: ply %d", m.g.Ply())
	}
	if !strings.Contains(m.status, "took back the resignation") || strings.Contains(m.status, "ply") {
		t.Fatalf("undo of a resignation says %q", m.status)
	}
}
