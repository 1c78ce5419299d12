package room

import (
	"errors"
	"fmt"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
)

// The texts players see of tournament games (eventroom.go).

// Refusals of an event room's requests; their text is shown to the
// player as is.
var (
	ErrEventRematch   = errors.New("a tournament game has no rematch: the event pairs you again")
	ErrEventTakeback  = errors.New("moves cannot be taken back in a tournament game")
	ErrBerserkNoEvent = errors.New("berserk is for tournament games only")
	ErrBerserkNoClock = errors.New("berserk needs a clock: this game has none")
	ErrBerserkMoved   = errors.New("berserk is only possible before your first move")
	ErrBerserkAgain   = errors.New("you have already gone berserk in this game")
)

// Refusals of StartPair: the director's mistakes, for its log.
var (
	errPairNoEvent = errors.New("an event game needs its event (Options.Event > 0)")
	errPairGuest   = errors.New("an event game is between two players with a key")
	errPairSelf    = errors.New("an event game needs two different players")
	errPairDays    = errors.New("an event game is a live game: no days per move")
)

// BerserkKeyHelp names the berserk key in a room's help.
const BerserkKeyHelp = "berserk"

// txtBerserkMark follows the name of a player who went berserk: " (berserk)".
const txtBerserkMark i18n.ID = "room.berserkMark"

// pairedEvent is an event room's first event: who has White, and the
// no-show deadline of each side's first move.
func pairedEvent(white, black string, noShow time.Duration) Said {
	return say(txtEvPaired, "White", white, "Black", black, "Within", durationSaid(noShow))
}

// berserkEvent is the room's event when a player goes berserk.
func berserkEvent(name string) Said { return say(txtEvBerserk, "Name", name) }

// noShowCasual is why a rated event game lost by a no-show is not rated.
const noShowCasual = "no show"

// noShowWhy is why a side that never made its first move lost.
func noShowWhy(name string) Said { return say(txtWhyNoShow, "Name", name) }

// interruptedWhy is why an event game the room closed on ended.
func interruptedWhy(notice string) string { return "interrupted: " + notice }

// tournamentRecordEvent is the Event tag of an event room's game.
func tournamentRecordEvent(event int64, code string) string {
	return fmt.Sprintf("fetaix online, tournament %d, room %s", event, code)
}
