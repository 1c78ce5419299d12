package termio

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

// waitTimeout bounds a test's wait for what the input does.
const waitTimeout = 10 * time.Second

// startInput runs an Input over a pipe; over receives why it
// disconnected the client.
func startInput(t *testing.T, lim Limits, maxPending int) (*Input, *io.PipeWriter, chan string) {
	pr, pw := io.Pipe()
	over := make(chan string, 1)
	in := NewInput(pr, lim, maxPending, func(reason string) { over <- reason })
	go in.Pump()
	t.Cleanup(func() { in.Close(); pw.Close() })
	return in, pw, over
}

// TestSessionInputOverPendingDisconnects: a client that sends more than
// the program reads, within every other limit, is disconnected with a
// reason, and the program's input ends.
func TestSessionInputOverPendingDisconnects(t *testing.T) {
	t.Parallel()
	in, pw, over := startInput(t, roomyLimits, 4096)
	go func() { _, _ = pw.Write(bytes.Repeat([]byte("a"), 64<<10)) }()
	select {
	case reason := <-over:
		if !strings.Contains(reason, "more than 4096 bytes") {
			t.Errorf("reason %q", reason)
		}
	case <-time.After(waitTimeout):
		t.Fatal("a client over the pending input was not disconnected")
	}
	if _, err := in.Read(make([]byte, 4096)); !errors.Is(err, errInputOverrun) {
		t.Fatalf("the program reads on: %v", err)
	}
}

// TestSessionInputEscapeAfterPause: a lone ESC reaches the program as
// the Escape key once input pauses, and whole keys are read as they come.
func TestSessionInputEscapeAfterPause(t *testing.T) {
	t.Parallel()
	in, pw, _ := startInput(t, roomyLimits, DefaultMaxPendingInput)
	buf := make([]byte, 64)
	go func() { _, _ = pw.Write([]byte("ab\x1b")) }()
	n, err := in.Read(buf)
	if err != nil || string(buf[:n]) != "ab" {
		t.Fatalf("read %q, %v; want ab", buf[:n], err)
	}
	start := time.Now()
	n, err = in.Read(buf)
	if err != nil || string(buf[:n]) != "\x1b[27u" || time.Since(start) < EscWait/2 {
		t.Fatalf("read %q, %v after %v; want the Escape key after a pause", buf[:n], err, time.Since(start))
	}
	// a chunk that does not fit is read in parts, whole ones first
	go func() { _, _ = pw.Write([]byte("\x1b[A")); _, _ = pw.Write([]byte("xyz")) }()
	waitUntil(t, "both chunks", func() bool { in.mu.Lock(); defer in.mu.Unlock(); return len(in.out) == 6 })
	if n, _ := in.Read(buf[:4]); string(buf[:n]) != "\x1b[A" {
		t.Fatalf("read %q, want the whole first chunk", buf[:n])
	}
	if n, _ := in.Read(buf[:2]); string(buf[:n]) != "xy" {
		t.Fatalf("read %q, want part of a chunk longer than the buffer", buf[:n])
	}
}

// waitUntil polls cond until it holds, failing after waitTimeout.
func waitUntil(tb testing.TB, what string, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(waitTimeout)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
