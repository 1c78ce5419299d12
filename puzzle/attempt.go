package puzzle

import (
	"errors"
	"fmt"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// State is where an attempt stands.
type State int

// The states of an attempt.
const (
	Playing State = iota // the solver's move is awaited
	Solved               // every solver's move kept the value
	Failed               // a solver's move let the value go
)

// Attempt is one try at a puzzle: the solver's moves are checked one by
// one by value (a table puzzle's with the tables when they cover the
// position, else against the solution, which the tables proved when the
// puzzle was made and the tests prove again; a proof puzzle's against the
// solution, the proof's moves, whose every alternative the puzzle's
// stored refutations disprove), never by an engine's opinion; after each
// right move the defender's reply is played.
type Attempt struct {
	Puzzle Puzzle
	rules  game.Rules
	set    *tables.Set // nil: no tables here
	line   []game.Move
	played []game.Move
	pos    game.Position
	state  State
	// CheckedBy says what checked the last move: CheckedByTables,
	// CheckedBySolution or CheckedByProof.
	CheckedBy string
}

// What checked a move (Attempt.CheckedBy).
const (
	CheckedByTables   = "the tables"
	CheckedBySolution = "the proven solution"
	CheckedByProof    = "the proof"
)

// UseTables checks the moves from now on with set (nil: against the
// solution), when it covers the attempt's rules: tables that open while
// the puzzle is shown. A proof puzzle is checked against its proof
// whatever the tables.
func (a *Attempt) UseTables(set *tables.Set) {
	if set != nil && !set.Covers(a.rules) || a.Puzzle.Source == SourceProof {
		set = nil
	}
	a.set = set
}

// NewAttempt starts an attempt at pz under r, checked with set when it is
// not nil and covers r.
func NewAttempt(pz Puzzle, r game.Rules, set *tables.Set) (*Attempt, error) {
	if err := pz.Validate(r); err != nil {
		return nil, err
	}
	line, _ := pz.Line(r)
	p, _ := pz.Start()
	a := &Attempt{Puzzle: pz, rules: r, line: line, pos: p}
	a.UseTables(set)
	return a, nil
}

// Position returns the position on the board.
func (a *Attempt) Position() game.Position { return a.pos }

// Played returns the moves played so far, the solver's and the replies.
func (a *Attempt) Played() []game.Move { return a.played }

// State returns where the attempt stands.
func (a *Attempt) State() State { return a.state }

// Solution returns the whole line of the solution.
func (a *Attempt) Solution() []game.Move { return a.line }

// Remaining returns the rest of the solution from the position shown:
// what a wrong move is shown.
func (a *Attempt) Remaining() []game.Move { return a.line[len(a.played):] }

// Solver returns the side the solver plays.
func (a *Attempt) Solver() game.Color {
	p, _ := a.Puzzle.Start()
	return p.SideToMove()
}

// Checker says what checks the solver's next move (what CheckedBy will
// say after it): CheckedByTables when the tables are there and cover the
// position shown, else CheckedByProof for a proof puzzle and
// CheckedBySolution for a table puzzle. After the attempt ends it says
// what checked the last move.
func (a *Attempt) Checker() string {
	switch {
	case a.state != Playing && a.CheckedBy != "":
		return a.CheckedBy
	case a.set != nil && a.pos.Count(game.White)+a.pos.Count(game.Black) <= a.set.Pieces() &&
		a.pos.Count(a.pos.SideToMove().Other()) > 0:
		return CheckedByTables
	}
	return a.solutionChecker()
}

// solutionChecker is what checks a move without the tables.
func (a *Attempt) solutionChecker() string {
	if a.Puzzle.Source == SourceProof {
		return CheckedByProof
	}
	return CheckedBySolution
}

// ErrOver is returned for a move tried after the attempt ended.
var ErrOver = errors.New("puzzle: the attempt is over")

// Try checks the solver's move m (legal in Position). A move that keeps
// the value is played, and the defender's reply after it (returned,
// ok true) unless the puzzle is then solved; a move that lets the value
// go fails the attempt and is not played.
func (a *Attempt) Try(m game.Move) (reply game.Move, ok bool, err error) {
	if a.state != Playing {
		return game.Move{}, false, ErrOver
	}
	want := a.line[len(a.played)]
	keeps, by := m.Same(want), a.solutionChecker()
	if a.set != nil {
		switch k, err := MoveKeeps(a.set, a.pos, m); {
		case err == nil:
			keeps, by = k, CheckedByTables
		case !errors.Is(err, tables.ErrNotCovered):
			return game.Move{}, false, fmt.Errorf("puzzle: checking %s: %w", m, err)
		}
	}
	a.CheckedBy = by
	if !keeps {
		a.state = Failed
		return game.Move{}, false, nil
	}
	a.play(m)
	if !m.Same(want) || len(a.played) == len(a.line) {
		// another move that keeps the value (by value, the puzzle's
		// claim of one only move failed) solves it as well
		a.state = Solved
		return game.Move{}, false, nil
	}
	reply = a.line[len(a.played)]
	a.play(reply)
	return reply, true, nil
}

func (a *Attempt) play(m game.Move) {
	a.played = append(a.played, m)
	a.pos = a.pos.Apply(m)
}
