package game

import "math/bits"

// Mobility and threats: the two questions an evaluation asks of a position
// besides counting pieces, answered with the generator's shift tables so
// that they cost a few dozen instructions rather than a move generation.

// Mobility returns the number of quiet moves colour c's pieces have in p
// (men's steps and mullas' slides), whether or not c is to move and
// whether or not a capture is pending.
func (p Position) Mobility(c Color) int {
	return quietCount(p.side[c]&^p.mullas, p.side[c]&p.mullas, c, p.Occupied())
}

// quietCount returns the number of steps of colour c's men and slides of
// its mullas on a board occupied by occ.
func quietCount(men, mullas uint32, c Color, occ uint32) int {
	n := stepCount(men, occ, c)
	for b := mullas; b != 0; b &= b - 1 {
		n += bits.OnesCount32(flyLines[bits.TrailingZeros32(b)].reach(occ))
	}
	return n
}

// Threatened returns the pieces of c's opponent that c could take with
// the first jump of a capture if c were to move in p under rules r: a
// piece next to one of c's men along one of its capture directions, or the
// first piece on one of a mulla's lines, with an empty point beyond it.
func (p Position) Threatened(c Color, r Rules) uint32 {
	opp := p.side[c.Other()]
	occ := p.Occupied()
	return jumpTargets(p.side[c]&^p.mullas, opp, occ, &jumpFromBy[jumpSetIndex(c, r.MenCaptureBackward)]) |
		mullaTargets(p.side[c]&p.mullas, opp, occ)
}

// mullaCapturers returns the mullas that can capture: those with an
// enemy piece first on one of their lines and an empty point beyond it.
func mullaCapturers(mullas, opp, occ uint32) uint32 {
	var can uint32
	for b := mullas; b != 0; b &= b - 1 {
		s := Square(bits.TrailingZeros32(b))
		if mullaTargetsFrom(s, opp, occ) != 0 {
			can |= s.Bit()
		}
	}
	return can
}

// mullaTargets returns the pieces of opp the mullas can take with a first
// jump.
func mullaTargets(mullas, opp, occ uint32) uint32 {
	var hit uint32
	for b := mullas; b != 0; b &= b - 1 {
		hit |= mullaTargetsFrom(Square(bits.TrailingZeros32(b)), opp, occ)
	}
	return hit
}

// mullaTargetsFrom returns the pieces of opp a mulla on s can take with a
// first jump.
func mullaTargetsFrom(s Square, opp, occ uint32) uint32 {
	if mullaReach[s]&opp == 0 {
		return 0
	}
	return flyLines[s].jumpable(occ) & opp
}
