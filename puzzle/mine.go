package puzzle

import (
	"context"
	"fmt"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/solve"
)

// Mining bounds: a mined puzzle has MinedMinPieces to MinedMaxPieces
// pieces.
const (
	MinedMinPieces = 5
	MinedMaxPieces = 12
)

// DefaultMineLimit is the nodes of each proof search of a mined puzzle
// beyond the tables: a candidate whose values are not proven within it
// is dropped.
const DefaultMineLimit = 200_000

// Miner makes puzzles from the positions of real play: each position of
// MinPieces to MaxPieces pieces not seen before (up to the symmetries) is
// proven a puzzle or not by its Prover (ProvenLine: the only move that
// keeps the value, every other shown not to, by the tables or proof
// searches), rated, its themes found, and how it was proven recorded.
type Miner struct {
	Prover               *Prover
	MinPieces, MaxPieces int
	MaxSolverMoves       int
	// Seen holds the keys (Canonical) of the positions tried; Positions
	// adds those it tries.
	Seen map[string]bool
	// Tried counts the positions tried (proven a puzzle or not).
	Tried int
	rater *Rater
}

// NewMiner returns a miner proving with pv, for puzzles of MinedMinPieces
// to MinedMaxPieces pieces of at most DefaultMaxSolverMoves moves.
func NewMiner(pv *Prover) *Miner {
	return &Miner{Prover: pv, MinPieces: MinedMinPieces, MaxPieces: MinedMaxPieces,
		MaxSolverMoves: DefaultMaxSolverMoves, Seen: map[string]bool{}, rater: NewRater()}
}

// Candidate reports whether p is worth proving: its pieces in range, at
// least two legal moves, not seen before.
func (mn *Miner) Candidate(p game.Position) bool {
	n := p.Count(game.White) + p.Count(game.Black)
	if n < mn.MinPieces || n > mn.MaxPieces || len(p.LegalMoves(mn.Prover.Rules, nil)) < 2 {
		return false
	}
	return !mn.Seen[Canonical(p)]
}

// Position proves p a puzzle: ok false when it is not one or a value is
// not proven. origin is the Puzzle's Origin. The position is marked seen.
func (mn *Miner) Position(ctx context.Context, p game.Position, origin string) (Puzzle, bool, error) {
	if !mn.Candidate(p) {
		return Puzzle{}, false, nil
	}
	mn.Seen[Canonical(p)] = true
	mn.Tried++
	pv := mn.Prover
	pv.reset()
	line, goal, ok, err := pv.ProvenLine(ctx, p, mn.MaxSolverMoves)
	if err != nil || !ok {
		return Puzzle{}, false, err
	}
	pz := Puzzle{Position: p.String(), Goal: goal, Source: SourceTable, Origin: origin,
		Rating: mn.rater.Rate(context.WithoutCancel(ctx), pv.Rules, p, line, goal)}
	for _, m := range line {
		pz.Solution = append(pz.Solution, m.String())
	}
	pz.Proof = &Proven{By: ProvenByTables}
	if pv.Set != nil {
		pz.Proof.Tables = pv.Set.Pieces()
	}
	if pv.searched {
		pz.Proof.By, pz.Proof.Nodes, pz.Proof.Limit = ProvenBySearch, pv.nodes, pv.Limit
	}
	pz.Themes = Themes(pv.Rules, p, line, goal)
	return pz, true, nil
}

// Game tries every position of g, from its start, with Position, and
// gives each puzzle to emit; it stops when ctx ends or emit fails.
func (mn *Miner) Game(ctx context.Context, g *game.Game, origin string, emit func(Puzzle) error) error {
	p := g.Start()
	positions := []game.Position{p}
	for _, m := range g.Moves() {
		p = p.Apply(m)
		positions = append(positions, p)
	}
	for _, q := range positions {
		if err := ctx.Err(); err != nil {
			return err
		}
		pz, ok, err := mn.Position(ctx, q, origin)
		if err != nil {
			return fmt.Errorf("puzzle: mining %s: %w", q, err)
		}
		if ok {
			if err := emit(pz); err != nil {
				return err
			}
		}
	}
	return nil
}

// CertificatePositions returns the prover's positions of cert's proofs
// (its keys) of the miner's pieces, fewest pieces first: the positions of
// a proof.
func (mn *Miner) CertificatePositions(cert *solve.Certificate) []game.Position {
	var out []game.Position
	for _, pr := range cert.Proofs {
		for _, f := range proverPositions(pr, mn.Prover.Rules) {
			if n := f.pos.Count(game.White) + f.pos.Count(game.Black); n >= mn.MinPieces && n <= mn.MaxPieces {
				out = append(out, f.pos)
			}
		}
	}
	return out
}
