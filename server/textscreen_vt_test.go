package server

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// recordedStream is the output a session's terminal received, with the
// end of each read and the sizes the terminal took on the way.
type recordedStream struct {
	out     []byte
	reads   []int
	resizes []streamResize
}

// streamResize is a resize of the terminal at offset at of the output.
type streamResize struct{ at, w, h int }

// record returns what t received so far.
func (t *term) record(resizes []streamResize) recordedStream {
	t.mu.Lock()
	defer t.mu.Unlock()
	return recordedStream{out: append([]byte(nil), t.out...), reads: append([]int(nil), t.reads...), resizes: resizes}
}

// recordGame plays a room over SSH at 100×34 — moves, a chat line, a
// resize of the mover's terminal and back, a resignation, the screen after
// the game — and returns both players' output streams.
func recordGame(t *testing.T) []recordedStream {
	_, addr, _ := startServer(t, nil)
	alice, bob, _ := twoInARoom(t, addr, 100, 34)
	resizes := map[*term][]streamResize{}
	resize := func(tm *term, w, h int) {
		resizes[tm] = append(resizes[tm], streamResize{at: tm.mark(), w: w, h: h})
		if err := tm.sess.WindowChange(h, w); err != nil {
			t.Fatal(err)
		}
	}
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	players := [2]*term{alice, bob}
	for ply := 0; ply < 8; ply++ {
		m := g.LegalMoves()[ply%len(g.LegalMoves())]
		mover, other := players[ply%2], players[1-ply%2]
		mk, moverMk := other.mark(), mover.mark()
		mover.send(moveKeys(m))
		other.waitText(mk, "played "+m.String())
		// the mover's screen too: else the wait after a resize below may
		// find the move's own "played", late on a loaded machine, and
		// the two resizes, taken together, may leave nothing to redraw
		mover.waitText(moverMk, "played "+m.String())
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		switch ply {
		case 2:
			mk = bob.mark()
			alice.send("C")
			alice.waitText(0, "say:")
			alice.send("good luck, bob\r")
			bob.waitText(mk, "good luck, bob")
		case 4:
			mk = alice.mark()
			resize(alice, 90, 30)
			alice.waitText(mk, "played")
			mk = alice.mark()
			resize(alice, 100, 34)
			alice.waitText(mk, "played")
		}
	}
	mk := bob.mark()
	alice.send("x")
	alice.waitText(0, "resigns? (y/n)")
	alice.send("y")
	bob.waitText(mk, "resigned")
	time.Sleep(300 * time.Millisecond) // what follows the end
	return []recordedStream{alice.record(resizes[alice]), bob.record(resizes[bob])}
}

// TestTextScreenMatchesVT: the load test's textScreen shows the same text
// as x/vt after every read of a real game's output streams (both players:
// the lobby, the room's form, moves, chat, a resize and back, the
// resignation, what follows), taking all of it; and after every sequence
// of random streams of the sequences it emulates, at a small size where
// the edges are often hit, up to the first one it refuses.
func TestTextScreenMatchesVT(t *testing.T) {
	t.Parallel()
	for i, rec := range recordGame(t) {
		vtScr, txt := newVTEmulator(t, 100, 34), newTextScreen(100, 34)
		from, rs := 0, rec.resizes
		for _, end := range rec.reads {
			for from < end {
				to := end
				if len(rs) > 0 && rs[0].at <= from {
					vtScr.Resize(rs[0].w, rs[0].h)
					txt.Resize(rs[0].w, rs[0].h)
					rs = rs[1:]
				}
				if len(rs) > 0 && rs[0].at < to {
					to = max(rs[0].at, from+1)
				}
				_, _ = vtScr.Write(rec.out[from:to])
				if _, err := txt.Write(rec.out[from:to]); err != nil {
					t.Fatalf("stream %d: %v; the output:\n%q", i, err, rec.out[max(from-200, 0):to])
				}
				if want, got := vtScr.String(), txt.String(); got != want {
					t.Fatalf("stream %d, bytes %d..%d (%q): the text screen shows\n%s\nx/vt shows\n%s", i, from, to, rec.out[from:to], got, want)
				}
				from = to
			}
		}
		if !strings.Contains(txt.String(), "resign") {
			t.Fatalf("stream %d: the game's end is not on the screen:\n%s", i, txt.String())
		}
	}
	rnd := rand.New(rand.NewPCG(26, 31))
	refused := 0
	for n := range 400 {
		w, h := 3+rnd.IntN(10), 2+rnd.IntN(6)
		vtScr, txt := newVTEmulator(t, w, h), newTextScreen(w, h)
		var done strings.Builder
		for range 120 {
			if rnd.IntN(40) == 0 {
				w, h = 3+rnd.IntN(10), 2+rnd.IntN(6)
				vtScr.Resize(w, h)
				txt.Resize(w, h)
				fmt.Fprintf(&done, "[resize %dx%d]", w, h)
			} else {
				op := randomScreenOp(rnd)
				done.WriteString(op)
				_, _ = vtScr.WriteString(op)
				if _, err := txt.Write([]byte(op)); err != nil {
					refused++
					break
				}
			}
			if want, got := vtScr.String(), txt.String(); got != want {
				t.Fatalf("random stream %d (%dx%d) %q: the text screen shows\n%s\nx/vt shows\n%s", n, w, h, done.String(), got, want)
			}
		}
	}
	if refused > 200 {
		t.Fatalf("%d of 400 random streams were refused before their end: too few sequences checked", refused)
	}
}

