package server

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/notify"
)

// TestE2ENotifyGameOver: a key holder gives a notification address on
// the notifications page (a bad one is refused with why), leaves a game
// in progress, and when the opponent resigns the game's end reaches the
// address as plain text, after the message that the game had started.
func TestE2ENotifyGameOver(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var got []string
	messages := func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), got...) }
	hook := httptest.NewServer(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		got = append(got, r.Header.Get("Content-Type")+"|"+string(b))
		mu.Unlock()
	}))
	t.Cleanup(hook.Close)
	srv, addr, _ := startServer(t, func(c *Config) {
		c.Notify = notify.Config{AllowPrivate: true, Batch: 50 * time.Millisecond, PerGame: time.Millisecond}
	})
	alice := openTerm(t, addr, "alice", newKey(t), "", 100, 34)
	enterLobby(t, alice)
	typeAndSee(t, alice, accountKey, "Notifications while you are away")
	typeAndSee(t, alice, "4", "a game over while you were away")
	mk := alice.mark()
	alice.typeKeys("http://example.com/x\r")
	onScreen(t, alice, mk, "http:// is allowed only to this machine")
	mk = alice.mark()
	alice.typeKeys("\x15" + hook.URL + "/alice\r") // ctrl+u clears the field
	onScreen(t, alice, mk, "saved: messages go to that address")
	typeAndSee(t, alice, "\x1b", "Your name and keys") // back where it was opened
	typeAndSee(t, alice, "\x1b", lobbyText)

	bob := openTerm(t, addr, "bob", newKey(t), "", 100, 34)
	enterLobby(t, bob)
	code := createRoom(t, alice, "\x1b[C") // alice plays White
	mk = alice.mark()
	bob.send("3" + code + "\r")
	alice.waitText(mk, "bob joined")
	waitUntil(t, "the message of the start", func() bool { return len(messages()) == 1 })
	playOpeningKeys(t, srv, code, [2]*term{alice, bob})
	mk = bob.mark()
	alice.close()
	bob.waitText(mk, "alice disconnected")
	bob.typeKeys("x")
	bob.waitText(mk, "resigns? (y/n)")
	bob.typeKeys("y")
	waitUntil(t, "the message of the end", func() bool { return len(messages()) == 2 })
	got = messages()
	want := []string{"bob joined your game in room " + code, "game over against bob in room " + code}
	for i, w := range want {
		if !strings.HasPrefix(got[i], "text/plain; charset=utf-8|fetaix: ") || !strings.Contains(got[i], w) {
			t.Errorf("message %d: %q, want %q", i, got[i], w)
		}
	}
	if !strings.Contains(got[1], ": you won (resignation)\n") {
		t.Errorf("game over: %q", got[1])
	}
}
