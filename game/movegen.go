package game

import "math/bits"

// MaxMoves is a buffer size that holds the legal moves of any ordinary
// position; LegalMoves appends beyond it (allocating) if ever needed.
const MaxMoves = 256

// generator holds the state of one capture search. It lives on the stack of
// LegalMoves; the hot path uses only the precomputed tables, bitboards and
// the caller's buffer.
type generator struct {
	from       Square
	occ        uint32 // points that block (the moving piece's origin excluded)
	opp        uint32 // enemy pieces that may still be captured
	farRank    uint32 // the mover's promotion rank
	jumpSet    int    // index into manJumps: colour and backward option
	removalEnd bool
	promotion  Promotion
	allPaths   bool // keep every path instead of one per (from, to, captured)
	start      int  // first move of the current piece in moves
	moves      []Move
	path       [MaxPath]Square
}

// LegalMoves appends the legal moves of p under rules r to buf[:0] and
// returns it. Captures are compulsory; moves are deduplicated by
// (from, to, captured set) keeping the canonical path. It does not allocate
// when buf has room (MaxMoves is enough for ordinary positions).
func (p Position) LegalMoves(r Rules, buf []Move) []Move {
	return p.legalMoves(r, buf, false)
}

func (p Position) legalMoves(r Rules, buf []Move, allPaths bool) []Move {
	buf = p.appendCaptures(r, buf[:0], allPaths)
	if len(buf) > 0 {
		if r.Majority {
			buf = keepMajority(buf)
		}
		return buf
	}
	return p.appendQuiet(buf)
}

// HasCapture reports whether the side to move must capture.
func (p Position) HasCapture(r Rules) bool {
	us := p.toMove
	occ := p.Occupied()
	if manCapturers(p.side[us]&^p.mullas, p.side[us.Other()], occ, jumpSetIndex(us, r.MenCaptureBackward)) != 0 {
		return true
	}
	opp := p.side[us.Other()]
	for b := p.side[us] & p.mullas; b != 0; b &= b - 1 {
		s := Square(bits.TrailingZeros32(b))
		for d := Direction(0); d < numDirections; d++ {
			if b := rayMask[s][d] & occ; b != 0 {
				if t := firstOn(b, d); opp&t.Bit() != 0 && openRay(t, d, occ) != 0 {
					return true
				}
			}
		}
	}
	return false
}

// manCapturers returns the men that have a short jump over an enemy piece,
// computed with shifts over whole bitboards (one pair of shifts per
// capture direction of jumpSet).
func manCapturers(men, opp, occ uint32, jumpSet int) uint32 {
	var can uint32
	empty := ^occ
	for _, j := range jumpShifts[jumpSet] {
		// men with an enemy one step along d and an empty point two steps.
		can |= men & j.from & ((opp << j.backL) >> j.backR) & ((empty << (2 * j.backL)) >> (2 * j.backR))
	}
	return can
}

// shift moves every bit of b by k points of index (left for k > 0).
func shift(b uint32, k int) uint32 {
	if k >= 0 {
		return b << uint(k)
	}
	return b >> uint(-k)
}

// CountMoves returns the number of legal moves of p, without building the
// quiet moves (bulk counting for perft).
func (p Position) CountMoves(r Rules, buf []Move) int {
	if caps := p.appendCaptures(r, buf[:0], false); len(caps) > 0 {
		if r.Majority {
			caps = keepMajority(caps)
		}
		return len(caps)
	}
	us := p.toMove
	occ := p.Occupied()
	n := 0
	men := p.side[us] &^ p.mullas
	for _, d := range manStepDirs[us] {
		n += bits.OnesCount32(shift(men&stepFrom[d], dirShift[d]) &^ occ)
	}
	for b := p.side[us] & p.mullas; b != 0; b &= b - 1 {
		s := Square(bits.TrailingZeros32(b))
		for d := Direction(0); d < numDirections; d++ {
			n += bits.OnesCount32(openRay(s, d, occ))
		}
	}
	return n
}

// firstOn returns the first point of b, a subset of a ray along d, seen
// from the ray's start: along directions of rising index it is the lowest
// bit, along the others the highest. b must not be empty.
func firstOn(b uint32, d Direction) Square {
	if d >= NorthEast && d <= East || d == NorthWest || d == North {
		return Square(bits.TrailingZeros32(b))
	}
	return Square(31 - bits.LeadingZeros32(b))
}

