package puzzle

import (
	"math/bits"
	"slices"

	"github.com/fetaix/fetaix/game"
)

// endgamePieces is the most pieces of an endgame puzzle (ThemeEndgame).
const endgamePieces = 6

// mullaWorth is a mulla's worth in men when the material a move takes is
// weighed (ThemeSacrifice): the engine's evaluation values it at about
// three men (ai.DefaultWeights).
const mullaWorth = 3

// Themes returns the themes of the puzzle that plays line from p under r
// with goal (GoalWin or GoalDraw): the solver's moves at the even
// indexes, the defender's replies between them, the line ending with a
// solver's move. It returns at least one theme, in AllThemes' order:
//
//   - ThemeChain: a solver's move captures two or more pieces.
//   - ThemeSacrifice: the solver gives material: a solver's move lets the
//     defender take more in its reply (the line's; after the last move,
//     every reply the defender has) than the move took, a man counting 1
//     and a mulla mullaWorth. (Whenever the defender's captures so far
//     come to exceed the solver's, some move did that.)
//   - ThemePromotion: a solver's man becomes a mulla on a solver's move.
//   - ThemeMulla: a solver's mulla captures from afar: in one of a
//     capture's jumps the piece taken is more than one step from where
//     the mulla started, or the mulla lands more than one step beyond it.
//   - ThemeBlocking: after a solver's move the defender, with pieces left,
//     has no legal move.
//   - ThemeQuiet: a solver's move captures nothing where the position had
//     at least two legal moves.
//   - ThemeSaveDraw: the goal is the draw.
//   - ThemeEndgame: the position has at most endgamePieces pieces and the
//     solver wins in two or more moves (converting with the tables'
//     technique).
//
// When none of these is found: ThemeEndgame for a position of at most
// endgamePieces pieces; for more, ThemeMulla when one of the solver's
// moves is a mulla's (short captures: the mulla's play), else
// ThemeEndgame.
func Themes(r game.Rules, p game.Position, line []game.Move, goal string) []string {
	found := map[string]bool{}
	solver := p.SideToMove()
	pieces := p.Count(game.White) + p.Count(game.Black)
	mullaMoved := false
	for i, m := range line {
		q := p.Apply(m)
		if i%2 == 0 {
			mover := p.At(m.From)
			mullaMoved = mullaMoved || mover.IsMulla()
			found[ThemeChain] = found[ThemeChain] || m.NumCaptured() >= 2
			found[ThemePromotion] = found[ThemePromotion] || !mover.IsMulla() && q.At(m.To).IsMulla()
			found[ThemeMulla] = found[ThemeMulla] || longCapture(m)
			found[ThemeQuiet] = found[ThemeQuiet] || !m.IsCapture() && len(p.LegalMoves(r, nil)) >= 2
			found[ThemeBlocking] = found[ThemeBlocking] || blocked(r, q, solver.Other())
			found[ThemeSacrifice] = found[ThemeSacrifice] || gives(r, p, q, m, line[i+1:])
		}
		p = q
	}
	found[ThemeSaveDraw] = goal == GoalDraw
	found[ThemeEndgame] = pieces <= endgamePieces && goal == GoalWin && len(line) >= 3
	var out []string
	for _, th := range AllThemes {
		if found[th] {
			out = append(out, th)
		}
	}
	if len(out) > 0 {
		return out
	}
	if pieces > endgamePieces && mullaMoved {
		return []string{ThemeMulla}
	}
	return []string{ThemeEndgame}
}

// longCapture reports whether one of m's jumps passes over more than one
// point: only a mulla's capture from afar does.
func longCapture(m game.Move) bool {
	from := m.From
	for _, to := range m.Landings() {
		if mask, ok := game.Between(from, to); ok && bits.OnesCount32(mask) > 1 {
			return true
		}
		from = to
	}
	return false
}

// blocked reports whether side, to move in q with pieces left, has no
// legal move.
func blocked(r game.Rules, q game.Position, side game.Color) bool {
	return q.SideToMove() == side && q.Count(side) > 0 && !q.HasMoves(r)
}

// gives reports whether the solver's move m, from p to q, lets the
// defender take more material than m took: in the line's reply (rest[0])
// when there is one, else in every reply the defender has (none: false).
func gives(r game.Rules, p, q game.Position, m game.Move, rest []game.Move) bool {
	took := taken(p, m)
	if len(rest) > 0 {
		return taken(q, rest[0]) > took
	}
	replies := q.LegalMoves(r, nil)
	return len(replies) > 0 && !slices.ContainsFunc(replies, func(reply game.Move) bool { return taken(q, reply) <= took })
}

// taken is the material m takes in p: a man 1, a mulla mullaWorth.
func taken(p game.Position, m game.Move) int {
	n := 0
	for c := m.Captured; c != 0; c &= c - 1 {
		if p.At(game.Square(bits.TrailingZeros32(c))).IsMulla() {
			n += mullaWorth
		} else {
			n++
		}
	}
	return n
}
