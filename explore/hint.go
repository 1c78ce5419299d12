package explore

import (
	"context"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// Hint returns the move the game's hint gives in p under r and the depth
// its search reached: ai.Engine.Hint (half the play time, on this
// machine) with the explorer's tables, or a search within
// Options.HintSearch when set. It runs on an engine of its own, so that
// it changes nothing of the explorer's other searches. ok is false
// without an engine (Options.Engine nil), without a legal move, or when
// ctx ends first.
func (x *Explorer) Hint(ctx context.Context, p game.Position, r game.Rules) (m game.Move, depth int, ok bool) {
	if x.o.Engine == nil || ctx.Err() != nil {
		return game.Move{}, 0, false
	}
	x.prepare(r)
	if x.hinter == nil {
		x.hinter = ai.New(0)
	}
	x.hinter.SetTables(x.tables)
	g := game.NewGame(r, p)
	var res ai.Result
	if x.o.HintSearch == (ai.Limits{}) {
		res = x.hinter.Hint(ctx, g)
	} else {
		res = x.hinter.Search(ctx, g, x.o.HintSearch, nil)
	}
	if !res.Ok || ctx.Err() != nil {
		return game.Move{}, 0, false
	}
	return res.Move, res.Depth, true
}
