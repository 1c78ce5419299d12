package server

import (
	"fmt"
	"time"

	"github.com/fetaix/fetaix/server/room"
)

// Every key the server has not seen makes a new player in the store. An
// address may make NewKeysPerAddr of them a day (counted since the server
// started); a key beyond that comes in as a guest — it plays casual
// games and nothing is kept of it — and is told why. It is a player as
// soon as the day has room for it again.

// newKeyWindow is the period over which new keys are counted per address.
const newKeyWindow = 24 * time.Hour

// mayAddKey counts a new key from p's address, and reports whether it may
// become a player.
func (s *Server) mayAddKey(p room.Player, now time.Time) bool {
	if p.Addr == "" {
		return true
	}
	return s.newKeys.Take(now, room.QuotaKey{Key: "addr " + p.Addr, Limit: s.cfg.NewKeysPerAddr})
}

// newKeyRefused is what a key over its address's quota is told.
func (s *Server) newKeyRefused() string {
	return fmt.Sprintf("your address has brought %d new %s today, the most; you play as a guest until tomorrow",
		s.cfg.NewKeysPerAddr, room.Plural(s.cfg.NewKeysPerAddr, "key"))
}
