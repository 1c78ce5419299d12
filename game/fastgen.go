package game

import "math/bits"

// Child generation for perft's inner plies: the legal moves of a board
// written straight out as the boards after them, with no Move built.
// Men's captures are walked as sets (fastchains.go), mullas' as in
// fastmulla.go; boards
// where men capture backwards, or a man promotes and goes on capturing,
// are left to the move generator.

// children appends the boards after each legal move of b to out. They
// are written in the children's frame: b turned once, the moving
// piece's points then toggled on it (the mover's men go down the board
// there, and promote on reaching rank 1). The men's jumps are found on
// the turned board, so that the common captures, single jumps after
// which no man can jump again, are written straight from them.
func (f *fastPerft) children(b *fastBoard, out []fastBoard) []fastBoard {
	t := b.turned()
	men, opp, empty := t.them&^t.mullas, t.us, ^(t.us | t.them)
	j0, j1, j2, j3, j4 := downJumpSets(opp, empty)
	jumps := j0 | j1 | j2 | j3 | j4
	jumpers := men & jumps
	if f.r.backward {
		jumpers = anyJumper(men, opp, ^empty, &jumpFromBy[jumpSetIndex(Black, true)])
	}
	var flyers uint32
	if mullas := t.them & t.mullas; mullas != 0 {
		flyers = mullaCapturers(mullas, opp, ^empty)
	}
	if jumpers|flyers == 0 {
		return quietChildren(&t, out)
	}
	if n0, n1, n2, n3, n4 := men&j0, men&j1, men&j2, men&j3, men&j4; flyers == 0 && f.r.plainMen &&
		(n0>>10|n1>>12|n2>>8|n3<<2|n4>>2)&jumps == 0 {
		us, them, mullas := t.us, t.them, t.mullas
		out = appendJumps(out, us, them, mullas, n0, 5)
		out = appendJumps(out, us, them, mullas, n1, 6)
		out = appendJumps(out, us, them, mullas, n2, 4)
		out = appendJumps(out, us, them, mullas, n3, -1)
		return appendJumps(out, us, them, mullas, n4, 1)
	}
	return f.captureChildren(b, turn(flyers), out)
}

// downJumpSets returns, on the turned board, the men's jumps with the
// opponent's pieces opp and the empty points empty: the points from
// which a man of the mover jumps down the board (south), south-west,
// south-east, east and west. The shifts are written out so that they
// are constants.
func downJumpSets(opp, empty uint32) (s, sw, se, e, w uint32) {
	return jumpFrom[South] & (opp << 5) & (empty << 10),
		jumpFrom[SouthWest] & (opp << 6) & (empty << 12),
		jumpFrom[SouthEast] & (opp << 4) & (empty << 8),
		jumpFrom[East] & (opp >> 1) & (empty >> 2),
		jumpFrom[West] & (opp << 1) & (empty << 2)
}

// appendJumps appends to out the boards after the single jumps of the
// men of them (the opponent of the turned board us, them, mullas) from
// the points from, each k points down the board over a piece and k more
// to land (a man landing on rank 1 promotes).
func appendJumps(out []fastBoard, us, them, mullas, from uint32, k int) []fastBoard {
	for ; from != 0; from &= from - 1 {
		bit := from & -from
		over, to := bits.RotateLeft32(bit, -k), bits.RotateLeft32(bit, -2*k)
		out = append(out, fastBoard{us: us &^ over, them: them ^ bit ^ to, mullas: mullas&^over | to&firstRank})
	}
	return out
}

