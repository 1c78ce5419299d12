package game

import "math/bits"

// Child generation for perft's inner plies: the legal moves of a board
// written straight out as the boards after them, with no Move built.
// Men's captures are walked as sets (fastchains.go), mullas' as in
// fastmulla.go; boards
// where men capture backwards, or a man promotes and goes on capturing,
// are left to the move generator.

// children appends the boards after each legal move of b to out.
func (f *fastPerft) children(b *fastBoard, out []fastBoard) []fastBoard {
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
	if jumpers|flyers != 0 {
		return f.captureChildren(b, jumpers, flyers, out)
	}
	return quietChildren(b, out)
}

// quietChildren appends the boards after b's steps and slides to out.
// They are written in the children's frame: b turned once, the moving
// piece's two points then toggled on it (the mover's men step down the
// board there, and promote on reaching rank 1).
func quietChildren(b *fastBoard, out []fastBoard) []fastBoard {
	t := fastBoard{us: turn(b.them), them: turn(b.us), mullas: turn(b.mullas)}
	occ := t.us | t.them
	men := t.them &^ t.mullas
	// forward, the diagonals forward, then sideways, in the turned frame
	out = appendSteps(out, &t, men&stepFrom[South]>>5&^occ, 5)
	out = appendSteps(out, &t, men&stepFrom[SouthWest]>>6&^occ, 6)
	out = appendSteps(out, &t, men&stepFrom[SouthEast]>>4&^occ, 4)
	out = appendSteps(out, &t, men&stepFrom[West]>>1&^occ, 1)
	out = appendSteps(out, &t, men&stepFrom[East]<<1&^occ, -1)
	for m := t.them & t.mullas; m != 0; m &= m - 1 {
		s := bits.TrailingZeros32(m)
		reach, _ := flyLines[s&(pointSlots-1)].sight(occ)
		for ; reach != 0; reach &= reach - 1 {
			move := uint32(1)<<s | uint32(1)<<bits.TrailingZeros32(reach)
			out = append(out, fastBoard{us: t.us, them: t.them ^ move, mullas: t.mullas ^ move})
		}
	}
	return out
}

// appendSteps appends to out the boards after the steps of t's
// opponent's men onto the points to, each from k points up the board.
func appendSteps(out []fastBoard, t *fastBoard, to uint32, k int) []fastBoard {
	for ; to != 0; to &= to - 1 {
		bit := to & -to
		out = append(out, fastBoard{us: t.us, them: t.them ^ bit ^ bits.RotateLeft32(bit, k), mullas: t.mullas | bit&farRank[Black]})
	}
	return out
}

// captureChildren appends the boards after b's captures, by the men
// jumpers and the mullas flyers, to out.
func (f *fastPerft) captureChildren(b *fastBoard, jumpers, flyers uint32, out []fastBoard) []fastBoard {
	if jumpers != 0 && f.r.backward {
		return f.childrenByGenerator(b, out)
	}
	occ := b.us | b.them
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
