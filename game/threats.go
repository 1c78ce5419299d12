package game

import "math/bits"

// Mobility and threats: the two questions an evaluation asks of a position
// besides counting pieces, answered with the generator's shift tables so
// that they cost a few dozen instructions rather than a move generation.

// Mobility returns the number of quiet moves colour c's pieces have in p
// (men's steps and mullas' slides), whether or not c is to move and
// whether or not a capture is pending.
func (p *Position) Mobility(c Color) int {
	return quietCount(p.side[c]&^p.mullas, p.side[c]&p.mullas, c, p.Occupied())
}

// quietCount returns the number of steps of colour c's men and slides of
// its mullas on a board occupied by occ.
func quietCount(men, mullas uint32, c Color, occ uint32) int {
	n := stepCount(men, occ, c)
	for b := mullas; b != 0; b &= b - 1 {
		reach, _ := flyLines[bits.TrailingZeros32(b)].sight(occ)
		n += bits.OnesCount32(reach)
	}
	return n
}

// Activity returns Mobility(c) and the pieces of c's opponent that c could
// take with the first jump of a capture if c were to move in p under rules
// r: a piece next to one of c's men along one of its capture directions,
// or the first piece on one of a mulla's lines, with an empty point beyond
// it. Each mulla's lines are read once for both.
//
// Both take the position and the rules through pointers: an evaluation
// asks them at every leaf, and a Position or Rules passed by value is
// copied through memory.
func (p *Position) Activity(c Color, r *Rules) (mobility int, threatened uint32) {
	opp := p.side[c.Other()]
	occ := p.Occupied()
	men := p.side[c] &^ p.mullas
	mobility = stepCount(men, occ, c)
	threatened = jumpTargets(men, opp, occ, &jumpFromBy[jumpSetIndex(c, r.MenCaptureBackward)])
	for b := p.side[c] & p.mullas; b != 0; b &= b - 1 {
		reach, jumps := flyLines[bits.TrailingZeros32(b)].sight(occ)
		mobility += bits.OnesCount32(reach)
		threatened |= jumps & opp
	}
	return mobility, threatened
}

// mullaCapturers returns the mullas that can capture: those with an
// enemy piece first on one of their lines and an empty point beyond it.
func mullaCapturers(mullas, opp, occ uint32) uint32 {
	var can uint32
	for b := mullas; b != 0; b &= b - 1 {
		s := Square(bits.TrailingZeros32(b))
		if mullaOver[s]&opp == 0 {
			continue
		}
		if _, jumps := flyLines[s].sight(occ); jumps&opp != 0 {
			can |= s.Bit()
		}
	}
	return can
}
