package puzzle

import (
	"strings"

	"github.com/fetaix/fetaix/game"
)

// The symmetries of the rules. Two positions are the same game when one is
// the other:
//   - mirrored: files a–e reversed (every line maps to a line, forward stays
//     forward and left and right are both sideways);
//   - swapped: the colours swapped, the board turned half a turn (point s
//     becomes point 24 − s) and the other side to move (the tables look
//     Black-to-move positions up this way);
//   - both.
//
// The four make a group; Canonical names a position's class in it.

// Symmetry is one of the rules' symmetries of a position.
type Symmetry struct {
	// Mirror reverses the files a–e.
	Mirror bool
	// Swap swaps the colours and the side to move and turns the board half
	// a turn.
	Swap bool
}

// Symmetries lists the rules' four symmetries, the identity first.
var Symmetries = []Symmetry{{}, {Mirror: true}, {Swap: true}, {Mirror: true, Swap: true}}

// Square returns where the symmetry takes the point s.
func (y Symmetry) Square(s game.Square) game.Square {
	f, r := s.File(), s.Rank()
	if y.Mirror {
		f = 4 - f
	}
	if y.Swap {
		f, r = 4-f, 4-r
	}
	return game.SquareAt(f, r)
}

// Apply returns p under the symmetry, its counters at zero.
func (y Symmetry) Apply(p game.Position) game.Position {
	var board [game.NumSquares]game.Piece
	for s := game.Square(0); s < game.NumSquares; s++ {
		pc := p.At(s)
		if y.Swap && pc != game.Empty {
			pc = game.MakePiece(pc.Color().Other(), pc.IsMulla())
		}
		board[y.Square(s)] = pc
	}
	side := p.SideToMove()
	if y.Swap {
		side = side.Other()
	}
	q, err := game.PositionFromPieces(board, side)
	if err != nil {
		panic("puzzle: a symmetry of a valid position is invalid: " + err.Error())
	}
	return q
}

// Canonical returns the key of p's class under the rules' symmetries: the
// smallest board and side to move (position text without counters) of
// its images. Two positions have the same key exactly when one is an
// image of the other.
func Canonical(p game.Position) string {
	best := ""
	for _, y := range Symmetries {
		text := boardText(y.Apply(p))
		if best == "" || text < best {
			best = text
		}
	}
	return best
}

// boardText returns p's position text without its counters.
func boardText(p game.Position) string {
	fields := strings.Fields(p.String())
	return fields[0] + " " + fields[1]
}

// Key returns the key of the puzzle's position under the rules'
// symmetries (Canonical), or its text if it is no position.
func (pz Puzzle) Key() string {
	p, err := pz.Start()
	if err != nil {
		return pz.Position
	}
	return Canonical(p)
}
