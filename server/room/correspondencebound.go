package room

import (
	"sync"
	"time"
)

// The bounds of correspondence games (correspondence.go): per key, the
// seats held at once and the rooms created over time; server-wide, the
// rooms open.

// DefaultMaxCorrespondenceGames bounds the correspondence games a key
// holds a seat in at once (Config.MaxCorrespondenceGames), apart from the
// live rooms' bound (Config.MaxOpenRooms).
const DefaultMaxCorrespondenceGames = 20

// MaxCorrespondenceRooms bounds the correspondence rooms open at once,
// server-wide: they outlive their players' connections, so keys alone
// (which anyone may make) do not bound them. A room of two players away
// takes 1.7 KB of heap, 60 KB with a full chat (100 lines of 200
// characters): 5000 rooms, 8 MB, or 300 MB at worst.
const MaxCorrespondenceRooms = 5000

// correspondenceBound bounds the correspondence games of each key: seats
// held at once (max) and rooms created over time (quota, which counts
// them apart from the live rooms).
type correspondenceBound struct {
	max   int
	rooms int           // server-wide: MaxCorrespondenceRooms
	lapse time.Duration // WaitingLapse
	quota *roomQuota
	mu    sync.Mutex // held from a count to the seat it admits, so that two at once cannot both pass
}

// newCorrespondenceBound bounds each key to most correspondence games
// (the default when most ≤ 0), created at the pace of cfg's rooms.
func newCorrespondenceBound(most int, cfg Config) *correspondenceBound {
	if most <= 0 {
		most = DefaultMaxCorrespondenceGames
	}
	return &correspondenceBound{max: most, rooms: MaxCorrespondenceRooms, lapse: WaitingLapse, quota: newRoomQuota(most, cfg.RoomBurst, cfg.RoomEvery)}
}

// quotaFor is the quota counting rooms of opts: the correspondence rooms'
// or the live rooms'.
func (h *Hub) quotaFor(opts Options) *roomQuota {
	if opts.Correspondence() {
		return h.corr.quota
	}
	return h.quota
}

// admitCorrespondence checks that p may take a seat in one more
// correspondence game (r, or a new room when r is nil): p holds a key and
// fewer than the bound's games, and a new room stays within
// MaxCorrespondenceRooms. A live room, or one where p's key holds a
// seat already, needs nothing. Unless it refuses, the caller calls done
// once the seat is taken (or not).
func (h *Hub) admitCorrespondence(r *Room, opts Options, p Player) (done func(), err error) {
	if !opts.Correspondence() {
		return func() {}, nil
	}
	if p.Guest() {
		return nil, ErrCorrespondenceNeedsKey
	}
	if r != nil {
		r.Mu.Lock()
		back := r.holdsLocked(p.Key)
		r.Mu.Unlock()
		if back {
			return func() {}, nil
		}
	}
	b := h.corr
	b.mu.Lock()
	mine, all := h.correspondenceSeats(p.Key)
	switch {
	case mine >= b.max:
		b.mu.Unlock()
		return nil, errTooManyCorrespondence(mine)
	case r == nil && all >= b.rooms:
		b.mu.Unlock()
		return nil, ErrCorrespondenceFull
	}
	return b.mu.Unlock, nil
}

// correspondenceSeats counts the correspondence rooms where key holds a
// seat, and all those open.
func (h *Hub) correspondenceSeats(key string) (mine, all int) {
	for _, r := range h.snapshot() {
		if !r.Opts.Correspondence() {
			continue
		}
		r.Mu.Lock()
		if !r.closed {
			all++
			if r.holdsLocked(key) {
				mine++
			}
		}
		r.Mu.Unlock()
	}
	return mine, all
}

// holdsLocked reports whether key holds a seat of the room, its player
// connected or away.
func (r *Room) holdsLocked(key string) bool {
	for _, s := range r.Seats {
		if key != "" && s.taken && s.Player.Key == key {
			return true
		}
	}
	return false
}
