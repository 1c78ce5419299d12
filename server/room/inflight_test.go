package room

import (
	"testing"
	"time"
)

// TestInflightWaitWhileWorkStarts: work may start while someone waits
// (a sync.WaitGroup forbids it, and the race detector says so); Wait
// returns once every piece, old and new, is done.
func TestInflightWaitWhileWorkStarts(t *testing.T) {
	t.Parallel()
	var f inflight
	f.Wait() // nothing in progress: at once
	f.Add()
	waited := make(chan struct{})
	go func() { f.Wait(); close(waited) }()
	for range 100 {
		f.Add() // while Wait waits
		f.Done()
	}
	select {
	case <-waited:
		t.Fatal("Wait returned with work in progress")
	case <-time.After(20 * time.Millisecond):
	}
	f.Done()
	select {
	case <-waited:
	case <-time.After(waitTimeout):
		t.Fatal("Wait did not return when the work was done")
	}
}
