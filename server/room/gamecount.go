package room

import (
	"sync"

	"github.com/fetaix/fetaix/game"
)

// Kinds of games, as fetaix_games_started_total's and
// fetaix_games_finished_total's kind label says them.
const (
	GameSolo = "solo" // against the computer, on the solo screen
	GameRoom = "room" // in a room
)

// How a counted game ended, as fetaix_games_finished_total's termination
// label says it: a few values, so that the series stay few.
const (
	endDecided     = "decided"     // won or lost, by the rules, a resignation or the clock
	endDrawn       = "drawn"       // drawn
	EndAborted     = "aborted"     // ended before each side had made two moves (abort.go)
	endInterrupted = "interrupted" // cut short unfinished: a shutdown, a closed room, a session gone
	EndQuit        = "quit"        // a game against the computer left unfinished by its player
)

// EndOf is the termination label of a game that ended with res (Ongoing:
// it did not end by itself).
func EndOf(res game.Result) string {
	switch res {
	case game.Ongoing:
		return endInterrupted
	case game.Draw:
		return endDrawn
	}
	return endDecided
}

// GameCount counts one game at a time of a room or a session in the games
// metrics: started once, then finished exactly once, however it ends, so
// that started minus finished is the games in progress. Its methods are
// safe from any goroutine.
type GameCount struct {
	mu    sync.Mutex
	on    bool // started and not finished yet
	kind  string
	rated bool // as counted at the start
}

// Start counts a game of kind starting; one still counted is first
// finished as interrupted.
func (c *GameCount) Start(m Metrics, kind string, rated bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.on {
		m.GameFinished(c.kind, c.rated, endInterrupted)
	}
	c.on, c.kind, c.rated = true, kind, rated
	m.GameStarted(kind, rated)
}

// Finish counts the game started as finished, with how it ended; nothing
// when none is counted (it was finished already).
func (c *GameCount) Finish(m Metrics, termination string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.on {
		c.on = false
		m.GameFinished(c.kind, c.rated, termination)
	}
}
