package procmem

import (
	"sync/atomic"
	"testing"
	"time"
)

// TestReturnsAfterManySessionsEnded: nothing is returned while few
// sessions end; once FreeAfter have ended, and they are a quarter of the
// sessions, the memory is returned, and once more FreeAgain after.
func TestReturnsAfterManySessionsEnded(t *testing.T) {
	t.Parallel()
	m := New()
	m.check, m.again = 20*time.Millisecond, 100*time.Millisecond // CheckEvery and FreeAgain, shortened
	var frees atomic.Int32
	m.free = func() { frees.Add(1) }
	var open atomic.Int64
	open.Store(100)
	go m.Run(func() int { return int(open.Load()) })
	defer m.Close()
	for range FreeAfter {
		m.SessionEnded() // 8 of 108: not a quarter
	}
	time.Sleep(5 * m.check)
	if n := frees.Load(); n != 0 {
		t.Fatalf("memory returned %d times with few sessions ended", n)
	}
	open.Store(10)
	deadline := time.Now().Add(m.check + m.again + 3*time.Second)
	for frees.Load() < 2 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := frees.Load(); n != 2 {
		t.Fatalf("memory returned %d times, want 2 (at once and FreeAgain after)", n)
	}
}