// quietChildren appends the boards after the steps and slides of the
// opponent of t, a turned board (see children), to out. The board goes
// to the writers as values, which stay in registers while they loop.
func quietChildren(t *fastBoard, out []fastBoard) []fastBoard {
	us, them, mullas := t.us, t.them, t.mullas
	occ := us | them
	men := them &^ mullas
	// forward, the diagonals forward, then sideways, in the turned frame
	out = appendSteps(out, us, them, mullas, men&stepFrom[South]>>5&^occ, 5)
	out = appendSteps(out, us, them, mullas, men&stepFrom[SouthWest]>>6&^occ, 6)
	out = appendSteps(out, us, them, mullas, men&stepFrom[SouthEast]>>4&^occ, 4)
	out = appendSteps(out, us, them, mullas, men&stepFrom[West]>>1&^occ, 1)
	out = appendSteps(out, us, them, mullas, men&stepFrom[East]<<1&^occ, -1)
	for m := them & mullas; m != 0; m &= m - 1 {
		s := bits.TrailingZeros32(m)
		reach, _ := flyLines[s&(pointSlots-1)].sight(occ)
		for ; reach != 0; reach &= reach - 1 {
			move := uint32(1)<<s | uint32(1)<<bits.TrailingZeros32(reach)
			out = append(out, fastBoard{us: us, them: them ^ move, mullas: mullas ^ move})
		}
	}
	return out
}

// firstRank is rank 1, where the mover's men promote in the turned frame
// (farRank[Black]), as a constant.
const firstRank = 1<<5 - 1

// appendSteps appends to out the boards after the steps of the men of
// them (the opponent of the turned board us, them, mullas) onto the
// points to, each from k points up the board.
func appendSteps(out []fastBoard, us, them, mullas, to uint32, k int) []fastBoard {
	for ; to != 0; to &= to - 1 {
		bit := to & -to
		out = append(out, fastBoard{us: us, them: them ^ bit ^ bits.RotateLeft32(bit, k), mullas: mullas | bit&firstRank})
	}
	return out
}

// captureChildren appends the boards after b's captures to out: those
// children does not write itself. flyers are the mullas that can
// capture, found by children.
func (f *fastPerft) captureChildren(b *fastBoard, flyers uint32, out []fastBoard) []fastBoard {
	occ := b.us | b.them
	men := b.us &^ b.mullas
	jumpers := forwardJumpers(men, b.them, ^occ)
	if f.r.backward {
		jumpers = anyJumper(men, b.them, occ, &jumpFromBy[jumpSetIndex(White, true)])
		if jumpers != 0 {
			return f.childrenByGenerator(b, out)
		}
	}
	kids := out
	if jumpers != 0 {
		c := &f.chains
		c.setBoard(menJumpSets(b.them, ^occ))
		c.t, c.out = b.turned(), out
		ok := c.walk(jumpers, noBan, 0, 0)
		kids, c.out = c.out, nil
		if !ok {
			return f.childrenByGenerator(b, out)
		}
	}
	if flyers != 0 {
		f.mullas.out = kids
		f.mullas.walk(b, flyers, occ)
		kids, f.mullas.out = f.mullas.out, nil
	}
	if f.r.majority {
		return keepLongest(len(out), kids)
	}
	return kids
}

// keepLongest keeps, of the children out[start:] of one board's
// captures, those that took the most pieces (the majority rule): the
// fewest pieces left to the opponent, who moves next.
func keepLongest(start int, out []fastBoard) []fastBoard {
	least := NumSquares
	for i := start; i < len(out); i++ {
		least = min(least, bits.OnesCount32(out[i].us))
	}
	kept := out[:start]
	for i := start; i < len(out); i++ {
		if bits.OnesCount32(out[i].us) == least {
			kept = append(kept, out[i])
		}
	}
	return kept
}

// childrenByGenerator appends b's children from the move generator.
func (f *fastPerft) childrenByGenerator(b *fastBoard, out []fastBoard) []fastBoard {
	p := b.position()
	moves := p.LegalMoves(f.r.rules, f.moves[:0])
	for i := range moves {
		m := &moves[i]
		from := m.From.Bit()
		out = append(out, b.child(from, m.To.Bit(), m.Captured, m.Promote || b.mullas&from != 0))
	}
	return out
}
