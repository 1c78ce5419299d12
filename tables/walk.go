package tables

import (
	"math/bits"

	"github.com/fetaix/fetaix/game"
)

// boardWalk turns indices of one class into boards, keeping the sets of
// the index before: indices taken in increasing order mostly share their
// men and the mover's mullas with the one before, and the next index's
// mullas are the next set in rank order (nextSubset), so a pass over a
// class builds most boards from the one before.
type boardWalk struct {
	c             Class
	nbm, nwk, nbk int64
	men, wkr, bkr int64 // the ranks of the last board; men -1: none
	wm, bm, free  uint32
	wk, bk        uint32
}

func newBoardWalk(c Class) boardWalk {
	_, nbm, nwk, nbk := c.parts()
	return boardWalk{c: c, nbm: nbm, nwk: nwk, nbk: nbk, men: -1}
}

// board returns the board at index i of the walk's class, and whether it
// is one (the men of both sides on different points).
func (w *boardWalk) board(i int64) (game.Board, bool) {
	bkr := i % w.nbk
	i /= w.nbk
	wkr := i % w.nwk
	men := i / w.nwk
	switch {
	case men != w.men:
		w.men = men
		w.bm = unrankSet(men%w.nbm, w.c.BM) << 5
		w.wm = unrankSet(men/w.nbm, w.c.WM)
		w.free = boardMask &^ (w.wm | w.bm)
		w.setMullas(wkr, bkr)
	case wkr == w.wkr+1 && bkr == 0:
		w.wkr, w.bkr = wkr, bkr
		w.wk = nextSubset(w.wk, w.free)
		w.bk = spread(unrankSet(0, w.c.BK), w.free&^w.wk)
	case wkr == w.wkr && bkr == w.bkr+1:
		w.bkr = bkr
		w.bk = nextSubset(w.bk, w.free&^w.wk)
	default:
		w.setMullas(wkr, bkr)
	}
	if w.wm&w.bm != 0 {
		return game.Board{}, false
	}
	return game.Board{Us: w.wm | w.wk, Them: w.bm | w.bk, Mullas: w.wk | w.bk}, true
}

// setMullas places the mullas of ranks wkr and bkr among the free points.
func (w *boardWalk) setMullas(wkr, bkr int64) {
	w.wkr, w.bkr = wkr, bkr
	w.wk = spread(unrankSet(wkr, w.c.WK), w.free)
	w.bk = spread(unrankSet(bkr, w.c.BK), w.free&^w.wk)
}

// nextSubset returns the set after s among the subsets of among of its
// size, in rank order (rankAmong): its lowest run of points moves its top
// point to the next point of among and the rest to among's lowest points.
// s must not be the last such set.
func nextSubset(s, among uint32) uint32 {
	// the carry runs through s's lowest run and the points not in among
	next := ((s | ^among) + s&-s) & among
	for left := bits.OnesCount32(s) - bits.OnesCount32(next); left > 0; left-- {
		next |= among & -among
		among &= among - 1
	}
	return next
}
