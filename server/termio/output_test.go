package termio

import (
	"sync"
	"testing"
	"time"
)

// slowWriter is a client's connection whose every write waits until the
// test lets it through.
type slowWriter struct {
	got  chan string
	pass chan struct{}
}

func (w *slowWriter) Write(p []byte) (int, error) {
	w.got <- string(p)
	<-w.pass
	return len(p), nil
}

// TestOutputWhenWrittenWaitsForTheWrite: a function waiting on a session's
// output is called once the bytes written after it asked have been
// delivered, with the time of that delivery; a slow write before them
// does not call it.
func TestOutputWhenWrittenWaitsForTheWrite(t *testing.T) {
	w := &slowWriter{got: make(chan string, 4), pass: make(chan struct{})}
	o := NewOutput(w, 1<<20, time.Minute, func(string, bool) {})
	go o.Run()
	defer o.CloseWait()
	defer close(w.pass)
	if _, err := o.Write([]byte("old screen")); err != nil {
		t.Fatal(err)
	}
	<-w.got // being written
	var mu sync.Mutex
	var calls []time.Time
	o.WhenWritten(func(at time.Time) {
		mu.Lock()
		calls = append(calls, at)
		mu.Unlock()
	})
	if _, err := o.Write([]byte("new position")); err != nil {
		t.Fatal(err)
	}
	w.pass <- struct{}{} // the old screen is delivered
	<-w.got              // the new position is being written
	mu.Lock()
	early := len(calls)
	mu.Unlock()
	if early != 0 {
		t.Fatal("called when only what was written before it asked had been delivered")
	}
	time.Sleep(50 * time.Millisecond)
	passed := time.Now()
	w.pass <- struct{}{}
	waitUntil(t, "the call", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(calls) == 1
	})
	if calls[0].Before(passed) {
		t.Errorf("called with %v, before the write was delivered (%v)", calls[0], passed)
	}
}
