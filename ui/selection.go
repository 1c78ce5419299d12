package ui

import (
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// entry is a move being entered point by point: the selected piece, the
// landing points chosen so far and the legal paths still consistent with
// them. Every capture path is a candidate (not only one per move), so any
// way of entering a legal capture is accepted.
type entry struct {
	from     game.Square // game.NoSquare when nothing is selected
	landings []game.Square
	cands    []game.Move
}

func noEntry() entry { return entry{from: game.NoSquare} }

// active reports whether a piece is selected.
func (e *entry) active() bool { return e.from != game.NoSquare }

// next returns the point the candidate m goes to after the landings so far.
func (e *entry) next(m *game.Move) game.Square {
	if m.N == 0 {
		if len(e.landings) == 0 {
			return m.To
		}
		return game.NoSquare
	}
	if len(e.landings) < int(m.N) {
		return m.Path[len(e.landings)]
	}
	return game.NoSquare
}

// targets returns the points where the next landing may be, as a bitboard.
func (e *entry) targets() uint32 {
	var b uint32
	for i := range e.cands {
		if s := e.next(&e.cands[i]); s != game.NoSquare {
			b |= s.Bit()
		}
	}
	return b
}

// current returns the point the moving piece stands on now.
func (e *entry) current() game.Square {
	if n := len(e.landings); n > 0 {
		return e.landings[n-1]
	}
	return e.from
}

// taken returns the enemy pieces captured by the landings so far in p.
func (e *entry) taken(p game.Position) uint32 {
	opp := p.Pieces(p.SideToMove().Other())
	var b uint32
	prev := e.from
	for _, l := range e.landings {
		mask, _ := game.Between(prev, l)
		b |= mask & opp
		prev = l
	}
	return b
}

// landed returns the landings so far as a bitboard.
func (e *entry) landed() uint32 {
	var b uint32
	for _, l := range e.landings {
		b |= l.Bit()
	}
	return b
}

// choose lands on s. It reports false when s is not a possible next point.
// When the move is complete, or every remaining candidate is the same move
// (the rest of the path is unique), it returns that move and done.
func (e *entry) choose(s game.Square) (m game.Move, done, ok bool) {
	var keep []game.Move
	for i := range e.cands {
		if e.next(&e.cands[i]) == s {
			keep = append(keep, e.cands[i])
		}
	}
	if len(keep) == 0 {
		return game.Move{}, false, false
	}
	e.landings = append(e.landings, s)
	e.cands = keep
	for i := range keep[1:] {
		if !keep[i+1].Same(keep[0]) {
			return game.Move{}, false, true
		}
	}
	return keep[0], true, true
}

// uniqueTo returns the one legal move from the selected piece that ends on
// s, for a drag straight onto the final point of a capture.
func (e *entry) uniqueTo(s game.Square) (game.Move, bool) {
	var found game.Move
	n := 0
	for i := range e.cands {
		if c := e.cands[i]; c.To == s && (n == 0 || !c.Same(found)) {
			found = c
			n++
		}
	}
	return found, n == 1
}

// pathsFrom returns the paths in all starting on s.
func pathsFrom(all []game.Move, s game.Square) []game.Move {
	var out []game.Move
	for _, m := range all {
		if m.From == s {
			out = append(out, m)
		}
	}
	return out
}

// movers returns the pieces that have a legal move in all, as a bitboard.
func movers(all []game.Move) uint32 {
	var b uint32
	for _, m := range all {
		b |= m.From.Bit()
	}
	return b
}

// whyNot explains why the piece (or point) s cannot be selected in p,
// given the legal paths all.
func whyNot(p game.Position, all []game.Move, s game.Square) string {
	us := p.SideToMove()
	pc := p.At(s)
	switch {
	case pc == game.Empty:
		return fmt.Sprintf("no piece on %s — choose one of %s's pieces", s, us)
	case pc.Color() != us:
		return fmt.Sprintf("the piece on %s is %s's; %s to move", s, pc.Color(), us)
	case len(all) > 0 && all[0].IsCapture():
		return fmt.Sprintf("a capture is compulsory: capture with %s (marked !)", squareList(movers(all)))
	}
	return blocked(p, s)
}

// blocked explains why the piece on s has no step (and no capture exists):
// every point it could step to is occupied, by its own side or the other;
// a man never steps back, even onto an empty point.
func blocked(p game.Position, s game.Square) string {
	pc := p.At(s)
	us := pc.Color()
	kind := "man"
	if pc.IsMulla() {
		kind = "mulla"
	}
	var own, theirs, behind uint32
	for t := game.Square(0); t < game.NumSquares; t++ {
		switch {
		case !game.Adjacent(s, t):
		case !pc.IsMulla() && backwards(us, s, t):
			if p.At(t) == game.Empty {
				behind |= t.Bit()
			}
		case p.Pieces(us)&t.Bit() != 0:
			own |= t.Bit()
		case p.Pieces(us.Other())&t.Bit() != 0:
			theirs |= t.Bit()
		}
	}
	var by []string
	if own != 0 {
		by = append(by, fmt.Sprintf("by its own side (%s)", pointList(own, "and")))
	}
	if theirs != 0 {
		by = append(by, fmt.Sprintf("by %s (%s)", sideName(us.Other()), pointList(theirs, "and")))
	}
	if len(by) == 0 { // not blocked: cannot happen when s has no step
		return fmt.Sprintf("the %s on %s has no legal move", kind, s)
	}
	why := fmt.Sprintf("the %s on %s has no legal move: every point it could step to is occupied %s", kind, s, strings.Join(by, " or "))
	if behind != 0 {
		why += fmt.Sprintf(", and men never move backwards (to %s)", squareList(behind))
	}
	return why
}

// backwards reports whether t is behind s for a man of colour c.
func backwards(c game.Color, s, t game.Square) bool {
	if c == game.White {
		return t.Rank() < s.Rank()
	}
	return t.Rank() > s.Rank()
}

// squareList names the points of b: "b2, d2 or e3".
func squareList(b uint32) string { return pointList(b, "or") }

// pointList names the points of b, the last two joined by conj: "b2, d2
// and e3".
func pointList(b uint32, conj string) string {
	var names []string
	for s := game.Square(0); s < game.NumSquares; s++ {
		if b&s.Bit() != 0 {
			names = append(names, s.String())
		}
	}
	switch len(names) {
	case 0:
		return "nothing"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + conj + " " + names[len(names)-1]
}
