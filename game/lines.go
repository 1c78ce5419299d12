package game

// Direction is one of the eight directions along which lines run.
type Direction int

// The eight directions, clockwise from White's forward.
const (
	North Direction = iota // towards rank 5
	NorthEast
	East
	SouthEast
	South // towards rank 1
	SouthWest
	West
	NorthWest
	numDirections
)

var dirDelta = [numDirections][2]int{
	{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1},
}

// Diagonal reports whether d is a diagonal direction.
func (d Direction) Diagonal() bool { return d%2 == 1 }

// Opposite returns the reverse direction.
func (d Direction) Opposite() Direction { return (d + 4) % numDirections }

// Precomputed line tables. A ray is the run of points from a square along one
// direction, up to the edge; rays exist only along lines of the board, so a
// diagonal ray from a square without diagonals is empty.
var (
	rayLen [NumSquares][numDirections]int8
	raySq  [NumSquares][numDirections][4]Square
	// manStepMask[color][sq]: the points a man of that colour may step to.
	manStepMask [2][NumSquares]uint32
	// jumpOver/jumpLand[sq][d]: the short jump along d, or NoSquare.
	jumpOver [NumSquares][numDirections]Square
	jumpLand [NumSquares][numDirections]Square
	// dirShift[d]: the index change of one step along d; stepFrom[d] and
	// jumpFrom[d]: the points with a line of at least one / two more points
	// along d (so shifting them by dirShift stays on the board's lines).
	dirShift [numDirections]int
	stepFrom [numDirections]uint32
	jumpFrom [numDirections]uint32
	// farRank[color]: the promotion rank of that colour's men.
	farRank [2]uint32
)

// manStepDirs lists a man's step (and capture) directions per colour:
// forward, diagonally forward, sideways.
var manStepDirs = [2][]Direction{
	White: {North, NorthEast, NorthWest, East, West},
	Black: {South, SouthEast, SouthWest, East, West},
}

// manBackDirs lists the extra capture directions of men-capture-backward.
var manBackDirs = [2][]Direction{
	White: {South, SouthEast, SouthWest},
	Black: {North, NorthEast, NorthWest},
}

// mullaOver[sq]: the points on a line through sq with a point beyond
// them, away from sq: those a mulla on sq could jump on some board
// (pointSlots entries).
var mullaOver [pointSlots]uint32

// pointSlots is the length of the point tables the perft counter reads
// with a point from bits.TrailingZeros32: masked by pointSlots − 1, the
// index needs no bounds check.
const pointSlots = 32

// risingDir[d]: the point index grows along d (so d heads to its line's
// high end).
var risingDir [numDirections]bool

// manJumpOver[jumpSetIndex(colour, backward)][sq]: the points a man on sq
// may jump over (each with room for the landing beyond it).
var manJumpOver [4][NumSquares]uint32

func jumpSetIndex(c Color, backward bool) int { return 2*int(c) + b2i(backward) }

// manCaptureDirs[backward][color] lists the directions a man captures in.
var manCaptureDirs [2][2][]Direction

func init() {
	for s := Square(0); s < NumSquares; s++ {
		for d := Direction(0); d < numDirections; d++ {
			jumpOver[s][d], jumpLand[s][d] = NoSquare, NoSquare
			if d.Diagonal() && !s.HasDiagonals() {
				continue
			}
			f, r := s.File(), s.Rank()
			for {
				f, r = f+dirDelta[d][0], r+dirDelta[d][1]
				t := SquareAt(f, r)
				if t == NoSquare {
					break
				}
				raySq[s][d][rayLen[s][d]] = t
				rayLen[s][d]++
			}
			if rayLen[s][d] >= 1 {
				stepFrom[d] |= s.Bit()
			}
			for _, t := range raySq[s][d][:max(rayLen[s][d]-1, 0)] {
				mullaOver[s] |= t.Bit()
			}
			if rayLen[s][d] >= 2 {
				jumpFrom[d] |= s.Bit()
				jumpOver[s][d], jumpLand[s][d] = raySq[s][d][0], raySq[s][d][1]
			}
		}
		for c := White; c <= Black; c++ {
			for _, d := range manStepDirs[c] {
				if rayLen[s][d] > 0 {
					manStepMask[c][s] |= raySq[s][d][0].Bit()
				}
			}
		}
	}
	for d := Direction(0); d < numDirections; d++ {
		dirShift[d] = 5*dirDelta[d][1] + dirDelta[d][0]
		risingDir[d] = dirShift[d] > 0
	}
	for f := 0; f < 5; f++ {
		farRank[White] |= SquareAt(f, 4).Bit()
		farRank[Black] |= SquareAt(f, 0).Bit()
	}
	for c := White; c <= Black; c++ {
		manCaptureDirs[0][c] = manStepDirs[c]
		manCaptureDirs[1][c] = append(append([]Direction{}, manStepDirs[c]...), manBackDirs[c]...)
		for bw := 0; bw < 2; bw++ {
			for s := Square(0); s < NumSquares; s++ {
				for _, d := range manCaptureDirs[bw][c] {
					if jumpOver[s][d] != NoSquare {
						manJumpOver[jumpSetIndex(c, bw == 1)][s] |= jumpOver[s][d].Bit()
					}
				}
			}
		}
	}
	initLineViews()
}

// Adjacent reports whether a and b are joined by a line of the board.
func Adjacent(a, b Square) bool {
	for d := Direction(0); d < numDirections; d++ {
		if rayLen[a][d] > 0 && raySq[a][d][0] == b {
			return true
		}
	}
	return false
}

// Between returns the points strictly between a and b when they lie on one
// line of the board, and ok=false when they do not.
func Between(a, b Square) (mask uint32, ok bool) {
	for d := Direction(0); d < numDirections; d++ {
		var m uint32
		for i := int8(0); i < rayLen[a][d]; i++ {
			t := raySq[a][d][i]
			if t == b {
				return m, true
			}
			m |= t.Bit()
		}
	}
	return 0, false
}
