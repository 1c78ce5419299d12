package tourney

import "errors"

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
