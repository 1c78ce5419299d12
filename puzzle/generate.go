package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// Options say which puzzles Generate makes.
type Options struct {
	Count int // how many
	// MinPieces and MaxPieces bound the pieces of a puzzle's position
	// (MaxPieces 0: as many as the tables cover).
	MinPieces, MaxPieces int
	// MaxSolverMoves bounds the solver's moves of a line
	// (DefaultMaxSolverMoves when 0).
	MaxSolverMoves int
	Seed           uint64 // the same seed and tables give the same puzzles
	// Seen holds the keys (Canonical) of positions already given, which
	// Generate skips; it gains those Generate draws (nil: a set of its
	// own).
	Seen map[string]bool
	// Keep, when not nil, says which of the puzzles found are given:
	// Count counts those it keeps.
	Keep func(Puzzle) bool
}

// triesPerPuzzle bounds the positions drawn for each puzzle asked for:
// about one position in a few dozen is a puzzle, so this many draws that
// find none mean the tables hold (almost) none of the pieces asked for.
const triesPerPuzzle = 20000

// Generate draws positions at random from those of set (MinPieces to
// MaxPieces pieces, the side to move drawn too, no-progress count 0),
// keeps those where exactly one of at least two moves keeps the value
// (win or draw) for the side to move, continues each (Line), rates it
// (Rater), finds its themes (Themes) and gives it to emit; a position is given once, with its
// images under the rules' symmetries (Canonical: the mirror, the colours
// swapped with the board turned, both), which are the same puzzle. It
// stops at Count puzzles, when ctx ends or emit fails.
func Generate(ctx context.Context, set *tables.Set, opts Options, emit func(Puzzle) error) error {
	maxP := opts.MaxPieces
	if maxP == 0 || maxP > set.Pieces() {
		maxP = set.Pieces()
	}
	minP := max(opts.MinPieces, 2)
	if minP > maxP {
		return fmt.Errorf("puzzle: at least %d pieces asked for; the tables cover up to %d", minP, maxP)
	}
	solver := opts.MaxSolverMoves
	if solver <= 0 {
		solver = DefaultMaxSolverMoves
	}
	rng := rand.New(rand.NewPCG(opts.Seed, opts.Seed^0x9e3779b97f4a7c15))
	rater := NewRater()
	seen := opts.Seen
	if seen == nil {
		seen = map[string]bool{}
	}
	made := 0
	for tries := 0; made < opts.Count; tries++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		if tries > triesPerPuzzle*(made+1) {
			return fmt.Errorf("puzzle: %d puzzles found in %d positions drawn; no more with %d to %d pieces%s", made, tries, minP, maxP, map[bool]string{true: " that pass the filter"}[opts.Keep != nil])
		}
		p, ok := randomPosition(rng, minP+rng.IntN(maxP-minP+1))
		if !ok || seen[Canonical(p)] {
			continue
		}
		seen[Canonical(p)] = true
		ch, err := Choose(set, p)
		if errors.Is(err, tables.ErrNotCovered) {
			continue
		}
		if err != nil {
			return err
		}
		if !ch.Only() || ch.Goal() == "" {
			continue
		}
		line, err := Line(set, p, ch, solver)
		if err != nil {
			return err
		}
		pz := Puzzle{Position: p.String(), Goal: ch.Goal(), Source: SourceTable,
			Rating: rater.Rate(ctx, set.Rules(), p, line, ch.Goal()),
			Themes: Themes(set.Rules(), p, line, ch.Goal())}
		for _, m := range line {
			pz.Solution = append(pz.Solution, m.String())
		}
		if opts.Keep != nil && !opts.Keep(pz) {
			continue
		}
		if err := emit(pz); err != nil {
			return err
		}
		made++
	}
	return nil
}

// manShare is the chance that a drawn piece is a man rather than a mulla.
const manShare = 0.6

// randomPosition draws a position of n pieces: the first White's, the
// second Black's, the others either side's; each a man or a mulla on a
// free point (a man never on its own far rank); either side to move. ok
// is false for a draw that is no position.
func randomPosition(rng *rand.Rand, n int) (game.Position, bool) {
	var board [game.NumSquares]game.Piece
	for i := 0; i < n; i++ {
		c := game.Color(rng.IntN(2))
		switch i {
		case 0:
			c = game.White
		case 1:
			c = game.Black
		}
		mulla := rng.Float64() >= manShare
		for {
			s := game.Square(rng.IntN(game.NumSquares))
			if board[s] != game.Empty {
				continue
			}
			farRank := map[game.Color]int{game.White: 4, game.Black: 0}[c]
			if !mulla && int(s)/5 == farRank {
				continue
			}
			board[s] = game.MakePiece(c, mulla)
			break
		}
	}
	p, err := game.PositionFromPieces(board, game.Color(rng.IntN(2)))
	return p, err == nil
}
