package server

import (
	"regexp"
	"strings"
	"testing"
)

// TestE2EDisconnectSaidOnce: when the opponent's connection drops, the
// room header of an 80-column screen says so once, whole, with the time
// their seat is kept.
func TestE2EDisconnectSaidOnce(t *testing.T) {
	_, addr, _ := startServer(t, nil)
	alice := openTerm(t, addr, "alice", newKey(t), "", 80, 24)
	enterLobby(t, alice)
	code := createRoom(t, alice, "")
	mk := alice.mark()
	bob := openTerm(t, addr, "bob", newKey(t), "join "+code, 80, 24)
	alice.waitText(mk, "bob joined")
	mk = alice.mark()
	bob.close()
	alice.waitText(mk, "seat kept")
	screen := alice.screenText(mk)
	if n := strings.Count(screen, "disconnected"); n != 1 {
		t.Fatalf("the disconnect is said %d times:\n%s", n, screen)
	}
	if !regexp.MustCompile(`bob disconnected — seat kept \d+:\d\d`).MatchString(screen) {
		t.Fatalf("the disconnect is not said whole:\n%s", screen)
	}
}
