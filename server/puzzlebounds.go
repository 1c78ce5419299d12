package server

import (
	"fmt"
	"sync"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// puzzleBounds bounds how fast a key's puzzle rating can move, whatever
// the number of its sessions: its puzzles are rated in one session at a
// time (the others play them unrated, and are told so), and at most
// perHour attempts an hour are rated (the rest are practice, and the
// screen says so). The committed set is public, so answers can be looked
// up: what is bounded is the rate.
type puzzleBounds struct {
	perHour int
	hourly  *room.WindowQuota

	mu      sync.Mutex
	holders map[store.PlayerID]*app // the session whose puzzles are rated
}

func newPuzzleBounds(perHour int) *puzzleBounds {
	return &puzzleBounds{perHour: perHour, hourly: room.NewWindowQuota(time.Hour), holders: map[store.PlayerID]*app{}}
}

// hold makes a's session the one whose puzzles are rated for its player,
// unless another session of the player's holds it: false then.
func (b *puzzleBounds) hold(a *app) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	id := a.player.ID
	if h := b.holders[id]; h != nil && h != a {
		return false
	}
	b.holders[id] = a
	return true
}

// release gives up a's hold, if it has it.
func (b *puzzleBounds) release(a *app) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.holders[a.player.ID] == a {
		delete(b.holders, a.player.ID)
	}
}

// attempt counts a rated attempt of the player at now, or says why it is
// not rated.
func (b *puzzleBounds) attempt(id store.PlayerID, now time.Time) error {
	if !b.hourly.Take(now, room.QuotaKey{Key: fmt.Sprint(id), Limit: b.perHour}) {
		return fmt.Errorf("hourly limit (%d)", b.perHour)
	}
	return nil
}

// puzzleBounds returns the server's bounds of rated puzzles (made on
// first use for a server its tests build by hand).
func (s *Server) puzzleBounds() *puzzleBounds {
	s.puzzlesOnce.Do(func() {
		if s.puzzles == nil {
			perHour := s.cfg.PuzzlesPerHour
			if perHour == 0 {
				perHour = DefaultPuzzlesPerHour
			}
			s.puzzles = newPuzzleBounds(perHour)
		}
	})
	return s.puzzles
}
