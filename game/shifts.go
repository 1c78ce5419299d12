package game

import "math/bits"

// Whole-board shifts: a man's steps and short jumps computed for every man
// at once, one constant shift per direction. A direction's mask (stepFrom,
// jumpFromBy) keeps only the points with room along it, so shifted bits
// always land on the board's lines, and a zero mask switches the direction
// off for a colour or rule set.

// jumpFromBy[jumpSetIndex(colour, backward)][d]: the points a man jumps
// from along d (zero when d is not one of its capture directions).
var jumpFromBy [4][numDirections]uint32

func init() {
	for c := White; c <= Black; c++ {
		for bw := 0; bw < 2; bw++ {
			for _, d := range manCaptureDirs[bw][c] {
				jumpFromBy[jumpSetIndex(c, bw == 1)][d] = jumpFrom[d]
			}
		}
	}
}

// jumpCount returns the number of short jumps the men can make and the
// set of their landing points: per direction, a man with an enemy one step
// along it and an empty point two steps along it.
func jumpCount(men, opp, occ uint32, from *[numDirections]uint32) (n int, land uint32) {
	empty := ^occ
	n2 := men & from[North] & (opp >> 5) & (empty >> 10)
	ne := men & from[NorthEast] & (opp >> 6) & (empty >> 12)
	e := men & from[East] & (opp >> 1) & (empty >> 2)
	se := men & from[SouthEast] & (opp << 4) & (empty << 8)
	s := men & from[South] & (opp << 5) & (empty << 10)
	sw := men & from[SouthWest] & (opp << 6) & (empty << 12)
	w := men & from[West] & (opp << 1) & (empty << 2)
	nw := men & from[NorthWest] & (opp >> 4) & (empty >> 8)
	if n2|ne|e|se|s|sw|w|nw == 0 {
		return 0, 0
	}
	n = popcount(n2) + popcount(ne) + popcount(e) + popcount(se) +
		popcount(s) + popcount(sw) + popcount(w) + popcount(nw)
	land = n2<<10 | ne<<12 | e<<2 | se>>8 | s>>10 | sw>>12 | w>>2 | nw<<8
	return n, land
}

// anyJumper returns the men that can jump in some direction (jumpers,
// folded into one bitboard).
func anyJumper(men, opp, occ uint32, from *[numDirections]uint32) uint32 {
	empty := ^occ
	return men & (from[North]&(opp>>5)&(empty>>10) |
		from[NorthEast]&(opp>>6)&(empty>>12) |
		from[East]&(opp>>1)&(empty>>2) |
		from[SouthEast]&(opp<<4)&(empty<<8) |
		from[South]&(opp<<5)&(empty<<10) |
		from[SouthWest]&(opp<<6)&(empty<<12) |
		from[West]&(opp<<1)&(empty<<2) |
		from[NorthWest]&(opp>>4)&(empty>>8))
}

// jumpTargets returns the pieces of opp the men can jump over: per
// direction, the men's jumps shifted one step along it.
func jumpTargets(men, opp, occ uint32, from *[numDirections]uint32) uint32 {
	empty := ^occ
	return (men&from[North]&(opp>>5)&(empty>>10))<<5 |
		(men&from[NorthEast]&(opp>>6)&(empty>>12))<<6 |
		(men&from[East]&(opp>>1)&(empty>>2))<<1 |
		(men&from[SouthEast]&(opp<<4)&(empty<<8))>>4 |
		(men&from[South]&(opp<<5)&(empty<<10))>>5 |
		(men&from[SouthWest]&(opp<<6)&(empty<<12))>>6 |
		(men&from[West]&(opp<<1)&(empty<<2))>>1 |
		(men&from[NorthWest]&(opp>>4)&(empty>>8))<<4
}

// stepCount returns the number of steps colour c's men can make: forward,
// diagonally forward and sideways. Two sets are counted with one 64-bit
// population count (a set has at most 25 points).
func stepCount(men, occ uint32, c Color) int {
	free := ^occ
	if c == White {
		return upStepCount(men, free)
	}
	return stepSetsCount(men&stepFrom[East]<<1&free, men&stepFrom[West]>>1&free,
		men&stepFrom[South]>>5&free, men&stepFrom[SouthEast]>>4&free, men&stepFrom[SouthWest]>>6&free)
}

// upStepCount is stepCount for men moving up the board (White's, and the
// mover's on perft's turned boards), on the free points free. It is small
// enough to be inlined into perft's counter.
func upStepCount(men, free uint32) int {
	return stepSetsCount(men&stepFrom[East]<<1&free, men&stepFrom[West]>>1&free,
		men&stepFrom[North]<<5&free, men&stepFrom[NorthEast]<<6&free, men&stepFrom[NorthWest]<<4&free)
}

// stepSetsCount returns the number of points in five sets of at most 25
// points, with three population counts.
func stepSetsCount(a, b, c, d, e uint32) int {
	return bits.OnesCount64(uint64(a)|uint64(b)<<32) + bits.OnesCount64(uint64(c)|uint64(d)<<32) + bits.OnesCount32(e)
}
