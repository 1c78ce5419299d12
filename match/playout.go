package match

import (
	"context"
	"errors"
	"fmt"

	"github.com/fetaix/fetaix/game"
)

// Close ends the player's external engine, if it has one.
func (p *Player) Close() {
	if p != nil && p.External != nil {
		p.External.Close()
	}
}

// newGame readies the player for a game, its engine's randomness drawn
// from seed. An external engine's failure is a Fault.
func (p *Player) newGame(seed uint64) *Fault {
	if p.External != nil {
		return p.External.NewGame()
	}
	p.Engine.Clear()
	p.Engine.Seed(seed)
	return nil
}

// move returns the player's move in g's current position: a Fault loses
// the game; any other error (ctx's end, an engine's bug) ends the match.
func (p *Player) move(ctx context.Context, g *game.Game) (game.Move, error) {
	if p.External != nil {
		return p.External.Move(ctx, g)
	}
	r := p.Choose(ctx, g)
	if !r.Ok {
		if ctx.Err() != nil {
			return game.Move{}, ctx.Err()
		}
		return game.Move{}, fmt.Errorf("no move found in an ongoing game at %s", g.Position())
	}
	return r.Move, nil
}

// playOut plays g to its end, or until maxPlies plies have been played
// (then the result is Ongoing), white and black choosing the moves. A
// player's Fault loses the game: the result is the other side's win, and
// why says who lost and what went wrong.
func playOut(ctx context.Context, g *game.Game, white, black *Player, maxPlies int) (res game.Result, why string, err error) {
	players := [2]*Player{white, black}
	for {
		if res, reason := g.Result(); res != game.Ongoing {
			return res, reason.String(), nil
		}
		if maxPlies > 0 && g.Ply() >= maxPlies {
			return game.Ongoing, "", nil
		}
		side := g.Position().SideToMove()
		p := players[side]
		m, err := p.move(ctx, g)
		var fault *Fault
		switch {
		case errors.As(err, &fault):
			return forfeit(side, p, fault)
		case err != nil:
			return game.Ongoing, "", err
		}
		if err := g.Play(m); err != nil {
			return game.Ongoing, "", fmt.Errorf("engine move refused: %w", err)
		}
	}
}

// forfeit is the result of a game that side's player p lost by fault f.
func forfeit(side game.Color, p *Player, f *Fault) (game.Result, string, error) {
	return game.WinFor(side.Other()), fmt.Sprintf("%s (%s) forfeits: %s", side, p.Name, f.What), nil
}
