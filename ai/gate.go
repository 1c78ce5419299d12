package ai

import (
	"context"
	"slices"
	"strconv"
	"sync"
	"time"
)

// Gate bounds how many engine searches run at once, and shares the slots
// fairly among those who wait. A program that runs many searches side by
// side (an SSH server with many games against the computer) gives every
// search the same gate, so that the searches cannot take every processor
// from the rest of the program.
//
// Each waiting search has a class and a seat (Seat, PlayerSeat), and a
// seat has an address and a player. The computer's own moves
// (MoveSearch) are served before the searches made for a player
// (HelpSearch: hints, the explorer, analysis). Within a class the
// addresses take turns, one search each; within an address its players
// take turns; within a player its seats (sessions) take turns. A player's
// seats share one turn wherever they connect from: a player's waiting
// searches of a class all sit at the address from which the first of
// them came, so that a player with sessions from several addresses has
// one place in the turn, not one per address, and an address with many
// players (keys are free to make) still has one.
//
// A seat holds at most one place in the queue: its searches wait in the
// seat's own line, the computer's moves first and then first come first
// served, and only the first of them is in the turn. The next enters the
// turn, at the back, once that one is served. So one session asking
// again and again, or for a hint, the explorer and analysis at once,
// holds one place, and a search served for a seat (a computer's move
// included) is that seat's turn.
//
// A nil *Gate lets every search run at once.
type Gate struct {
	core   *gateCore
	addr   string
	player string
	seat   uint64
}

// SearchClass is what a search waiting at a Gate is for.
type SearchClass uint8

const (
	// MoveSearch is a search for the computer's own move (or its answer
	// to a draw offer): a game waits on it.
	MoveSearch SearchClass = iota
	// HelpSearch is a search a player asked for: a hint, the explorer's
	// moves, analysis. It waits until no MoveSearch does.
	HelpSearch
	searchClasses
)

// gateCore is the state shared by a gate and its seats.
type gateCore struct {
	mu       sync.Mutex
	slots    int
	running  int
	peak     int
	lastSeat uint64
	q        gateQueue
	yielding []*yieldingSlot // the slots held by searches that may be cut short, oldest first
}

// MinYieldingRun is how long a search taken with AcquireYielding runs at
// least before a waiting MoveSearch cuts it short.
const MinYieldingRun = 250 * time.Millisecond

// yieldingSlot is a slot held by a search that may be cut short.
type yieldingSlot struct {
	since  time.Time
	cancel context.CancelFunc
	cut    bool
}

// gateWaiter is one Acquire waiting in the queue.
type gateWaiter struct {
	ready   chan struct{} // closed when the slot is handed over
	granted bool
	class   SearchClass
	addr    string
	player  string // the player's key in the turn: never "" (playerKey)
	seat    uint64
	told    int // the place onQueue was last told (-1: none yet)
	onQueue func(ahead int)
}

// NewGate returns a gate that lets n searches run at once (at least 1).
// Its own searches have the address "" and a seat of their own.
func NewGate(n int) *Gate {
	return &Gate{core: &gateCore{slots: max(n, 1), q: newGateQueue()}}
}

// Seat is PlayerSeat(addr, ""): a seat that is a player of its own.
func (g *Gate) Seat(addr string) *Gate { return g.PlayerSeat(addr, "") }

// PlayerSeat returns the same gate for one seat of player at addr: a
// session of a client address, and the player (its key, say) the session
// is, "" for a seat that is a player of its own (a guest). Searches
// through it take turns with those of the player's other seats, the
// player's with the address's other players, and the address's with
// other addresses' (see Gate). A nil gate's seat is nil.
func (g *Gate) PlayerSeat(addr, player string) *Gate {
	if g == nil {
		return nil
	}
	g.core.mu.Lock()
	g.core.lastSeat++
	id := g.core.lastSeat
	g.core.mu.Unlock()
	return &Gate{core: g.core, addr: addr, player: player, seat: id}
}

// playerKey is the seat's player's key in the turn: the player, or for a
// seat that is a player of its own a key no player has.
func (g *Gate) playerKey() string {
	if g.player == "" {
		return "\x00seat " + strconv.FormatUint(g.seat, 10)
	}
	return "p " + g.player
}

// Acquire is AcquireAs for a MoveSearch.
func (g *Gate) Acquire(ctx context.Context, onQueue func(ahead int)) (release func(), err error) {
	return g.AcquireAs(ctx, MoveSearch, onQueue)
}

