package notify

import "github.com/fetaix/fetaix/store"

// Kind is one kind of event a player may be reminded of; a player's
// choice is a set of them (bits, as store.NotifyTarget keeps them).
type Kind uint8

// The kinds of events.
const (
	// YourMove: a move was made in a correspondence game and it is the
	// player's turn, while they are not connected to its room.
	YourMove Kind = 1 << iota
	// Started: a room the player opened, waiting for an opponent, has one:
	// the game has started.
	Started
	// Challenge: another player challenges them.
	Challenge
	// GameOver: a game of theirs ended while they were not connected to
	// its room.
	GameOver

	// AllKinds is every kind: a new address asks for all.
	AllKinds = YourMove | Started | Challenge | GameOver
)

// Kinds lists the kinds in the order the settings show them.
var Kinds = []Kind{YourMove, Started, Challenge, GameOver}

// Outcome is how a game ended for the player told of it.
type Outcome int8

// Outcomes of a game over.
const (
	NoOutcome Outcome = iota
	Won
	Lost
	Drawn
)

// Event is one thing to tell a player: only what the lobby shows of a
// game (who the opponent is, the room's code, the time control, whether
// it is rated, the result and why). The hub makes them (server/room),
// and C1's challenges may too (Notifier.Challenge).
type Event struct {
	Kind     Kind
	To       store.PlayerID // the key holder told; 0 (a guest) is never told
	Opponent string         // the other player's name
	Code     string         // the room's code ("" for a challenge without a room yet)
	Game     int            // the room's game number: one game's messages are bounded together
	Clock    string         // the time control, as the lobby shows it ("5+3", "no clock")
	Rated    bool
	Outcome  Outcome // GameOver: the player's result
	Reason   string  // GameOver: why it ended, as the room said it
}

// gameKey identifies the game an event is about, for the player told:
// at most one message per game per Config.PerGame.
type gameKey struct {
	to   store.PlayerID
	code string
	game int
	from string // a challenge's challenger: challenges without a room are told apart by who
}

// key returns the event's gameKey.
func (e Event) key() gameKey {
	k := gameKey{to: e.To, code: e.Code, game: e.Game}
	if e.Kind == Challenge {
		k.from = e.Opponent
	}
	return k
}
