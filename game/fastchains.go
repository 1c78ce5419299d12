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

// menJumps holds, per direction of the men (in the mover's view, so
// White's: forward, north-east, north-west, east, west), the points from
// which a man of the mover can jump along it on the board before the move.
type menJumps [5]uint32

// menJumpSets returns the men's jumps on a board with the opponent's
// pieces opp and the empty points empty, in menJumps order, as values
// (which stay in registers). The shifts are written out so that they are
// constants.
func menJumpSets(opp, empty uint32) (n, ne, nw, e, w uint32) {
	return jumpFrom[North] & (opp >> 5) & (empty >> 10),
		jumpFrom[NorthEast] & (opp >> 6) & (empty >> 12),
		jumpFrom[NorthWest] & (opp >> 4) & (empty >> 8),
		jumpFrom[East] & (opp >> 1) & (empty >> 2),
		jumpFrom[West] & (opp << 1) & (empty << 2)
}

// forwardJumpers returns the men that can jump somewhere.
func forwardJumpers(men, opp, empty uint32) uint32 {
	n, ne, nw, e, w := menJumpSets(opp, empty)
	return men & (n | ne | nw | e | w)
}

// The bans of a path's last jump, indexes of menChains.js: none after a
// forward jump, west after an east jump, east after a west one.
const (
	noBan = iota
	banWest
	banEast
	// banSlots is the length of the arrays indexed by a ban: a power of
	// two, so that a ban masked by banSlots − 1 needs no bounds check
	banSlots = 4
)

// menChains walks the men's capture paths of one board: counting them
// into tally, or appending the board after each to out.
type menChains struct {
	js menJumps // the board's jumps (banOK clears a ban's direction)
	// next[ban]: the points from which a path can go on (any of js[ban],
	// less rank 5 under promotion=stop)
	next [banSlots]uint32
	// stopFar, contFar: the promotion rules' masks (see fastRules)
	stopFar, contFar uint32
	tally            *chainTally
	t                fastBoard // generating: the board turned (fastBoard.turned)
	out              []fastBoard
}

// banOK[ban]: masks of the east and west jumps a path may make after a
// jump that set ban (all points, or none for the banned direction).
var banOK = [banSlots][2]uint32{noBan: {^uint32(0), ^uint32(0)}, banWest: {^uint32(0), 0}, banEast: {0, ^uint32(0)}}

// jumps returns the points of set that can jump along each direction, in
// menJumps order, after a jump that set ban.
func (c *menChains) jumps(set uint32, ban int) (n, ne, nw, e, w uint32) {
	ok := &banOK[ban&(banSlots-1)]
	return set & c.js[0], set & c.js[1], set & c.js[2], set & c.js[3] & ok[0], set & c.js[4] & ok[1]
}

// setBoard prepares the walk of a board where men jump as menJumpSets
// says. Each set is stored on its own: a composite literal is built on
// the stack and copied 16 bytes at a time, and the copy's loads would
// wait on the small stores that built it (no store forwarding).
func (c *menChains) setBoard(n, ne, nw, e, w uint32) {
	c.js[0], c.js[1], c.js[2], c.js[3], c.js[4] = n, ne, nw, e, w
	forward := n | ne | nw
	c.next[noBan] = (forward | e | w) &^ c.stopFar
	c.next[banWest] = (forward | e) &^ c.stopFar
	c.next[banEast] = (forward | w) &^ c.stopFar
}

