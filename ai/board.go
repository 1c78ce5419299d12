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
	// promoteSteps[c][s]: the far-rank points a man of colour c on s
	// steps onto (forward, and diagonally forward where s has diagonals).
	promoteSteps [2][game.NumSquares]uint32
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
		initPromoteSteps(s)
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

// initPromoteSteps fills promoteSteps for a man on s.
func initPromoteSteps(s game.Square) {
	for c, r := range [2]int{3, 1} { // White's and Black's rank before the far one
		if s.Rank() != r {
			continue
		}
		fwd := 1
		if c == int(game.Black) {
			fwd = -1
		}
		far := r + fwd
		for df := -1; df <= 1; df++ {
			f := s.File() + df
			if f < 0 || f > 4 || (df != 0 && !s.HasDiagonals()) {
				continue
			}
			promoteSteps[c][s] |= 1 << (5*far + f)
		}
	}
}
