package tables

import (
	"math/bits"

	"github.com/fetaix/fetaix/game"
)

// binom[n][k] is n choose k, for n ≤ 25.
var binom [game.NumSquares + 1][game.NumSquares + 1]int64

func init() {
	for n := range binom {
		binom[n][0] = 1
		for k := 1; k <= n; k++ {
			binom[n][k] = binom[n-1][k-1] + binom[n-1][k]
		}
	}
}

// rankSet returns the rank of a set of squares among the sets of its size
// (the combinatorial number system: the sum of C(square, i) for its i-th
// lowest square, from 1).
func rankSet(b uint32) int64 {
	var r int64
	for i := 1; b != 0; i++ {
		s := bits.TrailingZeros32(b)
		r += binom[s][i]
		b &= b - 1
	}
	return r
}

// unrankSet returns the set of k squares of rank r.
func unrankSet(r int64, k int) uint32 {
	var b uint32
	s := game.NumSquares - 1
	for i := k; i >= 1; i-- {
		for binom[s][i] > r {
			s--
		}
		b |= 1 << uint(s)
		r -= binom[s][i]
		s--
	}
	return b
}

// size returns the number of indices of c: the four sets of squares
// ranked independently (some indices are not positions: two pieces on a
// point, or a man on its far rank).
func (c Class) size() int64 {
	n := game.NumSquares
	return binom[n][c.WM] * binom[n][c.WK] * binom[n][c.BM] * binom[n][c.BK]
}

// index returns the index of the position with the given sets, which must
// fit c.
func (c Class) index(wm, wk, bm, bk uint32) int64 {
	n := game.NumSquares
	i := rankSet(wm)
	i = i*binom[n][c.WK] + rankSet(wk)
	i = i*binom[n][c.BM] + rankSet(bm)
	return i*binom[n][c.BK] + rankSet(bk)
}

// sets returns the sets of the position at index i.
func (c Class) sets(i int64) (wm, wk, bm, bk uint32) {
	n := game.NumSquares
	bk = unrankSet(i%binom[n][c.BK], c.BK)
	i /= binom[n][c.BK]
	bm = unrankSet(i%binom[n][c.BM], c.BM)
	i /= binom[n][c.BM]
	wk = unrankSet(i%binom[n][c.WK], c.WK)
	i /= binom[n][c.WK]
	wm = unrankSet(i, c.WM)
	return
}

// position returns the position at index i, White to move, and whether
// it is one (no point held twice, no man on its far rank).
func (c Class) position(i int64) (game.Position, bool) {
	wm, wk, bm, bk := c.sets(i)
	if wm&wk != 0 || bm&bk != 0 || (wm|wk)&(bm|bk) != 0 {
		return game.Position{}, false
	}
	p, err := game.PositionFromBoards(wm|wk, bm|bk, wk|bk, game.White)
	return p, err == nil
}

// flipRanks turns a set of squares over: rank r becomes rank 4-r.
func flipRanks(b uint32) uint32 {
	return (b&0x1F)<<20 | (b>>5&0x1F)<<15 | (b>>10&0x1F)<<10 | (b>>15&0x1F)<<5 | b>>20&0x1F
}

// locate returns the class and index of p, seen from its side to move
// (Black's positions with the colours swapped and the ranks turned over).
func locate(p *game.Position) (Class, int64) {
	stm := p.SideToMove()
	own, opp := p.Pieces(stm), p.Pieces(stm.Other())
	mullas := p.Mullas(game.White) | p.Mullas(game.Black)
	if stm == game.Black {
		own, opp, mullas = flipRanks(own), flipRanks(opp), flipRanks(mullas)
	}
	wm, wk, bm, bk := own&^mullas, own&mullas, opp&^mullas, opp&mullas
	c := Class{bits.OnesCount32(wm), bits.OnesCount32(wk), bits.OnesCount32(bm), bits.OnesCount32(bk)}
	return c, c.index(wm, wk, bm, bk)
}
