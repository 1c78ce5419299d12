package server

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/termio"
)

// TestHeldKeysAreDrawnOnceWithTheLast: the keys of a move typed in one
// read — all but the last held (termio.Held) — are taken in as keys, the
// screen is written once, after the last, and it shows what a view drawn
// afresh after them shows, written whole to a cleared terminal: the same
// cells in the same styles.
func TestHeldKeysAreDrawnOnceWithTheLast(t *testing.T) {
	t.Parallel()
	const w, h = 100, 34 // testApp's window
	a := testApp(t, time.Hour)
	clock := time.Now()
	a.now = func() time.Time { return clock }
	var out bytes.Buffer
	a.drawer = termio.NewScreenWriter(&out, colorprofile.TrueColor)
	ann, _ := clockRoom(t, a)
	a.Update(roomStateMsg{ann, waitFor(t, ann, "the start", func(s *room.State) bool { return s.Started })})
	a.View()
	got := emulated(w, h)
	_, _ = got.Write(out.Bytes())
	keys := []string{"c", "2", "enter", "c", "3"} // a move typed, but for its last Enter
	writes := 0
	for i, name := range keys {
		out.Reset()
		if ev := keypress.Key(name); i < len(keys)-1 {
			a.Update(termio.Held{Event: uv.KeyPressEvent(ev)}) // as termio.Feed sends it
		} else {
			a.Update(ev)
		}
		a.View()
		if out.Len() > 0 {
			writes++
		}
		_, _ = got.Write(out.Bytes())
	}
	if writes != 1 {
		t.Errorf("the screen written after %d of the %d keys, want 1", writes, len(keys))
	}
	rs := a.room
	rs.contentOK, rs.head.ok, rs.chats.OK = false, false, false
	fresh := rs.view()
	if !strings.Contains(fresh, "c3") {
		t.Fatalf("the keys typed are not in the view:\n%s", fresh)
	}
	var whole bytes.Buffer
	termio.NewScreenWriter(&whole, colorprofile.TrueColor).Draw([]string{fresh}, w, h)
	want := emulated(w, h)
	_, _ = want.Write(whole.Bytes())
	sameScreen(t, len(keys), got, want, w, h)
}
