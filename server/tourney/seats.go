package tourney

import (
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// seat is the seat of a game an event opened for a player, until they
// take it. A player holds at most one: a newer game's replaces it, and
// the game's end clears it.
type seat struct {
	client *room.Client
	code   string
}

// Seat hands the seat of a game an event opened for the player, once;
// nil when there is none. The lobby and the event page poll it.
func (d *Director) Seat(id store.PlayerID) *room.Client {
	d.mu.Lock()
	defer d.mu.Unlock()
	s, ok := d.seats[id]
	if !ok {
		return nil
	}
	delete(d.seats, id)
	return s.client
}

// clearSeats forgets the seats of a game not taken (the game is over).
func (d *Director) clearSeats(code string) {
	for id, s := range d.seats {
		if s.code == code {
			delete(d.seats, id)
		}
	}
}
