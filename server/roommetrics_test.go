package server

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"
)

// recordedMetrics is a roomMetrics that keeps what it is told, in order.
type recordedMetrics struct {
	mu     sync.Mutex
	events []string
}

func (m *recordedMetrics) add(e string) {
	m.mu.Lock()
	m.events = append(m.events, e)
	m.mu.Unlock()
}

func (m *recordedMetrics) gameStarted(kind string, rated bool) {
	m.add(fmt.Sprintf("started %s rated=%v", kind, rated))
}

func (m *recordedMetrics) gameFinished(kind string, rated bool, termination string) {
	m.add(fmt.Sprintf("finished %s rated=%v %s", kind, rated, termination))
}

func (m *recordedMetrics) storeWrite(result string, _ time.Duration) { m.add("write " + result) }

func (m *recordedMetrics) seen() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return slices.Clone(m.events)
}

// TestRoomsReportThroughTheirMetrics: a room game played to a resignation
// is reported through the hub's metrics as started, finished (decided)
// and written to the archive, in that order, once each.
func TestRoomsReportThroughTheirMetrics(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	m := &recordedMetrics{}
	h.ops = m
	opts := DefaultRoomOptions()
	opts.Rated = false
	a, b := openRoom(t, h, opts)
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	if err := white.Resign(); err != nil {
		t.Fatal(err)
	}
	h.archive.pending.Wait()
	want := []string{"started room rated=false", "finished room rated=false decided", "write ok"}
	if got := m.seen(); !slices.Equal(got, want) {
		t.Fatalf("the metrics were told %q, want %q", got, want)
	}
}
