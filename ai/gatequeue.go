package ai

import "slices"

// gateQueue is the searches waiting at a gate, in the order of their
// turns (see Gate): per class, the addresses in turn, each address's
// players in turn, each player's seats in turn; each seat's searches in a
// line of their own, of which only the first is in the turn.
type gateQueue struct {
	classes [searchClasses]gateTurn
	lines   map[uint64]*gateLine // the seats with a search waiting
	queued  int                  // the searches waiting, in every line
}

// gateTurn is one class's seats in turn.
type gateTurn struct {
	addrs   []*gateAddr // the next first
	byAddr  map[string]*gateAddr
	players map[string]*gatePlayer // by player key: each at one address
}

// gateAddr is one address's players in turn, the next first.
type gateAddr struct {
	name    string
	players []*gatePlayer
}

// gatePlayer is one player's seats in turn, the next first, at the
// address where the player's first waiting search of the class came from.
type gatePlayer struct {
	key   string
	at    *gateAddr
	lines []*gateLine
}

// gateLine is one seat's waiting searches: the computer's moves first,
// then first come first served. It is in the turn of its first search's
// class.
type gateLine struct {
	seat    uint64
	addr    string
	player  string
	class   SearchClass // the turn it is in
	waiters []*gateWaiter
}

func newGateQueue() gateQueue {
	q := gateQueue{lines: map[uint64]*gateLine{}}
	for i := range q.classes {
		q.classes[i] = gateTurn{byAddr: map[string]*gateAddr{}, players: map[string]*gatePlayer{}}
	}
	return q
}

// join puts w in its seat's line; a seat new to the turn takes the last
// place in it, and a computer's move of a seat whose hint waits takes the
// hint's seat into the moves' turn.
func (q *gateQueue) join(w *gateWaiter) {
	q.queued++
	l := q.lines[w.seat]
	if l == nil {
		l = &gateLine{seat: w.seat, addr: w.addr, player: w.player, waiters: []*gateWaiter{w}}
		q.lines[w.seat] = l
		q.enter(l)
		return
	}
	i := slices.IndexFunc(l.waiters, func(x *gateWaiter) bool { return x.class > w.class })
	if i < 0 {
		i = len(l.waiters)
	}
	l.waiters = slices.Insert(l.waiters, i, w)
	if i == 0 {
		q.exit(l)
		q.enter(l)
	}
}

// leave takes w out of the queue, if it is there; its seat keeps its
// place in the turn if its next search is of the same class.
func (q *gateQueue) leave(w *gateWaiter) {
	l := q.lines[w.seat]
	if l == nil {
		return
	}
	i := slices.Index(l.waiters, w)
	if i < 0 {
		return
	}
	l.waiters = slices.Delete(l.waiters, i, i+1)
	q.queued--
	switch {
	case len(l.waiters) == 0:
		q.exit(l)
		delete(q.lines, l.seat)
	case i == 0 && l.waiters[0].class != l.class:
		q.exit(l)
		q.enter(l)
	}
}

// next takes the waiter whose turn it is out of the queue, or returns nil
// when none waits: the first class that has waiters, its next address's
// next player's next seat's first search. The address, the player and
// the seat go to the end of their turns.
func (q *gateQueue) next() *gateWaiter {
	for i := range q.classes {
		t := &q.classes[i]
		if len(t.addrs) == 0 {
			continue
		}
		a := t.addrs[0]
		p := a.players[0]
		l := p.lines[0]
		w := l.waiters[0]
		l.waiters[0] = nil
		l.waiters = l.waiters[1:]
		q.queued--
		p.lines = p.lines[1:]
		a.players = a.players[1:]
		t.addrs = t.addrs[1:]
		if len(p.lines) > 0 {
			a.players = append(a.players, p)
		} else {
			delete(t.players, p.key)
		}
		if len(a.players) > 0 {
			t.addrs = append(t.addrs, a)
		} else {
			delete(t.byAddr, a.name)
		}
		if len(l.waiters) > 0 {
			q.enter(l)
		} else {
			delete(q.lines, l.seat)
		}
		return w
	}
	return nil
}

// enter puts seat l at the back of the turn of its first search's class:
// with its player's seats if the player has one there, else as a new
// player at the back of its address's players.
func (q *gateQueue) enter(l *gateLine) {
	l.class = l.waiters[0].class
	t := &q.classes[l.class]
	p := t.players[l.player]
	if p == nil {
		a := t.byAddr[l.addr]
		if a == nil {
			a = &gateAddr{name: l.addr}
			t.byAddr[l.addr] = a
			t.addrs = append(t.addrs, a)
		}
		p = &gatePlayer{key: l.player, at: a}
		a.players = append(a.players, p)
		t.players[l.player] = p
	}
	p.lines = append(p.lines, l)
}

// exit takes seat l out of the turn it is in.
func (q *gateQueue) exit(l *gateLine) {
	t := &q.classes[l.class]
	p := t.players[l.player]
	if p == nil {
		return
	}
	p.lines = slices.DeleteFunc(p.lines, func(x *gateLine) bool { return x == l })
	if len(p.lines) > 0 {
		return
	}
	delete(t.players, p.key)
	a := p.at
	a.players = slices.DeleteFunc(a.players, func(x *gatePlayer) bool { return x == p })
	if len(a.players) == 0 {
		t.addrs = slices.DeleteFunc(t.addrs, func(x *gateAddr) bool { return x == a })
		delete(t.byAddr, a.name)
	}
}

// clone returns a copy of q to play the turns out on (the waiters are
// shared).
func (q *gateQueue) clone() *gateQueue {
	c := newGateQueue()
	c.queued = q.queued
	lines := make(map[*gateLine]*gateLine, len(q.lines))
	for id, l := range q.lines {
		n := *l
		n.waiters = slices.Clone(l.waiters)
		c.lines[id] = &n
		lines[l] = &n
	}
	for i := range q.classes {
		t, ct := &q.classes[i], &c.classes[i]
		for _, a := range t.addrs {
			na := &gateAddr{name: a.name}
			for _, p := range a.players {
				np := &gatePlayer{key: p.key, at: na}
				for _, l := range p.lines {
					np.lines = append(np.lines, lines[l])
				}
				na.players = append(na.players, np)
				ct.players[p.key] = np
			}
			ct.addrs = append(ct.addrs, na)
			ct.byAddr[a.name] = na
		}
	}
	return &c
}
