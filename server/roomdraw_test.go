package server

import (
	"bytes"
	"image/color"
	"io"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/vt"

	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/termio"
)

// TestRoomDrawnFromPartsMatchesFresh: through a game with clocks — ticks,
// moves, chat said and typed, a draw offered, the window resized, the
// colours changed, the opponent gone with the seat kept — the room drawn
// as its program draws it (the parts from their caches, the screen writer
// writing only what changed) shows at every step what a view drawn afresh
// shows, written whole to a cleared terminal: the same text, and the same
// cells in the same styles.
func TestRoomDrawnFromPartsMatchesFresh(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Hour)
	clock := time.Now()
	a.now = func() time.Time { return clock }
	var out bytes.Buffer
	a.drawer = termio.NewScreenWriter(&out, colorprofile.TrueColor)
	const emuW, emuH = 120, 40 // the largest window of the test
	got := emulated(emuW, emuH)
	ann, bob := clockRoom(t, a)
	rs := a.room
	step := 0
	// check draws the room as its program does after msg, and compares
	// it with a fresh view: every cache of the room screen dropped
	check := func(what string, msg tea.Msg) {
		t.Helper()
		step++
		a.Update(msg)
		out.Reset()
		v := a.View()
		if v.Content != "" {
			t.Fatalf("step %d (%s): a view drawn by the screen writer was also put together whole", step, what)
		}
		_, _ = got.Write(out.Bytes())
		drawn := strings.Join(rs.viewParts(), "\n")
		rs.contentOK, rs.head.ok, rs.chats.OK = false, false, false
		headH, gameH := rs.headH, rs.gameH
		rs.gameH = -1
		rs.resizeGame()
		if rs.headH != headH || rs.gameH != gameH {
			t.Fatalf("step %d (%s): the header and game were given %d and %d rows, a fresh layout gives %d and %d",
				step, what, headH, gameH, rs.headH, rs.gameH)
		}
		fresh := rs.view()
		if drawn != fresh {
			t.Fatalf("step %d (%s): the room drawn from its parts differs from a fresh view:\n%q\n%q", step, what, drawn, fresh)
		}
		var whole bytes.Buffer
		termio.NewScreenWriter(&whole, colorprofile.TrueColor).Draw([]string{fresh}, a.width, a.height)
		want := emulated(emuW, emuH)
		_, _ = want.Write(whole.Bytes())
		sameScreen(t, step, got, want, emuW, emuH)
	}
	// state gives the app the room's next state that satisfies ok
	state := func(what string, ok func(*room.State) bool) {
		t.Helper()
		check(what, roomStateMsg{ann, waitFor(t, ann, what, ok)})
	}
	tick := func(what string, d time.Duration) {
		t.Helper()
		clock = clock.Add(d)
		check(what, roomTickMsg{ann})
	}
	state("the start", func(s *room.State) bool { return s.Started })
	tick("a tick before the first move", time.Second)
	if err := ann.Move(mustMove(t, rs.st.Game, "c2-c3")); err != nil {
		t.Fatal(err)
	}
	state("white's move", plies(1))
	for i := range 3 {
		tick("black's clock runs", time.Second+time.Duration(i)*300*time.Millisecond)
	}
	if err := bob.Move(rs.st.Game.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	state("black's move", plies(2))
	tick("white's clock runs", time.Second)
	if err := bob.Say("hello, a message long enough to be wrapped in a narrow window, or so we hope"); err != nil {
		t.Fatal(err)
	}
	state("bob's message", func(s *room.State) bool { return len(s.Chat) == 1 })
	tick("a tick under the chat", time.Second)
	for _, k := range []string{"C", "h", "i"} {
		check("typed "+k, keypress.Key(k))
		tick("a tick with the chat line open", time.Second)
	}
	check("the chat closed", keypress.Key("esc"))
	check("narrower", tea.WindowSizeMsg{Width: 60, Height: 34})
	tick("a tick in a narrower window", time.Second)
	check("lower", tea.WindowSizeMsg{Width: 60, Height: 14})
	tick("a tick in a lower window", time.Second)
	check("wider", tea.WindowSizeMsg{Width: emuW, Height: emuH})
	check("light background", tea.BackgroundColorMsg{Color: color.White})
	tick("a tick in light colours", time.Second)
	check("muted", keypress.Key("M"))
	tick("a tick muted", time.Second)
	check("unmuted", keypress.Key("M"))
	if err := bob.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	state("bob offers a draw", func(s *room.State) bool { return s.DrawOffer >= 0 })
	tick("a tick with the offer shown", time.Second)
	if err := ann.Move(rs.st.Game.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	state("white's move declines", plies(3))
	bob.Leave()
	state("bob gone, the seat kept", func(s *room.State) bool { return !s.Seats[1].Connected })
	for _, d := range []time.Duration{time.Second, 1500 * time.Millisecond, 61 * time.Second, time.Hour} {
		tick("the seat's countdown and black's clock", d)
	}
}

// emulated returns a w×h terminal emulator and a writer feeding it.
func emulated(w, h int) *vt.Emulator {
	emu := vt.NewEmulator(w, h)
	go func() { _, _ = io.Copy(io.Discard, emu) }() // its answers to queries
	return emu
}

// sameScreen fails unless the two emulators show the same cells (text and
// style).
func sameScreen(t *testing.T, step int, got, want *vt.Emulator, w, h int) {
	t.Helper()
	for y := range h {
		for x := range w {
			g, e := got.CellAt(x, y), want.CellAt(x, y)
			gs, es := " ", " "
			if g != nil && g.Content != "" {
				gs = g.Content
			}
			if e != nil && e.Content != "" {
				es = e.Content
			}
			if gs != es || (g != nil && e != nil && !g.Style.Equal(&e.Style)) {
				t.Fatalf("step %d: cell (%d,%d) is %q, want %q\ngot:\n%s\nwant:\n%s", step, x, y, gs, es, got.String(), want.String())
			}
		}
	}
}
