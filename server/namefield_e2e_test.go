package server

import (
	"strings"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// TestE2ENameChangeStartsEmptyAndIsConfirmed: the name page of a named
// player opens on an empty field, the name shown above it; what is typed
// is the new name, not appended to the old, and a change is saved only
// once confirmed (another key goes back to the field).
func TestE2ENameChangeStartsEmptyAndIsConfirmed(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	key := newKey(t)
	tm := openTerm(t, addr, "root", key, "", 100, 34)
	onScreen(t, tm, 0, "hello, root")
	stored := func() string {
		t.Helper()
		p, err := srv.store.PlayerByKey(t.Context(), gossh.FingerprintSHA256(key.PublicKey()))
		if err != nil {
			t.Fatal(err)
		}
		return p.Name
	}
	typeAndSee(t, tm, accountKey, "Change your name")
	typeAndSee(t, tm, "1", "Your name now: root")
	typeAndSee(t, tm, "bob\r", "Change your name from root to bob?")
	if got := stored(); got != "root" {
		t.Fatalf("the name was saved as %q before the change was confirmed", got)
	}
	typeAndSee(t, tm, "x", "enter choose")
	if got := stored(); got != "root" {
		t.Fatalf("the name was saved as %q by a key that does not confirm", got)
	}
	typeAndSee(t, tm, "\r", "Change your name from root to bob?")
	typeAndSee(t, tm, "\r", "your name is bob")
	if got := stored(); got != "bob" {
		t.Fatalf("stored name %q, want bob", got)
	}
	if strings.Contains(tm.text(0), "rootbob") {
		t.Fatal("the typed name was appended to the old one")
	}
}
