package server

import (
	"sort"
	"sync"
	"time"
)

// maxSamples bounds the samples a latencies keeps.
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
