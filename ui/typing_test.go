package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"
)

// typedIn returns a two-player game from pos (the start when "") with
// text typed.
func typedIn(t *testing.T, pos, text string) *Model {
	t.Helper()
	o := Options{Mode: ModeHotseat}
	if pos != "" {
		o.Start = mustPos(t, pos)
	}
	m := newTest(t, o, 120, 40)
	typeText(t, m, text)
	return m
}

// TestTypeMoveInNotation: a move typed in notation (a step, a capture by
// its landings, or by its first and last point when only one capture goes
// there) is shown on the status line as it is typed and played by enter;
// an x inside it is not "resign".
func TestTypeMoveInNotation(t *testing.T) {
	for _, tc := range []struct{ pos, text, played string }{
		{"", "c2-c3", "c2-c3"},
		{finalPointPos, "a1xc3xe5", "a1xc3xe5"},
		{finalPointPos, "a1xe5", "a1xc3xe5"},
		{finalPointPos, "a1xc5", "a1xc3xe3xc5"},
		{finalPointPos, "a1:c3:a3", "a1xc3xa3"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			m := typedIn(t, tc.pos, tc.text)
			if m.prompt() != nil {
				t.Fatalf("typing %s asked %q", tc.text, m.prompt().question)
			}
			shown := "move: " + strings.ReplaceAll(tc.text, ":", "x") + "▏"
			if v := view(m); !strings.Contains(v, shown) {
				t.Fatalf("status line does not show %q:\n%s", shown, v)
			}
			if m.g.Ply() != 0 {
				t.Fatal("played before enter")
			}
			keys(t, m, "enter")
			if m.g.Ply() != 1 || m.g.Moves()[0].String() != tc.played {
				t.Fatalf("moves %v, status %q: want %s", m.g.Moves(), m.status, tc.played)
			}
			if m.typing != "" || strings.Contains(view(m), "▏") {
				t.Fatalf("typing %q left after the move", m.typing)
			}
		})
	}
}

// TestTypeMoveEditing: backspace takes back the last character typed, esc
// cancels the typing (and nothing is played); x alone still resigns.
func TestTypeMoveEditing(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, finalPointPos)}, 120, 40)
	typeText(t, m, "a1xc4")
	send(t, m, keypress.Key("backspace"))
	if m.typing != "a1xc" || !strings.Contains(view(m), "move: a1xc▏") {
		t.Fatalf("after backspace typing is %q", m.typing)
	}
	typeText(t, m, "3xe5")
	keys(t, m, "esc")
	if m.typing != "" || m.g.Ply() != 0 || strings.Contains(view(m), "▏") {
		t.Fatalf("esc did not cancel: typing %q, ply %d", m.typing, m.g.Ply())
	}
	typeText(t, m, "a1xq")
	if m.typing != "a1x" || m.prompt() != nil || m.statusKind != statusWarn || !strings.Contains(view(m), "move: a1x▏") {
		t.Fatalf("a q inside a move: typing %q, status %q", m.typing, m.status)
	}
	keys(t, m, "esc", "x")
	if m.prompt() == nil || !strings.Contains(m.prompt().question, "resigns") {
		t.Fatal("x alone does not resign")
	}
}

// TestTypedMoveErrors: a move that cannot be played says why — not legal
// (and what the piece can play), ambiguous (and the candidates), or not a
// move at all.
func TestTypedMoveErrors(t *testing.T) {
	for _, tc := range []struct{ pos, text, want string }{
		{"", "c2-c4", "c2-c4 is not legal: c2 can play c2-c3"},
		{"", "c3-c4", "c3-c4 is not legal: no piece on c3"},
		{finalPointPos, "a1xc3", "a1xc3 is not legal: a1 can play a1xc3xa3, a1xc3xe3xc5 or a1xc3xe5"},
		{"5/1b1b1/5/1b1b1/2w2 w", "c1xc5", "c1xc5 is ambiguous: it could be c1xa3xc5, c1xe3xc5"},
		{"5/1b1b1/5/1b1b1/2w2 w", "c1-c2", "c1-c2 is not legal: c1 can play"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			m := typedIn(t, tc.pos, tc.text)
			keys(t, m, "enter")
			if m.g.Ply() != 0 || m.statusKind != statusWarn || !strings.HasPrefix(m.status, tc.want) {
				t.Fatalf("ply %d, status %q: want %q", m.g.Ply(), m.status, tc.want)
			}
		})
	}
}

// TestTypedPointStillMovesCursor: a point typed alone moves the cursor,
// and enter selects there, as before.
func TestTypedPointStillMovesCursor(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	typeText(t, m, "c2")
	if m.cursor != sq(t, "c2") {
		t.Fatalf("cursor on %s", m.cursor)
	}
	keys(t, m, "enter")
	if m.sel.from != sq(t, "c2") {
		t.Fatalf("c2 not selected: %q", m.status)
	}
	typeText(t, m, "c3")
	keys(t, m, "enter")
	if m.g.Ply() != 1 || m.g.Moves()[0].String() != "c2-c3" {
		t.Fatalf("moves %v, status %q", m.g.Moves(), m.status)
	}
}

// TestTypedMoveJudgedAsTyped: a whole move typed says before enter
// whether enter plays it: a legal move does, an illegal one says why not
// (and what the piece can play), and a capture typed part of the way says
// where it goes on.
func TestTypedMoveJudgedAsTyped(t *testing.T) {
	afterC2C3 := "bbbbb/bb1bb/bb1ww/wwbww/wwwww w" // c2-c3 c4xc2: only c1xc3 is legal
	for _, tc := range []struct{ pos, text, want string }{
		{afterC2C3, "c1xa3", "not legal: c1 can play c1xc3"},
		{afterC2C3, "c1xc3", "enter plays it"},
		{"", "c2-c4", "not legal: c2 can play c2-c3"},
		{"", "c2-c3", "enter plays it"},
		{finalPointPos, "a1xc3", "goes on: x then a3, e3 or e5"},
		{finalPointPos, "a1xc3xe3", "goes on: x then c5"},
		{finalPointPos, "a1xe5", "enter plays it"},
		{"5/1b1b1/5/1b1b1/2w2 w", "c1xc5", "ambiguous: it could be c1xa3xc5, c1xe3xc5"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			m := typedIn(t, tc.pos, tc.text)
			v := view(m)
			if line := "move: " + tc.text + "▏ · " + tc.want; !strings.Contains(v, line) {
				t.Fatalf("the status line does not say %q:\n%s", line, v)
			}
			if illegal := !strings.HasPrefix(tc.want, "enter") && !strings.HasPrefix(tc.want, "goes on"); illegal != (m.statusKind == statusWarn) {
				t.Fatalf("%q is shown as a warning: %v", tc.want, m.statusKind == statusWarn)
			}
		})
	}
}
