package ai

import "github.com/fetaix/fetaix/game"

// Board masks for the evaluation's placement features. Moves, mobility and
// threats come from the game package; these only say where a point is.

// boardMask has a bit for every point.
const boardMask = 1<<game.NumSquares - 1

var (
	// backRank[c]: colour c's own first rank.
	backRank [2]uint32
	// ahead[c][k]: the points where a man of colour c has advanced more
	// than k ranks.
	ahead [2][3]uint32
	// centreMask is the inner 3×3 points; diagMask the points with diagonals.
	centreMask, diagMask uint32
)

func init() {
	for s := game.Square(0); s < game.NumSquares; s++ {
		for k := 0; k < 3; k++ {
			if s.Rank() > k {
				ahead[game.White][k] |= s.Bit()
			}
			if 4-s.Rank() > k {
				ahead[game.Black][k] |= s.Bit()
			}
		}
		if s.HasDiagonals() {
			diagMask |= s.Bit()
		}
		if f, r := s.File(), s.Rank(); f >= 1 && f <= 3 && r >= 1 && r <= 3 {
			centreMask |= s.Bit()
		}
		switch s.Rank() {
		case 0:
			backRank[game.White] |= s.Bit()
		case 4:
			backRank[game.Black] |= s.Bit()
		}
	}
}
