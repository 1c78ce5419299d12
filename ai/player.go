package ai

import (
	"context"
	"fmt"

	"github.com/fetaix/fetaix/game"
)

// Player is one side of an engine game: an engine playing either at a
// level (Level 1-6) or with plain search limits (Level 0).
type Player struct {
	Engine *Engine
	Level  int
	Limits Limits
}

// Choose returns the player's move in g's current position.
func (p *Player) Choose(ctx context.Context, g *game.Game) Result {
	if p.Level > 0 {
		return p.Engine.Play(ctx, g, p.Level, nil)
	}
	return p.Engine.Search(ctx, g, p.Limits, nil)
}

// PlayOut plays g to its end with white and black choosing the moves, or
// until maxPlies moves have been played in all (0 = no cap), and returns
// the result (Ongoing when the cap or ctx stopped it). It stops early when
// ctx is done. An error means an engine chose a move the game refused
// (a bug).
func PlayOut(ctx context.Context, g *game.Game, white, black *Player, maxPlies int) (game.Result, game.Reason, error) {
	for {
		res, reason := g.Result()
		if res != game.Ongoing {
			return res, reason, nil
		}
		if (maxPlies > 0 && g.Ply() >= maxPlies) || ctx.Err() != nil {
			return game.Ongoing, game.NotOver, nil
		}
		p := white
		if g.Position().SideToMove() == game.Black {
			p = black
		}
		r := p.Choose(ctx, g)
		if !r.Ok {
			return game.Ongoing, game.NotOver, fmt.Errorf("ai: no move found in an ongoing game at %s", g.Position())
		}
		if err := g.Play(r.Move); err != nil {
			return game.Ongoing, game.NotOver, fmt.Errorf("ai: engine move refused: %w", err)
		}
	}
}
