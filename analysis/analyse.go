package analysis

import (
	"context"
	"errors"
	"fmt"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
)

// Explorer tells what is known of every legal move of position p under
// rules r: what the proofs and the endgame tables prove of each, and the
// engine's estimate of the others (explore.Explorer, whose search depth
// the analysis reports as Options.Depth).
type Explorer interface {
	Moves(ctx context.Context, p game.Position, r game.Rules) []explore.Move
}

// Hinter is an Explorer that also gives the move the game's hint gives
// in a position (explore.Explorer.Hint: the same search on the same
// machine) and the depth that search reached; ok false when it gives
// none. The analysis checks each engine's mistake against it.
type Hinter interface {
	Hint(ctx context.Context, p game.Position, r game.Rules) (m game.Move, depth int, ok bool)
}

// Options says how a game is analysed.
type Options struct {
	// Depth is the explorer's search depth for the moves not proven, as
	// the analysis reports it.
	Depth int
	// Margins are the engine's margins (the zero value: DefaultMargins).
	Margins Margins
	// Progress, when set, is told each ply analysed (from 1) and the
	// game's number of plies.
	Progress func(ply, plies int)
}

// MoveMark is the analysis of one move of the game.
type MoveMark struct {
	Ply    int        // the move's ply, from 1
	Number int        // its move number, as the record writes it
	Side   game.Color // who played it
	Move   game.Move
	Mark   Mark
	// Before is what is proven of the position before the move, for
	// Side.
	Before explore.Bounds
	// Played is what is known of the move played.
	Played explore.Move
	// Better is the better move (HasBetter): for a proven mark, a move
	// that keeps the value; for an engine's mistake, the engine's best. Its
	// Line is the line it starts.
	Better    explore.Move
	HasBetter bool
	// Drop is the fall of the engine's score, in centi-men, for an
	// engine's mark between two scores (Scored); 0 otherwise.
	Drop int
	// Scored is set when the engine judged the move by the fall of its
	// score: neither the move played nor its best is a forced result (a
	// fall from a forced win is no number of centi-men).
	Scored bool
	// Hint is the hint's move in the position, with the depth its search
	// reached (HintDepth; 0: not asked), for a move the engine found a
	// mistake when the explorer is a Hinter. The hint's own move is then
	// fine (the mark withdrawn); a mark that stands from a shallower
	// search than the hint's says so.
	Hint      game.Move
	HintDepth int
}

// Summary counts one player's marks.
type Summary struct {
	// Proven mistakes: wins thrown, draws thrown.
	ThrowsWin, ThrowsDraw int
	// WinsUnproven counts the proven wins left for a move not proven to
	// win (nor to fail to): no proven mistake.
	WinsUnproven int
	// The engine's mistakes, where nothing is proven.
	Inaccuracies, Mistakes, Blunders int
}

// Proven returns the number of proven mistakes: wins and draws thrown.
func (s Summary) Proven() int { return s.ThrowsWin + s.ThrowsDraw }

// Engine returns the number of the engine's inaccuracies, mistakes and
// blunders.
func (s Summary) Engine() int { return s.Inaccuracies + s.Mistakes + s.Blunders }

// Decision is where the game was decided: the first move after which its
// value was proven and stayed so to the end, the last move that changed
// the value when that change is proven.
type Decision struct {
	// Ply is the move's ply (0: the start was already proven); -1 when
	// the game's value is never proven for good.
	Ply int
	// Result is the value then, as a result (White wins, Black wins,
	// draw).
	Result game.Result
	// Fell says the value fell at that move (a win or a draw thrown),
	// rather than being proven there first.
	Fell bool
}

// Analysis is a game's analysis.
type Analysis struct {
	Game  *game.Game // the game analysed
	Depth int        // the engine's search depth
	// Start is what is proven of the start position for its side to
	// move.
	Start   explore.Bounds
	Moves   []MoveMark // one per move played, Moves[i] is ply i+1
	Summary [2]Summary // by game.Color
	Decided Decision
}

// ErrNoMoves is returned for a game without a move.
var ErrNoMoves = errors.New("the game has no move to analyse")

