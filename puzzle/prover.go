package puzzle

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/solve"
	"github.com/fetaix/fetaix/tables"
)

// ProveMiB is the transposition table of each proof search a Prover runs:
// part of what makes a search repeatable (a checker uses the same).
const ProveMiB = 16

// Prover proves the values of positions for a mined puzzle: the rules
// where a side has no move, the tables where they cover the position,
// else a proof search (package solve: one thread, ProveMiB, the tables as
// its leaves) of at most Limit nodes, whose certificate solve.Verify
// checks before it is believed. With one thread the same position and
// limit give the same result, so a checker repeats every proof. Not safe
// for concurrent use.
type Prover struct {
	Rules game.Rules
	Set   *tables.Set
	Limit uint64 // nodes of each search (0: no search)
	// Screen, if set, is the nodes of a first search of a candidate
	// position itself (Only): one not proven a win or a draw within it is
	// given up before its moves are searched. It saves the searches of
	// positions too hard or lost; a checker does not need it.
	Screen uint64

	nodes     uint64 // spent by the searches that proved a value
	searched  bool
	screening bool // the search under way is a screen
	cache     map[string]value
}

// maxProverCache bounds the values a Prover keeps (about 100 bytes
// each): a long mining run starts it afresh when full.
const maxProverCache = 1 << 18

// value is a proven value of a position for its side to move.
type value struct {
	v     solve.Value // solve.Unknown when not proven
	plies int         // the tables' distance to the end, for a win or a loss
	nodes uint64      // the search's nodes (0: no search)
	by    string      // "rules", ProvenByTables or ProvenBySearch
}

// NewProver returns a prover of r with set (nil: none) and limit.
func NewProver(r game.Rules, set *tables.Set, limit uint64) *Prover {
	return &Prover{Rules: r, Set: set, Limit: limit, cache: map[string]value{}}
}

// reset forgets the figures (not the values) before a new candidate.
func (pv *Prover) reset() { pv.nodes, pv.searched = 0, false }

// covered reports whether the tables give q's value.
func (pv *Prover) covered(q game.Position) bool {
	return pv.Set != nil && q.Count(game.White)+q.Count(game.Black) <= pv.Set.Pieces()
}

// value proves q's value for its side to move (solve.Unknown: not within
// the limit).
func (pv *Prover) value(ctx context.Context, q game.Position) (value, error) {
	if len(q.LegalMoves(pv.Rules, nil)) == 0 {
		return value{v: solve.Loss, by: "rules"}, nil
	}
	if pv.covered(q) {
		vd, err := pv.Set.Probe(q)
		if err != nil {
			return value{}, err
		}
		out := value{plies: vd.Plies, by: ProvenByTables}
		switch vd.Outcome {
		case tables.Win:
			out.v = solve.Win
		case tables.Loss:
			out.v = solve.Loss
		default:
			out.v = solve.Draw
		}
		return out, nil
	}
	key := q.String()
	if v, ok := pv.cache[key]; ok {
		if v.v != solve.Unknown {
			pv.nodes += v.nodes
			pv.searched = true
		}
		return v, nil
	}
	if pv.Limit == 0 {
		return value{v: solve.Unknown}, nil
	}
	res, err := solve.Solve(ctx, q, solve.Options{Rules: pv.Rules, Tables: pv.Set, MemoryMiB: ProveMiB,
		Threads: 1, Evaluate: ai.Evaluate, NodeLimit: pv.Limit})
	if err != nil {
		return value{}, err
	}
	if ctx.Err() != nil {
		return value{v: solve.Unknown}, ctx.Err()
	}
	out := value{v: res.Value, nodes: res.Nodes, by: ProvenBySearch}
	if res.Value != solve.Unknown {
		if res.Certificate == nil {
			return value{}, fmt.Errorf("puzzle: the proof search of %s gave %s without a certificate", key, res.Value)
		}
		rep, err := solve.Verify(res.Certificate, pv.Set)
		if err != nil {
			return value{}, fmt.Errorf("puzzle: the proof search's certificate for %s does not check: %w", key, err)
		}
		if rep.Value != string(res.Value) {
			return value{}, fmt.Errorf("puzzle: the proof search found %s for %s, its certificate proves %s", res.Value, key, rep.Value)
		}
		pv.nodes += res.Nodes
		pv.searched = true
	}
	if out.v != solve.Unknown || !pv.screening { // a screen's unknown may be proven with the full limit
		if len(pv.cache) >= maxProverCache {
			clear(pv.cache)
		}
		pv.cache[key] = out
	}
	return out, nil
}

// keeps reports whether the defender's value d, after a solver's move,
// keeps the solver's goal: a win when the defender loses, a draw when it
// does not win.
func keeps(goal string, d solve.Value) bool {
	if goal == GoalWin {
		return d == solve.Loss
	}
	return d == solve.Loss || d == solve.Draw
}

// Only proves that exactly one of p's legal moves (at least two) keeps
// p's value for its side to move, and that every other move does not:
// the move and the goal it keeps (p's value is its best move's); ok
// false when p is no puzzle or any value is not proven (a candidate is
// never guessed). The cheap proofs (the rules, the tables) of every move
// come before any search, fewest pieces first, and it stops at the first
// value not proven or the second winning move.
func (pv *Prover) Only(ctx context.Context, p game.Position) (game.Move, string, bool, error) {
	moves := p.LegalMoves(pv.Rules, nil)
	if len(moves) < 2 {
		return game.Move{}, "", false, nil
	}
	if pv.Screen > 0 && !pv.covered(p) {
		limit, nodes, searched := pv.Limit, pv.nodes, pv.searched
		pv.Limit, pv.screening = min(pv.Screen, limit), true
		own, err := pv.value(ctx, p)
		pv.Limit, pv.screening = limit, false
		pv.nodes, pv.searched = nodes, searched // the record counts what a checker repeats
		if err != nil || (own.v != solve.Win && own.v != solve.Draw) {
			return game.Move{}, "", false, err
		}
	}
	order := slices.Clone(moves)
	pieces := func(m game.Move) int { q := p.Apply(m); return q.Count(game.White) + q.Count(game.Black) }
	slices.SortStableFunc(order, func(a, b game.Move) int { return cmp.Compare(pieces(a), pieces(b)) })
	var wins, draws []game.Move
	for _, m := range order {
		d, err := pv.value(ctx, p.Apply(m))
		if err != nil || d.v == solve.Unknown {
			return game.Move{}, "", false, err
		}
		switch d.v {
		case solve.Loss:
			if wins = append(wins, m); len(wins) > 1 {
				return game.Move{}, "", false, nil
			}
		case solve.Draw:
			draws = append(draws, m)
		}
	}
	switch {
	case len(wins) == 1:
		return wins[0], GoalWin, true, nil
	case len(draws) == 1:
		return draws[0], GoalDraw, true, nil
	}
	return game.Move{}, "", false, nil
}
