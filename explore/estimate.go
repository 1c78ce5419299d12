package explore

import (
	"context"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// estimate searches q with the engine and records its figures in v, from
// the view of the side that played m into q (played set), or else of q's
// side to move (q is the position itself). No engine, or a cancelled ctx:
// v is left as it is.
func (x *Explorer) estimate(ctx context.Context, q game.Position, r game.Rules, v *Verdict, m game.Move, played bool) {
	if x.o.Engine == nil || ctx.Err() != nil {
		return
	}
	res := x.o.Engine.Search(ctx, game.NewGame(r, q), x.o.Search, nil)
	if res.Depth == 0 {
		return
	}
	v.Score, v.Mate, v.Depth = res.Score, res.Mate, res.Depth
	v.Line = append([]game.Move(nil), res.PV...)
	if played {
		v.Score, v.Mate = -v.Score, -v.Mate
		v.Line = append([]game.Move{m}, v.Line...)
	}
	v.Source = FromSearch
}

// tableValue is a table outcome as a Value.
func tableValue(o tables.Outcome) Value {
	switch o {
	case tables.Win:
		return Win
	case tables.Loss:
		return Loss
	}
	return Draw
}
