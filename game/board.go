// Package game implements the rules of Fetaix (qireq) on the 5×5 Alquerque
// board: positions, legal moves, notation and position text (game/pdn
// writes and reads their records).
// It imports nothing outside the standard library.
package game

import "fmt"

// NumSquares is the number of points on the board.
const NumSquares = 25

// Square is a point of the board, 0..24: index = 5·rank + file (both 0-based),
// so a1 = 0, e1 = 4, c3 = 12, e5 = 24.
type Square int8

// NoSquare marks the absence of a square.
const NoSquare Square = -1

// File returns the 0-based file (0 = a).
func (s Square) File() int { return int(s) % 5 }

// Rank returns the 0-based rank (0 = rank 1).
func (s Square) Rank() int { return int(s) / 5 }

// Valid reports whether s is on the board.
func (s Square) Valid() bool { return s >= 0 && s < NumSquares }

// HasDiagonals reports whether diagonal lines pass through s.
func (s Square) HasDiagonals() bool { return (s.File()+s.Rank())%2 == 0 }

// String returns the point's name, e.g. "c3".
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// SquareAt returns the square at the 0-based file and rank, or NoSquare.
func SquareAt(file, rank int) Square {
	if file < 0 || file > 4 || rank < 0 || rank > 4 {
		return NoSquare
	}
	return Square(rank*5 + file)
}

// ParseSquare reads a point name such as "c3".
func ParseSquare(text string) (Square, error) {
	if len(text) != 2 || text[0] < 'a' || text[0] > 'e' || text[1] < '1' || text[1] > '5' {
		return NoSquare, fmt.Errorf("bad point %q: want a file a-e and a rank 1-5, e.g. c3", text)
	}
	return SquareAt(int(text[0]-'a'), int(text[1]-'1')), nil
}

// Bit returns the bitboard with only s set.
func (s Square) Bit() uint32 { return 1 << uint(s) }
