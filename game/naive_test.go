package game

// A second, deliberately naive move generator, written only for tests
// straight from the rules page (/work/shared/fetaix-rules.md): plain 5×5
// arrays, recursion, its own line logic, no tables or bitboards of the
// package. The differential test (differential_test.go) compares it with
// Position.LegalMoves and Position.Apply.

import (
	"fmt"
	"sort"
	"strings"
)

// nCell is what stands on a point of the naive board.
type nCell int8

const (
	nEmpty nCell = iota
	nWhiteMan
	nBlackMan
	nWhiteMulla
	nBlackMulla
)

func (c nCell) white() bool { return c == nWhiteMan || c == nWhiteMulla }
func (c nCell) mulla() bool { return c == nWhiteMulla || c == nBlackMulla }

// nPt is a point: file 0..4 (a..e), rank 0..4 (1..5).
type nPt struct{ f, r int }

func (p nPt) index() int     { return 5*p.r + p.f }
func (p nPt) String() string { return string(rune('a'+p.f)) + string(rune('1'+p.r)) }
func (p nPt) onBoard() bool  { return p.f >= 0 && p.f < 5 && p.r >= 0 && p.r < 5 }

// nStep returns the neighbour of p along (df, dr) and whether a line of the
// board joins them: orthogonal neighbours always are; diagonal ones only
// where (file + rank) is even.
func nStep(p nPt, df, dr int) (nPt, bool) {
	q := nPt{p.f + df, p.r + dr}
	if !q.onBoard() {
		return q, false
	}
	if df != 0 && dr != 0 && (p.f+p.r)%2 != 0 {
		return q, false
	}
	return q, true
}

