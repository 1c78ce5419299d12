package game

import "math/bits"

// Bulk counting at the last ply of perft: the moves of a board are
// counted, not built. Men's captures are counted as sets for all men at
// once (fastchains.go), mullas' walked (fastmulla.go). Boards where men
// capture backwards, or a man promotes and goes on capturing, are
// counted by the generator.

// countAll returns the number of legal moves of the boards bs, summed.
// Two boards in three have no mulla and either no man able to capture
// or only men whose capture ends after one jump: those are counted in
// the loop, which keeps few values alive so that they stay in registers
// (a board where no man can jump is told by the jump sets alone, before
// any landing is worked out). Boards with no mulla where a man can jump
// again hand the loop's jump sets to countChains; the others go to
// countRest.
func (f *fastPerft) countAll(bs []fastBoard) uint64 {
	var n uint64
	if !f.r.plainMen {
		for i := range bs {
			n += uint64(f.countRest(&bs[i]))
		}
		return n
	}
	for i := range bs {
		b := &bs[i]
		if b.us&b.mullas != 0 {
			n += uint64(f.countRest(b))
			continue
		}
		men, opp, empty := b.us, b.them, ^(b.us | b.them)
		j0, j1, j2, j3, j4 := menJumpSets(opp, empty)
		if men&(j0|j1|j2|j3|j4) == 0 {
			n += uint64(menStepCount(men, empty))
			continue
		}
		n0, n1, n2, n3, n4 := men&j0, men&j1, men&j2, men&j3, men&j4
		if land := n0<<10 | n1<<12 | n2<<8 | n3<<2 | n4>>2; land&(j0|j1|j2|j3|j4) == 0 {
			n += uint64(pairedCount(n0, n1, n2, n3, n4))
		} else {
			n += uint64(f.countChains(men, j0, j1, j2, j3, j4))
		}
	}
	return n
}

// countChains counts the moves of a board with no mulla of the mover
// where a man can jump again after a jump, under plainMen: the men's
// capture paths from the men men, on a board where men jump as
// menJumpSets's j0..j4 say.
func (f *fastPerft) countChains(men, j0, j1, j2, j3, j4 uint32) int {
	c := &f.chains
	c.setBoard(j0, j1, j2, j3, j4)
	if f.r.sumPaths {
		return c.sum(men&(j0|j1|j2|j3|j4), noBan)
	}
	t := &f.tally
	t.reset()
	c.tally = t
	// count reports false only under promotion=continue, which plainMen
	// excludes: its result is always true here and is not read.
	c.count(men&(j0|j1|j2|j3|j4), noBan, 0)
	c.tally = nil
	return t.total()
}

// countRest counts the moves of a board that countAll leaves. Each
// mulla's lines are read once where it can: when a man can capture,
// every mulla is walked for captures straight away (a walk from a mulla
// that cannot capture finds none); else the mullas' slides are counted
// until one of them can capture, and it and those after it are walked.
func (f *fastPerft) countRest(b *fastBoard) int {
	occ := b.us | b.them
	men := b.us &^ b.mullas
	j0, j1, j2, j3, j4 := menJumpSets(b.them, ^occ)
	jumpers := men & (j0 | j1 | j2 | j3 | j4)
	if f.r.backward {
		jumpers = anyJumper(men, b.them, occ, &jumpFromBy[jumpSetIndex(White, true)])
	}
	flyers := b.us & b.mullas // the mullas to walk
	slides := 0
	if jumpers == 0 && flyers != 0 {
		slides, flyers = mullaSights(flyers, b.them, occ)
	}
	if jumpers|flyers == 0 {
		return menStepCount(men, ^occ) + slides
	}
	if jumpers != 0 && f.r.backward {
		return f.countByGenerator(b)
	}
	t := &f.tally
	t.reset()
	if jumpers != 0 {
		n, ok := f.countMenCaptures(jumpers, j0, j1, j2, j3, j4, t)
		switch {
		case !ok:
			return f.countByGenerator(b)
		case flyers == 0 && n >= 0:
			return n
		}
	}
	if flyers != 0 {
		if !f.r.majority {
			return t.total() + f.mullas.count(flyers, occ, b.them)
		}
		f.mullas.tally = t
		f.mullas.walk(b, flyers, occ)
		f.mullas.tally = nil
	}
	return t.total()
}

