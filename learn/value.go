package learn

import (
	"context"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
)

// withTurn returns p with c to move (the opponent waits), its counters
// reset.
func withTurn(p game.Position, c game.Color) game.Position {
	var b [game.NumSquares]game.Piece
	for s := range game.Square(game.NumSquares) {
		b[s] = p.At(s)
	}
	q, err := game.PositionFromPieces(b, c)
	if err != nil { // p was a position: its pieces make one
		return p
	}
	return q
}

// valueOf returns what is proven of p for its side to move, and for a
// win or loss the plies to the end (-1 when not known).
func (r *Run) valueOf(p game.Position) (explore.Value, int) {
	if r.src.Tables != nil && r.src.Tables.Covers(r.g.Rules()) {
		if v, err := r.src.Tables.Probe(p); err == nil {
			return tablesValue(v.Outcome.String()), v.Plies
		}
	}
	if r.src.Explorer == nil {
		return explore.Unknown, -1
	}
	v := r.src.Explorer.Position(context.Background(), p, r.g.Rules())
	return v.Value, v.Plies
}

// tablesValue turns the tables' outcome word into a value.
func tablesValue(o string) explore.Value {
	switch o {
	case "win":
		return explore.Win
	case "loss":
		return explore.Loss
	}
	return explore.Draw
}

// thrown reports whether the learner's move m from p threw away a proven
// value, for the goals that judge values (GoalBest, GoalKeep): the move
// is proven worse than the best move proven. It says nothing where
// nothing is proven.
func (r *Run) thrown(p game.Position, m game.Move) (string, bool) {
	k := r.st.Goal.Kind
	if (k != GoalBest && k != GoalKeep) || r.src.Explorer == nil {
		return "", false
	}
	moves := r.src.Explorer.Moves(context.Background(), p, r.g.Rules())
	best, played := explore.Bounds{Low: explore.Loss, High: explore.Loss}, explore.Bounds{Low: explore.Loss, High: explore.Win}
	for _, mv := range moves {
		if mv.Bounds.Low.Rank() > best.Low.Rank() {
			best = mv.Bounds
		}
		if mv.Move.Same(m) {
			played = mv.Bounds
		}
	}
	if played.High.Rank() >= best.Low.Rank() {
		return "", false
	}
	return textValueLost(r.src.Lang, string(best.Low), string(played.Value())), true
}

// kept says, in a practice, what the position is worth for the learner
// after the opponent's answer.
func (r *Run) kept() string {
	v, _ := r.valueOf(r.g.Position())
	switch v {
	case explore.Win:
		if n, ok := r.tablesLine(); ok {
			return textStillWinning(r.src.Lang, n)
		}
		return r.src.Lang.T(txtStillWinningAnyhow)
	case explore.Draw:
		return r.src.Lang.T(txtStillDrawn)
	case explore.Unknown:
		return r.src.Lang.T(txtUnproven)
	}
	return ""
}

// maxLinePlies bounds the tables' line tablesLine follows.
const maxLinePlies = 400

// tablesLine returns how many moves of the learner's the tables' line
// from the position takes to win: both sides playing the tables' choice
// (the winner the fastest way to its next capture or man move, the loser
// the slowest) to the end of the game. The tables count plies to the next
// capture or man move only; the line counts to the end.
func (r *Run) tablesLine() (int, bool) {
	set := r.src.Tables
	if set == nil || !set.Covers(r.g.Rules()) {
		return 0, false
	}
	g := r.g.Clone()
	us, moves := g.Position().SideToMove(), 0
	for range maxLinePlies {
		if res, _ := g.Result(); res != game.Ongoing {
			return moves, res == game.WinFor(us)
		}
		m, _, ok, err := set.BestMove(g.Position())
		if err != nil || !ok {
			return 0, false
		}
		if g.Position().SideToMove() == us {
			moves++
		}
		if g.Play(m) != nil {
			return 0, false
		}
	}
	return 0, false
}
