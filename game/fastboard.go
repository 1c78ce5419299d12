package game

import "math/bits"

// The perft board: a position reduced to what counting moves needs, seen
// from the side to move. The board is turned half a turn when Black is to
// move (point s becomes 24 − s, which maps the lines of the Alquerque
// board onto themselves), so the mover's men always play towards rank 5
// and one copy of the hot code serves both colours, with White's shift
// constants. No Zobrist key or counters are kept: perft needs neither.

// fastBoard is a position for perft: the mover's pieces (playing up the
// board), the opponent's, and which pieces are mullas.
type fastBoard struct {
	us, them, mullas uint32
}

// turn turns a bitboard half a turn: point s goes to 24 − s. Three
// lookups of a byte each and the last point moved by a shift take fewer
// steps than reversing the 32 bits (math/bits has no instruction for it
// on amd64).
func turn(b uint32) uint32 {
	return turnBytes[0][uint8(b)] | turnBytes[1][uint8(b>>8)] | turnBytes[2][uint8(b>>16)] | b>>(NumSquares-1)&1
}

// turnBytes[i][x]: the byte x at bits 8i.. of a board, turned (points 0
// to 23; point 24 is turned by turn itself).
var turnBytes = func() (t [3][256]uint32) {
	for i := range t {
		for x := range t[i] {
			t[i][x] = bits.Reverse32(uint32(x)<<(8*i)) >> (32 - NumSquares)
		}
	}
	return t
}()

// fastBoardOf returns p seen from its side to move.
func fastBoardOf(p *Position) fastBoard {
	us, them, mullas := p.side[p.toMove], p.side[p.toMove.Other()], p.mullas
	if p.toMove == Black {
		us, them, mullas = turn(us), turn(them), turn(mullas)
	}
	return fastBoard{us: us, them: them, mullas: mullas}
}

// position returns the board as a Position with White to move (the turned
// frame; the rules are the same under the half turn), for the generator.
func (b *fastBoard) position() Position {
	return Position{side: [2]uint32{b.us, b.them}, mullas: b.mullas}
}

// child returns the board after the mover's piece goes from the point
// from to the point to (both as bits) taking the pieces captured, ending
// as a mulla if mulla is set; seen, like every board, from the side to
// move then (turned).
func (b *fastBoard) child(from, to, captured uint32, mulla bool) fastBoard {
	us := b.us ^ from ^ to
	mullas := b.mullas &^ (from | captured)
	if mulla {
		mullas |= to
	}
	return fastBoard{us: turn(b.them &^ captured), them: turn(us), mullas: turn(mullas)}
}

// turned returns b turned half a turn: the board its children are seen
// on, before the move is made.
func (b *fastBoard) turned() fastBoard {
	return fastBoard{us: turn(b.them), them: turn(b.us), mullas: turn(b.mullas)}
}

// turnedChild returns the board after a move of the board whose turned
// board b is (see turned), with the move's points given turned as well:
// the piece goes from from to to taking captured, and promote is to when
// it ends as a mulla (else 0). No turn is needed: three xors apply it.
func (b *fastBoard) turnedChild(from, to, captured, promote uint32) fastBoard {
	return fastBoard{us: b.us &^ captured, them: b.them ^ from ^ to, mullas: b.mullas&^(from|captured) | promote}
}
