package game

import "math/bits"

// Bulk counting at the last ply of perft: the moves of a board are
// counted, not built. With no mulla able to capture, the men's captures
// are counted as sets for all men at once: a man never moves back and,
// along a rank, keeps one sideways direction, so its jumps can be read on
// the board as it was before the move (the one reverse jump, back over
// the piece just taken, is banned), no captured set is tracked, and each
// bit of a set is one path. Men's paths never give two equal moves, so
// popcounts are exact. Mullas' captures are walked (fastmulla.go). Boards
// where men capture backwards, or a man promotes and goes on capturing,
// are counted by the generator.

// count returns the number of legal moves of b.
func (f *fastPerft) count(b *fastBoard) int {
	occ := b.us | b.them
	men := b.us &^ b.mullas
	mullas := b.us & b.mullas
	jumpers := forwardJumpers(men, b.them, ^occ)
	if f.r.backward {
		jumpers = anyJumper(men, b.them, occ, &jumpFromBy[jumpSetIndex(White, true)])
	}
	var flyers uint32
	if mullas != 0 {
		flyers = mullaCapturers(mullas, b.them, occ)
	}
	if jumpers|flyers == 0 {
		return quietCount(men, mullas, White, occ)
	}
	if jumpers != 0 && f.r.backward {
		return f.countByGenerator(b)
	}
	t := &f.tally
	*t = chainTally{}
	if jumpers != 0 && !f.r.countMenCaptures(jumpers, b.them, ^occ, t) {
		return f.countByGenerator(b)
	}
	if flyers != 0 {
		w := &f.mullas
		w.b, w.tally, w.removalEnd = b, t, f.r.removalEnd
		for ; flyers != 0; flyers &= flyers - 1 {
			s := bits.TrailingZeros32(flyers)
			w.start(s, occ&^(1<<s))
		}
		w.tally = nil
	}
	if f.r.majority {
		return t.best
	}
	return t.all
}

// forwardJumpers returns the men (of the side playing up the board) that
// can jump forward, diagonally forward or sideways.
func forwardJumpers(men, opp, empty uint32) uint32 {
	return men & (jumpFrom[North]&(opp>>5)&(empty>>10) |
		jumpFrom[NorthEast]&(opp>>6)&(empty>>12) |
		jumpFrom[NorthWest]&(opp>>4)&(empty>>8) |
		jumpFrom[East]&(opp>>1)&(empty>>2) |
		jumpFrom[West]&(opp<<1)&(empty<<2))
}

// countMenCaptures adds the men's capture paths from the points jumpers
// to t, and reports false where chainCount does. Most captures are single
// jumps with no man able to go on from its landing: those are counted
// with one popcount per direction. (A man cannot jump straight back from
// its first landing: that would land on its origin, still occupied on
// the board before the move.)
func (r *fastRules) countMenCaptures(jumpers, opp, empty uint32, t *chainTally) bool {
	var land uint32
	n := 0
	for i := range manJumps {
		d := &manJumps[i]
		j := jumpers & d.from & bits.RotateLeft32(opp, -d.k) & bits.RotateLeft32(empty, -2*d.k)
		n += bits.OnesCount32(j)
		land |= bits.RotateLeft32(j, 2*d.k)
	}
	more := forwardJumpers(land, opp, empty)
	if far := land & farRank[White]; far != 0 {
		switch {
		case r.cont:
			return false
		case r.stop:
			more &^= far
		}
	}
	if more == 0 {
		t.add(1, n)
		return true
	}
	return r.chainCount(jumpers, opp, empty, noBan, 0, t)
}

// countByGenerator counts b's moves with the move generator.
func (f *fastPerft) countByGenerator(b *fastBoard) int {
	p := b.position()
	return p.countMoves(&f.r.rules, f.moves[:0])
}

// chainTally sums finished capture paths: all of them, and those of the
// most captures seen so far (for the majority rule).
type chainTally struct {
	all, best, most int
}

func (t *chainTally) add(k, n int) {
	if n == 0 {
		return
	}
	t.all += n
	switch {
	case k > t.most:
		t.most, t.best = k, n
	case k == t.most:
		t.best += n
	}
}

// chainCount adds to t the capture paths continuing the men's paths set,
// one per point, each k captures long and last jumped so that direction
// ban is the reverse jump. It reports false when a man reaches rank 5
// under promotion=continue (its path goes on as a mulla's: the generator
// must count it).
func (r *fastRules) chainCount(set, opp, empty uint32, ban, k int, t *chainTally) bool {
	var goOn uint32
	for i := range manJumps {
		if i == ban {
			continue
		}
		d := &manJumps[i]
		j := set & d.from & bits.RotateLeft32(opp, -d.k) & bits.RotateLeft32(empty, -2*d.k)
		if j == 0 {
			continue
		}
		goOn |= j
		land := bits.RotateLeft32(j, 2*d.k)
		if far := land & farRank[White]; far != 0 {
			switch {
			case r.cont:
				return false
			case r.stop:
				t.add(k+1, bits.OnesCount32(far))
				land &^= far
			}
		}
		if land != 0 && !r.chainCount(land, opp, empty, reverseBan[i], k+1, t) {
			return false
		}
	}
	if k > 0 {
		t.add(k, bits.OnesCount32(set&^goOn))
	}
	return true
}
