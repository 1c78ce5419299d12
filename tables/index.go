package tables

import (
	"math/bits"

	"github.com/fetaix/fetaix/game"
)

// A class's positions are indexed from the side to move's view (the
// board turned half a turn when Black is to move: game.Board), by four
// sets ranked in the combinatorial number system, each among the points
// left to it: the mover's men among the 20 points off rank 5, the
// opponent's men among the 20 off rank 1, then the mover's mullas among
// the points no man holds, then the opponent's mullas among those still
// free. Only indices where men of both sides share a point are no
// position.

// binom[n][k] is n choose k, for n ≤ 25.
var binom [game.NumSquares + 1][game.NumSquares + 1]int64

// menPoints is the number of points a side's men can stand on.
const menPoints = game.NumSquares - 5

// tabledSets is the largest set size whose sets are listed in subsets.
const tabledSets = 6

// subsets[k] lists the k-point sets of the 25 points in rank order, so
// that the first C(n, k) of them are the sets within the n lowest points.
var subsets [tabledSets + 1][]uint32

func init() {
	for n := range binom {
		binom[n][0] = 1
		for k := 1; k <= n; k++ {
			binom[n][k] = binom[n-1][k-1] + binom[n-1][k]
		}
	}
	for k := range subsets {
		subsets[k] = make([]uint32, 0, binom[game.NumSquares][k])
		if k == 0 {
			subsets[k] = append(subsets[k], 0)
			continue
		}
		// Gosper's hack walks the k-sets in increasing order, which is
		// rank order
		for s := uint32(1)<<k - 1; s < 1<<game.NumSquares; {
			subsets[k] = append(subsets[k], s)
			c := s & -s
			r := s + c
			s = (((r ^ s) >> 2) / c) | r
		}
	}
}

// rankAmong returns the rank of a set of points among the sets of its
// size within among (of which it is a subset), each point numbered by the
// points of among below it: the sum of C(that number, i) for its i-th
// lowest point, from 1.
func rankAmong(set, among uint32) int64 {
	if set == 0 {
		return 0
	}
	// the lowest point adds C(n, 1) = n
	r := int64(bits.OnesCount32(among & (set&-set - 1)))
	set &= set - 1
	for i := 2; set != 0; i++ {
		// the masks cost nothing and spare the bounds checks
		r += binomRank[bits.OnesCount32(among&(set&-set-1))&31][i&15]
		set &= set - 1
	}
	return r
}

// binomRank is binom for rankAmong, sized so that any point count and
// set size (of at most 15 points) index it.
var binomRank [32][16]int64

// menRankLow[s] is the rank of a set s of the 10 lowest points (shifted
// left by 4) and its size (the low 4 bits), and menRankHigh[k][s] what a
// set s of the 10 points above them adds to the rank of a set with k
// points below them: rankMen in two lookups.
var (
	menRankLow  [1 << (menPoints / 2)]uint32
	menRankHigh [16][1 << (menPoints / 2)]int32
)

func init() {
	for n := range binom {
		for i := range binomRank[n] {
			if i < len(binom[n]) {
				binomRank[n][i] = binom[n][i]
			}
		}
	}
	const half = menPoints / 2
	for s := range uint32(1 << half) {
		menRankLow[s] = uint32(rankAmong(s, boardMask))<<4 | uint32(bits.OnesCount32(s))
		for k := range menPoints/2 + 1 {
			var r int64
			for i, h := k+1, s; h != 0; i, h = i+1, h&(h-1) {
				r += binom[half+bits.TrailingZeros32(h)][i]
			}
			menRankHigh[k][s] = int32(r)
		}
	}
}

// rankMen returns the rank of a set of points within the 20 lowest among
// the sets of its size.
func rankMen(b uint32) int64 {
	const half = menPoints / 2
	lo := menRankLow[b&(1<<half-1)]
	return int64(lo>>4) + int64(menRankHigh[lo&15][b>>half&(1<<half-1)])
}

// unrankSet returns the set of k points of rank r.
func unrankSet(r int64, k int) uint32 {
	if k <= tabledSets {
		return subsets[k][r]
	}
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

// spread returns the points of among that set numbers (from 0, in
// order): the set as rankAmong sees it, put back on the board.
func spread(set, among uint32) uint32 {
	var out uint32
	for ; set != 0; set >>= 1 {
		if set&1 != 0 {
			out |= among & -among
		}
		among &= among - 1
	}
	return out
}

// parts returns the number of choices of each of the four sets of c, in
// index order: the mover's men, the opponent's men, the mover's mullas,
// the opponent's mullas.
func (c Class) parts() (wm, bm, wk, bk int64) {
	free := game.NumSquares - c.WM - c.BM
	return binom[menPoints][c.WM], binom[menPoints][c.BM], binom[free][c.WK], binom[free-c.WK][c.BK]
}

// size returns the number of indices of c.
func (c Class) size() int64 {
	wm, bm, wk, bk := c.parts()
	return wm * bm * wk * bk
}

// classOf returns the class of a board.
func classOf(b game.Board) Class {
	return Class{
		bits.OnesCount32(b.Us &^ b.Mullas), bits.OnesCount32(b.Us & b.Mullas),
		bits.OnesCount32(b.Them &^ b.Mullas), bits.OnesCount32(b.Them & b.Mullas),
	}
}

// shape is what finding an index needs of a class beyond a board: the
// number of choices of the opponent's men and of each side's mullas.
type shape struct{ nbm, nwk, nbk int64 }

func (c Class) shape() shape {
	_, nbm, nwk, nbk := c.parts()
	return shape{nbm, nwk, nbk}
}

// index returns the index of b, which must be of class c.
func (c Class) index(b game.Board) int64 { return c.shape().index(b) }

// index returns the index of b in its class, whose shape s is.
func (s shape) index(b game.Board) int64 {
	x := newIndexer(s)
	return x.index(b)
}

// menRank returns the part of an index the men wm and bm give.
func (s shape) menRank(wm, bm uint32) int64 { return rankMen(wm)*s.nbm + rankMen(bm>>5) }

// indexer finds the indices of boards of one class that often share
// their men, as the parents of a position do (all of those by a mulla's
// slide): it keeps the men's part of the index of the board before.
type indexer struct {
	shape
	wm, bm uint32
	part   int64
}

func newIndexer(s shape) indexer { return indexer{shape: s, wm: ^uint32(0)} }

// index returns the index of b.
func (x *indexer) index(b game.Board) int64 {
	wm, bm := b.Us&^b.Mullas, b.Them&^b.Mullas
	if wm != x.wm || bm != x.bm {
		x.wm, x.bm, x.part = wm, bm, x.menRank(wm, bm)
	}
	free := boardMask &^ (wm | bm)
	wk := b.Us & b.Mullas
	i := x.part*x.nwk + rankAmong(wk, free)
	return i*x.nbk + rankAmong(b.Them&b.Mullas, free&^wk)
}

// board returns the board at index i of c, and whether it is one (the
// men of both sides on different points).
func (c Class) board(i int64) (game.Board, bool) {
	w := newBoardWalk(c)
	return w.board(i)
}

// boardMask is the 25 points.
const boardMask = 1<<game.NumSquares - 1

// locate returns the class and index of p, seen from its side to move.
func locate(p *game.Position) (Class, int64) {
	b := game.BoardOf(p)
	c := classOf(b)
	return c, c.index(b)
}
