package explore

import (
	"context"

	"github.com/fetaix/fetaix/game"
)

// line returns a line of play from p, at most LinePlies moves: the tables'
// best move where they cover the position, else the proof's move, else the
// engine's (a short search), until the game ends or none of them has a
// move.
func (x *Explorer) line(ctx context.Context, p game.Position, r game.Rules) []game.Move {
	var out []game.Move
	for len(out) < x.o.LinePlies-1 && ctx.Err() == nil {
		if p.CountMoves(r, x.buf[:0]) == 0 || r.NoProgress > 0 && p.NoProgress() >= r.NoProgress {
			break
		}
		m, ok := x.tableBest(p)
		if !ok {
			if be, found := x.book.Find(p, r); found {
				m, ok = be.Move, true
			} else if x.o.Engine != nil {
				res := x.o.Engine.Search(ctx, game.NewGame(r, p), lineSearch, nil)
				m, ok = res.Move, res.Ok
			}
		}
		if !ok {
			break
		}
		out = append(out, m)
		p = p.Apply(m)
	}
	return out
}

// tableBest returns the tables' move in p, when they cover it.
func (x *Explorer) tableBest(p game.Position) (game.Move, bool) {
	if x.tables == nil {
		return game.Move{}, false
	}
	m, _, ok, err := x.tables.BestMove(p)
	return m, ok && err == nil
}
