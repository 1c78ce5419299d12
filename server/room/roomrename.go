package room

import (
	"time"

	"github.com/fetaix/fetaix/store"
)

// The rooms' half of a name changed while its player's sessions are open
// (server/renames.go): the new name in every room the player sits or watches in.

// Rename gives player id the name in every room they sit or watch in.
func (h *Hub) Rename(id store.PlayerID, name string) {
	for _, r := range h.snapshot() {
		r.rename(id, name)
	}
}

// rename gives player id the name in the room: their seat's, for the
// header, the board and the game's record, and their clients', for what
// they say from now on; the header says so beside the room's news, which
// keeps what last happened in the game.
func (r *Room) rename(id store.PlayerID, name string) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	if r.closed {
		return
	}
	old := ""
	for i := range r.Seats {
		s := &r.Seats[i]
		if s.Player.ID == id && s.Player.Name != name {
			old, s.Player.Name = s.Player.Name, name
		}
		if s.Client != nil && s.Client.who.ID == id {
			s.Client.who.Name = name
		}
	}
	for c := range r.spectators {
		if c.who.ID == id {
			c.who.Name = name
		}
	}
	if old != "" {
		r.renamed = say(txtEvRenamed, "Old", old, "Name", name)
		r.BroadcastLocked(time.Now())
		r.saveLiveLocked(false) // the game in progress is kept under the new name
	}
}