// Analyse analyses every move of g with ex.
func Analyse(ctx context.Context, g *game.Game, ex Explorer, opts Options) (*Analysis, error) {
	moves := g.Moves()
	if len(moves) == 0 {
		return nil, ErrNoMoves
	}
	mg := opts.Margins
	if mg == (Margins{}) {
		mg = DefaultMargins
	}
	a := &Analysis{Game: g.Clone(), Depth: opts.Depth, Decided: Decision{Ply: -1}}
	cur := game.NewGame(g.Rules(), g.Start())
	var known explore.Bounds
	for i, m := range moves {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p := cur.Position()
		mvs := ex.Moves(ctx, p, g.Rules())
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		j, err := judge(mvs, m, known, mg)
		if err != nil {
			return nil, err
		}
		var hint game.Move
		var hintDepth int
		if h, ok := ex.(Hinter); ok && j.mark >= MarkInaccuracy {
			var found bool
			if hint, hintDepth, found = h.Hint(ctx, p, g.Rules()); !found {
				hintDepth = 0
			} else if hint.Same(m) {
				j.mark, j.has = MarkFine, false // the hint's own move: no mistake
			}
		}
		if i == 0 {
			a.Start = j.before
		}
		a.Moves = append(a.Moves, MoveMark{Ply: i + 1, Number: p.MoveNumber(), Side: p.SideToMove(), Move: m,
			Mark: j.mark, Before: j.before, Played: j.played, Better: j.better, HasBetter: j.has, Drop: j.drop, Scored: j.scored,
			Hint: hint, HintDepth: hintDepth})
		a.Summary[p.SideToMove()].count(j.mark)
		known = bounds(j.played.Bounds).Negate()
		if err := cur.Play(m); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, m, err)
		}
		if opts.Progress != nil {
			opts.Progress(i+1, len(moves))
		}
	}
	a.Decided = a.decision()
	return a, nil
}

// count adds mark k to s.
func (s *Summary) count(k Mark) {
	switch k {
	case MarkThrowsWin:
		s.ThrowsWin++
	case MarkThrowsDraw:
		s.ThrowsDraw++
	case MarkWinUnproven:
		s.WinsUnproven++
	case MarkInaccuracy:
		s.Inaccuracies++
	case MarkMistake:
		s.Mistakes++
	case MarkBlunder:
		s.Blunders++
	}
}

// valueAfter returns the proven value of the position after ply i (0:
// the start) as a result, Ongoing when not proven.
func (a *Analysis) valueAfter(i int) game.Result {
	if i == 0 {
		return asResult(a.Start.Value(), a.Game.Start().SideToMove())
	}
	mm := a.Moves[i-1]
	return asResult(bounds(mm.Played.Bounds).Value(), mm.Side)
}

// asResult returns value v for side c as a result, Ongoing for Unknown.
func asResult(v explore.Value, c game.Color) game.Result {
	switch v {
	case explore.Win:
		return game.WinFor(c)
	case explore.Loss:
		return game.WinFor(c.Other())
	case explore.Draw:
		return game.Draw
	}
	return game.Ongoing
}

// decision finds where the game was decided: the first ply from which
// every proven value is the game's final one (the game's result when it
// is over, else the last proven value), with a proven value there.
func (a *Analysis) decision() Decision {
	final, _ := a.Game.Result()
	n := len(a.Moves)
	if final == game.Ongoing {
		for i := n; i >= 0 && final == game.Ongoing; i-- {
			final = a.valueAfter(i)
		}
		if final == game.Ongoing {
			return Decision{Ply: -1}
		}
	}
	d := Decision{Ply: -1}
	for i := n; i >= 0; i-- {
		v := a.valueAfter(i)
		if v == game.Ongoing {
			continue
		}
		if v != final {
			break
		}
		d = Decision{Ply: i, Result: final}
	}
	if d.Ply > 0 {
		k := a.Moves[d.Ply-1].Mark
		d.Fell = k == MarkThrowsWin || k == MarkThrowsDraw
	}
	return d
}
