package game

import "math/bits"

// MaxPieces is the most pieces a side may have.
const MaxPieces = 12

// Position is an immutable game position: bitboards over the 25 points, the
// side to move, the no-progress ply count and the move number. It is a small
// value type; Apply returns a new one. The zero value is the empty board,
// White to move, at move 1.
type Position struct {
	side    [2]uint32 // pieces of each colour
	mullas  uint32    // which pieces are mullas
	toMove  Color
	quiet   int32  // plies since the last capture or man move
	moveIdx int32  // move number − 1 (so the zero value is at move 1); grows after Black moves
	hash    uint64 // Zobrist key
}

// StartText is the position text of the start position.
const StartText = "bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 1"

// StartPosition returns the start position.
func StartPosition() Position {
	p, err := ParsePosition(StartText)
	if err != nil {
		panic(err)
	}
	return p
}

// newPosition builds a position from its parts and computes its hash.
func newPosition(white, black, mullas uint32, toMove Color, quiet, moveNum int) Position {
	p := Position{side: [2]uint32{white, black}, mullas: mullas, toMove: toMove,
		quiet: int32(quiet), moveIdx: int32(moveNum - 1)}
	p.hash = p.computeHash()
	return p
}

// SideToMove returns the side whose turn it is.
func (p Position) SideToMove() Color { return p.toMove }

// NoProgress returns the plies since the last capture or man move.
func (p Position) NoProgress() int { return int(p.quiet) }

// MoveNumber returns the move number (1 at the start; it grows after Black moves).
func (p Position) MoveNumber() int { return int(p.moveIdx) + 1 }

// Hash returns the position's Zobrist key (pieces and side to move).
func (p Position) Hash() uint64 { return p.hash }

// Pieces returns the bitboard of c's pieces.
func (p Position) Pieces(c Color) uint32 { return p.side[c] }

// Men returns the bitboard of c's men.
func (p Position) Men(c Color) uint32 { return p.side[c] &^ p.mullas }

// Mullas returns the bitboard of c's mullas.
func (p Position) Mullas(c Color) uint32 { return p.side[c] & p.mullas }

// Occupied returns the bitboard of all pieces.
func (p Position) Occupied() uint32 { return p.side[0] | p.side[1] }

// Sides returns the side to move, its pieces, those of its opponent and
// the mullas of both, read through a pointer (each of Position's value
// methods copies the whole position when called on one).
func (p *Position) Sides() (c Color, ours, theirs, mullas uint32) {
	return p.toMove, p.side[p.toMove], p.side[p.toMove.Other()], p.mullas
}

// Count returns how many pieces c has.
func (p Position) Count(c Color) int { return bits.OnesCount32(p.side[c]) }

// At returns the piece on s.
func (p Position) At(s Square) Piece {
	b := s.Bit()
	switch {
	case p.side[White]&b != 0:
		return MakePiece(White, p.mullas&b != 0)
	case p.side[Black]&b != 0:
		return MakePiece(Black, p.mullas&b != 0)
	}
	return Empty
}

// SameBoard reports whether p and q have the same pieces and side to move,
// ignoring the counters.
func (p Position) SameBoard(q Position) bool {
	return p.side == q.side && p.mullas == q.mullas && p.toMove == q.toMove
}

// Apply plays m, which must be legal in p, and returns the new position.
// The Zobrist key is updated incrementally.
func (p Position) Apply(m Move) Position { return p.After(&m) }

// After is Apply with the move and the position read through pointers,
// for a search's inner loop: a Move is too large for registers, and
// copying one per child stalled the search on the copy.
func (p *Position) After(m *Move) Position {
	q := *p
	us, them := q.toMove, q.toMove.Other()
	from, to := m.From.Bit(), m.To.Bit()
	wasMulla := q.mullas&from != 0
	h := q.hash ^ zobristPiece[pieceIndex(us, wasMulla)][m.From]
	q.side[us] &^= from
	q.mullas &^= from
	if m.Captured != 0 {
		for c := m.Captured; c != 0; c &= c - 1 {
			s := Square(bits.TrailingZeros32(c))
			h ^= zobristPiece[pieceIndex(them, q.mullas&s.Bit() != 0)][s]
		}
		q.side[them] &^= m.Captured
		q.mullas &^= m.Captured
	}
	isMulla := wasMulla || m.Promote
	q.side[us] |= to
	if isMulla {
		q.mullas |= to
	}
	h ^= zobristPiece[pieceIndex(us, isMulla)][m.To] ^ zobristBlackToMove
	// The counters stop at the largest value position text reads, so the
	// text of every position reached reads back.
	if m.Captured != 0 || !wasMulla {
		q.quiet = 0
	} else if q.quiet < maxCounter {
		q.quiet++
	}
	if us == Black && q.moveIdx < maxCounter-1 {
		q.moveIdx++
	}
	q.toMove = them
	q.hash = h
	return q
}
