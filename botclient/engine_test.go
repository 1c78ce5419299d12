package botclient

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/match"
)

// firstMover is an in-process engine that plays the first legal move,
// and keeps the clocks it was given.
type firstMover struct {
	mu     sync.Mutex
	clocks []match.Clock
	closed bool
}

func (e *firstMover) NewGame() error { return nil }

func (e *firstMover) Move(ctx context.Context, g *game.Game, c match.Clock, _ time.Duration) (game.Move, error) {
	e.mu.Lock()
	e.clocks = append(e.clocks, c)
	e.mu.Unlock()
	moves := g.LegalMoves()
	if len(moves) == 0 {
		return game.Move{}, fmt.Errorf("no legal move")
	}
	return moves[0], ctx.Err()
}

func (e *firstMover) Close() {
	e.mu.Lock()
	e.closed = true
	e.mu.Unlock()
}

// lastClock is the clock of the last search.
func (e *firstMover) lastClock() match.Clock {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.clocks[len(e.clocks)-1]
}

// failing is an engine whose every search fails, and that counts its
// searches and closes.
type failing struct {
	mu              sync.Mutex
	searches, ended int
}

func (e *failing) NewGame() error { return nil }

func (e *failing) Move(context.Context, *game.Game, match.Clock, time.Duration) (game.Move, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.searches++
	return game.Move{}, fmt.Errorf("crashed: exit status 2")
}

func (e *failing) Close() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.ended++
}

func (e *failing) counts() (int, int) {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.searches, e.ended
}
