package puzzle

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// What an Explanation's value rests on (Explanation.By).
const (
	// ExplainedByTables: the tables give the exact value after the wrong
	// move, and the line is their best play.
	ExplainedByTables = "tables"
	// ExplainedByProof: the value is what the puzzle's proof established
	// of every move but the solution's (for a win, the defender does not
	// lose; for a draw, the defender wins), and the line is the engine's.
	ExplainedByProof = "proof"
)

// The bounds of an Explanation's line.
const (
	ExplainPlies       = 6                      // the most plies of the line
	ExplainEngineDepth = 6                      // the engine's depth, where the tables do not reach
	ExplainEngineTime  = 100 * time.Millisecond // the engine's time at most
	explainHashMiB     = 1
)

// Explanation says what a wrong move of the solver allowed: the
// defender's value after it and a line that shows it.
type Explanation struct {
	// Wrong is the solver's wrong move, Goal the puzzle's (GoalWin or
	// GoalDraw), Defender the side that moves after Wrong.
	Wrong    game.Move
	Goal     string
	Defender game.Color
	// Value is the defender's value after Wrong. By the tables it is
	// exact: tables.Draw or tables.Win (tables.Loss when the tables find
	// that Wrong keeps the value after all). By the proof it is the
	// proof's bound: for a win puzzle tables.Draw, read "does not lose"
	// (AtLeast), for a draw puzzle tables.Win.
	Value   tables.Outcome
	AtLeast bool
	// By is ExplainedByTables or ExplainedByProof.
	By string
	// Line is the play from the position after Wrong, the defender's
	// move first, at most ExplainPlies plies: the tables' best, or
	// (ExplainedByProof) the engine's principal variation.
	Line []game.Move
}

// Explain says what the solver's move wrong, legal in p (the puzzle's
// position where it was tried), allowed under r in a puzzle of goal:
// by set where it covers the position after wrong (set may be nil), else
// by the fact the puzzle's proof established, with the engine's best line
// (a search of ExplainEngineDepth plies, within ExplainEngineTime).
func Explain(r game.Rules, set *tables.Set, p game.Position, wrong game.Move, goal string) Explanation {
	ex := ExplainProven(r, set, p, wrong, goal)
	if ex.By == ExplainedByProof {
		ex.Line = engineLine(r, set, p.Apply(wrong))
	}
	return ex
}

// ExplainProven is Explain without the engine: beyond the tables the
// Explanation has no line, and it costs no search.
func ExplainProven(r game.Rules, set *tables.Set, p game.Position, wrong game.Move, goal string) Explanation {
	after := p.Apply(wrong)
	ex := Explanation{Wrong: wrong, Goal: goal, Defender: after.SideToMove()}
	if set != nil && set.Covers(r) {
		if v, err := set.Probe(after); err == nil {
			ex.Value, ex.By = v.Outcome, ExplainedByTables
			ex.Line = tablesLine(set, after)
			return ex
		}
	}
	ex.By, ex.Value, ex.AtLeast = ExplainedByProof, tables.Win, false
	if goal == GoalWin {
		ex.Value, ex.AtLeast = tables.Draw, true
	}
	return ex
}

// tablesLine is the tables' best play from p, at most ExplainPlies plies,
// while they cover it and the game goes on.
func tablesLine(set *tables.Set, p game.Position) []game.Move {
	var line []game.Move
	for len(line) < ExplainPlies {
		m, _, ok, err := set.BestMove(p)
		if err != nil || !ok {
			break
		}
		line = append(line, m)
		p = p.Apply(m)
	}
	return line
}

// engineLine is the engine's principal variation from p, at most
// ExplainPlies plies, found within ExplainEngineTime; set, when it covers
// r, decides the positions it reaches.
func engineLine(r game.Rules, set *tables.Set, p game.Position) []game.Move {
	e := ai.New(explainHashMiB)
	e.SetBook(nil)
	e.SetThreads(1)
	if set != nil && set.Covers(r) {
		e.SetTables(set)
	}
	ctx, cancel := context.WithTimeout(context.Background(), ExplainEngineTime)
	defer cancel()
	res := e.Search(ctx, game.NewGame(r, p), ai.Limits{Depth: ExplainEngineDepth, MoveTime: ExplainEngineTime}, nil)
	if !res.Ok {
		return nil
	}
	line := res.PV
	if len(line) == 0 || !line[0].Same(res.Move) {
		line = []game.Move{res.Move}
	}
	return legalPrefix(r, p, line[:min(len(line), ExplainPlies)])
}

// legalPrefix returns the moves of line that are legal in turn from p
// (a principal variation read from a hash table may break off).
func legalPrefix(r game.Rules, p game.Position, line []game.Move) []game.Move {
	for i, m := range line {
		if !isLegal(r, p, m) {
			return line[:i]
		}
		p = p.Apply(m)
	}
	return line
}

// isLegal reports whether m is one of p's legal moves under r.
func isLegal(r game.Rules, p game.Position, m game.Move) bool {
	for _, lm := range p.LegalMoves(r, nil) {
		if lm.Same(m) {
			return true
		}
	}
	return false
}
