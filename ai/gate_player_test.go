package ai

import (
	"context"
	"slices"
	"sync"
	"testing"
)

// gateAsk is one search that waits at a gate in a test of its turns.
type gateAsk struct {
	name  string
	seat  *Gate
	class SearchClass
}

// serveOrder queues asks one after the other at g, whose only slot is
// held, then lets the slot go: it returns the order they were served in
// and, for each, the place it was told just before the slot went, and
// the gate's stats with all of them waiting.
func serveOrder(t *testing.T, g *Gate, asks []gateAsk) (order []string, told map[string]int, waiting GateStats) {
	t.Helper()
	hold, err := g.Acquire(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	told = map[string]int{}
	var wg sync.WaitGroup
	for i, a := range asks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// onQueue runs with the gate locked: told needs no other lock
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
	waiting = g.Stats()
	toldBefore := map[string]int{}
	g.core.mu.Lock()
	for k, v := range told {
		toldBefore[k] = v
	}
	g.core.mu.Unlock()
	hold()
	wg.Wait()
	if s := g.Stats(); s.Running != 0 || s.Queued != 0 || s.Places != 0 {
		t.Fatalf("stats after all released: %+v", s)
	}
	return order, toldBefore, waiting
}

// checkTurns fails t unless the asks were served in the order want, each
// told beforehand the place it was served at.
func checkTurns(t *testing.T, order []string, told map[string]int, want []string) {
	t.Helper()
	if !slices.Equal(order, want) {
		t.Errorf("served in the order\n%v, want\n%v", order, want)
	}
	for place, name := range want {
		if told[name] != place {
			t.Errorf("%s told %d ahead, want %d", name, told[name], place)
		}
	}
}

// TestGateTurnGoesByAddressThenPlayer: at one address, player P's two
// sessions and player Q's one ask for hints, then a guest at another
// address. The addresses take turns, then the address's players: Q is
// served before P's second session, which waits for P's next turn.
func TestGateTurnGoesByAddressThenPlayer(t *testing.T) {
	g := NewGate(1)
	p1, p2, q := g.PlayerSeat("a", "P"), g.PlayerSeat("a", "P"), g.PlayerSeat("a", "Q")
	guest := g.PlayerSeat("b", "")
	order, told, _ := serveOrder(t, g, []gateAsk{
		{"P1", p1, HelpSearch}, {"P2", p2, HelpSearch}, {"Q", q, HelpSearch}, {"guest", guest, HelpSearch}})
	checkTurns(t, order, told, []string{"P1", "guest", "Q", "P2"})
}

// TestGatePlayerSharesOneTurnAcrossAddresses: player P asks for hints
// from two addresses, then a guest from a third. P's sessions share P's
// one place in the turn, at the address of P's first: the guest is
// served before P's second session, not after it as a third address.
func TestGatePlayerSharesOneTurnAcrossAddresses(t *testing.T) {
	g := NewGate(1)
	px, py := g.PlayerSeat("x", "P"), g.PlayerSeat("y", "P")
	guest := g.PlayerSeat("h", "")
	order, told, _ := serveOrder(t, g, []gateAsk{
		{"P@x", px, HelpSearch}, {"P@y", py, HelpSearch}, {"guest", guest, HelpSearch}})
	checkTurns(t, order, told, []string{"P@x", "guest", "P@y"})
	// the guests of one address are players of their own
	g = NewGate(1)
	g1, g2, other := g.Seat("x"), g.Seat("x"), g.Seat("y")
	order, told, _ = serveOrder(t, g, []gateAsk{
		{"g1", g1, HelpSearch}, {"g2", g2, HelpSearch}, {"other", other, HelpSearch}})
	checkTurns(t, order, told, []string{"g1", "other", "g2"})
}

// TestGateOneQueuedSearchPerSeat: one session asks for a hint, the
// explorer and analysis at once, another session (another address) a
// hint, then the first the computer's move. The first session holds one
// place in the turn, whatever it asks: its move goes first, and being its
// turn, the other session's hint comes before its hint; its searches are
// served in the order it asked them, each after the other's turn.
func TestGateOneQueuedSearchPerSeat(t *testing.T) {
	g := NewGate(1)
	s, other := g.PlayerSeat("s", "S"), g.PlayerSeat("t", "T")
	order, told, waiting := serveOrder(t, g, []gateAsk{
		{"hint", s, HelpSearch}, {"explorer", s, HelpSearch}, {"analysis", s, HelpSearch},
		{"other hint", other, HelpSearch}, {"move", s, MoveSearch}})
	checkTurns(t, order, told, []string{"move", "other hint", "hint", "explorer", "analysis"})
	if waiting.Queued != 5 || waiting.Places != 2 {
		t.Errorf("with two sessions' 5 searches waiting: %d queued in %d places, want 5 in 2", waiting.Queued, waiting.Places)
	}
	// a search that leaves makes room for its session's next, in its place
	g = NewGate(1)
	s, other = g.PlayerSeat("s", "S"), g.PlayerSeat("t", "T")
	hold, err := g.Acquire(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	left := make(chan error, 1)
	go func() {
		_, err := s.AcquireAs(ctx, HelpSearch, nil)
		left <- err
	}()
	waitQueued(t, g, 1)
	var mu sync.Mutex
	var served []string
	var wg sync.WaitGroup
	for i, a := range []gateAsk{{"other", other, HelpSearch}, {"next", s, HelpSearch}} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := a.seat.AcquireAs(context.Background(), a.class, nil)
			if err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			served = append(served, a.name)
			mu.Unlock()
			r()
		}()
		waitQueued(t, g, 2+i)
	}
	cancel()
	if err := <-left; err == nil {
		t.Fatal("a search whose context ended got a slot")
	}
	hold()
	wg.Wait()
	if !slices.Equal(served, []string{"next", "other"}) {
		t.Errorf("served %v, want the session's next search in the place of the one that left", served)
	}
}
