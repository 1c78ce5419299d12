package room

import (
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/store"
)

// EventGame is how a game of a tournament event's room (Options.Event)
// ended, as the room reports it to Hub.EventGameOver, once per game.
type EventGame struct {
	Event int64
	Code  string // the room's code
	// White and Black are the players, as the event seated them.
	White, Black store.PlayerID
	Result       game.Result // game.Ongoing when aborted
	// Why is the room's reason ("White resigned", "Black did not show
	// up", "aborted: …").
	Why   string
	Plies int
	// Aborted: the game ended before it counted (abort.go): it scores
	// nothing. NoShow: the loser never made a first move (NoShowWithin).
	Aborted, NoShow bool
	// Berserk: the player of that colour (game.White, game.Black) halved
	// their clock before their first move.
	Berserk [2]bool
}