// openRay returns the empty points from s along d up to the first piece.
func openRay(s Square, d Direction, occ uint32) uint32 {
	ray := rayMask[s][d]
	if b := ray & occ; b != 0 {
		t := firstOn(b, d)
		return ray &^ (rayMask[t][d] | t.Bit())
	}
	return ray
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// appendQuiet appends the steps of men and the slides of mullas.
func (p Position) appendQuiet(buf []Move) []Move {
	us := p.toMove
	occ := p.Occupied()
	for b := p.side[us] &^ p.mullas; b != 0; b &= b - 1 {
		s := Square(bits.TrailingZeros32(b))
		for t := manStepMask[us][s] &^ occ; t != 0; t &= t - 1 {
			to := Square(bits.TrailingZeros32(t))
			buf = append(buf, Move{From: s, To: to, Promote: farRank[us]&to.Bit() != 0})
		}
	}
	for b := p.side[us] & p.mullas; b != 0; b &= b - 1 {
		s := Square(bits.TrailingZeros32(b))
		for d := Direction(0); d < numDirections; d++ {
			for t := openRay(s, d, occ); t != 0; t &= t - 1 {
				buf = append(buf, Move{From: s, To: Square(bits.TrailingZeros32(t))})
			}
		}
	}
	return buf
}

// appendCaptures appends every capture of the side to move.
func (p Position) appendCaptures(r Rules, buf []Move, allPaths bool) []Move {
	us := p.toMove
	g := generator{
		opp:        p.side[us.Other()],
		farRank:    farRank[us],
		jumpSet:    jumpSetIndex(us, r.MenCaptureBackward),
		removalEnd: r.Removal == RemoveAtEnd,
		promotion:  r.Promotion,
		allPaths:   allPaths,
		moves:      buf,
	}
	all := p.Occupied()
	movers := p.side[us] & p.mullas
	movers |= manCapturers(p.side[us]&^p.mullas, g.opp, all, g.jumpSet)
	for b := movers; b != 0; b &= b - 1 {
		s := Square(bits.TrailingZeros32(b))
		g.from = s
		g.occ = all &^ s.Bit()
		g.start = len(g.moves)
		g.extend(s, 0, 0, p.mullas&s.Bit() != 0, false)
	}
	return g.moves
}

// extend continues a capture sequence of the moving piece standing on cur
// after n captures (the set captured): as a mulla if mulla is set, which
// promoted says happened during this move.
func (g *generator) extend(cur Square, n int, captured uint32, mulla, promoted bool) {
	if mulla {
		g.mullaExtend(cur, n, captured, promoted)
	} else {
		g.manExtend(cur, n, captured)
	}
}

// manExtend continues the short jumps of a man. When no further capture
// exists the sequence ends there and is emitted.
func (g *generator) manExtend(cur Square, n int, captured uint32) {
	jumps := &manJumps[g.jumpSet][cur]
	if jumps.over&g.opp == 0 {
		if n > 0 {
			g.emit(cur, n, captured, g.farRank&cur.Bit() != 0)
		}
		return
	}
	found := false
	for k := int8(0); k < jumps.n; k++ {
		j := &jumps.list[k]
		if g.opp&j.over == 0 || g.occ&j.land.Bit() != 0 {
			continue
		}
		found = true
		occ, opp := g.occ, g.opp
		g.opp &^= j.over
		if !g.removalEnd {
			g.occ &^= j.over
		}
		g.path[n] = j.land
		switch {
		case g.farRank&j.land.Bit() == 0 || g.promotion == PromoteAtEnd:
			g.manExtend(j.land, n+1, captured|j.over)
		case g.promotion == PromoteStop:
			g.emit(j.land, n+1, captured|j.over, true)
		default: // PromoteContinue
			g.mullaExtend(j.land, n+1, captured|j.over, true)
		}
		g.occ, g.opp = occ, opp
	}
	if !found && n > 0 {
		g.emit(cur, n, captured, g.farRank&cur.Bit() != 0)
	}
}

// mullaExtend continues the flying captures of a mulla: over any empty
// points, one enemy piece, and onto any empty point beyond it, each landing
// a separate continuation.
func (g *generator) mullaExtend(cur Square, n int, captured uint32, promoted bool) {
	found := false
	for d := Direction(0); d < numDirections; d++ {
		b := rayMask[cur][d] & g.occ
		if b == 0 {
			continue
		}
		t := firstOn(b, d)
		over := t.Bit()
		if g.opp&over == 0 {
			continue
		}
		lands := openRay(t, d, g.occ)
		if lands == 0 {
			continue
		}
		found = true
		occ, opp := g.occ, g.opp
		g.opp &^= over
		if !g.removalEnd {
			g.occ &^= over
		}
		for ; lands != 0; lands &= lands - 1 {
			land := Square(bits.TrailingZeros32(lands))
			g.path[n] = land
			g.mullaExtend(land, n+1, captured|over, promoted)
		}
		g.occ, g.opp = occ, opp
	}
	if !found && n > 0 {
		g.emit(cur, n, captured, promoted)
	}
}

// emit records a finished capture, merging it with an earlier path of the
// same move (same from, to and captured set) and keeping the smaller path.
func (g *generator) emit(to Square, n int, captured uint32, promote bool) {
	if !g.allPaths {
		for i := g.start; i < len(g.moves); i++ {
			e := &g.moves[i]
			if e.To == to && e.Captured == captured {
				m := Move{N: int8(n)}
				copy(m.Path[:n], g.path[:n])
				if pathLess(&m, e) {
					e.Path = m.Path
					e.Promote = promote
				}
				return
			}
		}
	}
	m := Move{From: g.from, To: to, N: int8(n), Captured: captured, Promote: promote}
	copy(m.Path[:n], g.path[:n])
	g.moves = append(g.moves, m)
}

// keepMajority keeps the moves that capture the most pieces.
func keepMajority(moves []Move) []Move {
	best := 0
	for i := range moves {
		if c := moves[i].NumCaptured(); c > best {
			best = c
		}
	}
	out := moves[:0]
	for i := range moves {
		if moves[i].NumCaptured() == best {
			out = append(out, moves[i])
		}
	}
	return out
}
