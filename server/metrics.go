package server

import (
	"io"
	"sort"
	"sync"
	"time"
)

// maxSamples bounds the fan-out samples kept.
const maxSamples = 1 << 17

// latencies records durations (the latest maxSamples) for percentiles.
type latencies struct {
	mu sync.Mutex
	d  []time.Duration
	n  int // total recorded
}

func (l *latencies) add(d time.Duration) {
	l.mu.Lock()
	if len(l.d) < maxSamples {
		l.d = append(l.d, d)
	} else {
		l.d[l.n%maxSamples] = d
	}
	l.n++
	l.mu.Unlock()
}

// Percentiles summarises recorded durations.
type Percentiles struct {
	N             int
	P50, P99, Max time.Duration
}

func (l *latencies) percentiles() Percentiles {
	l.mu.Lock()
	d := append([]time.Duration(nil), l.d...)
	l.mu.Unlock()
	if len(d) == 0 {
		return Percentiles{}
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	at := func(p float64) time.Duration { return d[min(int(p*float64(len(d))), len(d)-1)] }
	return Percentiles{N: len(d), P50: at(0.50), P99: at(0.99), Max: d[len(d)-1]}
}

// FanoutLatency reports how long room states took from the room's
// broadcast to each session's program (toModel), and to the session's
// first output after it, the redrawn screen (toScreen). Recorded only
// with Config.RecordFanout.
func (s *Server) FanoutLatency() (toModel, toScreen Percentiles) {
	if s.fanout == nil {
		return Percentiles{}, Percentiles{}
	}
	return s.fanout.percentiles(), s.drawn.percentiles()
}

// timedOutput is a session's output that records, for the latest room
// state taken in, the time from its broadcast to the next write.
type timedOutput struct {
	w   io.Writer
	rec *latencies

	mu      sync.Mutex
	pending time.Time // broadcast time of a state not yet drawn
}

// taken notes a room state broadcast at t.
func (o *timedOutput) taken(t time.Time) {
	o.mu.Lock()
	if o.pending.IsZero() {
		o.pending = t
	}
	o.mu.Unlock()
}

// Write writes to the session, recording a pending state's latency.
func (o *timedOutput) Write(p []byte) (int, error) {
	o.mu.Lock()
	if !o.pending.IsZero() {
		o.rec.add(time.Since(o.pending))
		o.pending = time.Time{}
	}
	o.mu.Unlock()
	return o.w.Write(p)
}
