package explore

import (
	"context"
	"fmt"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/solve"
)

// ProveMiB is the transposition table of each proof search Prove runs.
const ProveMiB = 64

// ProvedBy is the By of a value Prove proved.
const ProvedBy = "proof search (checked)"

// Prove runs the proof search (package solve, with the tables as leaves)
// on every move of moves (Moves of p under r) whose value is not exact,
// for at most each per move, checks every proof it finds with
// solve.Verify, and records the proven value in the move (Source proof,
// By ProvedBy, the estimate cleared). It returns how many it proved and
// sorts moves again. A proof search that runs out of time proves
// nothing; ctx stops them all.
func (x *Explorer) Prove(ctx context.Context, p game.Position, r game.Rules, moves []Move, each time.Duration) (int, error) {
	x.prepare(r)
	proved := 0
	for i := range moves {
		m := &moves[i]
		if m.Value != Unknown || ctx.Err() != nil {
			continue
		}
		v, err := x.proveOne(ctx, p.Apply(m.Move), r, each)
		if err != nil {
			return proved, fmt.Errorf("%s: %w", m.Text, err)
		}
		if v == Unknown {
			continue
		}
		b := exactly(v).Negate()
		m.Verdict = Verdict{Value: b.Value(), Bounds: b, Source: FromProof, By: ProvedBy, Plies: -1, Line: m.Line}
		proved++
	}
	sortMoves(moves)
	return proved, nil
}

// proveOne proves q's value for its side to move within d, and checks
// the certificate; Unknown when not proven in time.
func (x *Explorer) proveOne(ctx context.Context, q game.Position, r game.Rules, d time.Duration) (Value, error) {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	res, err := solve.Solve(ctx, q, solve.Options{Rules: r, Tables: x.tables, MemoryMiB: ProveMiB, Threads: 1, Evaluate: ai.Evaluate})
	if err != nil || res.Certificate == nil || res.Value == solve.Unknown {
		return Unknown, err
	}
	rep, err := solve.Verify(res.Certificate, x.tables)
	if err != nil {
		return Unknown, fmt.Errorf("the proof search's certificate does not check: %w", err)
	}
	if rep.Value != string(res.Value) {
		return Unknown, fmt.Errorf("the proof search found %s, its certificate proves %s", res.Value, rep.Value)
	}
	return Value(res.Value), nil
}
