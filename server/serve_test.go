package server

import (
	"context"
	"log/slog"
	"testing"
	"time"
)

// TestServeAfterShutdownReturns: a Serve that starts only after Shutdown
// (the goroutine that runs it scheduled late) returns at once instead of
// accepting on a listener nothing closes, which held a test's clean-up.
func TestServeAfterShutdownReturns(t *testing.T) {
	t.Parallel()
	srv, err := New(Config{DataDir: t.TempDir(), Listen: "127.0.0.1:0", Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := srv.Listen()
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve after Shutdown: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve after Shutdown did not return")
	}
}
