package game

import "math/bits"

// Boards for retrograde analysis: the endgame tables walk positions as
// bare boards seen from the side to move, forwards (every legal move
// written as the board after it, with perft's generator) and backwards
// (the quiet moves that lead to a board).

// Board is a position reduced to its pieces, seen from its side to move:
// Us are the mover's pieces, Them the opponent's, Mullas which of both are
// mullas. When Black is to move the board is turned half a turn (point s
// is point 24 − s), so the mover's men always play towards rank 5.
type Board struct {
	Us, Them, Mullas uint32
}

// Turn turns a set of points half a turn: point s becomes point 24 − s.
// It maps the board's lines onto themselves and rank 1 onto rank 5.
func Turn(b uint32) uint32 { return turn(b) }

// BoardOf returns p's board, seen from its side to move.
func BoardOf(p *Position) Board {
	f := fastBoardOf(p)
	return Board{f.us, f.them, f.mullas}
}

// Position returns the board as a position with White to move (the
// mover's frame), its counters at zero.
func (b Board) Position() Position {
	return newPosition(b.Us, b.Them, b.Mullas, White, 0, 1)
}

// Successors writes the legal moves of boards under one set of rules as
// the boards after them. It holds buffers: one per goroutine.
type Successors struct {
	f   *fastPerft
	buf []fastBoard
}

// NewSuccessors returns a generator of the boards after legal moves
// under r.
func NewSuccessors(r Rules) *Successors {
	return &Successors{f: newFastPerft(r, 0), buf: make([]fastBoard, 0, MaxMoves)}
}

// Children appends to out the board after each legal move of b (moves
// that are the same by the rules counted once), each seen from the side
// to move after it.
func (s *Successors) Children(b Board, out []Board) []Board {
	kids := s.f.children(&fastBoard{b.Us, b.Them, b.Mullas}, s.buf[:0])
	s.buf = kids[:0]
	for _, k := range kids {
		out = append(out, Board{k.us, k.them, k.mullas})
	}
	return out
}

// HasCapture reports whether b's mover has a capture to make (and so
// must make one).
func (s *Successors) HasCapture(b Board) bool {
	occ := b.Us | b.Them
	men := b.Us &^ b.Mullas
	var jumpers uint32
	if s.f.r.backward {
		jumpers = anyJumper(men, b.Them, occ, &jumpFromBy[jumpSetIndex(White, true)])
	} else {
		jumpers = forwardJumpers(men, b.Them, ^occ)
	}
	return jumpers != 0 || mullaCapturers(b.Us&b.Mullas, b.Them, occ) != 0
}

// QuietMoves returns the number of b's quiet moves — its men's steps and
// its mullas' slides, its moves when it has no capture to make — and
// appends to out the boards after those that promote a man, as Children
// writes them.
func QuietMoves(b Board, out []Board) (int, []Board) {
	occ := b.Us | b.Them
	empty := ^occ & boardMask
	men := b.Us &^ b.Mullas
	n := 0
	for _, d := range manStepDirs[White] {
		k := dirShift[d]
		to := bits.RotateLeft32(men&stepFrom[d], k) & empty
		n += bits.OnesCount32(to)
		for up := to & farRank[White]; up != 0; up &= up - 1 {
			bit := up & -up
			us := b.Us ^ bit ^ bits.RotateLeft32(bit, -k)
			out = append(out, Board{turn(b.Them), turn(us), turn(b.Mullas | bit)})
		}
	}
	for m := b.Us & b.Mullas; m != 0; m &= m - 1 {
		reach, _ := flyLines[bits.TrailingZeros32(m)&(pointSlots-1)].sight(occ)
		n += bits.OnesCount32(reach)
	}
	return n, out
}

// QuietParents appends to out every board from which a quiet move — a
// man's step that does not promote, or a mulla's slide — leads to b: the
// opponent of b's mover (who moved last) takes back a step or a slide.
// Some of them may have had a capture to make instead (captures are
// compulsory): callers that need only true parents check that.
func QuietParents(b Board, out []Board) []Board {
	// in the parent's frame (b turned) its mover's pieces are t.us
	us, them, mullas := turn(b.Them), turn(b.Us), turn(b.Mullas)
	empty := ^(us | them) & boardMask
	for _, d := range manStepDirs[White] {
		k := dirShift[d]
		// men that stepped along d: back from to, one step against d, to an empty point
		for to := us &^ mullas & bits.RotateLeft32(empty&stepFrom[d], k); to != 0; to &= to - 1 {
			bit := uint32(1) << bits.TrailingZeros32(to)
			from := bits.RotateLeft32(bit, -k)
			out = append(out, Board{us ^ bit ^ from, them, mullas})
		}
	}
	for m := us & mullas; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros32(m)
		reach, _ := flyLines[sq].sight(us | them)
		for ; reach != 0; reach &= reach - 1 {
			move := uint32(1)<<sq | uint32(1)<<bits.TrailingZeros32(reach)
			out = append(out, Board{us ^ move, them, mullas ^ move})
		}
	}
	return out
}
