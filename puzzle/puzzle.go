// Package puzzle makes and checks puzzles whose answers are proven: a
// position where exactly one move keeps the side to move's value (the
// only win, or the only move that saves the draw), as the endgame tables
// say, continued while the solver's move stays the only one against the
// defender's best reply. It also rates them and plays one through
// (Attempt). docs/puzzles.md describes them.
package puzzle

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// The goals of a puzzle.
const (
	GoalWin  = "win"
	GoalDraw = "draw"
)

// The sources of a puzzle's proof.
const (
	SourceTable = "table"
	SourceProof = "proof"
)

// Puzzle is one puzzle as it is exported and committed: one JSON object a
// line.
type Puzzle struct {
	// Position is the position text (the rules page's), with the solver
	// to move.
	Position string `json:"position"`
	// Solution is the line in the program's notation: the solver's moves
	// at the even places, the defender's best replies between them; it
	// ends with a solver's move.
	Solution []string `json:"solution"`
	// Goal is GoalWin or GoalDraw: what the solver's moves keep.
	Goal string `json:"goal"`
	// Source is what proves the solution: SourceTable or SourceProof.
	Source string `json:"source"`
	// Rating is the puzzle's difficulty on the players' rating scale
	// (rate.go).
	Rating int `json:"rating"`
	// Themes are the motifs found in the line (themes.go), at least one
	// for a mined puzzle.
	Themes []string `json:"themes,omitempty"`
	// Origin is where the position came from: OriginSelfPlay,
	// OriginArchive, OriginProof or OriginRandom ("": OriginRandom).
	Origin string `json:"origin,omitempty"`
	// Proof says how the solution and the refutation of every other move
	// were proven, so that a checker can repeat it (nil: by the tables of
	// the puzzle's pieces, or, for SourceProof, the stored refutations).
	Proof *Proven `json:"proof,omitempty"`
}

// Where a puzzle's position came from (Puzzle.Origin).
const (
	OriginSelfPlay = "selfplay" // a game the engine played against itself
	OriginArchive  = "archive"  // a game of a server's archive or a PDN file
	OriginProof    = "proof"    // a position of a committed proof
	OriginRandom   = "random"   // drawn at random from the tables
)

// How a puzzle's moves were proven (Proven.By).
const (
	ProvenByTables = "tables" // every value from the endgame tables
	ProvenBySearch = "search" // some by a proof search with the tables as leaves
)

// Proven records how a puzzle was proven: By the tables alone, or by
// proof searches (package solve, one thread, the tables of Tables pieces
// as leaves) that took Nodes in all, none more than Limit, so that a
// checker repeats each search within Limit nodes.
type Proven struct {
	By     string `json:"by"`
	Tables int    `json:"tables"`
	Nodes  uint64 `json:"nodes,omitempty"`
	Limit  uint64 `json:"limit,omitempty"`
}

// Pieces returns how many pieces the puzzle's position holds (0 when it
// does not read).
func (pz Puzzle) Pieces() int {
	p, err := pz.Start()
	if err != nil {
		return 0
	}
	return p.Count(game.White) + p.Count(game.Black)
}

// SolverMoves returns how many moves the solver plays.
func (pz Puzzle) SolverMoves() int { return (len(pz.Solution) + 1) / 2 }

// Start returns the puzzle's position, read.
func (pz Puzzle) Start() (game.Position, error) { return game.ParsePosition(pz.Position) }

// Instruction is the puzzle's task as the screens say it: "White to play
// and win", "Black to play and save the draw".
func (pz Puzzle) Instruction() string {
	side := "White"
	if p, err := pz.Start(); err == nil && p.SideToMove() == game.Black {
		side = "Black"
	}
	if pz.Goal == GoalDraw {
		return side + " to play and save the draw"
	}
	return side + " to play and win"
}

// Line returns the solution's moves, read in turn from the position
// under r: an error names the first that is not legal.
func (pz Puzzle) Line(r game.Rules) ([]game.Move, error) {
	p, err := pz.Start()
	if err != nil {
		return nil, err
	}
	out := make([]game.Move, 0, len(pz.Solution))
	for i, text := range pz.Solution {
		m, err := game.ParseMove(p, r, text)
		if err != nil {
			return nil, fmt.Errorf("solution move %d %q: %w", i+1, text, err)
		}
		out = append(out, m)
		p = p.Apply(m)
	}
	return out, nil
}

// Validate checks the puzzle's form: a position, a solution of an odd
// number of legal moves, a known goal and source.
func (pz Puzzle) Validate(r game.Rules) error {
	switch {
	case pz.Goal != GoalWin && pz.Goal != GoalDraw:
		return fmt.Errorf("goal %q: want %q or %q", pz.Goal, GoalWin, GoalDraw)
	case pz.Source != SourceTable && pz.Source != SourceProof:
		return fmt.Errorf("source %q: want %q or %q", pz.Source, SourceTable, SourceProof)
	case len(pz.Solution)%2 == 0:
		return fmt.Errorf("solution of %d moves: want an odd number (it ends with the solver's move)", len(pz.Solution))
	}
	_, err := pz.Line(r)
	return err
}

// maxLine bounds the length of a line Read accepts, in bytes.
const maxLine = 4096

// Read reads puzzles, one JSON object a line (blank lines skipped), each
// validated under r; an error names the line.
func Read(rd io.Reader, r game.Rules) ([]Puzzle, error) {
	sc := bufio.NewScanner(rd)
	sc.Buffer(make([]byte, 0, maxLine), maxLine)
	var out []Puzzle
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		var pz Puzzle
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&pz); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		if err := pz.Validate(r); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, pz)
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		return nil, fmt.Errorf("line %d: longer than %d bytes", n+1, maxLine)
	}
	return out, sc.Err()
}

// Write writes pz as one JSON line.
func Write(w io.Writer, pz Puzzle) error {
	b, err := json.Marshal(pz)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
