package ai

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/game"
)

// The swindle: a top level whose search finds its side lost by force (a
// forced loss, usually seen through the endgame tables) still has to
// choose among lost moves, and the longest loss is not always the one an
// opponent is likeliest to get wrong. With SetSwindle on, the top level
// then tries each of its moves against a model of an opponent without
// endgame tables (a short search of its own evaluation, no tables) and
// plays a move after which the model's reply lets the win go, as a search
// with the tables judges it; failing that, the longest loss.

// swindleShare is the share of the move time after which a search that
// has found a forced loss stops and tries the swindle with the rest.
const swindleShare = 0.4

// SetSwindle turns the swindle of a lost position on or off for the top
// level (off by default).
func (e *Engine) SetSwindle(on bool) { e.swindle = on }

// searchOrSwindle is the top level's search of g within lim: a search
// that stops, once it has found a forced loss and used swindleShare of
// the time, to try the swindle in the rest.
func (e *Engine) searchOrSwindle(ctx context.Context, g *game.Game, lim Limits, onInfo func(Info)) Result {
	if !e.swindle || lim.MoveTime <= 0 {
		return e.s.run(ctx, g, lim, onInfo)
	}
	start := time.Now()
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	lost := false
	res := e.s.run(sctx, g, lim, func(in Info) {
		if onInfo != nil {
			onInfo(in)
		}
		if in.Mate < 0 && time.Since(start) >= time.Duration(float64(lim.MoveTime)*swindleShare) {
			lost = true
			cancel()
		}
	})
	if !lost && res.Mate < 0 {
		lost = true
	}
	rest := lim.MoveTime - time.Since(start)
	if !lost || !res.Ok || ctx.Err() != nil || rest <= 0 {
		return res
	}
	if m, ok := e.trySwindle(ctx, g, rest); ok {
		res.Move, res.PV = m, []game.Move{m}
	}
	return res
}

// trySwindle tries each legal move of g, lost by force, against the model
// opponent within budget, and returns the move whose model reply leaves
// the best score by a search with the tables, when that score is not a
// forced loss.
func (e *Engine) trySwindle(ctx context.Context, g *game.Game, budget time.Duration) (game.Move, bool) {
	moves := g.LegalMoves()
	if len(moves) < 2 {
		return game.Move{}, false
	}
	if e.model == nil {
		e.model = newSearcher(1)
	}
	each := budget * 9 / 10 / time.Duration(len(moves))
	modelTime, checkTime := each*6/10, each*4/10
	var best game.Move
	bestScore, found := -scoreInf, false
	for _, m := range moves {
		if ctx.Err() != nil {
			break
		}
		h := g.Clone()
		if h.Play(m) != nil {
			continue
		}
		if res, _ := h.Result(); res != game.Ongoing {
			continue // a won end the search would have played; a lost one is no swindle
		}
		reply := e.model.run(ctx, h, Limits{MoveTime: modelTime}, nil)
		if !reply.Ok || h.Play(reply.Move) != nil {
			continue
		}
		score := 0 // the game drawn by the reply
		if res, _ := h.Result(); res == game.Ongoing {
			check := e.s.run(ctx, h, Limits{MoveTime: checkTime}, nil)
			if !check.Ok || check.Mate < 0 {
				continue
			}
			score = check.Score
		} else if res != game.Draw {
			continue
		}
		if score > bestScore {
			best, bestScore, found = m, score, true
		}
	}
	return best, found
}
