package game

import "math/bits"

// Men's capture chains for the perft counter, walked as sets for all men
// at once on the board as it was before the move. A man never moves back
// and, along a rank, keeps one sideways direction, so it never meets a
// piece it took or a point it left again, except by jumping straight back
// over the piece just taken: that one jump is banned. Each bit of a set
// is one path (its landing point and the directions so far fix its
// origin and captures), and men's paths never give two equal moves, so
// counting is a popcount. Children are written from the same sets: every
// path of a set has the same displacement from its origin and the same
// captures relative to its landing point.

// menJumps holds, per direction of manJumps, the points from which a man
// of the mover can jump along it on the board before the move.
type menJumps [len(manJumps)]uint32

// menJumpsOf returns the men's jumps on a board with the opponent's
// pieces opp and the empty points empty. The shifts are written out (in
// manJumps order: north, north-east, north-west, east, west) so that they
// are constants.
func menJumpsOf(opp, empty uint32) menJumps {
	return menJumps{
		jumpFrom[North] & (opp >> 5) & (empty >> 10),
		jumpFrom[NorthEast] & (opp >> 6) & (empty >> 12),
		jumpFrom[NorthWest] & (opp >> 4) & (empty >> 8),
		jumpFrom[East] & (opp >> 1) & (empty >> 2),
		jumpFrom[West] & (opp << 1) & (empty << 2),
	}
}

// any returns the points from which a man can jump somewhere.
func (j *menJumps) any() uint32 { return j[0] | j[1] | j[2] | j[3] | j[4] }

// forwardJumpers returns the men that can jump somewhere: menJumpsOf
// folded into one set.
func forwardJumpers(men, opp, empty uint32) uint32 {
	return men & (jumpFrom[North]&(opp>>5)&(empty>>10) |
		jumpFrom[NorthEast]&(opp>>6)&(empty>>12) |
		jumpFrom[NorthWest]&(opp>>4)&(empty>>8) |
		jumpFrom[East]&(opp>>1)&(empty>>2) |
		jumpFrom[West]&(opp<<1)&(empty<<2))
}

// menChains walks the men's capture paths of one board: counting them
// into tally when it is set, else appending the board after each to out.
type menChains struct {
	r     *fastRules
	js    menJumps
	tally *chainTally
	b     *fastBoard
	out   []fastBoard
}

// relOrigin is the bit of rel standing for the landing point itself:
// rel holds a path's captures as offsets from its landing point, bit
// relOrigin + offset (offsets run from −24 to 24).
const relOrigin = 32

// walk continues the paths set, one per point, each k captures long, with
// the same displacement off from their origins and captures rel, last
// jumped so that direction ban is the reverse jump; every path of set
// can jump on. It reports false when a man reaches rank 5 under
// promotion=continue (its path goes on as a mulla's: the generator must
// take the board).
func (c *menChains) walk(set uint32, ban, k, off int, rel uint64) bool {
	js := &c.js
	n, ne, nw := set&js[0], set&js[1], set&js[2]
	var e, w uint32
	if ban != manJumpEast {
		e = set & js[manJumpEast]
	}
	if ban != manJumpWest {
		w = set & js[manJumpWest]
	}
	k++
	// Landing two steps on, the captures move two steps back and the
	// piece jumped lies one step back.
	return (n == 0 || c.land(n<<10, noBan, k, off+10, rel>>10|1<<(relOrigin-5))) &&
		(ne == 0 || c.land(ne<<12, noBan, k, off+12, rel>>12|1<<(relOrigin-6))) &&
		(nw == 0 || c.land(nw<<8, noBan, k, off+8, rel>>8|1<<(relOrigin-4))) &&
		(e == 0 || c.land(e<<2, manJumpWest, k, off+2, rel>>2|1<<(relOrigin-1))) &&
		(w == 0 || c.land(w>>2, manJumpEast, k, off-2, rel<<2|1<<(relOrigin+1)))
}

// land continues walk with the paths landing on the points land: those
// that cannot jump on (or reach rank 5 under promotion=stop) end there.
func (c *menChains) land(land uint32, ban, k, off int, rel uint64) bool {
	js := &c.js
	next := js[0] | js[1] | js[2]
	if ban != manJumpEast {
		next |= js[manJumpEast]
	}
	if ban != manJumpWest {
		next |= js[manJumpWest]
	}
	if far := land & farRank[White]; far != 0 {
		switch {
		case c.r.cont:
			return false
		case c.r.stop:
			next &^= far
		}
	}
	if ends := land &^ next; ends != 0 {
		c.finish(ends, k, off, rel)
	}
	return land&next == 0 || c.walk(land&next, ban, k, off, rel)
}

// finish records the paths ending on the points ends.
func (c *menChains) finish(ends uint32, k, off int, rel uint64) {
	if c.tally != nil {
		c.tally.add(k, bits.OnesCount32(ends))
		return
	}
	for ; ends != 0; ends &= ends - 1 {
		l := bits.TrailingZeros32(ends)
		to := uint32(1) << l
		c.out = append(c.out, c.b.child(bits.RotateLeft32(to, -off), to, uint32(rel<<l>>relOrigin), to&farRank[White] != 0))
	}
}
