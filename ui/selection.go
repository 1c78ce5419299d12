package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
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

// landsAs returns what the selected piece is on landing next on t in p
// under rules r: a mulla stays one, and a man that promotes there (its
// move ends on the far rank, or it has reached it under
// promotion=continue) becomes one.
func (e *entry) landsAs(p game.Position, r game.Rules, t game.Square) game.Piece {
	pc := p.At(e.from)
	if pc.IsMulla() {
		return pc
	}
	reached := farRank(pc.Color(), t)
	for _, l := range e.landings {
		reached = reached || farRank(pc.Color(), l)
	}
	for i := range e.cands {
		c := &e.cands[i]
		rest := e.rest(c)
		if !c.Promote || len(rest) == 0 || rest[0] != t {
			continue
		}
		if len(rest) == 1 || (r.Promotion == game.PromoteContinue && reached) {
			return game.MakePiece(pc.Color(), true)
		}
	}
	return pc
}

// farRank reports whether s is on the rank where a man of colour c
// promotes.
func farRank(c game.Color, s game.Square) bool {
	if c == game.White {
		return s.Rank() == 4
	}
	return s.Rank() == 0
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

// back takes back the last landing, given the legal paths all; it reports
// false when there is none.
func (e *entry) back(all []game.Move) bool {
	n := len(e.landings)
	if n == 0 {
		return false
	}
	kept := e.landings[:n-1]
	*e = entry{from: e.from, cands: pathsFrom(all, e.from)}
	for _, l := range kept {
		e.choose(l)
	}
	return true
}

// rest returns the points the candidate m still goes to after the landings
// so far, in order.
func (e *entry) rest(m *game.Move) []game.Square {
	if m.N == 0 {
		if len(e.landings) == 0 {
			return []game.Square{m.To}
		}
		return nil
	}
	if len(e.landings) < int(m.N) {
		return m.Path[len(e.landings):m.N]
	}
	return nil
}

// routesTo returns the distinct ways for the selected piece to reach s from
// where it stands now: each the landings up to and including s. Paths of one
// move that all end on s count once (they are the same move), so a drag,
// click or key on a capture's final point finds one route when the rest of
// the path is unique.
func (e *entry) routesTo(s game.Square) [][]game.Square {
	var routes [][]game.Square
	var ends []game.Move
next:
	for i := range e.cands {
		c := &e.cands[i]
		rest := e.rest(c)
		k := slices.Index(rest, s)
		if k < 0 {
			continue
		}
		if k == len(rest)-1 {
			for _, o := range ends {
				if o.Same(*c) {
					continue next
				}
			}
			ends = append(ends, *c)
		}
		for _, r := range routes {
			if slices.Equal(r, rest[:k+1]) {
				continue next
			}
		}
		routes = append(routes, rest[:k+1])
	}
	return routes
}

// routesChoice tells how to choose between several routes to s: "two ways
// to e5: land on a3 or e3 first", or, when they part only after some
// common landings, "two ways to e5: land on c3, then on a3 or e3".
func routesChoice(l *i18n.Localizer, routes [][]game.Square, s game.Square) string {
	common := 0 // how many landings every route shares
	for ; common < len(routes[0]); common++ {
		p := routes[0][common]
		if slices.ContainsFunc(routes[1:], func(r []game.Square) bool { return common >= len(r) || r[common] != p }) {
			break
		}
	}
	var fork uint32
	for _, r := range routes {
		fork |= r[common].Bit()
	}
	ways := fmt.Sprintf("%d", len(routes))
	if len(routes) < len(numberWords) && l.Lang() == i18n.English {
		ways = numberWords[len(routes)]
	}
	if common == 0 {
		return l.T(txtWaysFirst, "Ways", ways, "Point", s.String(), "Points", pointsIn(l, fork))
	}
	var via []string
	for _, p := range routes[0][:common] {
		via = append(via, p.String())
	}
	return l.T(txtWaysThen, "Ways", ways, "Point", s.String(), "Via", strings.Join(via, ", "), "Points", pointsIn(l, fork))
}

var numberWords = []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

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

// whyNot explains why the piece (or point) s cannot be selected in p under
// rules r, given the legal paths all.
func whyNot(p game.Position, r game.Rules, all []game.Move, s game.Square) string {
	return whyNotIn(nil, p, r, all, s)
}

// whyNotIn is whyNot in l's language (its first reasons; the others are
// still in English).
func whyNotIn(l *i18n.Localizer, p game.Position, r game.Rules, all []game.Move, s game.Square) string {
	us := p.SideToMove()
	pc := p.At(s)
	switch {
	case pc == game.Empty:
		return l.T(txtNoPieceOn, "Point", s.String(), "Side", sideIn(l, us))
	case pc.Color() != us:
		return l.T(txtPieceIsTheirs, "Point", s.String(), "Owner", sideIn(l, pc.Color()), "Side", sideIn(l, us))
	case len(all) > 0 && all[0].IsCapture():
		if r.Majority && len(withoutMajority(p, r, s)) > 0 {
			return l.T(txtMajorityCapture, "N", all[0].NumCaptured(), "Points", pointsIn(l, movers(all)))
		}
		return l.T(txtCompulsory, "Points", pointsIn(l, movers(all)))
	}
	return blocked(l, p, s)
}

// blocked explains why the piece on s has no step (and no capture exists):
// every point it could step to is occupied, by its own side or the other;
// a man never steps back, even onto an empty point.
func blocked(l *i18n.Localizer, p game.Position, s game.Square) string {
	pc := p.At(s)
	us := pc.Color()
	kind := l.T(txtTheMan)
	if pc.IsMulla() {
		kind = l.T(txtTheMulla)
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
	and := l.T(txtAnd2)
	var by []string
	if own != 0 {
		by = append(by, l.T(txtByOwnSide, "Points", pointList(own, and)))
	}
	if theirs != 0 {
		side := l.T(txtWhite)
		if us.Other() == game.Black {
			side = l.T(txtBlack)
		}
		by = append(by, l.T(txtBySide, "Side", side, "Points", pointList(theirs, and)))
	}
	if len(by) == 0 { // not blocked: cannot happen when s has no step
		return l.T(txtPieceNoLegalMove, "Piece", kind, "Point", s.String())
	}
	why := l.T(txtBlocked, "Piece", kind, "Point", s.String(), "By", strings.Join(by, " "+l.T(txtOr)+" "))
	if behind != 0 {
		why = l.T(txtNeverBack, "Text", why, "Points", pointsIn(l, behind))
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

// withoutMajority returns the paths from s that would be legal in p without
// the majority rule: when the rule is on and s has none of the legal paths,
// its captures that take fewer pieces than the rule requires.
func withoutMajority(p game.Position, r game.Rules, s game.Square) []game.Move {
	r.Majority = false
	return pathsFrom(p.LegalPaths(r, nil), s)
}

// shorterReaches reports whether, under the majority rule, a capture that
// takes fewer pieces than the rule requires would reach s from the landings
// so far (the entry's candidates are only the longest captures).
func (e *entry) shorterReaches(p game.Position, r game.Rules, s game.Square) bool {
	if !r.Majority || len(e.cands) == 0 || !e.cands[0].IsCapture() {
		return false
	}
	free := entry{from: e.from, cands: withoutMajority(p, r, e.from)}
	for _, l := range e.landings {
		if _, _, ok := free.choose(l); !ok {
			return false
		}
	}
	return len(free.routesTo(s)) > 0
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
