package server

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/internal/textsafe"
)

// hostileChat is a chat message as a hostile client would type it: an
// escape sequence that would recolour (and clear) the screen, a bidi
// override that would reverse what follows, and zero-width characters.
const hostileChat = "\x1b[2J\x1b[31mred\x1b[0m \u202eevil\u202c zero\u200bwidth\u2060 \x07bell"

// chatRoom opens a room of h where ann and bob (key holders) play and
// eve (a guest) watches.
func chatRoom(t *testing.T, h *Hub) (ann, bob, eve *Client) {
	t.Helper()
	ann, err := h.Create(Player{Name: "ann", Key: "ka"}, DefaultRoomOptions())
	if err != nil {
		t.Fatal(err)
	}
	if bob, err = h.Join(ann.Code(), Player{Name: "bob", Key: "kb"}, ""); err != nil {
		t.Fatal(err)
	}
	if eve, err = h.Watch(ann.Code(), Player{Name: "eve", Addr: "10.0.0.9"}); err != nil {
		t.Fatal(err)
	}
	return ann, bob, eve
}

// TestRoomChatIsCleanedBoundedAndRateLimited: a message reaches everyone
// cleaned of control, escape, bidi and zero-width characters and cut to
// textsafe.MaxChat characters; a spectator's is marked; a speaker over
// the rate is refused; the room holds at most maxRoomChat messages.
func TestRoomChatIsCleanedBoundedAndRateLimited(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	h.chatRate = chatRate{burst: 3, every: time.Hour}
	ann, bob, eve := chatRoom(t, h)
	if err := ann.Say(hostileChat); err != nil {
		t.Fatal(err)
	}
	st := waitFor(t, bob, "ann's message", func(s *State) bool { return len(s.Chat) == 1 })
	got := st.Chat[0]
	if want := "[2J[31mred[0m evil zerowidth bell"; got.Text != want || got.Author != "ann" || got.Spectator || got.Seat != 0 {
		t.Fatalf("bob got %+v, want text %q from ann at seat 0", got, want)
	}
	if err := eve.Say(strings.Repeat("é", 500)); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, ann, "eve's message", func(s *State) bool { return len(s.Chat) == 2 })
	if m := st.Chat[1]; !m.Spectator || m.Seat != -1 || len([]rune(m.Text)) != textsafe.MaxChat {
		t.Fatalf("eve's message is %+v (%d characters): want a spectator's, of %d", m, len([]rune(m.Text)), textsafe.MaxChat)
	}
	if err := ann.Say("\x1b\u200b\u202e"); !errors.Is(err, ErrChatEmpty) {
		t.Fatalf("a message of nothing printable: %v, want ErrChatEmpty", err)
	}
	for range 2 {
		if err := ann.Say("hi"); err != nil {
			t.Fatal(err)
		}
	}
	if err := ann.Say("flood"); err == nil || !strings.Contains(err.Error(), "too fast") {
		t.Fatalf("ann's 4th message with a burst of 3: %v, want refused", err)
	}
	if err := bob.Say("still mine to say"); err != nil {
		t.Fatalf("bob is refused for ann's flood: %v", err)
	}

	h.chatRate.burst = 1000
	r := ann.room
	r.mu.Lock()
	r.chat.rate = h.chatRate
	r.chat.speakers = nil
	r.mu.Unlock()
	for range maxRoomChat + 20 {
		if err := bob.Say("again"); err != nil {
			t.Fatal(err)
		}
	}
	r.mu.Lock()
	n := len(r.chat.msgs)
	r.mu.Unlock()
	if n != maxRoomChat {
		t.Fatalf("the room holds %d messages, want %d", n, maxRoomChat)
	}
}

// TestFinishedGameRecordCarriesTheChat: the record of a game that ends
// holds what was said during it, cleaned, spectators marked.
func TestFinishedGameRecordCarriesTheChat(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	ann, bob, eve := chatRoom(t, h)
	for _, say := range []struct {
		c    *Client
		text string
	}{{ann, "good luck \u202e"}, {eve, "go bob"}, {bob, "thanks\x1b[0m"}} {
		if err := say.c.Say(say.text); err != nil {
			t.Fatal(err)
		}
	}
	white, black := seatColors(t, ann, bob)
	playOpening(t, white, black)
	if err := bob.Resign(); err != nil {
		t.Fatal(err)
	}
	h.archive.pending.Wait()
	games := archivedGames(t, h)
	if len(games) != 1 {
		t.Fatalf("%d games archived, want 1", len(games))
	}
	want := []string{"ann: good luck", "eve (spectator): go bob", "bob: thanks[0m"}
	if len(games[0].Chat) != len(want) {
		t.Fatalf("record chat %+v, want %q", games[0].Chat, want)
	}
	for i, c := range games[0].Chat {
		line := c.Author
		if c.Spectator {
			line += " (spectator)"
		}
		if line += ": " + c.Text; line != want[i] || c.At.IsZero() {
			t.Errorf("record chat line %d is %q (at %v), want %q", i, line, c.At, want[i])
		}
	}
}

// TestRoomScreenChatLog: the log shows the latest messages in the rows it
// has, under the whole game (its footer still on screen) and within the
// window; it scrolls back while the line is open; a muted player no
// longer sees the others' messages.
func TestRoomScreenChatLog(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	a.srv.hub.chatRate = chatRate{burst: 100, every: time.Second}
	c, err := a.srv.hub.Create(Player{Name: "ann", Key: "ka"}, DefaultRoomOptions())
	if err != nil {
		t.Fatal(err)
	}
	a.enterRoom(c, "")
	bob, err := a.srv.hub.Join(c.Code(), Player{Name: "bob", Key: "kb"}, "")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 12 {
		if err := bob.Say(fmt.Sprintf("message-%02d", i)); err != nil {
			t.Fatal(err)
		}
	}
	a.room.apply(waitFor(t, c, "bob's messages", func(s *State) bool { return len(s.Chat) == 12 }))
	v := ansi.Strip(a.room.view())
	if !strings.Contains(v, "bob: message-11") || strings.Contains(v, "bob: message-06") || !strings.Contains(v, "q leave") {
		t.Fatalf("the room does not show the latest messages under the whole game:\n%s", v)
	}
	if lines := strings.Count(v, "\n") + 1; lines > a.height {
		t.Fatalf("the room draws %d lines on a screen of %d", lines, a.height)
	}
	a.room.update(keypress.Key("C"))
	a.room.update(keypress.Key("pgup"))
	if v := ansi.Strip(a.room.view()); !strings.Contains(v, "bob: message-06") || strings.Contains(v, "bob: message-11") {
		t.Fatalf("pgup did not scroll the log back:\n%s", v)
	}
	a.room.update(keypress.Key("esc"))
	a.room.update(keypress.Key("M"))
	v = ansi.Strip(a.room.view())
	if strings.Contains(v, "message-") || !strings.Contains(v, "only your messages are shown") {
		t.Fatalf("muted, ann still sees bob's messages:\n%s", v)
	}
}
