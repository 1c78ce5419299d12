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
		return Move{}, illegal(p, legal, text, squares, sep == 'x')
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
	return Move{}, illegal(p, legal, text, squares, sep == 'x')
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

// illegal explains why text, whose points are squares (a capture's
// landings when capture), is not a legal move of p whose legal moves are
// legal, in plain words: the first that
// applies of no move at all, no piece or not the mover's, a man moving
// back, a capture stopped before its end, a capture not taken, a diagonal
// where the point has none, a mulla off its line, a man's step too long,
// a point taken, a mulla's path blocked.
func illegal(p Position, legal []Move, text string, squares []Square, capture bool) error {
	from, to := squares[0], squares[1]
	pc, us := p.At(from), p.SideToMove()
	why := func(format string, args ...any) error { return moveError(ErrIllegalMove, text, format, args...) }
	switch {
	case len(legal) == 0:
		return why("%s has no legal move", us)
	case pc == Empty:
		return why("no piece on %s", from)
	case pc.Color() != us:
		return why("the piece on %s is not %s's", from, us)
	case !pc.IsMulla() && behind(from, to, us):
		return why("a man never moves back, neither to step nor to capture")
	}
	if capture {
		if full, ok := goesOn(legal, from, squares[1:]); ok {
			return why("the capture must go on while the piece can capture: %s", full)
		}
	}
	if legal[0].IsCapture() {
		return why("a capture is compulsory (e.g. %s)", legal[0])
	}
	_, onLine := Between(from, to)
	diagonal := from.File() != to.File() && from.Rank() != to.Rank()
	switch {
	case !pc.IsMulla() && diagonal && !from.HasDiagonals():
		return why("%s has no diagonal line: only a1 c1 e1 b2 d2 a3 c3 e3 b4 d4 a5 c5 e5 have one", from)
	case !onLine && pc.IsMulla():
		return why("a mulla moves along one line only")
	case !onLine || !pc.IsMulla() && !Adjacent(from, to):
		return why("a man steps one point along a line")
	case p.At(to) != Empty:
		return why("%s is taken: a step needs an empty point", to)
	case pc.IsMulla():
		return why("a piece stands in the mulla's way")
	}
	return why("not a legal move here")
}

// behind reports whether to is on a rank behind from for c.
func behind(from, to Square, c Color) bool {
	if c == White {
		return to.Rank() < from.Rank()
	}
	return to.Rank() > from.Rank()
}

// goesOn returns a legal capture from from whose landings begin with
// landings and go further: the capture was stopped too soon.
func goesOn(legal []Move, from Square, landings []Square) (string, bool) {
	for _, m := range legal {
		l := m.Landings()
		if m.From == from && len(l) > len(landings) && equalPath(l[:len(landings)], landings) {
			return m.String(), true
		}
	}
	return "", false
}
