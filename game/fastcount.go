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
	jumpers := anyJumper(men, b.them, occ, &jumpFromBy[jumpSetIndex(White, f.r.backward)])
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
	var t chainTally
	if jumpers != 0 && !f.r.chainCount(jumpers, b.them, ^occ, noBan, 0, &t) {
		return f.countByGenerator(b)
	}
	if flyers != 0 {
		w := &f.mullas
		w.b, w.tally, w.removalEnd = b, &t, f.r.removalEnd
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
