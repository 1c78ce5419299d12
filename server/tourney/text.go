package tourney

import (
	"errors"

	"github.com/fetaix/fetaix/internal/i18n"
)

// The texts players see: errors of their actions (shown as they are) and
// the director's notes.

// Errors of a player's actions.
var (
	ErrNoEvent     = errors.New("there is no such event")
	ErrGuest       = errors.New("events are for players with a key: connect with your SSH key to join")
	ErrNoBots      = errors.New("this event is not open to bot accounts")
	ErrBanned      = errors.New("you are banned from this server's events")
	ErrOver        = errors.New("this event is over")
	ErrClosed      = errors.New("this event takes no more players: its last round is paired")
	ErrJoined      = errors.New("you are already in this event")
	ErrNotIn       = errors.New("you are not in this event")
	ErrFull        = errors.New("this event is full")
	ErrNoPause     = errors.New("a swiss event cannot be paused: withdraw to leave it")
	ErrWithdrawn   = errors.New("you have withdrawn from this event")
	ErrTooFast     = errors.New("too many joins and pauses: wait a minute")
	ErrTooMany     = errors.New("you have joined and left this event too often")
	ErrNotStarted  = errors.New("the event has not started")
	ErrChatEmpty   = errors.New("nothing to send")
	ErrChatBusy    = errors.New("too many people are talking in this event; try again shortly")
	ErrChatTooFast = errors.New("you are sending messages too fast: wait a moment")
)

// errorIDs are the catalogs' IDs of the errors of a player's actions.
var errorIDs = map[error]i18n.ID{
	ErrNoEvent: "tourney.err.noEvent", ErrGuest: "tourney.err.guest", ErrNoBots: "tourney.err.noBots",
	ErrBanned: "tourney.err.banned", ErrOver: "tourney.err.over", ErrClosed: "tourney.err.closed",
	ErrJoined: "tourney.err.joined", ErrNotIn: "tourney.err.notIn", ErrFull: "tourney.err.full",
	ErrNoPause: "tourney.err.noPause", ErrWithdrawn: "tourney.err.withdrawn", ErrTooFast: "tourney.err.tooFast",
	ErrTooMany: "tourney.err.tooMany", ErrNotStarted: "tourney.err.notStarted", ErrChatEmpty: "tourney.err.chatEmpty",
	ErrChatBusy: "tourney.err.chatBusy", ErrChatTooFast: "tourney.err.chatTooFast",
}

// ErrorIn is err, an error of a player's action, in l's language: its
// own text in English, and an error the catalogs do not hold as it is.
func ErrorIn(l *i18n.Localizer, err error) string {
	if l.Lang() != i18n.English {
		for e, id := range errorIDs {
			if errors.Is(err, e) {
				return l.T(id)
			}
		}
	}
	return err.Error()
}

// Notes of the director in an event's log and result.
const (
	noteTooFew    = "cancelled: fewer than two players at the start"
	noteNoPairing = "ended early: no pairing of the next round avoids repeats"
)

// Lines of a swiss round's pairings.
const (
	pairingText    = "%s – %s"
	pairingByeText = "%s: bye"
)
