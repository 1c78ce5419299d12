package server

import (
	"context"
	"io"
	"log/slog"
	"testing"
)

func TestMaxSearchesDefaultAndRefusal(t *testing.T) {
	t.Parallel()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	s, err := New(Config{DataDir: t.TempDir(), Log: log})
	if err != nil {
		t.Fatal(err)
	}
	shutdownAtEnd(t, s)
	if got := s.Config().MaxSearches; got != DefaultMaxSearches() || got < 1 || s.searches.Stats().Slots != got {
		t.Fatalf("max searches %d, gate %+v; want the default %d", got, s.searches.Stats(), DefaultMaxSearches())
	}
	if _, err := New(Config{DataDir: t.TempDir(), Log: log, MaxSearches: -1}); err == nil {
		t.Fatal("a negative max searches was taken")
	}
}

// TestE2ESoloSearchesShareTheServerCap: with MaxSearches 1, the searches
// of two players' games against the computer wait for the one slot, in
// the order they asked, each player seeing their place in the queue; both
// games go on once it is free, one search at a time.
func TestE2ESoloSearchesShareTheServerCap(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.MaxSearches = 1 })
	hold, err := srv.searches.Acquire(context.Background(), nil) // the engine is busy elsewhere
	if err != nil {
		t.Fatal(err)
	}
	ann := openTerm(t, addr, "ann", nil, "", 110, 34)
	bob := openTerm(t, addr, "bob", nil, "", 110, 34)
	ann.waitText(startSoloMove(ann), "Black to move: waiting for the engine (next in line)…")
	bob.waitText(startSoloMove(bob), "Black to move: waiting for the engine (1 ahead)…")
	if s := srv.searches.Stats(); s.Running != 1 || s.Queued != 2 {
		t.Fatalf("gate %+v: want the held slot and both searches waiting", s)
	}
	annMark, bobMark := ann.mark(), bob.mark()
	hold()
	ann.waitText(annMark, "White must capture") // after the computer's c4xc2
	bob.waitText(bobMark, "White must capture")
	if s := srv.searches.Stats(); s.Peak != 1 {
		t.Fatalf("%d searches ran at once with MaxSearches 1", s.Peak)
	}
	endSessions(t, srv, ann, bob)
}

// endSessions drops the terms' connections and waits until their sessions
// have ended, so that their games in progress are saved before the
// server's shutdown.
func endSessions(t *testing.T, srv *Server, terms ...*term) {
	t.Helper()
	for _, tm := range terms {
		tm.close()
	}
	waitUntil(t, "the sessions to end", func() bool { return srv.Sessions() == 0 })
}

// TestE2EGoneSessionLeavesTheSearchQueue: when a player's connection drops
// while their computer's search waits for the engine, the search leaves
// the queue: nobody waits behind a session that has gone.
func TestE2EGoneSessionLeavesTheSearchQueue(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) { c.MaxSearches = 1 })
	hold, err := srv.searches.Acquire(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer hold()
	tm := openTerm(t, addr, "carol", nil, "", 110, 34)
	tm.waitText(startSoloMove(tm), "waiting for the engine")
	endSessions(t, srv, tm)
	waitUntil(t, "the gone session's search to leave the queue", func() bool { return srv.searches.Stats().Queued == 0 })
}