// AcquireAs waits for a slot for a search of class: at once when one is
// free and nobody waits, otherwise when its turn comes (see Gate). The
// caller runs its search, then calls release (once; later calls do
// nothing). A search should only start its clock once AcquireAs returned,
// so that the time spent in the queue is not taken from its own budget.
//
// When ctx is done first, the waiter leaves the queue at once and
// AcquireAs returns ctx's error: the search must not run.
//
// onQueue, if not nil, is told how many searches will be served before
// this one: when it joins the queue and whenever that number changes (it
// falls as searches ahead are served, and rises when another address's
// or player's turn comes before it). It is called with the gate locked:
// it must not block nor use the gate.
func (g *Gate) AcquireAs(ctx context.Context, class SearchClass, onQueue func(ahead int)) (release func(), err error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if g == nil {
		return func() {}, nil
	}
	c := g.core
	class = min(class, searchClasses-1)
	c.mu.Lock()
	if c.running < c.slots && c.q.queued == 0 {
		c.take()
		c.mu.Unlock()
		return c.releaser(), nil
	}
	w := &gateWaiter{ready: make(chan struct{}), class: class, addr: g.addr, player: g.playerKey(), seat: g.seat,
		told: -1, onQueue: onQueue}
	c.q.join(w)
	if class == MoveSearch && c.running >= c.slots {
		c.cutLocked()
	}
	c.tell()
	c.mu.Unlock()

	select {
	case <-w.ready:
	case <-ctx.Done():
		c.mu.Lock()
		if !w.granted {
			c.q.leave(w)
			c.tell()
			c.mu.Unlock()
			return nil, ctx.Err()
		}
		c.mu.Unlock()
	}
	release = c.releaser()
	if err := ctx.Err(); err != nil { // the slot came as ctx ended: pass it on
		release()
		return nil, err
	}
	return release, nil
}

// AcquireYielding is AcquireAs for a HelpSearch that gives way: the
// context it returns, derived from ctx, ends when a MoveSearch waits and
// every slot is taken, once this search has run MinYieldingRun; the
// search should then stop and give what it has found (a hint, say). The
// release function also ends that context.
func (g *Gate) AcquireYielding(ctx context.Context, onQueue func(ahead int)) (context.Context, func(), error) {
	release, err := g.AcquireAs(ctx, HelpSearch, onQueue)
	if err != nil {
		return nil, nil, err
	}
	if g == nil {
		return ctx, release, nil
	}
	c := g.core
	sctx, cancel := context.WithCancel(ctx)
	y := &yieldingSlot{since: time.Now(), cancel: cancel}
	c.mu.Lock()
	c.yielding = append(c.yielding, y)
	if c.moveWaitsLocked() {
		c.cutLocked()
	}
	c.mu.Unlock()
	var once sync.Once
	return sctx, func() {
		once.Do(func() {
			c.mu.Lock()
			c.yielding = slices.DeleteFunc(c.yielding, func(x *yieldingSlot) bool { return x == y })
			c.mu.Unlock()
			cancel()
			release()
		})
	}, nil
}

// moveWaitsLocked reports whether a MoveSearch waits (c.mu held).
func (c *gateCore) moveWaitsLocked() bool { return len(c.q.classes[MoveSearch].addrs) > 0 }

// cutLocked cuts short the oldest yielding search not cut yet, at once
// or once it has run MinYieldingRun (c.mu held): a MoveSearch waits and
// every slot is taken.
func (c *gateCore) cutLocked() {
	for _, y := range c.yielding {
		if y.cut {
			continue
		}
		y.cut = true
		if wait := MinYieldingRun - time.Since(y.since); wait > 0 {
			time.AfterFunc(wait, y.cancel)
		} else {
			y.cancel()
		}
		return
	}
}

// tell gives each waiter whose place changed its new place (c.mu held):
// the order the queue would be served in, as it stands.
func (c *gateCore) tell() {
	q := c.q.clone()
	for place := 0; ; place++ {
		w := q.next()
		if w == nil {
			return
		}
		if w.told != place {
			w.told = place
			if w.onQueue != nil {
				w.onQueue(place)
			}
		}
	}
}

// take counts a slot as taken (c.mu held).
func (c *gateCore) take() {
	c.running++
	c.peak = max(c.peak, c.running)
}

// releaser returns the release function of a slot taken.
func (c *gateCore) releaser() func() {
	var once sync.Once
	return func() { once.Do(c.release) }
}

// release frees a slot, handing it to the waiter whose turn it is.
func (c *gateCore) release() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.running--
	w := c.q.next()
	if w == nil {
		return
	}
	w.granted = true
	c.take()
	close(w.ready)
	c.tell()
}

// GateStats is a gate's state at one moment.
type GateStats struct {
	Slots   int // searches allowed at once
	Running int // searches holding a slot
	Queued  int // searches waiting for one
	// Places is the places taken in the turn: the seats with a search
	// waiting, at most one each (the rest of a seat's searches wait
	// behind its first).
	Places int
	Peak   int // the most searches that ever held a slot at once
}

// Stats returns the gate's state (zero for a nil gate).
func (g *Gate) Stats() GateStats {
	if g == nil {
		return GateStats{}
	}
	c := g.core
	c.mu.Lock()
	defer c.mu.Unlock()
	return GateStats{Slots: c.slots, Running: c.running, Queued: c.q.queued, Places: len(c.q.lines), Peak: c.peak}
}
