package server

import (
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

// Observer is told when room states reach sessions: the load test's
// view into the server, kept out of the rooms and screens themselves.
type Observer interface {
	// StateTaken is called when a session's program takes in a room
	// state that the room broadcast at sent.
	StateTaken(sent time.Time)
	// StateDrawn is called when the screen output that follows a state
	// taken in has been written to the client.
	StateDrawn(sent time.Time)
}

// FanoutRecorder is an Observer that keeps percentiles of how long room
// states took from the room's broadcast to each session's program
// (ToModel) and to the client's screen (ToScreen).
type FanoutRecorder struct {
	toModel, toScreen latencies
}

// StateTaken records the broadcast-to-program latency.
func (f *FanoutRecorder) StateTaken(sent time.Time) { f.toModel.add(time.Since(sent)) }

// StateDrawn records the broadcast-to-screen latency.
func (f *FanoutRecorder) StateDrawn(sent time.Time) { f.toScreen.add(time.Since(sent)) }

// Latency returns the percentiles recorded so far.
func (f *FanoutRecorder) Latency() (toModel, toScreen Percentiles) {
	return f.toModel.percentiles(), f.toScreen.percentiles()
}
