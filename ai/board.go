package ai

import (
	"math/bits"

	"github.com/fetaix/fetaix/game"
)

// Board geometry tables for the evaluation: neighbours and rays along the
// lines of the board, built once from the rules page's definition (rows,
// columns, and diagonals only through points where file+rank is even).

const numDirs = 8

// direction deltas (file, rank), clockwise from north (White's forward).
var dirDelta = [numDirs][2]int{
	{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1},
}

const (
	dirNorth = 0
	dirSouth = 4
)

var (
	// step[s][d] is the neighbour of s along d, or game.NoSquare.
	step [game.NumSquares][numDirs]game.Square
	// ray[s][d] is the mask of points from s along d to the edge.
	ray [game.NumSquares][numDirs]uint32
	// manStep[c][s] is the mask of points a man of colour c may step to.
	manStep [2][game.NumSquares]uint32
	// capDirs[c][backward] lists the directions a man of c captures in.
	capDirs [2][2][]int
	// capDirMask[c][backward] is capDirs as a bit mask of directions.
	capDirMask [2][2]uint8
	// backRank[c] and farRank[c]: colour c's own first and promotion ranks.
	backRank, farRank [2]uint32
	// stepFrom[d] is the mask of points with a neighbour along d, and
	// dirShift[d] the index change of that step (see neighbours).
	stepFrom [numDirs]uint32
	dirShift [numDirs]int
	// rankMask[r] is rank r's points.
	rankMask [5]uint32
	// centreMask is the inner 3×3 points; diagMask the points with diagonals.
	centreMask, diagMask uint32
)

// forwardDirs lists, per colour, the directions of a man's steps: forward,
// diagonally forward, sideways.
var forwardDirs = [2][]int{{0, 1, 7, 2, 6}, {4, 3, 5, 2, 6}}

// backwardDirs lists the extra capture directions of men-capture-backward.
var backwardDirs = [2][]int{{4, 3, 5}, {0, 1, 7}}

func init() {
	for s := game.Square(0); s < game.NumSquares; s++ {
		for d := 0; d < numDirs; d++ {
			step[s][d] = game.NoSquare
			cur := s
			for {
				if d%2 == 1 && !cur.HasDiagonals() {
					break
				}
				next := game.SquareAt(cur.File()+dirDelta[d][0], cur.Rank()+dirDelta[d][1])
				if next == game.NoSquare {
					break
				}
				if cur == s {
					step[s][d] = next
					stepFrom[d] |= s.Bit()
					dirShift[d] = int(next) - int(s)
				}
				ray[s][d] |= next.Bit()
				cur = next
			}
		}
		rankMask[s.Rank()] |= s.Bit()
		if s.HasDiagonals() {
			diagMask |= s.Bit()
		}
		if f, r := s.File(), s.Rank(); f >= 1 && f <= 3 && r >= 1 && r <= 3 {
			centreMask |= s.Bit()
		}
		if s.Rank() == 0 {
			backRank[game.White] |= s.Bit()
			farRank[game.Black] |= s.Bit()
		}
		if s.Rank() == 4 {
			backRank[game.Black] |= s.Bit()
			farRank[game.White] |= s.Bit()
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
		capDirs[c][0] = forwardDirs[c]
		capDirs[c][1] = append(append([]int(nil), forwardDirs[c]...), backwardDirs[c]...)
		for bw := 0; bw < 2; bw++ {
			for _, d := range capDirs[c][bw] {
				capDirMask[c][bw] |= 1 << d
			}
		}
	}
}

// firstOnRay returns the first point of the non-empty mask b, a subset of
// ray[s][d], as seen from s: along directions of rising index (north,
// north-east, east, north-west) the lowest bit, otherwise the highest.
func firstOnRay(d int, b uint32) game.Square {
	if d <= 2 || d == 7 {
		return game.Square(bits.TrailingZeros32(b))
	}
	return game.Square(31 - bits.LeadingZeros32(b))
}

// openRay returns the empty points from s along d up to the first piece.
func openRay(s game.Square, d int, occ uint32) uint32 {
	r := ray[s][d]
	if b := r & occ; b != 0 {
		t := firstOnRay(d, b)
		return r &^ (ray[t][d] | t.Bit())
	}
	return r
}

// neighbours returns the points one step along d from the points of b
// (only along lines of the board).
func neighbours(b uint32, d int) uint32 {
	b &= stepFrom[d]
	if k := dirShift[d]; k >= 0 {
		return b << uint(k)
	} else {
		return b >> uint(-k)
	}
}
