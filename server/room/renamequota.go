package room

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/fetaix/fetaix/store"
)

// A player's own name changes are bounded: a name shows in the rooms'
// headers, the open games and the leaderboards, so a stream of renames
// would be a chat that mutes cannot stop. A muted player may not rename
// (server/sanctions.go); the others, once they have a name, may change it once a
// minute (so a room shows a
// player's new name at most once a minute) and renamesPerDay times a day,
// per player, whichever session asks; each rename is logged. The
// operator's renames (fetaix admin rename) are not bounded.

// Bounds of a player's own renames.
const (
	renamesPerDay = 3
	renameEvery   = time.Minute
)

// errRenamesTooFast refuses a rename over the bounds.
var errRenamesTooFast = errors.New("you may change your name once a minute and " +
	strconv.Itoa(renamesPerDay) + " times a day")

// RenameQuota counts each player's renames over the last minute and the
// last day.
type RenameQuota struct {
	minute, day *WindowQuota
}

// NewRenameQuota returns a quota with no rename counted.
func NewRenameQuota() *RenameQuota {
	return &RenameQuota{minute: NewWindowQuota(renameEvery), day: NewWindowQuota(24 * time.Hour)}
}

// Take counts a rename of player id at now, or says why it may not be.
func (q *RenameQuota) Take(id store.PlayerID, now time.Time) error {
	k := fmt.Sprint(id)
	if !q.minute.Take(now, QuotaKey{Key: k, Limit: 1}) {
		return refusalCounted(errRenamesTooFast, "refuse.rename.minute", renamesPerDay)
	}
	if !q.day.Take(now, QuotaKey{Key: k, Limit: renamesPerDay}) {
		return refusalCounted(errRenamesTooFast, "refuse.rename.day", renamesPerDay)
	}
	return nil
}

// GiveBack uncounts the rename of player id just counted, which the store
// refused (a name taken, or against the rules): only renames made count.
func (q *RenameQuota) GiveBack(id store.PlayerID) {
	k := fmt.Sprint(id)
	q.minute.GiveBack(k)
	q.day.GiveBack(k)
}
