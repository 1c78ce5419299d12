package server

import (
	"sync"

	"github.com/fetaix/fetaix/game"
)

// Kinds of games, as fetaix_games_started_total's and
// fetaix_games_finished_total's kind label says them.
const (
	gameSolo = "solo" // against the computer, on the solo screen
	gameRoom = "room" // in a room
)

// How a counted game ended, as fetaix_games_finished_total's termination
// label says it: a few values, so that the series stay few.
const (
	endDecided     = "decided"     // won or lost, by the rules, a resignation or the clock
	endDrawn       = "drawn"       // drawn
	endAborted     = "aborted"     // ended before each side had made two moves (abort.go)
	endInterrupted = "interrupted" // cut short unfinished: a shutdown, a closed room, a session gone
	endQuit        = "quit"        // a game against the computer left unfinished by its player
)

// endOf is the termination label of a game that ended with res (Ongoing:
// it did not end by itself).
func endOf(res game.Result) string {
	switch res {
	case game.Ongoing:
		return endInterrupted
	case game.Draw:
		return endDrawn
	}
	return endDecided
}

// gameCount counts one game at a time of a room or a session in the games
// metrics: started once, then finished exactly once, however it ends, so
// that started minus finished is the games in progress. Its methods are
// safe from any goroutine.
type gameCount struct {
	mu    sync.Mutex
	on    bool // started and not finished yet
	kind  string
	rated bool // as counted at the start
}

// start counts a game of kind starting; one still counted is first
// finished as interrupted.
func (c *gameCount) start(m roomMetrics, kind string, rated bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.on {
		m.gameFinished(c.kind, c.rated, endInterrupted)
	}
	c.on, c.kind, c.rated = true, kind, rated
	m.gameStarted(kind, rated)
}

// finish counts the game started as finished, with how it ended; nothing
// when none is counted (it was finished already).
func (c *gameCount) finish(m roomMetrics, termination string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.on {
		c.on = false
		m.gameFinished(c.kind, c.rated, termination)
	}
}
