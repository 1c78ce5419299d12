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

// count returns the number of legal moves of b. Each mulla's lines are
// read once, for its slides and for whether it can capture.
func (f *fastPerft) count(b *fastBoard) int {
	occ := b.us | b.them
	men := b.us &^ b.mullas
	jumpers := forwardJumpers(men, b.them, ^occ)
	if f.r.backward {
		jumpers = anyJumper(men, b.them, occ, &jumpFromBy[jumpSetIndex(White, true)])
	}
	var flyers uint32
	slides := 0
	for m := b.us & b.mullas; m != 0; m &= m - 1 {
		s := bits.TrailingZeros32(m)
		reach, jumps := flyLines[s].sight(occ)
		slides += bits.OnesCount32(reach)
		if jumps&b.them != 0 {
			flyers |= 1 << s
		}
	}
	if jumpers|flyers == 0 {
		return stepCount(men, occ, White) + slides
	}
	if jumpers != 0 && f.r.backward {
		return f.countByGenerator(b)
	}
	t := &f.tally
	*t = chainTally{}
	if jumpers != 0 && !f.r.countMenCaptures(jumpers, f.setJumps(b.them, ^occ), t) {
		return f.countByGenerator(b)
	}
	if flyers != 0 {
		f.mullas.tally = t
		f.mullas.walk(b, flyers, occ)
		f.mullas.tally = nil
	}
	if f.r.majority {
		return t.best
	}
	return t.all
}

// menJumps holds, per direction of manJumps, the points from which a man
// of the mover can jump along it on the board before the move.
type menJumps [len(manJumps)]uint32

// menJumpsOf returns the men's jumps on a board with the opponent's
// pieces opp and the empty points empty.
// The shifts are written out (in manJumps order: north, north-east,
// north-west, east, west) so that they are constants.
func menJumpsOf(opp, empty uint32) menJumps {
	return menJumps{
		jumpFrom[North] & (opp >> 5) & (empty >> 10),
		jumpFrom[NorthEast] & (opp >> 6) & (empty >> 12),
		jumpFrom[NorthWest] & (opp >> 4) & (empty >> 8),
		jumpFrom[East] & (opp >> 1) & (empty >> 2),
		jumpFrom[West] & (opp << 1) & (empty << 2),
	}
}

// setJumps sets f.jumps to menJumpsOf(opp, empty) and returns it.
func (f *fastPerft) setJumps(opp, empty uint32) *menJumps {
	f.jumps = menJumpsOf(opp, empty)
	return &f.jumps
}

// forwardJumpers returns the men that can jump somewhere: menJumpsOf
// folded into one set.
func forwardJumpers(men, opp, empty uint32) uint32 {
	return men & (jumpFrom[North]&(opp>>5)&(empty>>10) |
		jumpFrom[NorthEast]&(opp>>6)&(empty>>12) |
		jumpFrom[NorthWest]&(opp>>4)&(empty>>8) |
		jumpFrom[East]&(opp>>1)&(empty>>2) |
		jumpFrom[West]&(opp<<1)&(empty<<2))
}

// any returns the points from which a man can jump somewhere.
func (j *menJumps) any() uint32 { return j[0] | j[1] | j[2] | j[3] | j[4] }

// countMenCaptures adds the men's capture paths from the points jumpers
// to t, and reports false where chainCount does. Most captures are single
// jumps with no man able to go on from its landing: those are counted
// with one popcount per direction. (A man cannot jump straight back from
// its first landing: that would land on its origin, still occupied on
// the board before the move.)
func (r *fastRules) countMenCaptures(jumpers uint32, js *menJumps, t *chainTally) bool {
	n0, n1, n2, n3, n4 := jumpers&js[0], jumpers&js[1], jumpers&js[2], jumpers&js[3], jumpers&js[4]
	n := bits.OnesCount64(uint64(n0)|uint64(n1)<<32) + bits.OnesCount64(uint64(n2)|uint64(n3)<<32) + bits.OnesCount32(n4)
	land := n0<<10 | n1<<12 | n2<<8 | n3<<2 | n4>>2 // manJumps order, two steps each
	more := land & js.any()
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
	return r.chainCount(jumpers, js, noBan, 0, t)
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
// ban is the reverse jump, on the board before the move (js). It reports
// false when a man reaches rank 5 under promotion=continue (its path goes
// on as a mulla's: the generator must count it). The directions are
// written out in manJumps order, so that the shifts are constants.
func (r *fastRules) chainCount(set uint32, js *menJumps, ban, k int, t *chainTally) bool {
	n, ne, nw := set&js[0], set&js[1], set&js[2]
	var e, w uint32
	if ban != manJumpEast {
		e = set & js[manJumpEast]
	}
	if ban != manJumpWest {
		w = set & js[manJumpWest]
	}
	if k > 0 {
		t.add(k, bits.OnesCount32(set&^(n|ne|nw|e|w)))
	}
	k++
	return (n == 0 || r.chainOn(n<<10, js, noBan, k, t)) &&
		(ne == 0 || r.chainOn(ne<<12, js, noBan, k, t)) &&
		(nw == 0 || r.chainOn(nw<<8, js, noBan, k, t)) &&
		(e == 0 || r.chainOn(e<<2, js, manJumpWest, k, t)) &&
		(w == 0 || r.chainOn(w>>2, js, manJumpEast, k, t))
}

// chainOn continues chainCount with the paths landing on land, k
// captures long: those on rank 5 end there under promotion=stop.
func (r *fastRules) chainOn(land uint32, js *menJumps, ban, k int, t *chainTally) bool {
	if far := land & farRank[White]; far != 0 {
		switch {
		case r.cont:
			return false
		case r.stop:
			t.add(k, bits.OnesCount32(far))
			land &^= far
		}
	}
	return land == 0 || r.chainCount(land, js, ban, k, t)
}
