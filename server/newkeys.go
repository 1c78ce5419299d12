package server

import (
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
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

// txtNewKeyRefused tells a key over its address's quota why it plays as
// a guest.
const txtNewKeyRefused i18n.ID = "refuse.newKeys.perAddress"

// newKeyRefused is what a key over its address's quota is told, in l's
// language.
func (s *Server) newKeyRefused(l *i18n.Localizer) string {
	return l.N(txtNewKeyRefused, s.cfg.NewKeysPerAddr)
}
