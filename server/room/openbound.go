package room

import (
	"errors"
	"sync"
)

// ErrTooManyOpenGames refuses an open game beyond the bounds per player
// and per address; its text is shown to the player.
var ErrTooManyOpenGames = errors.New("too many open games")

// openBound bounds the open games waiting at once per player (a key; a
// guest's address) and per address, so that a few addresses cannot flood
// the lobby's list: the checks and the room's publication run under mu,
// so that two open games made at once cannot both pass.
type openBound struct {
	perPlayer, perAddr int
	mu                 sync.Mutex
}

// check counts p's and p's address's open games waiting now in rooms and
// says why p may not open one more (nil: it may). The caller holds b.mu
// until the new room is published.
func (b *openBound) check(p Player, rooms []*Room) error {
	mine, addr := 0, 0
	for _, r := range rooms {
		r.Mu.Lock()
		if r.Opts.Open && r.waitingLocked() {
			c := r.Seats[0].Player
			if c.owner() == p.owner() {
				mine++
			}
			if c.Addr == p.Addr {
				addr++
			}
		}
		r.Mu.Unlock()
	}
	switch {
	case mine >= b.perPlayer:
		return refusalCounted(ErrTooManyOpenGames, "refuse.openGames.mine", mine)
	case addr >= b.perAddr:
		return refusalCounted(ErrTooManyOpenGames, "refuse.openGames.address", addr)
	}
	return nil
}
