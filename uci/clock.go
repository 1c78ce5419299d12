package uci

import (
	"time"

	"github.com/fetaix/fetaix/game"
)

// Time management for the engine protocol's game clock: `go wtime W btime
// B [winc I] [binc I] [movestogo N]`, in milliseconds as UCI sends them.
// The engine turns the side to move's clock into a move time.

// goClock is the game clock of a go command.
type goClock struct {
	set       bool
	hasTime   [2]bool          // per colour: its remaining time was given
	left, inc [2]time.Duration // per colour: remaining time and increment
	movesToGo int              // moves to the next time control; 0 = none
}

const (
	// clockHorizon is how many more moves a clock without movestogo is
	// spread over.
	clockHorizon = 30
	// clockOverhead is kept back on every move for the protocol's and the
	// scheduler's delays.
	clockOverhead = 30 * time.Millisecond
)

// budget returns how long side may think on this move: an even share of
// its time over the moves to come plus most of its increment, never more
// than half of what is left (all but a tenth before a time control), and
// always keeping clockOverhead back; at least a millisecond.
func (c *goClock) budget(side game.Color) time.Duration {
	left, inc := max(c.left[side], 0), c.inc[side]
	horizon := clockHorizon
	if c.movesToGo > 0 {
		horizon = min(c.movesToGo, clockHorizon)
	}
	b := left/time.Duration(horizon) + inc*3/4
	limit := left - max(left/10, clockOverhead)
	if c.movesToGo != 1 {
		limit = min(limit, left/2)
	}
	return max(min(b, limit), time.Millisecond)
}
