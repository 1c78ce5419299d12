package server

import (
	"time"

	"github.com/fetaix/fetaix/store"
)

// The rooms' half of a name changed while its player's sessions are open
// (renames.go): the new name in every room the player sits or watches in.

// rename gives player id the name in every room they sit or watch in.
func (h *Hub) rename(id store.PlayerID, name string) {
	for _, r := range h.snapshot() {
		r.rename(id, name)
	}
}

// rename gives player id the name in the room: their seat's, for the
// header, the board and the game's record, and their clients', for what
// they say from now on; the header says so beside the room's news, which
// keeps what last happened in the game.
func (r *Room) rename(id store.PlayerID, name string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return
	}
	old := ""
	for i := range r.seats {
		s := &r.seats[i]
		if s.player.ID == id && s.player.Name != name {
			old, s.player.Name = s.player.Name, name
		}
		if s.client != nil && s.client.who.ID == id {
			s.client.who.Name = name
		}
	}
	for c := range r.spectators {
		if c.who.ID == id {
			c.who.Name = name
		}
	}
	if old != "" {
		r.renamed = old + " is now " + name
		r.broadcastLocked(time.Now())
	}
}
