package game

import (
	"fmt"
	"math/bits"
)

// boardMask is the 25 points.
const boardMask uint32 = 1<<NumSquares - 1

// PositionFromBoards builds a position from its bitboards (bit i is square
// i): White's and Black's pieces, which of them are mullas, and the side to
// move, with a no-progress count of 0 at move 1. It refuses what
// ParsePosition refuses: a point held twice, a mulla where no piece
// stands, a man on its own far rank, more than MaxPieces a side.
func PositionFromBoards(white, black, mullas uint32, toMove Color) (Position, error) {
	switch {
	case (white|black|mullas)&^boardMask != 0:
		return Position{}, fmt.Errorf("boards off the 25 points")
	case white&black != 0:
		return Position{}, fmt.Errorf("a point held by both sides")
	case mullas&^(white|black) != 0:
		return Position{}, fmt.Errorf("a mulla where no piece stands")
	case white&^mullas&farRank[White] != 0 || black&^mullas&farRank[Black] != 0:
		return Position{}, fmt.Errorf("a man on its own far rank")
	case bits.OnesCount32(white) > MaxPieces || bits.OnesCount32(black) > MaxPieces:
		return Position{}, fmt.Errorf("more than %d pieces a side", MaxPieces)
	case toMove != White && toMove != Black:
		return Position{}, fmt.Errorf("no side to move")
	}
	return newPosition(white, black, mullas, toMove, 0, 1), nil
}
