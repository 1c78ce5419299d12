package ai

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"
)

// TestGateTakesTurns: with the only slot taken, one address's two seats
// queue four hints each, then another address's seat a hint and the
// computer's move, and the first address's first seat the computer's move.
// The computer's moves are served first, the other address's before the
// flooding address's second; then the hints, addresses in turn and each
// address's seats in turn, each seat's first come first. The first seat's
// move was its turn: its hints come after the second seat's. Each waiter
// is told the place it is served at.
func TestGateTakesTurns(t *testing.T) {
	g := NewGate(1)
	hold, err := g.Acquire(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	flood := []*Gate{g.Seat("flood"), g.Seat("flood")}
	honest := g.Seat("honest")
	type ask struct {
		name  string
		seat  *Gate
		class SearchClass
	}
	var asks []ask
	for i := range 4 {
		for s, seat := range flood {
			asks = append(asks, ask{fmt.Sprintf("hint f%d.%d", s, i), seat, HelpSearch})
		}
	}
	asks = append(asks, ask{"hint h", honest, HelpSearch}, ask{"move h", honest, MoveSearch},
		ask{"move f0", flood[0], MoveSearch})
	var mu sync.Mutex
	var order []string
	told := map[string]int{}
	var wg sync.WaitGroup
	for i, a := range asks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			release, err := a.seat.AcquireAs(context.Background(), a.class, func(ahead int) { told[a.name] = ahead })
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			order = append(order, a.name)
			mu.Unlock()
			release()
		}()
		waitQueued(t, g, i+1)
	}
	want := []string{"move h", "move f0",
		"hint f1.0", "hint h", "hint f0.0", "hint f1.1", "hint f0.1", "hint f1.2", "hint f0.2", "hint f1.3", "hint f0.3"}
	// the places told before any is served: the order they will be served in
	for place, name := range want {
		if told[name] != place {
			t.Errorf("%s told %d ahead, want %d", name, told[name], place)
		}
	}
	hold()
	wg.Wait()
	if !slices.Equal(order, want) {
		t.Errorf("served in the order\n%v, want\n%v", order, want)
	}
	if s := g.Stats(); s.Running != 0 || s.Queued != 0 {
		t.Fatalf("stats after all released: %+v", s)
	}
}

// TestGateYieldingSearchGivesWay: a hint holding the only slot is cut
// short (its context ends) once a computer's move waits and the hint has
// run MinYieldingRun, and the move then gets the slot; a hint with no
// move waiting runs on, and so does a search that does not yield.
func TestGateYieldingSearchGivesWay(t *testing.T) {
	g := NewGate(1)
	hint, release, err := g.Seat("flood").AcquireYielding(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	other := g.Seat("flood")
	var mu sync.Mutex
	var order []string
	served := func(name string) {
		mu.Lock()
		order = append(order, name)
		mu.Unlock()
	}
	queuedHint := make(chan error, 1)
	go func() { // another hint queued: it cuts nothing
		r, err := other.AcquireAs(context.Background(), HelpSearch, nil)
		if err == nil {
			served("hint")
			r()
		}
		queuedHint <- err
	}()
	waitQueued(t, g, 1)
	select {
	case <-hint.Done():
		t.Fatal("a hint was cut short with no computer's move waiting")
	case <-time.After(2 * MinYieldingRun):
	}
	started := time.Now()
	moved := make(chan time.Duration, 1)
	go func() {
		r, err := g.Seat("honest").Acquire(context.Background(), nil)
		if err != nil {
			t.Error(err)
			return
		}
		served("move")
		moved <- time.Since(started)
		r()
	}()
	select {
	case <-hint.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the hint was not cut short for a waiting computer's move")
	}
	release() // the hint stops and gives its slot back: to the move, before the queued hint
	<-moved
	if err := <-queuedHint; err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(order, []string{"move", "hint"}) {
		t.Errorf("served in the order %v, want the move first", order)
	}

	// a search that does not yield is not cut
	hold, err := g.AcquireAs(context.Background(), HelpSearch, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*MinYieldingRun)
	defer cancel()
	if _, err := g.Acquire(ctx, nil); err == nil {
		t.Fatal("a move got a slot held by a search that does not yield")
	}
	hold()
}
