package puzzle

import (
	"cmp"
	"context"
	"slices"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/solve"
)

// ProofOptions say which puzzles FromProof makes.
type ProofOptions struct {
	Count int // at most this many (0: as many as found)
	// MaxSolverMoves bounds the solver's moves of a line
	// (DefaultMaxSolverMoves when 0).
	MaxSolverMoves int
}

// found is a prover's position of a proof where every other move is
// refuted.
type found struct {
	pos  game.Position
	move game.Move
	refs []Refutation
}

// FromProof makes puzzles from the prover's positions of cert's proofs
// (a win proof gives GoalWin puzzles, a not-lose proof GoalDraw ones): a
// position where the proof's move is one of at least two and rf refutes
// every other (RefuteAll) is a puzzle's move. A puzzle goes on, up to
// MaxSolverMoves, against a reply the proof has (the first, in the
// certificate's order, after which the solver's move is again a puzzle's
// move); a position reached that way is not given as a puzzle of its
// own. The positions are tried fewest pieces first, until Count are
// found; ctx ends the search (the puzzles found by then are given).
// Each is rated (Rater), its themes found (Themes), and given to emit
// with the refutations of its alternatives.
func FromProof(ctx context.Context, cert *solve.Certificate, rf *Refuter, opts ProofOptions, emit func(Puzzle, []Refutation) error) error {
	solver := opts.MaxSolverMoves
	if solver <= 0 {
		solver = DefaultMaxSolverMoves
	}
	rater := NewRater()
	made := 0
	for _, pr := range cert.Proofs {
		if opts.Count > 0 && made >= opts.Count {
			return nil
		}
		goal := GoalWin
		if pr.Kind == solve.ProofNotLose {
			goal = GoalDraw
		}
		puzzles, err := proofMoves(ctx, pr, rf, goal, opts.Count-made)
		if err != nil {
			return err
		}
		for _, key := range heads(pr, rf.Rules, puzzles) {
			if opts.Count > 0 && made >= opts.Count {
				return nil
			}
			f := puzzles[key]
			line, refs := proofLine(pr, rf.Rules, puzzles, f, solver)
			pz := Puzzle{Position: f.pos.String(), Goal: goal, Source: SourceProof,
				Rating: rater.Rate(context.WithoutCancel(ctx), rf.Rules, f.pos, line, goal),
				Themes: Themes(rf.Rules, f.pos, line, goal)}
			for _, m := range line {
				pz.Solution = append(pz.Solution, m.String())
			}
			if err := emit(pz, refs); err != nil {
				return err
			}
			made++
		}
	}
	return nil
}

// proverPositions returns the positions of pr where its prover is to move
// and has more than one move, with the proof's move, fewest pieces first
// (then in the certificate's order).
func proverPositions(pr *solve.Proof, r game.Rules) []found {
	var out []found
	for _, key := range pr.Order {
		l := pr.Lines[key]
		if l.What != "move" || len(l.Args) != 1 {
			continue
		}
		p, err := game.ParsePosition(key + " 1")
		if err != nil {
			continue
		}
		m, err := game.ParseMove(p, r, l.Args[0])
		if err != nil || len(p.LegalMoves(r, nil)) < 2 {
			continue
		}
		out = append(out, found{pos: p, move: m})
	}
	pieces := func(f found) int { return f.pos.Count(game.White) + f.pos.Count(game.Black) }
	slices.SortStableFunc(out, func(a, b found) int { return cmp.Compare(pieces(a), pieces(b)) })
	return out
}

// proofMoves returns, by key, the prover's positions of pr whose every
// alternative rf refutes, until ctx ends or, when enough > 0, it has that
// many.
func proofMoves(ctx context.Context, pr *solve.Proof, rf *Refuter, goal string, enough int) (map[string]found, error) {
	out := map[string]found{}
	for _, f := range proverPositions(pr, rf.Rules) {
		if ctx.Err() != nil || enough > 0 && len(out) >= enough {
			break
		}
		refs, ok, err := rf.RefuteAll(ctx, f.pos, f.move, goal)
		if err != nil {
			return nil, err
		}
		if ok {
			f.refs = refs
			out[solve.Key(f.pos)] = f
		}
	}
	return out, nil
}

// nextPuzzle returns the reply of pr after the solver's move of f after
// which the solver's move is again a puzzle's (in puzzles), with that
// position's entry.
func nextPuzzle(pr *solve.Proof, r game.Rules, puzzles map[string]found, f found) (game.Move, found, bool) {
	q := f.pos.Apply(f.move)
	l, ok := pr.Lines[solve.Key(q)]
	if !ok || l.What != "replies" {
		return game.Move{}, found{}, false
	}
	for _, text := range l.Args {
		reply, err := game.ParseMove(q, r, text)
		if err != nil {
			continue
		}
		if next, ok := puzzles[solve.Key(q.Apply(reply))]; ok {
			return reply, next, true
		}
	}
	return game.Move{}, found{}, false
}

// heads returns the keys of puzzles no other one's line reaches, in the
// certificate's order.
func heads(pr *solve.Proof, r game.Rules, puzzles map[string]found) []string {
	reached := map[string]bool{}
	for _, f := range puzzles {
		if _, next, ok := nextPuzzle(pr, r, puzzles, f); ok {
			reached[solve.Key(next.pos)] = true
		}
	}
	var out []string
	for _, key := range pr.Order {
		if _, ok := puzzles[key]; ok && !reached[key] {
			out = append(out, key)
		}
	}
	return out
}

// proofLine continues the puzzle at f along pr's replies (nextPuzzle) up
// to maxSolver moves of the solver: the line and the refutations of every
// solver's move's alternatives.
func proofLine(pr *solve.Proof, r game.Rules, puzzles map[string]found, f found, maxSolver int) ([]game.Move, []Refutation) {
	line := []game.Move{f.move}
	refs := append([]Refutation(nil), f.refs...)
	seen := map[string]bool{solve.Key(f.pos): true}
	for len(line)/2+1 < maxSolver {
		reply, next, ok := nextPuzzle(pr, r, puzzles, f)
		if !ok || seen[solve.Key(next.pos)] {
			break
		}
		seen[solve.Key(next.pos)] = true
		line = append(line, reply, next.move)
		refs = append(refs, next.refs...)
		f = next
	}
	return line, refs
}