// randomScreenOp is one piece of terminal output of the kinds textScreen
// emulates, with missing, zero and out-of-range parameters.
func randomScreenOp(rnd *rand.Rand) string {
	num := func() string {
		switch rnd.IntN(5) {
		case 0:
			return ""
		case 1:
			return "0"
		default:
			return strconv.Itoa(1 + rnd.IntN(14))
		}
	}
	switch rnd.IntN(16) {
	case 0, 1, 2:
		const chars = "ab c─●·│xyz"
		rs := []rune(chars)
		var b strings.Builder
		for range 1 + rnd.IntN(6) {
			b.WriteRune(rs[rnd.IntN(len(rs))])
		}
		return b.String()
	case 3:
		return []string{"\r", "\n", "\b", "\a"}[rnd.IntN(4)]
	case 4:
		return "\x1b[" + num() + ";" + num() + "H"
	case 5:
		return "\x1b[" + num() + "H"
	case 6:
		return "\x1b[" + num() + string("ABCD"[rnd.IntN(4)])
	case 7:
		return "\x1b[" + num() + string("GdX"[rnd.IntN(3)])
	case 8:
		return "\x1b[" + []string{"", "0", "1", "2"}[rnd.IntN(4)] + "K"
	case 9:
		return "\x1b[" + []string{"", "0", "1", "2", "3"}[rnd.IntN(5)] + "J"
	case 10:
		return "\x1b[" + []string{"", "1", "7", "38;5;12", "48;2;1;2;3", "0"}[rnd.IntN(6)] + "m"
	case 11:
		return "\x1b[?1049" + string("hl"[rnd.IntN(2)])
	case 12:
		return "\x1b[?7" + string("hl"[rnd.IntN(2)])
	case 13:
		return "\x1b[?25" + string("hl"[rnd.IntN(2)]) + "\x1b[?2026h"
	case 14:
		return "\x1b]0;title\a\x1b]8;;http://x\x1b\\"
	}
	return "\x1b[2;" + num() + "H" + strings.Repeat("#", rnd.IntN(15))
}

// TestTextScreenRefuses: output textScreen does not emulate stops it with
// an error, so that the load test fails instead of reading a screen a
// terminal would not show: a sequence it does not know (insert line,
// scroll region, a charset), a tab, a combining mark, a wide character.
func TestTextScreenRefuses(t *testing.T) {
	t.Parallel()
	for _, out := range []string{"ab\x1b[2L", "\x1b[2;5r", "\x1b(0q", "a\tb", "e\u0301", "中", "\x1b[?6h", "\x1bP1$r\x1b\\"} {
		s := newTextScreen(20, 5)
		if _, err := s.Write([]byte(out)); err == nil {
			t.Errorf("%q taken; the screen:\n%s", out, s.String())
		}
	}
	s := newTextScreen(20, 5)
	if _, err := s.Write([]byte("\x1b[2;3Hplayed c2-c3\x1b[1;38;5;215m ●\x1b[m")); err != nil || !s.contains("played c2-c3 ●") {
		t.Fatalf("a plain line refused or not shown (%v):\n%s", err, s.String())
	}
}
