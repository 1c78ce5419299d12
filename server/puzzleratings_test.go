package server

import (
	"context"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/practice"
	"github.com/fetaix/fetaix/store"
)

// TestShutdownWaitsForTheRatingsReading: the puzzles' ratings are read in
// the background from the server's start; a server shut down meanwhile
// stops the reading and waits for it before it closes the store, so that
// nothing touches the data dir once Shutdown has returned (a test's
// temporary dir could not be removed, a real one would be written while
// an operator moves it).
func TestShutdownWaitsForTheRatingsReading(t *testing.T) {
	t.Parallel()
	started := make(chan struct{})
	ended := make(chan error, 1)
	cfg := Config{DataDir: dataDir(t), Log: nil}
	cfg.loadRatings = func(ctx context.Context, st *store.Store, now time.Time) (*practice.Ratings, error) {
		close(started)
		<-ctx.Done() // a reading that takes its time
		time.Sleep(50 * time.Millisecond)
		_, err := st.PuzzleStats(context.Background(), func(string) bool { return true }) // the store is still open
		ended <- err
		return practice.LoadRatings(ctx, nil, now)
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	<-started
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-ended:
		if err != nil {
			t.Fatalf("the reading found the store closed: %v", err)
		}
	default:
		t.Fatal("Shutdown returned while the puzzles' ratings were still being read")
	}
}
