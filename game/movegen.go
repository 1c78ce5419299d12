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
	occ        uint32              // points that block (the moving piece's origin excluded)
	opp        uint32              // enemy pieces that may still be captured
	farRank    uint32              // the mover's promotion rank
	jumpSet    int                 // colour and backward option, see jumpSetIndex
	jumpOver   *[NumSquares]uint32 // the points a man may jump from each point
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
func (p Position) LegalMoves(r Rules, buf []Move) []Move { return p.Generate(&r, buf) }

// Generate is LegalMoves with the position and the rules read through
// pointers, for a search's inner loop: a Position or Rules passed by value
// is copied through memory at every call.
func (p *Position) Generate(r *Rules, buf []Move) []Move {
	return p.legalMoves(r, buf, false)
}

func (p *Position) legalMoves(r *Rules, buf []Move, allPaths bool) []Move {
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
func (p Position) HasCapture(r Rules) bool { return p.capturers(&r) != 0 }

// HasMoves reports whether the side to move has a legal move, without
// building any (a capture found is a move under every rule: majority only
// keeps the largest of them).
func (p Position) HasMoves(r Rules) bool {
	return p.capturers(&r) != 0 || p.Mobility(p.toMove) > 0
}

// capturers returns the pieces of the side to move that can capture: men
// with a short jump (found with shifts) and mullas with an enemy piece
// first on one of their lines and an empty point beyond it.
func (p *Position) capturers(r *Rules) uint32 {
	us := p.toMove
	opp := p.side[us.Other()]
	occ := p.Occupied()
	return anyJumper(p.side[us]&^p.mullas, opp, occ, &jumpFromBy[jumpSetIndex(us, r.MenCaptureBackward)]) |
		mullaCapturers(p.side[us]&p.mullas, opp, occ)
}

// CountMoves returns the number of legal moves of p, without building them
// where it can (bulk counting for perft and mobility). Single jumps of men
// with no continuation are counted with shifts over whole bitboards; any
// other capture falls back to the generator.
func (p Position) CountMoves(r Rules, buf []Move) int { return p.countMoves(&r, buf) }

func (p *Position) countMoves(r *Rules, buf []Move) int {
	us := p.toMove
	occ := p.Occupied()
	opp := p.side[us.Other()]
	men := p.side[us] &^ p.mullas
	mullas := p.side[us] & p.mullas
	if mullaCapturers(mullas, opp, occ) != 0 {
		return p.countCaptures(r, buf)
	}
	from := &jumpFromBy[jumpSetIndex(us, r.MenCaptureBackward)]
	if n, land := jumpCount(men, opp, occ, from); n > 0 {
		// Single jumps only, unless a man landing can go on: it can only
		// over other enemy pieces (the jumped one lies behind it and its
		// origin beyond), so the board before the move tells.
		more := anyJumper(land, opp, occ, from)
		switch r.Promotion {
		case PromoteStop:
			more &^= farRank[us]
		case PromoteContinue:
			more |= land & farRank[us]
		}
		if more != 0 {
			return p.countCaptures(r, buf)
		}
		return n // every jump is its own move; majority keeps them all
	}
	return quietCount(men, mullas, us, occ)
}

// countCaptures counts the captures of p with the generator.
func (p *Position) countCaptures(r *Rules, buf []Move) int {
	caps := p.appendCaptures(r, buf[:0], false)
	if r.Majority {
		caps = keepMajority(caps)
	}
	return len(caps)
}

func popcount(b uint32) int { return bits.OnesCount32(b) }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// appendQuiet appends the steps of men and the slides of mullas.
func (p *Position) appendQuiet(buf []Move) []Move {
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
		pl := &flyLines[s]
		var v [4]*lineView
		pl.views(occ, &v)
		for _, d := range pl.dirs[:pl.nDirs] {
			for t := v[d.slot&3].run & d.side; t != 0; t &= t - 1 {
				buf = append(buf, Move{From: s, To: Square(bits.TrailingZeros32(t))})
			}
		}
	}
	return buf
}

// appendCaptures appends every capture of the side to move. The pieces
// that can capture are found with shifts and ray scans first, so a position
// without a capture (most leaves of a search) returns before the generator
// is set up.
func (p *Position) appendCaptures(r *Rules, buf []Move, allPaths bool) []Move {
	movers := p.capturers(r)
	if movers == 0 {
		return buf
	}
	us := p.toMove
	opp := p.side[us.Other()]
	all := p.Occupied()
	set := jumpSetIndex(us, r.MenCaptureBackward)
	g := generator{
		opp:        opp,
		farRank:    farRank[us],
		jumpSet:    set,
		jumpOver:   &manJumpOver[set],
		removalEnd: r.Removal == RemoveAtEnd,
		promotion:  r.Promotion,
		allPaths:   allPaths,
		moves:      buf,
	}
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
	found := false
	// The enemy pieces next to cur along a capture direction; the landing
	// beyond the jumped point o is 2·o − cur.
	for c := g.jumpOver[cur] & g.opp; c != 0; c &= c - 1 {
		o := Square(bits.TrailingZeros32(c))
		land := 2*o - cur
		if g.occ&land.Bit() != 0 {
			continue
		}
		over := o.Bit()
		found = true
		occ, opp := g.occ, g.opp
		g.opp &^= over
		if !g.removalEnd {
			g.occ &^= over
		}
		g.path[n] = land
		switch {
		case g.farRank&land.Bit() == 0 || g.promotion == PromoteAtEnd:
			g.manExtend(land, n+1, captured|over)
		case g.promotion == PromoteStop:
			g.emit(land, n+1, captured|over, true)
		default: // PromoteContinue
			g.mullaExtend(land, n+1, captured|over, true)
		}
		g.occ, g.opp = occ, opp
	}
	if n < MaxPath {
		g.path[n] = 0 // keep g.path zero past the current length
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
	if mullaOver[cur]&g.opp != 0 {
		pl := &flyLines[cur]
		var v [4]*lineView
		pl.views(g.occ, &v)
		for _, d := range pl.dirs[:pl.nDirs] {
			view := v[d.slot&3]
			over := view.over & d.side
			if g.opp&over == 0 {
				continue
			}
			found = true
			occ, opp := g.occ, g.opp
			g.opp &^= over
			if !g.removalEnd {
				g.occ &^= over
			}
			for lands := view.land & d.side; lands != 0; lands &= lands - 1 {
				land := Square(bits.TrailingZeros32(lands))
				g.path[n] = land
				g.mullaExtend(land, n+1, captured|over, promoted)
			}
			g.occ, g.opp = occ, opp
		}
	}
	if n < MaxPath {
		g.path[n] = 0 // keep g.path zero past the current length
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
				if g.path != e.Path && pathBefore(&g.path, &e.Path) {
					e.Path = g.path
					e.Promote = promote
				}
				return
			}
		}
	}
	// g.path holds zeros past n (see extend), so the whole array is copied.
	g.moves = append(g.moves, Move{From: g.from, To: to, N: int8(n), Path: g.path, Captured: captured, Promote: promote})
}

// pathBefore orders two landing paths of one length lexicographically.
func pathBefore(a, b *[MaxPath]Square) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
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
