package botclient

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/match"
)

// Engine plays one game's moves. The bridge starts one for each game it
// plays and gives it to one goroutine at a time.
type Engine interface {
	// NewGame readies the engine for a game (ucinewgame, isready).
	NewGame() error
	// Move returns the engine's move in g's current position: on the
	// clock when moveTime is 0, else in moveTime.
	Move(ctx context.Context, g *game.Game, clock match.Clock, moveTime time.Duration) (game.Move, error)
	// Close ends the engine; it is safe to call more than once.
	Close()
}

// EngineFactory starts an engine.
type EngineFactory func() (Engine, error)

// engineTimeout bounds the wait for an engine's uciok and readyok.
const engineTimeout = match.DefaultTimeout

// engineMargin is how far past its time an engine's bestmove may come
// before the bridge stops it and takes the game as lost to the engine.
const engineMargin = 200 * time.Millisecond

// ExternalEngine is the factory of an engine program run as a child
// process with args, e.g. "/usr/local/bin/sparring", or fetaix with
// "engine".
func ExternalEngine(path string, args ...string) EngineFactory {
	return func() (Engine, error) {
		x := &match.External{Path: path, Args: args, Timeout: engineTimeout, Margin: engineMargin}
		if err := x.Start(); err != nil {
			return nil, fmt.Errorf(errEngineStart, strings.Join(append([]string{path}, args...), " "), err)
		}
		return external{x}, nil
	}
}

// external is an engine program, driven by match.External.
type external struct{ x *match.External }

func (e external) NewGame() error {
	if f := e.x.NewGame(); f != nil {
		return f
	}
	return nil
}

func (e external) Move(ctx context.Context, g *game.Game, clock match.Clock, moveTime time.Duration) (game.Move, error) {
	if moveTime > 0 {
		e.x.MoveTime = moveTime
		return e.x.Move(ctx, g)
	}
	return e.x.MoveOnClock(ctx, g, clock)
}

func (e external) Close() { e.x.Close() }
