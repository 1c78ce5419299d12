package ai

import (
	"context"
	"slices"
	"sync"
	"time"
)

// Gate bounds how many engine searches run at once, and shares the slots
// fairly among those who wait. A program that runs many searches side by
// side (an SSH server with many games against the computer) gives every
// search the same gate, so that the searches cannot take every processor
// from the rest of the program.
//
// Each waiting search has a class, an owner and a seat (Seat): the
// computer's own moves (MoveSearch) are served before the searches made
// for a player (HelpSearch: hints, the explorer, analysis); within a
// class the owners (an SSH server's client addresses) take turns, one
// search each, and within an owner its seats (sessions) take turns; a
// seat's own searches of a class are served first come, first served. So
// one owner with many sessions, or one session asking again and again,
// has one place in the turn, and the computer's moves never wait behind
// anyone's hints.
//
// A nil *Gate lets every search run at once.
type Gate struct {
	core  *gateCore
	owner string
	seat  uint64
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
	queued   int
	peak     int
	lastSeat uint64
	classes  [searchClasses]gateTurn
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

// gateTurn is one class's waiters: its owners in turn, the next first.
type gateTurn struct {
	owners []*gateOwner
	byName map[string]*gateOwner
}

// gateOwner is one owner's waiting seats, in turn, the next first.
type gateOwner struct {
	name  string
	seats []*gateSeat
	byID  map[uint64]*gateSeat
}

// gateSeat is one seat's waiters of a class, first come first.
type gateSeat struct {
	id      uint64
	waiters []*gateWaiter
}

// gateWaiter is one Acquire waiting in the queue.
type gateWaiter struct {
	ready   chan struct{} // closed when the slot is handed over
	granted bool
	class   SearchClass
	owner   string
	seat    uint64
	told    int // the place onQueue was last told (-1: none yet)
	onQueue func(ahead int)
}

// NewGate returns a gate that lets n searches run at once (at least 1).
// Its own searches have the owner "" and a seat of their own.
func NewGate(n int) *Gate {
	c := &gateCore{slots: max(n, 1)}
	for i := range c.classes {
		c.classes[i].byName = map[string]*gateOwner{}
	}
	return &Gate{core: c}
}

// Seat returns the same gate for one seat of owner: a session of a client
// address, say. Searches through it take turns with those of the owner's
// other seats, and the owner's with other owners'. A nil gate's seat is
// nil.
func (g *Gate) Seat(owner string) *Gate {
	if g == nil {
		return nil
	}
	g.core.mu.Lock()
	g.core.lastSeat++
	id := g.core.lastSeat
	g.core.mu.Unlock()
	return &Gate{core: g.core, owner: owner, seat: id}
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
// falls as searches ahead are served, and rises when another owner's
// turn comes before it). It is called with the gate locked: it must not
// block nor use the gate.
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
	if c.running < c.slots && c.queued == 0 {
		c.take()
		c.mu.Unlock()
		return c.releaser(), nil
	}
	w := &gateWaiter{ready: make(chan struct{}), class: class, owner: g.owner, seat: g.seat, told: -1, onQueue: onQueue}
	c.join(w)
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
			c.leave(w)
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
func (c *gateCore) moveWaitsLocked() bool { return len(c.classes[MoveSearch].owners) > 0 }

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

// join puts w in its seat's queue (c.mu held); a new owner or seat takes
// the last place in the turn.
func (c *gateCore) join(w *gateWaiter) {
	t := &c.classes[w.class]
	o := t.byName[w.owner]
	if o == nil {
		o = &gateOwner{name: w.owner, byID: map[uint64]*gateSeat{}}
		t.byName[w.owner] = o
		t.owners = append(t.owners, o)
	}
	s := o.byID[w.seat]
	if s == nil {
		s = &gateSeat{id: w.seat}
		o.byID[w.seat] = s
		o.seats = append(o.seats, s)
	}
	s.waiters = append(s.waiters, w)
	c.queued++
}

// leave takes w out of the queue (c.mu held).
func (c *gateCore) leave(w *gateWaiter) {
	t := &c.classes[w.class]
	o := t.byName[w.owner]
	if o == nil {
		return
	}
	s := o.byID[w.seat]
	if s == nil {
		return
	}
	i := slices.Index(s.waiters, w)
	if i < 0 {
		return
	}
	s.waiters = slices.Delete(s.waiters, i, i+1)
	c.queued--
	if len(s.waiters) == 0 {
		o.seats = slices.DeleteFunc(o.seats, func(x *gateSeat) bool { return x == s })
		delete(o.byID, s.id)
	}
	if len(o.seats) == 0 {
		t.owners = slices.DeleteFunc(t.owners, func(x *gateOwner) bool { return x == o })
		delete(t.byName, o.name)
	}
}

// next takes the waiter whose turn it is out of the queue (c.mu held; the
// queue is not empty): the first class that has waiters, its next owner's
// next seat's first waiter. The owner and the seat go to the end of their
// turns.
func (c *gateCore) next() *gateWaiter {
	for i := range c.classes {
		t := &c.classes[i]
		if len(t.owners) == 0 {
			continue
		}
		o := t.owners[0]
		s := o.seats[0]
		w := s.waiters[0]
		s.waiters[0] = nil
		s.waiters = s.waiters[1:]
		c.queued--
		o.seats = o.seats[1:]
		if len(s.waiters) > 0 {
			o.seats = append(o.seats, s)
		} else {
			delete(o.byID, s.id)
		}
		t.owners = t.owners[1:]
		if len(o.seats) > 0 {
			t.owners = append(t.owners, o)
		} else {
			delete(t.byName, o.name)
		}
		return w
	}
	return nil
}

// tell gives each waiter whose place changed its new place (c.mu held):
// the order next would serve the queue in, as it stands.
func (c *gateCore) tell() {
	place := 0
	for i := range c.classes {
		// the turn played out on copies: each owner's seats, each seat's
		// next waiter
		type seatAt struct {
			s *gateSeat
			k int
		}
		owners := make([][]seatAt, len(c.classes[i].owners))
		for j, o := range c.classes[i].owners {
			for _, s := range o.seats {
				owners[j] = append(owners[j], seatAt{s: s})
			}
		}
		for len(owners) > 0 {
			seats := owners[0]
			owners = owners[1:]
			at := seats[0]
			seats = seats[1:]
			w := at.s.waiters[at.k]
			if w.told != place {
				w.told = place
				if w.onQueue != nil {
					w.onQueue(place)
				}
			}
			place++
			if at.k+1 < len(at.s.waiters) {
				seats = append(seats, seatAt{s: at.s, k: at.k + 1})
			}
			if len(seats) > 0 {
				owners = append(owners, seats)
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
	w := c.next()
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
	Peak    int // the most searches that ever held a slot at once
}

// Stats returns the gate's state (zero for a nil gate).
func (g *Gate) Stats() GateStats {
	if g == nil {
		return GateStats{}
	}
	c := g.core
	c.mu.Lock()
	defer c.mu.Unlock()
	return GateStats{Slots: c.slots, Running: c.running, Queued: c.queued, Peak: c.peak}
}
