package game

import (
	"fmt"
	"strings"
)

// Color is a side: White or Black.
type Color int8

// The two sides. White moves first.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opponent.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// ParseColor reads a side name: "white" or "black", or the letters "w" and
// "b", in any case. Anything else is an error that quotes it.
func ParseColor(s string) (Color, error) {
	switch strings.ToLower(s) {
	case "white", "w":
		return White, nil
	case "black", "b":
		return Black, nil
	}
	return White, fmt.Errorf("unknown colour %q (want white or black)", s)
}

// Letter returns the side's letter in position text: 'w' or 'b'.
func (c Color) Letter() byte {
	if c == White {
		return 'w'
	}
	return 'b'
}

// Piece is what stands on a point.
type Piece int8

// The pieces. A mulla is a promoted man.
const (
	Empty Piece = iota
	WhiteMan
	BlackMan
	WhiteMulla
	BlackMulla
)

// Color returns the piece's side; meaningless for Empty.
func (p Piece) Color() Color {
	if p == BlackMan || p == BlackMulla {
		return Black
	}
	return White
}

// IsMulla reports whether p is a mulla.
func (p Piece) IsMulla() bool { return p == WhiteMulla || p == BlackMulla }

// Char returns the piece's letter in position text ('.' for Empty).
func (p Piece) Char() byte { return ".wbWB"[p] }

// MakePiece returns the piece of colour c, a mulla if mulla is set.
func MakePiece(c Color, mulla bool) Piece {
	if mulla {
		return WhiteMulla + Piece(c)
	}
	return WhiteMan + Piece(c)
}
