package game

// Whole-board shifts: a man's steps and short jumps computed for every man
// at once, one constant shift per direction. A direction's mask (stepFrom,
// jumpFromBy) keeps only the points with room along it, so shifted bits
// always land on the board's lines, and a zero mask switches the direction
// off for a colour or rule set.

// stepFromBy[colour][d]: the points a man of that colour steps from along d
// (zero when d is not one of its step directions).
var stepFromBy [2][numDirections]uint32

// jumpFromBy[jumpSetIndex(colour, backward)][d]: the points a man jumps
// from along d (zero when d is not one of its capture directions).
var jumpFromBy [4][numDirections]uint32

func init() {
	for c := White; c <= Black; c++ {
		for _, d := range manStepDirs[c] {
			stepFromBy[c][d] = stepFrom[d]
		}
		for bw := 0; bw < 2; bw++ {
			for _, d := range manCaptureDirs[bw][c] {
				jumpFromBy[jumpSetIndex(c, bw == 1)][d] = jumpFrom[d]
			}
		}
	}
}

// up moves every point of b one step along d (k = dirShift[d]).
func up(b uint32, d Direction) uint32 {
	switch d {
	case North:
		return b << 5
	case NorthEast:
		return b << 6
	case East:
		return b << 1
	case SouthEast:
		return b >> 4
	case South:
		return b >> 5
	case SouthWest:
		return b >> 6
	case West:
		return b >> 1
	}
	return b << 4 // NorthWest
}

// jumpers returns, per direction, the men that can jump an enemy piece
// along it: an enemy one step along d and an empty point two steps along.
func jumpers(men, opp, occ uint32, from *[numDirections]uint32) (j [numDirections]uint32) {
	empty := ^occ
	j[North] = men & from[North] & (opp >> 5) & (empty >> 10)
	j[NorthEast] = men & from[NorthEast] & (opp >> 6) & (empty >> 12)
	j[East] = men & from[East] & (opp >> 1) & (empty >> 2)
	j[SouthEast] = men & from[SouthEast] & (opp << 4) & (empty << 8)
	j[South] = men & from[South] & (opp << 5) & (empty << 10)
	j[SouthWest] = men & from[SouthWest] & (opp << 6) & (empty << 12)
	j[West] = men & from[West] & (opp << 1) & (empty << 2)
	j[NorthWest] = men & from[NorthWest] & (opp >> 4) & (empty >> 8)
	return j
}

// anyJumper returns the men that can jump in some direction.
func anyJumper(men, opp, occ uint32, from *[numDirections]uint32) uint32 {
	j := jumpers(men, opp, occ, from)
	return j[0] | j[1] | j[2] | j[3] | j[4] | j[5] | j[6] | j[7]
}

// landings returns the landing points of the jumps j along each direction.
func landings(j *[numDirections]uint32) [numDirections]uint32 {
	return [numDirections]uint32{
		j[North] << 10, j[NorthEast] << 12, j[East] << 2, j[SouthEast] >> 8,
		j[South] >> 10, j[SouthWest] >> 12, j[West] >> 2, j[NorthWest] << 8,
	}
}

// stepCount returns the number of steps the men can make.
func stepCount(men, occ uint32, from *[numDirections]uint32) int {
	free := ^occ
	return popcount(men&from[North]<<5&free) + popcount(men&from[NorthEast]<<6&free) +
		popcount(men&from[East]<<1&free) + popcount(men&from[SouthEast]>>4&free) +
		popcount(men&from[South]>>5&free) + popcount(men&from[SouthWest]>>6&free) +
		popcount(men&from[West]>>1&free) + popcount(men&from[NorthWest]<<4&free)
}
