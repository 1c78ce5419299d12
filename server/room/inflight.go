package room

import "sync"

// inflight counts work in progress (the hub's record writes) and lets
// anyone wait until none is left. Unlike a sync.WaitGroup, new work may
// start while someone waits: a game against the computer written as its
// session ends can begin during a shutdown's wait.
type inflight struct {
	mu   sync.Mutex
	n    int
	zero chan struct{} // closed when n drops to 0; nil while n is 0
}

// Add counts one more piece of work.
func (f *inflight) Add() {
	f.mu.Lock()
	if f.n == 0 {
		f.zero = make(chan struct{})
	}
	f.n++
	f.mu.Unlock()
}

// Done counts one piece of work finished.
func (f *inflight) Done() {
	f.mu.Lock()
	if f.n--; f.n == 0 {
		close(f.zero)
		f.zero = nil
	}
	f.mu.Unlock()
}

// Len returns how much work is in progress.
func (f *inflight) Len() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.n
}

// Wait waits until no work is in progress.
func (f *inflight) Wait() {
	f.mu.Lock()
	z := f.zero
	f.mu.Unlock()
	if z != nil {
		<-z
	}
}