// nAllDirs lists the eight directions.
var nAllDirs = [][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// nManDirs returns a man's step/capture directions: forward, diagonally
// forward, sideways; with back also backwards (straight and diagonal).
func nManDirs(white, back bool) [][2]int {
	fw := 1
	if !white {
		fw = -1
	}
	d := [][2]int{{0, fw}, {1, fw}, {-1, fw}, {1, 0}, {-1, 0}}
	if back {
		d = append(d, [2]int{0, -fw}, [2]int{1, -fw}, [2]int{-1, -fw})
	}
	return d
}

// nFar reports whether p is on the far rank of white's (or black's) men.
func nFar(p nPt, white bool) bool {
	if white {
		return p.r == 4
	}
	return p.r == 0
}

// nPos is a naive position.
type nPos struct {
	b              [5][5]nCell // [file][rank]
	white          bool        // White to move
	quiet, moveNum int
}

func (p *nPos) at(q nPt) nCell     { return p.b[q.f][q.r] }
func (p *nPos) set(q nPt, c nCell) { p.b[q.f][q.r] = c }

// nFromPosition copies a Position into a naive one, point by point.
func nFromPosition(p Position) nPos {
	var n nPos
	for f := 0; f < 5; f++ {
		for r := 0; r < 5; r++ {
			n.b[f][r] = [...]nCell{Empty: nEmpty, WhiteMan: nWhiteMan, BlackMan: nBlackMan,
				WhiteMulla: nWhiteMulla, BlackMulla: nBlackMulla}[p.At(SquareAt(f, r))]
		}
	}
	n.white = p.SideToMove() == White
	n.quiet, n.moveNum = p.NoProgress(), p.MoveNumber()
	return n
}

// text writes the naive position as position text, from the rules page.
func (p nPos) text() string {
	var b strings.Builder
	for r := 4; r >= 0; r-- {
		empty := 0
		for f := 0; f < 5; f++ {
			c := p.b[f][r]
			if c == nEmpty {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(".wbWB"[c])
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	side := "w"
	if !p.white {
		side = "b"
	}
	fmt.Fprintf(&b, " %s %d %d", side, p.quiet, p.moveNum)
	return b.String()
}

// nMove is a naive move: a step or slide (path = [to], capture false) or a
// capture (path = every landing).
type nMove struct {
	from     nPt
	path     []nPt
	capture  bool
	captured uint32 // bit 5·rank+file per captured point
	promote  bool
}

func (m nMove) to() nPt { return m.path[len(m.path)-1] }

func (m nMove) String() string {
	if !m.capture {
		return m.from.String() + "-" + m.to().String()
	}
	s := m.from.String()
	for _, q := range m.path {
		s += "x" + q.String()
	}
	return s
}

// nPathLess orders two landing paths lexicographically by point index.
func nPathLess(a, b []nPt) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i].index() != b[i].index() {
			return a[i].index() < b[i].index()
		}
	}
	return len(a) < len(b)
}

// nCaptureSearch collects every complete capture path of one piece.
type nCaptureSearch struct {
	rules Rules
	white bool
	from  nPt
	out   []nMove
}

// nJump is one capture available to the moving piece: the captured point
// and the landing point.
type nJump struct{ over, land nPt }

// jumps lists the captures of the moving piece standing on at. Points in
// captured hold pieces already taken in this sequence (only present on the
// board under removal=end): they block and cannot be taken again.
func (s *nCaptureSearch) jumps(b *nPos, at nPt, mulla bool, captured uint32) []nJump {
	enemy := func(q nPt) bool {
		c := b.at(q)
		return c != nEmpty && c.white() != s.white && captured&(1<<q.index()) == 0
	}
	var out []nJump
	if !mulla {
		for _, d := range nManDirs(s.white, s.rules.MenCaptureBackward) {
			over, ok1 := nStep(at, d[0], d[1])
			land, ok2 := nStep(over, d[0], d[1])
			if ok1 && ok2 && enemy(over) && b.at(land) == nEmpty {
				out = append(out, nJump{over, land})
			}
		}
		return out
	}
	for _, d := range nAllDirs {
		q, ok := nStep(at, d[0], d[1])
		for ok && b.at(q) == nEmpty {
			q, ok = nStep(q, d[0], d[1])
		}
		if !ok || !enemy(q) {
			continue
		}
		land, ok := nStep(q, d[0], d[1])
		for ok && b.at(land) == nEmpty {
			out = append(out, nJump{q, land})
			land, ok = nStep(land, d[0], d[1])
		}
	}
	return out
}

// extend continues the sequence of the piece standing on at (a mulla if
// mulla; promoted if it became one during this move) after the captures so
// far. A sequence ends only when the piece has no further capture.
func (s *nCaptureSearch) extend(b nPos, at nPt, mulla, promoted bool, captured uint32, path []nPt) {
	js := s.jumps(&b, at, mulla, captured)
	if len(js) == 0 {
		if len(path) > 0 {
			s.emit(path, captured, promoted || (!mulla && nFar(at, s.white)))
		}
		return
	}
	for _, j := range js {
		nb := b
		if s.rules.Removal == RemoveImmediate {
			nb.set(j.over, nEmpty)
		}
		np := append(append([]nPt(nil), path...), j.land)
		nc := captured | 1<<j.over.index()
		if !mulla && nFar(j.land, s.white) {
			switch s.rules.Promotion {
			case PromoteStop: // promote and end the move
				s.emit(np, nc, true)
				continue
			case PromoteContinue: // promote and go on as a mulla
				s.extend(nb, j.land, true, true, nc, np)
				continue
			}
		}
		s.extend(nb, j.land, mulla, promoted, nc, np)
	}
}

func (s *nCaptureSearch) emit(path []nPt, captured uint32, promote bool) {
	s.out = append(s.out, nMove{from: s.from, path: path, capture: true, captured: captured, promote: promote})
}

// naiveCapturePaths returns every capture path of the side to move (not
// yet grouped into moves).
func naiveCapturePaths(p nPos, r Rules) []nMove {
	var out []nMove
	for f := 0; f < 5; f++ {
		for rk := 0; rk < 5; rk++ {
			from := nPt{f, rk}
			c := p.at(from)
			if c == nEmpty || c.white() != p.white {
				continue
			}
			s := nCaptureSearch{rules: r, white: p.white, from: from}
			b := p
			b.set(from, nEmpty) // the moving piece has left its point
			s.extend(b, from, c.mulla(), false, 0, nil)
			out = append(out, s.out...)
		}
	}
	return out
}

// naiveMoves returns the legal moves of p under r, and the groups of
// capture paths where two paths of one move disagree on promotion (a point
// the rules page leaves open; see the differential test).
func naiveMoves(p nPos, r Rules) (moves []nMove, promoteClash []string) {
	paths := naiveCapturePaths(p, r)
	if len(paths) > 0 {
		type key struct {
			from, to int
			captured uint32
		}
		best := map[key]int{}
		promotes := map[key]map[bool]bool{}
		for _, m := range paths {
			k := key{m.from.index(), m.to().index(), m.captured}
			if promotes[k] == nil {
				promotes[k] = map[bool]bool{}
			}
			promotes[k][m.promote] = true
			i, ok := best[k]
			if !ok {
				best[k] = len(moves)
				moves = append(moves, m)
			} else if nPathLess(m.path, moves[i].path) {
				moves[i] = m
			}
		}
		for k, set := range promotes {
			if len(set) == 2 {
				promoteClash = append(promoteClash, fmt.Sprintf("%s: from %v to %v captured %#x", p.text(), k.from, k.to, k.captured))
			}
		}
		if r.Majority {
			most := 0
			for _, m := range moves {
				most = max(most, len(m.path))
			}
			var kept []nMove
			for _, m := range moves {
				if len(m.path) == most {
					kept = append(kept, m)
				}
			}
			moves = kept
		}
		return moves, promoteClash
	}
	for f := 0; f < 5; f++ {
		for rk := 0; rk < 5; rk++ {
			from := nPt{f, rk}
			c := p.at(from)
			if c == nEmpty || c.white() != p.white {
				continue
			}
			if !c.mulla() {
				for _, d := range nManDirs(p.white, false) {
					if to, ok := nStep(from, d[0], d[1]); ok && p.at(to) == nEmpty {
						moves = append(moves, nMove{from: from, path: []nPt{to}, promote: nFar(to, p.white)})
					}
				}
				continue
			}
			for _, d := range nAllDirs {
				to, ok := nStep(from, d[0], d[1])
				for ok && p.at(to) == nEmpty {
					moves = append(moves, nMove{from: from, path: []nPt{to}})
					to, ok = nStep(to, d[0], d[1])
				}
			}
		}
	}
	return moves, nil
}

// apply plays m on p the naive way.
func (p nPos) apply(m nMove) nPos {
	c := p.at(m.from)
	p.set(m.from, nEmpty)
	for i := 0; i < 25; i++ {
		if m.captured&(1<<i) != 0 {
			p.b[i%5][i/5] = nEmpty
		}
	}
	manMoved := !c.mulla()
	if m.promote && c == nWhiteMan {
		c = nWhiteMulla
	}
	if m.promote && c == nBlackMan {
		c = nBlackMulla
	}
	p.set(m.to(), c)
	if m.capture || manMoved {
		p.quiet = 0
	} else {
		p.quiet++
	}
	if !p.white {
		p.moveNum++
	}
	p.white = !p.white
	return p
}

// naivePerft counts the leaves of the naive move tree.
func naivePerft(p nPos, r Rules, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves, _ := naiveMoves(p, r)
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += naivePerft(p.apply(m), r, depth-1)
	}
	return n
}

// naiveMoveStrings returns the sorted notations of moves.
func naiveMoveStrings(moves []nMove) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	sort.Strings(out)
	return out
}