// count counts the paths going on from the points set, each k captures
// long and last jumped so that ban applies, into c.tally. It reports
// false when a path reaches rank 5 under promotion=continue.
func (c *menChains) count(set uint32, ban, k int) bool {
	k++
	// landing two steps on along each direction
	n, ne, nw, e, w := c.jumps(set, ban)
	n, ne, nw, e, w = n<<10, ne<<12, nw<<8, e<<2, w>>2
	if (n|ne|nw|e|w)&c.contFar != 0 {
		return false
	}
	on, onE, onW := c.next[noBan], c.next[banWest], c.next[banEast]
	c.tally.add(k, bits.OnesCount64(uint64(n&^on)|uint64(ne&^on)<<32)+
		bits.OnesCount64(uint64(nw&^on)|uint64(e&^onE)<<32)+bits.OnesCount32(w&^onW))
	return (n&on == 0 || c.count(n&on, noBan, k)) &&
		(ne&on == 0 || c.count(ne&on, noBan, k)) &&
		(nw&on == 0 || c.count(nw&on, noBan, k)) &&
		(e&onE == 0 || c.count(e&onE, banWest, k)) &&
		(w&onW == 0 || c.count(w&onW, banEast, k))
}

// sum returns the number of paths going on from the points set, last
// jumped so that ban applies, where paths need not be told apart by
// length and none turns a man into a mulla (fastRules.sumPaths): each
// landing's count is returned up the path, with no tally to keep and no
// rank 5 to check.
func (c *menChains) sum(set uint32, ban int) int {
	n, ne, nw, e, w := c.jumps(set, ban)
	n, ne, nw, e, w = n<<10, ne<<12, nw<<8, e<<2, w>>2
	on, onE, onW := c.next[noBan], c.next[banWest], c.next[banEast]
	paths := pairedCount(n&^on, ne&^on, nw&^on, e&^onE, w&^onW)
	if x := n & on; x != 0 {
		paths += c.sum(x, noBan)
	}
	if x := ne & on; x != 0 {
		paths += c.sum(x, noBan)
	}
	if x := nw & on; x != 0 {
		paths += c.sum(x, noBan)
	}
	if x := e & onE; x != 0 {
		paths += c.sum(x, banWest)
	}
	if x := w & onW; x != 0 {
		paths += c.sum(x, banEast)
	}
	return paths
}

// relOrigin is the bit of rel standing for the landing point itself:
// rel holds a path's captures as offsets from its landing point, bit
// relOrigin + offset (offsets run from −24 to 24).
const relOrigin = 32

// walk appends to c.out the boards after the paths going on from the
// points set, with the same displacement off from their origins and
// captures rel, last jumped so that ban applies. It reports false when a
// path reaches rank 5 under promotion=continue.
func (c *menChains) walk(set uint32, ban, off int, rel uint64) bool {
	n, ne, nw, e, w := c.jumps(set, ban)
	n, ne, nw, e, w = n<<10, ne<<12, nw<<8, e<<2, w>>2
	// Landing two steps on, the captures move two steps back and the
	// piece jumped lies one step back.
	return (n == 0 || c.land(n, noBan, off+10, rel>>10|1<<(relOrigin-5))) &&
		(ne == 0 || c.land(ne, noBan, off+12, rel>>12|1<<(relOrigin-6))) &&
		(nw == 0 || c.land(nw, noBan, off+8, rel>>8|1<<(relOrigin-4))) &&
		(e == 0 || c.land(e, banWest, off+2, rel>>2|1<<(relOrigin-1))) &&
		(w == 0 || c.land(w, banEast, off-2, rel<<2|1<<(relOrigin+1)))
}

// land continues walk with the paths landing on the points land (not
// none): those that cannot jump on end there.
func (c *menChains) land(land uint32, ban, off int, rel uint64) bool {
	if land&c.contFar != 0 {
		return false
	}
	on := c.next[ban&(banSlots-1)]
	if ends := land &^ on; ends != 0 {
		// Turned, a landing l goes to 24 − l: the origin is off after it
		// and the captures lie at the offsets of rel mirrored.
		relT := bits.Reverse64(rel) << 1
		for te := turn(ends); te != 0; te &= te - 1 {
			l := bits.TrailingZeros32(te)
			to := uint32(1) << l
			c.out = append(c.out, c.t.turnedChild(bits.RotateLeft32(to, off), to, uint32(relT<<l>>relOrigin), to&farRank[Black]))
		}
	}
	return land&on == 0 || c.walk(land&on, ban, off, rel)
}
