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
// process: command is its command line, split at white space (no
// quoting), e.g. "/usr/local/bin/sparring" or "fetaix engine --hash 16".
func ExternalEngine(command string) (EngineFactory, error) {
	f := strings.Fields(command)
	if len(f) == 0 {
		return nil, fmt.Errorf(errNoEngine)
	}
	return func() (Engine, error) {
		x := &match.External{Path: f[0], Args: f[1:], Timeout: engineTimeout, Margin: engineMargin}
		if err := x.Start(); err != nil {
			return nil, fmt.Errorf(errEngineStart, command, err)
		}
		return external{x}, nil
	}, nil
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
