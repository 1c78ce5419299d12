package ai

import "github.com/fetaix/fetaix/game"

// Board geometry for the tests' square-by-square reference evaluation
// (eval_test.go), built from the rules page's definition independently of
// the game package's shift tables: rows, columns, and diagonals only
// through points where file+rank is even.

const numDirs = 8

// dirDelta: direction deltas (file, rank), clockwise from north (White's
// forward).
var dirDelta = [numDirs][2]int{
	{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1},
}

// forwardDirs lists, per colour, the directions of a man's steps: forward,
// diagonally forward, sideways; backwardDirs the extra capture directions
// of men-capture-backward.
var (
	forwardDirs  = [2][]int{{0, 1, 7, 2, 6}, {4, 3, 5, 2, 6}}
	backwardDirs = [2][]int{{4, 3, 5}, {0, 1, 7}}
)

var (
	// step[s][d] is the neighbour of s along d, or game.NoSquare.
	step [game.NumSquares][numDirs]game.Square
	// manStep[c][s] is the mask of points a man of colour c may step to.
	manStep [2][game.NumSquares]uint32
	// capDirMask[c][backward]: a man of c's capture directions as a bit mask.
	capDirMask [2][2]uint8
)

func init() {
	for s := game.Square(0); s < game.NumSquares; s++ {
		for d := 0; d < numDirs; d++ {
			step[s][d] = game.NoSquare
			if d%2 == 1 && !s.HasDiagonals() {
				continue
			}
			step[s][d] = game.SquareAt(s.File()+dirDelta[d][0], s.Rank()+dirDelta[d][1])
		}
	}
	for c := 0; c < 2; c++ {
		for s := game.Square(0); s < game.NumSquares; s++ {
			for _, d := range forwardDirs[c] {
				if t := step[s][d]; t != game.NoSquare {
					manStep[c][s] |= t.Bit()
				}
			}
		}
		for _, d := range forwardDirs[c] {
			capDirMask[c][0] |= 1 << d
			capDirMask[c][1] |= 1 << d
		}
		for _, d := range backwardDirs[c] {
			capDirMask[c][1] |= 1 << d
		}
	}
}
