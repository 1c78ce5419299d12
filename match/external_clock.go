package match

import (
	"context"
	"fmt"
	"time"

	"github.com/fetaix/fetaix/game"
)

// Clock is the state of a game's clock as the engine protocol's go
// command gives it: each side's time left and increment.
type Clock struct {
	White, Black       time.Duration // time left
	WhiteInc, BlackInc time.Duration // added after each move
}

// MoveOnClock asks the engine for its move in g's current position,
// playing on clock (go wtime btime winc binc): the engine shares out its
// own time, and its bestmove must come before the time of the side to
// move has run out, with the margin. A fault of the engine is a *Fault;
// ctx ending is ctx's error.
func (x *External) MoveOnClock(ctx context.Context, g *game.Game, c Clock) (game.Move, error) {
	left := c.White
	if g.Position().SideToMove() == game.Black {
		left = c.Black
	}
	line := fmt.Sprintf("go wtime %d btime %d winc %d binc %d",
		max(0, c.White.Milliseconds()), max(0, c.Black.Milliseconds()),
		max(0, c.WhiteInc.Milliseconds()), max(0, c.BlackInc.Milliseconds()))
	return x.ask(ctx, g, line, max(left, time.Millisecond))
}
