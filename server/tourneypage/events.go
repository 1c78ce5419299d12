package tourneypage

import (
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/tourney"
)

// Events is what the pages read and do (the director satisfies it). Each
// call is answered under the director's own locks without waiting on a
// game: the pages call the readers from their Update, each second.
type Events interface {
	List(p room.Player) []tourney.Summary
	View(id tourney.EventID, p room.Player) (tourney.View, error)
	Join(id tourney.EventID, p room.Player) error
	Pause(id tourney.EventID, p room.Player) error
	Resume(id tourney.EventID, p room.Player) error
	Withdraw(id tourney.EventID, p room.Player) error
	Say(id tourney.EventID, p room.Player, text string) error
	Chat(id tourney.EventID, p room.Player) []room.ChatMsg
}

// ActionKind is what the server does after a message to the pages.
type ActionKind int8

// The kinds of Action.
const (
	// None: the pages stay shown.
	None ActionKind = iota
	// Back: the player left the pages for the lobby; they have stopped
	// refreshing.
	Back
	// Watch: the player chose a game of the event to watch, the room
	// Action.Code; the pages have stopped refreshing.
	Watch
)

// Action tells the server what to do after Update.
type Action struct {
	Kind ActionKind
	Code string // the room to watch (Watch)
}
