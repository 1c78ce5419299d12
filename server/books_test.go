package server

import (
	"log/slog"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// heldBooks returns a loader of the engine's books that returns once
// release is called (at the latest when the test ends).
func heldBooks(t *testing.T) (load func() error, release func()) {
	done := make(chan struct{})
	var once sync.Once
	release = func() { once.Do(func() { close(done) }) }
	t.Cleanup(release)
	return func() error { <-done; return nil }, release
}

// TestE2EListensWhileTheBooksLoad: the server takes sessions while the
// engine's books are still being read (their loader is held until the
// test releases it: a server that waited for them would show no lobby);
// a game against the computer asked for meanwhile says it waits for
// them, opens when they are read, and plays.
func TestE2EListensWhileTheBooksLoad(t *testing.T) {
	if ownProcess(t) {
		return
	}
	load, release := heldBooks(t)
	logs := &syncBuffer{}
	srv, addr, _ := startServer(t, func(c *Config) {
		c.loadBooks = load
		c.Log = slog.New(slog.NewTextHandler(logs, nil))
	})
	tm := openTerm(t, addr, "early", nil, "", 110, 34)
	tm.waitText(0, lobbyText)
	if srv.books.Ready() {
		t.Fatal("the books are read though their loader has not returned")
	}
	mk := tm.mark()
	tm.send("1")
	tm.waitText(mk, "loading the engine's books")
	if txt := tm.text(mk); strings.Contains(txt, "Start the game") {
		t.Fatalf("the game opened before the books were read:\n%s", txt)
	}
	if l := logs.String(); !strings.Contains(l, "loading the engine's books") || strings.Contains(l, "books are loaded") {
		t.Fatalf("the log does not say the books are being read:\n%s", l)
	}
	release()
	mk = soloFormMove(tm, mk)
	tm.waitText(mk, "White must capture") // the computer's reply, c4xc2
	if !regexp.MustCompile(`the engine's books are loaded" took=\S+`).MatchString(logs.String()) {
		t.Fatalf("the log does not say the books were read, and how long it took:\n%s", logs.String())
	}
}
