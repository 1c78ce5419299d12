package game

import (
	"fmt"
	"strconv"
	"strings"
)

// String returns the canonical position text, e.g.
// "bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 1".
func (p Position) String() string {
	var b strings.Builder
	for r := 4; r >= 0; r-- {
		empty := 0
		for f := 0; f < 5; f++ {
			pc := p.At(SquareAt(f, r))
			if pc == Empty {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pc.Char())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	fmt.Fprintf(&b, " %c %d %d", p.toMove.Letter(), p.quiet, p.MoveNumber())
	return b.String()
}

// PositionError is a position text that cannot be read, or that no game
// can start from (ParseStart).
type PositionError struct {
	Text string // the text; "" when it is empty
	What string // what is wrong with it
}

// Error says what is wrong, quoting the text.
func (e *PositionError) Error() string {
	if e.Text == "" && e.What == "" {
		return "position text is empty"
	}
	return fmt.Sprintf("position %q: %s", e.Text, e.What)
}

func posError(text, format string, a ...any) *PositionError {
	return &PositionError{Text: text, What: fmt.Sprintf(format, a...)}
}

// maxCounter bounds the counters of position text.
const maxCounter = 1 << 30

// ParsePosition reads position text: ranks 5 down to 1 separated by '/',
// the side to move, then optionally the no-progress ply count and the move
// number. Digits 1-5 and '.' stand for empty points.
func ParsePosition(text string) (Position, error) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return Position{}, &PositionError{}
	}
	if len(fields) != 2 && len(fields) != 4 {
		return Position{}, posError(text, "want 2 or 4 fields (board, side to move, [no-progress count, move number]), got %d", len(fields))
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 5 {
		return Position{}, posError(text, "want 5 ranks separated by '/', got %d", len(ranks))
	}
	var side [2]uint32
	var mullas uint32
	for i, rank := range ranks {
		r := 4 - i
		f := 0
		for j := 0; j < len(rank); j++ {
			ch := rank[j]
			if f >= 5 {
				return Position{}, posError(text, "rank %d has more than 5 points", r+1)
			}
			switch ch {
			case '1', '2', '3', '4', '5':
				f += int(ch - '0')
				if f > 5 {
					return Position{}, posError(text, "rank %d has more than 5 points", r+1)
				}
				continue
			case '.':
				f++
				continue
			}
			s := SquareAt(f, r)
			var c Color
			switch ch {
			case 'w', 'W':
				c = White
			case 'b', 'B':
				c = Black
			default:
				return Position{}, posError(text, "bad character %q in rank %d (want w, b, W, B, 1-5 or .)", ch, r+1)
			}
			side[c] |= s.Bit()
			if ch == 'W' || ch == 'B' {
				mullas |= s.Bit()
			} else if farRank[c]&s.Bit() != 0 {
				return Position{}, posError(text, "%s man on %s, its own far rank (it would be a mulla)", c, s)
			}
			f++
		}
		if f != 5 {
			return Position{}, posError(text, "rank %d has %d points, want 5", r+1, f)
		}
	}
	var toMove Color
	switch fields[1] {
	case "w":
		toMove = White
	case "b":
		toMove = Black
	default:
		return Position{}, posError(text, "bad side to move %q (want w or b)", fields[1])
	}
	quiet, moveNum := 0, 1
	if len(fields) == 4 {
		var err error
		if quiet, err = strconv.Atoi(fields[2]); err != nil || quiet < 0 || quiet > maxCounter {
			return Position{}, posError(text, "bad no-progress count %q (want a number from 0 to %d)", fields[2], maxCounter)
		}
		if moveNum, err = strconv.Atoi(fields[3]); err != nil || moveNum < 1 || moveNum > maxCounter {
			return Position{}, posError(text, "bad move number %q (want a number from 1 to %d)", fields[3], maxCounter)
		}
	}
	p := newPosition(side[White], side[Black], mullas, toMove, quiet, moveNum)
	for c := White; c <= Black; c++ {
		if n := p.Count(c); n > MaxPieces {
			return Position{}, posError(text, "%s has %d pieces, at most %d allowed", c, n, MaxPieces)
		}
	}
	return p, nil
}

// ParseStart reads position text (ParsePosition) that a game can start
// from: one where each side has a piece (otherwise the game would be over
// before its first move). Where a user gives a position to play or study
// from (the commands' --position, the engine protocol's position fen, a PDN
// file's FEN tag, a positions file, the new-game form), it is read with
// ParseStart; ParsePosition reads any position, for stored keys and tools.
func ParseStart(text string) (Position, error) {
	p, err := ParsePosition(text)
	if err != nil {
		return p, err
	}
	for c := White; c <= Black; c++ {
		if p.Count(c) == 0 {
			return Position{}, posError(text, "%s has no piece (a game starts with a piece of each side)", c)
		}
	}
	return p, nil
}

// PositionFromPieces builds a position from a board of pieces indexed by
// square, for tools and tests. It applies the same checks as ParsePosition.
func PositionFromPieces(board [NumSquares]Piece, toMove Color) (Position, error) {
	var b strings.Builder
	for r := 4; r >= 0; r-- {
		for f := 0; f < 5; f++ {
			b.WriteByte(board[SquareAt(f, r)].Char())
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteByte(' ')
	b.WriteByte(toMove.Letter())
	return ParsePosition(b.String())
}
