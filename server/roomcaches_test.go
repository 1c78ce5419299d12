package server

import (
	"image/color"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/internal/testkit/keypress"
)

// TestRoomCachesMarkedOncePerMessage: each message the app takes in marks
// the room screen's cached game view and chat stale once, whether the app
// keeps it or passes it on to the screen; a clock tick marks nothing and
// the view it draws reuses the game's content; a message that changes the
// game's view has it drawn again.
func TestRoomCachesMarkedOncePerMessage(t *testing.T) {
	a := testApp(t, time.Hour)
	ann, _ := clockRoom(t, a)
	rs := a.room
	a.Update(roomStateMsg{ann, waitFor(t, ann, "the start", func(s *State) bool { return s.Started })})
	a.View()
	for _, c := range []struct {
		name  string
		msg   tea.Msg
		marks int
	}{
		{"a key (the screen's)", keypress.Key("right"), 1},
		{"the window's size (noted by the app, then the screen's)", tea.WindowSizeMsg{Width: 100, Height: 34}, 1},
		{"the terminal's colours (noted by the app, then the screen's)", tea.BackgroundColorMsg{Color: color.White}, 1},
		{"a save's note (kept by the app)", saveNoteMsg{note: "saved"}, 1},
		{"a clock tick (the screen's)", roomTickMsg{ann}, 0},
		{"the lobby's tick (kept by the app)", roomsMsg{}, 0},
	} {
		before := rs.staleMarks
		a.Update(c.msg)
		if got := rs.staleMarks - before; got != c.marks {
			t.Errorf("%s: marked the caches stale %d times, want %d", c.name, got, c.marks)
		}
		if stale := !rs.contentOK; stale != (c.marks > 0) {
			t.Errorf("%s: the game's content stale: %v", c.name, stale)
		}
		a.View()
		if !rs.contentOK {
			t.Fatalf("%s: the view did not draw the game's content again", c.name)
		}
	}

	// a key that changes the game's view shows in the next view
	shown := rs.gameContent()
	a.Update(keypress.Key("?"))
	a.View()
	if rs.gameContent() == shown {
		t.Error("the help key left the game's view as it was")
	}
}
