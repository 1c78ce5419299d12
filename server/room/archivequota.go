package room

import (
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
)

// The archive takes, from each player (a key; a guest's address) and from
// each address, a bounded number of finished games an hour: games
// against the computer and casual room games beyond it are played as
// usual but not archived, and the player is told. Rated games are not
// charged: they are bounded by the fair-play rules (fairplay.go), and
// aborted games are never archived (abort.go). A loop of instant games
// cannot fill the archive or "Recent games".

// archiveWindow is the period of the archive quota.
const archiveWindow = time.Hour

// ArchiveAllowed charges a finished game at now to the archive quota of
// its players and their addresses, and reports whether it may be
// archived; when it may not, nothing is charged.
func (h *Hub) ArchiveAllowed(now time.Time, players ...Player) bool {
	var keys []QuotaKey
	for _, p := range players {
		keys = append(keys, QuotaKey{p.owner(), h.ArchivePerHour})
		if p.Addr != "" {
			keys = append(keys, QuotaKey{"addr " + p.Addr, h.archivePerAddr})
		}
	}
	return h.archived.Take(now, keys...)
}

// ArchiveFullNote is what a player is told of a game the quota kept out
// of the archive.
func (h *Hub) ArchiveFullNote() string { return h.archiveFullSaid().String() }

// ArchiveFullIn is ArchiveFullNote in l's language.
func (h *Hub) ArchiveFullIn(l *i18n.Localizer) string { return h.archiveFullSaid().In(l) }

// archiveFullSaid is ArchiveFullNote for each reader's language.
func (h *Hub) archiveFullSaid() Said {
	return say(txtArchiveFull, "PerHour", h.ArchivePerHour, "PerAddr", h.archivePerAddr)
}

// txtArchiveFull is the words of ArchiveFullNote.
const txtArchiveFull i18n.ID = "room.archiveFull"
