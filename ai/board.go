package ai

import "github.com/fetaix/fetaix/game"

// Board masks for the evaluation's placement features. Moves, mobility and
// threats come from the game package; these only say where a point is.

var (
	// backRank[c]: colour c's own first rank.
	backRank [2]uint32
	// rankMask[r]: rank r's points.
	rankMask [5]uint32
	// centreMask is the inner 3×3 points; diagMask the points with diagonals.
	centreMask, diagMask uint32
)

func init() {
	for s := game.Square(0); s < game.NumSquares; s++ {
		rankMask[s.Rank()] |= s.Bit()
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
