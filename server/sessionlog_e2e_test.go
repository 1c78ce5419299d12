package server

import (
	"log/slog"
	"strings"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// TestE2ESessionLogNamesThePlayer: a player who logs in as root is
// logged by their name and key, the login name apart, at the session's
// start and end.
func TestE2ESessionLogNamesThePlayer(t *testing.T) {
	t.Parallel()
	logs := &syncBuffer{}
	srv, addr, _ := startServer(t, func(c *Config) { c.Log = slog.New(slog.NewTextHandler(logs, nil)) })
	key := newKey(t)
	fp := gossh.FingerprintSHA256(key.PublicKey())
	p, err := srv.store.FindOrCreate(t.Context(), fp)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := srv.store.SetName(t.Context(), p.ID, "bob"); err != nil {
		t.Fatal(err)
	}
	tm := openTerm(t, addr, "root", key, "", 100, 30)
	enterLobby(t, tm)
	tm.close()
	waitUntil(t, "the session's end logged", func() bool { return strings.Contains(logs.String(), "session end") })
	var start, end string
	for line := range strings.Lines(logs.String()) {
		switch {
		case strings.Contains(line, "msg=\"session start\""):
			start = line
		case strings.Contains(line, "msg=\"session end\""):
			end = line
		}
	}
	short := fp[:len("SHA256:")+12]
	for _, want := range []string{"player=bob ", "key=" + fp + " ", "login=root "} {
		if !strings.Contains(start, want) {
			t.Errorf("the session's start does not say %q:\n%s", want, start)
		}
	}
	for _, want := range []string{"player=bob ", "key=" + short} {
		if !strings.Contains(end, want) {
			t.Errorf("the session's end does not say %q:\n%s", want, end)
		}
	}
}
