package ai

import (
	"context"
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// waitQueued waits until g has n waiters (the only way a test can know
// that a goroutine has joined the queue).
func waitQueued(t *testing.T, g *Gate, n int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for g.Stats().Queued != n {
		if time.Now().After(deadline) {
			t.Fatalf("%d waiters, want %d", g.Stats().Queued, n)
		}
		time.Sleep(time.Millisecond)
	}
}

// TestGateFIFO: with the only slot taken, searches that queue one after
// the other get the slot in that order, each told how many wait ahead of
// it as that number falls.
func TestGateFIFO(t *testing.T) {
	g := NewGate(1)
	hold, err := g.Acquire(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	const n = 8
	var mu sync.Mutex
	var order []int
	aheads := make([][]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			release, err := g.Acquire(context.Background(), func(ahead int) { aheads[i] = append(aheads[i], ahead) })
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			order = append(order, i)
			mu.Unlock()
			release()
		}()
		waitQueued(t, g, i+1) // i is queued before i+1 asks
	}
	hold()
	wg.Wait()
	for i := range n {
		if order[i] != i {
			t.Fatalf("slots given in the order %v, want the order of asking", order)
		}
		want := []int{}
		for a := i; a >= 0; a-- {
			want = append(want, a)
		}
		if !slices.Equal(aheads[i], want) {
			t.Errorf("waiter %d told %v searches ahead, want %v", i, aheads[i], want)
		}
	}
	if s := g.Stats(); s.Running != 0 || s.Queued != 0 || s.Peak != 1 {
		t.Fatalf("stats after all released: %+v", s)
	}
}

// TestGateCancelLeavesQueue: a waiter whose context ends leaves the queue
// at once (without a slot being freed), never gets a slot, and the
// waiters behind it move up.
func TestGateCancelLeavesQueue(t *testing.T) {
	g := NewGate(1)
	hold, _ := g.Acquire(context.Background(), nil)
	ctx, cancel := context.WithCancel(context.Background())
	gone := make(chan error, 1)
	go func() {
		release, err := g.Acquire(ctx, nil)
		if err == nil {
			release()
		}
		gone <- err
	}()
	waitQueued(t, g, 1)
	var behind atomic.Int64
	behind.Store(-1)
	got := make(chan func(), 1)
	go func() {
		release, err := g.Acquire(context.Background(), func(a int) { behind.Store(int64(a)) })
		if err != nil {
			t.Error(err)
		}
		got <- release
	}()
	waitQueued(t, g, 2)
	if behind.Load() != 1 {
		t.Fatalf("second waiter told %d ahead, want 1", behind.Load())
	}
	cancel()
	if err := <-gone; !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled waiter: err %v, want context.Canceled", err)
	}
	if s := g.Stats(); s.Queued != 1 || s.Running != 1 {
		t.Fatalf("after the cancel: %+v, want the slot still held and one waiter", s)
	}
	if behind.Load() != 0 {
		t.Fatalf("the waiter behind the cancelled one told %d ahead, want 0", behind.Load())
	}
	hold()
	(<-got)()
	if s := g.Stats(); s.Running != 0 || s.Queued != 0 {
		t.Fatalf("after all released: %+v", s)
	}
	// a context already done never gets a slot, even a free one
	if _, err := g.Acquire(ctx, nil); err == nil || g.Stats().Running != 0 {
		t.Fatal("a done context took a slot")
	}
}

// TestGateCapUnderContention: many goroutines asking and cancelling at
// once never hold more slots than the gate has, and every slot comes back.
func TestGateCapUnderContention(t *testing.T) {
	const slots, workers, rounds = 3, 24, 50
	g := NewGate(slots)
	var inside, most atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range rounds {
				ctx, cancel := context.WithCancel(context.Background())
				if (w+r)%5 == 0 {
					cancel() // some give up before or while waiting
				}
				release, err := g.Acquire(ctx, nil)
				if err == nil {
					n := inside.Add(1)
					for m := most.Load(); n > m; m = most.Load() {
						if most.CompareAndSwap(m, n) {
							break
						}
					}
					time.Sleep(time.Duration(r%3) * 10 * time.Microsecond)
					inside.Add(-1)
					release()
					release() // a second call does nothing
				}
				cancel()
			}
		}()
	}
	wg.Wait()
	if most.Load() > slots {
		t.Fatalf("%d searches ran at once, cap %d", most.Load(), slots)
	}
	if s := g.Stats(); s.Running != 0 || s.Queued != 0 || s.Peak > slots {
		t.Fatalf("after the storm: %+v", s)
	}
}

// TestGateNil: a nil gate lets everything run.
func TestGateNil(t *testing.T) {
	var g *Gate
	for range 3 {
		release, err := g.Acquire(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		defer release()
	}
	if g.Stats() != (GateStats{}) {
		t.Fatal("a nil gate has stats")
	}
}