// menStepCount returns the number of steps of the men men (moving up
// the board) onto the free points free.
func menStepCount(men, free uint32) int {
	return pairedCount(men&stepFrom[North]<<5&free, men&stepFrom[NorthEast]<<6&free,
		men&stepFrom[NorthWest]<<4&free, men&stepFrom[East]<<1&free, men&stepFrom[West]>>1&free)
}

// pairedCount returns the number of points in five sets, one for each
// direction of the men (forward, north-east, north-west, east, west),
// with two population counts. The two diagonal sets lie on the points
// where diagonals cross (file + rank even), which a shift by one point
// moves off them: shifted, one packs with the other into 26 bits.
func pairedCount(n, ne, nw, e, w uint32) int {
	return bits.OnesCount64(uint64(n)|uint64(ne|nw<<1)<<32) + bits.OnesCount64(uint64(e)|uint64(w)<<32)
}

// mullaSights returns the number of slides of the mullas on the board
// occupied by occ, and none, if none of them can capture a piece of opp;
// else, from the first that can on (in point order), the mullas to walk
// for captures.
func mullaSights(mullas, opp, occ uint32) (slides int, flyers uint32) {
	for ; mullas != 0; mullas &= mullas - 1 {
		s := bits.TrailingZeros32(mullas)
		reach, jumps := flyLines[s&(pointSlots-1)].sight(occ)
		if jumps&opp != 0 {
			return 0, mullas
		}
		slides += bits.OnesCount32(reach)
	}
	return slides, 0
}

// countMenCaptures counts the men's capture paths from the points
// jumpers, on a board where men jump as menJumpSets's j0..j4 say, and
// reports false where menChains.count does. Most captures are single
// jumps with no man able to go on from its landing: their number is
// returned, and added to t, with one popcount per direction; so are all
// the paths under sumPaths; else the paths are added to t and −1
// returned. (A man cannot jump straight back
// from its first landing: that would land on its origin, still occupied
// on the board before the move.)
func (f *fastPerft) countMenCaptures(jumpers, j0, j1, j2, j3, j4 uint32, t *chainTally) (int, bool) {
	r := &f.r
	n0, n1, n2, n3, n4 := jumpers&j0, jumpers&j1, jumpers&j2, jumpers&j3, jumpers&j4
	land := n0<<10 | n1<<12 | n2<<8 | n3<<2 | n4>>2 // two steps each
	if land&r.contFar != 0 {
		return 0, false
	}
	if land&(j0|j1|j2|j3|j4)&^r.stopFar == 0 {
		n := bits.OnesCount64(uint64(n0)|uint64(n1)<<32) + bits.OnesCount64(uint64(n2)|uint64(n3)<<32) + bits.OnesCount32(n4)
		t.add(1, n)
		return n, true
	}
	c := &f.chains
	c.setBoard(j0, j1, j2, j3, j4)
	if r.sumPaths {
		// no majority rule: the tally keeps no lengths
		n := c.sum(jumpers, noBan)
		t.add(1, n)
		return n, true
	}
	c.tally = t
	ok := c.count(jumpers, noBan, 0)
	c.tally = nil
	return -1, ok
}

// countByGenerator counts b's moves with the move generator.
func (f *fastPerft) countByGenerator(b *fastBoard) int {
	p := b.position()
	return p.countMoves(&f.r.rules, f.moves[:0])
}

// chainTally sums finished capture paths: all of them, and under the
// majority rule those of each length.
type chainTally struct {
	majority bool            // the majority rule: byLen is kept
	all      int             // the paths tallied
	byLen    [tallySlots]int // byLen[k]: the paths of k captures
}

// tallySlots is the length of chainTally.byLen: a power of two above
// MaxPath, so that a length masked by tallySlots − 1 needs no bounds
// check.
const tallySlots = 16

// reset empties the tally for the next board.
func (t *chainTally) reset() {
	t.all = 0
	if t.majority {
		t.byLen = [tallySlots]int{}
	}
}

// add adds n paths of k captures.
func (t *chainTally) add(k, n int) {
	t.all += n
	if t.majority {
		t.byLen[k&(tallySlots-1)] += n
	}
}

// total returns the number of moves tallied: all paths, or under the
// majority rule those of the most captures.
func (t *chainTally) total() int {
	if t.majority {
		for k := MaxPath; k > 0; k-- {
			if t.byLen[k] != 0 {
				return t.byLen[k]
			}
		}
	}
	return t.all
}
