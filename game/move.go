package game

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"
)

// MaxPath is the most landings a capture can have: one per captured piece.
const MaxPath = MaxPieces

// Move is one legal move: its origin, final point, the landing points of a
// capture (Path[:N]; N = 0 for a step or a mulla slide), the captured
// points, and whether the moving man is promoted.
//
// A move is identified by (From, To, Captured): two capture paths with the
// same triple are the same move, and the generator keeps the path that is
// lexicographically smallest by point index (the canonical path).
type Move struct {
	From, To Square
	N        int8
	Path     [MaxPath]Square
	Captured uint32
	Promote  bool
}

// IsCapture reports whether m captures.
func (m Move) IsCapture() bool { return m.Captured != 0 }

// NumCaptured returns how many pieces m takes.
func (m Move) NumCaptured() int { return bits.OnesCount32(m.Captured) }

// Landings returns the landing points of a capture (nil for a step).
func (m Move) Landings() []Square { return m.Path[:m.N] }

// Same reports whether m and o are the same move: same from, to and
// captured set.
func (m Move) Same(o Move) bool {
	return m.From == o.From && m.To == o.To && m.Captured == o.Captured
}

// String returns the canonical notation: "c2-c3" for a step or slide, every
// landing joined by 'x' for a capture ("a1xc3xe5").
func (m Move) String() string {
	if m.From == m.To && m.N == 0 {
		return "(none)"
	}
	var b strings.Builder
	b.WriteString(m.From.String())
	if m.N == 0 {
		b.WriteByte('-')
		b.WriteString(m.To.String())
		return b.String()
	}
	for _, s := range m.Landings() {
		b.WriteByte('x')
		b.WriteString(s.String())
	}
	return b.String()
}

// Errors returned (wrapped) by ParseMove.
var (
	ErrMalformedMove = errors.New("malformed move")
	ErrIllegalMove   = errors.New("illegal move")
	ErrAmbiguousMove = errors.New("ambiguous move")
)

// MoveError is the error of ParseMove: the kind of problem (it unwraps to
// ErrMalformedMove, ErrIllegalMove or ErrAmbiguousMove), the text given,
// and why, for a program to show in its own words.
type MoveError struct {
	Kind error
	Text string
	Why  string // e.g. "no piece on c3", "it could be a1xc3xe5, a1xc3xa5; give every landing point"
}

// Error returns "kind "text": why".
func (e *MoveError) Error() string { return fmt.Sprintf("%v %q: %s", e.Kind, e.Text, e.Why) }

// Unwrap returns the kind.
func (e *MoveError) Unwrap() error { return e.Kind }

// moveError returns a *MoveError of kind about text.
func moveError(kind error, text, format string, args ...any) error {
	return &MoveError{Kind: kind, Text: text, Why: fmt.Sprintf(format, args...)}
}

// ParseMove reads a move in notation and returns the legal move of p it
// names. A capture may be given by any of its paths, or abbreviated to
// "from x to" when exactly one legal move matches. Errors are *MoveError.
func ParseMove(p Position, r Rules, text string) (Move, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	sep := byte('-')
	if strings.ContainsAny(t, "x:") {
		sep = 'x'
		t = strings.ReplaceAll(t, ":", "x")
	}
	parts := strings.Split(t, string(sep))
	if len(parts) < 2 || (sep == '-' && len(parts) != 2) || len(parts) > MaxPath+1 {
		return Move{}, moveError(ErrMalformedMove, text, "want from-to (c2-c3) or landings joined by x (a1xc3xe5)")
	}
	squares := make([]Square, len(parts))
	for i, part := range parts {
		s, err := ParseSquare(part)
		if err != nil {
			return Move{}, moveError(ErrMalformedMove, text, "%v", err)
		}
		squares[i] = s
	}
	from, to := squares[0], squares[len(squares)-1]
	var buf [MaxMoves]Move
	legal := p.LegalMoves(r, buf[:0])
	if sep == '-' {
		for _, m := range legal {
			if m.N == 0 && m.From == from && m.To == to {
				return m, nil
			}
		}
		return Move{}, illegal(p, legal, text, from)
	}
	// A full path, in any spelling: look among every path, then map it to
	// the canonical move with the same (from, to, captured).
	var all [MaxMoves]Move
	for _, m := range p.legalMoves(&r, all[:0], true) {
		if m.From == from && int(m.N) == len(squares)-1 && equalPath(m.Landings(), squares[1:]) {
			for _, c := range legal {
				if c.Same(m) {
					return c, nil
				}
			}
		}
	}
	if len(squares) == 2 {
		var found []Move
		for _, m := range legal {
			if m.N > 0 && m.From == from && m.To == to {
				found = append(found, m)
			}
		}
		switch len(found) {
		case 1:
			return found[0], nil
		case 0:
		default:
			names := make([]string, len(found))
			for i, m := range found {
				names[i] = m.String()
			}
			return Move{}, moveError(ErrAmbiguousMove, text, "it could be %s; give every landing point", strings.Join(names, ", "))
		}
	}
	return Move{}, illegal(p, legal, text, from)
}

func equalPath(a, b []Square) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// illegal explains why text is not a legal move of p.
func illegal(p Position, legal []Move, text string, from Square) error {
	pc := p.At(from)
	switch {
	case len(legal) == 0:
		return moveError(ErrIllegalMove, text, "%s has no legal move", p.SideToMove())
	case pc == Empty:
		return moveError(ErrIllegalMove, text, "no piece on %s", from)
	case pc.Color() != p.SideToMove():
		return moveError(ErrIllegalMove, text, "the piece on %s is not %s's", from, p.SideToMove())
	case legal[0].IsCapture():
		return moveError(ErrIllegalMove, text, "a capture is compulsory (e.g. %s)", legal[0])
	}
	return moveError(ErrIllegalMove, text, "not a legal move here")
}
