package tourney_test

import (
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/tourney"
	"github.com/fetaix/fetaix/server/tourneypage"
)

// The director is what the lobby's pages read and the hub opens rooms
// for: these fail to compile if a signature drifts.
var (
	_ tourneypage.Events   = (*tourney.Director)(nil)
	_ tourney.Rooms        = (*room.Hub)(nil)
	_ func(room.EventGame) = (*tourney.Director)(nil).GameOver
)
