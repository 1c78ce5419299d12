package game

import "math/bits"

// Zobrist keys: one per (colour, kind, square) and one for Black to move.
// They come from a fixed splitmix64 sequence, so keys are stable across runs.
var (
	zobristPiece       [4][NumSquares]uint64
	zobristBlackToMove uint64
)

func pieceIndex(c Color, mulla bool) int {
	if mulla {
		return 2 + int(c)
	}
	return int(c)
}

func init() {
	seed := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 {
		seed += 0x9E3779B97F4A7C15
		z := seed
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
	for i := range zobristPiece {
		for s := range zobristPiece[i] {
			zobristPiece[i][s] = next()
		}
	}
	zobristBlackToMove = next()
}

// computeHash computes the Zobrist key from scratch.
func (p Position) computeHash() uint64 {
	var h uint64
	for c := White; c <= Black; c++ {
		for b := p.side[c]; b != 0; b &= b - 1 {
			s := bits.TrailingZeros32(b)
			h ^= zobristPiece[pieceIndex(c, p.mullas&(1<<uint(s)) != 0)][s]
		}
	}
	if p.toMove == Black {
		h ^= zobristBlackToMove
	}
	return h
}
