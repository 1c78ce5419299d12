package naive

import (
	"fmt"
	"sort"
)

// Move is a step or slide (Path = [to], Capture false) or a capture (Path =
// every landing point).
type Move struct {
	From     Pt
	Path     []Pt
	Capture  bool
	Captured uint32 // bit 5·rank+file per captured point
	Promote  bool
}

// To is the move's final point.
func (m Move) To() Pt { return m.Path[len(m.Path)-1] }

// String writes the move in the rules page's notation.
func (m Move) String() string {
	if !m.Capture {
		return m.From.String() + "-" + m.To().String()
	}
	s := m.From.String()
	for _, q := range m.Path {
		s += "x" + q.String()
	}
	return s
}

// pathLess orders two landing paths lexicographically by point index.
func pathLess(a, b []Pt) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i].Index() != b[i].Index() {
			return a[i].Index() < b[i].Index()
		}
	}
	return len(a) < len(b)
}

// captureSearch collects every complete capture path of one piece.
type captureSearch struct {
	rules Rules
	white bool
	from  Pt
	out   []Move
}

// jump is one capture available to the moving piece: the captured point
// and the landing point.
type jump struct{ over, land Pt }

// jumps lists the captures of the moving piece standing on at. Points in
// captured hold pieces already taken in this sequence (only present on the
// board under removal=end): they block and cannot be taken again.
func (s *captureSearch) jumps(b *Pos, at Pt, mulla bool, captured uint32) []jump {
	enemy := func(q Pt) bool {
		c := b.At(q)
		return c != Empty && c.White() != s.white && captured&(1<<q.Index()) == 0
	}
	var out []jump
	if !mulla {
		for _, d := range manDirs(s.white, s.rules.MenCaptureBackward) {
			over, ok1 := step(at, d[0], d[1])
			land, ok2 := step(over, d[0], d[1])
			if ok1 && ok2 && enemy(over) && b.At(land) == Empty {
				out = append(out, jump{over, land})
			}
		}
		return out
	}
	for _, d := range allDirs {
		q, ok := step(at, d[0], d[1])
		for ok && b.At(q) == Empty {
			q, ok = step(q, d[0], d[1])
		}
		if !ok || !enemy(q) {
			continue
		}
		land, ok := step(q, d[0], d[1])
		for ok && b.At(land) == Empty {
			out = append(out, jump{q, land})
			land, ok = step(land, d[0], d[1])
		}
	}
	return out
}

// extend continues the sequence of the piece standing on at (a mulla if
// mulla; promoted if it became one during this move) after the captures so
// far. A sequence ends only when the piece has no further capture.
func (s *captureSearch) extend(b Pos, at Pt, mulla, promoted bool, captured uint32, path []Pt) {
	js := s.jumps(&b, at, mulla, captured)
	if len(js) == 0 {
		if len(path) > 0 {
			s.emit(path, captured, promoted || (!mulla && Far(at, s.white)))
		}
		return
	}
	for _, j := range js {
		nb := b
		if !s.rules.RemovalAtEnd {
			nb.Set(j.over, Empty)
		}
		np := append(append([]Pt(nil), path...), j.land)
		nc := captured | 1<<j.over.Index()
		if !mulla && Far(j.land, s.white) {
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

func (s *captureSearch) emit(path []Pt, captured uint32, promote bool) {
	s.out = append(s.out, Move{From: s.from, Path: path, Capture: true, Captured: captured, Promote: promote})
}

// capturePaths returns every capture path of the side to move (not yet
// grouped into moves).
func capturePaths(p Pos, r Rules) []Move {
	var out []Move
	for f := 0; f < 5; f++ {
		for rk := 0; rk < 5; rk++ {
			from := Pt{f, rk}
			c := p.At(from)
			if c == Empty || c.White() != p.White {
				continue
			}
			s := captureSearch{rules: r, white: p.White, from: from}
			b := p
			b.Set(from, Empty) // the moving piece has left its point
			s.extend(b, from, c.Mulla(), false, 0, nil)
			out = append(out, s.out...)
		}
	}
	return out
}

// Moves returns the legal moves of p under r, and the groups of capture
// paths where two paths of one move disagree on promotion (a point the
// rules page leaves open; see game's differential test).
func Moves(p Pos, r Rules) (moves []Move, promoteClash []string) {
	paths := capturePaths(p, r)
	if len(paths) > 0 {
		type key struct {
			from, to int
			captured uint32
		}
		best := map[key]int{}
		promotes := map[key]map[bool]bool{}
		for _, m := range paths {
			k := key{m.From.Index(), m.To().Index(), m.Captured}
			if promotes[k] == nil {
				promotes[k] = map[bool]bool{}
			}
			promotes[k][m.Promote] = true
			i, ok := best[k]
			if !ok {
				best[k] = len(moves)
				moves = append(moves, m)
			} else if pathLess(m.Path, moves[i].Path) {
				moves[i] = m
			}
		}
		for k, set := range promotes {
			if len(set) == 2 {
				promoteClash = append(promoteClash, fmt.Sprintf("%s: from %v to %v captured %#x", p.Text(), k.from, k.to, k.captured))
			}
		}
		if r.Majority {
			most := 0
			for _, m := range moves {
				most = max(most, len(m.Path))
			}
			var kept []Move
			for _, m := range moves {
				if len(m.Path) == most {
					kept = append(kept, m)
				}
			}
			moves = kept
		}
		return moves, promoteClash
	}
	for f := 0; f < 5; f++ {
		for rk := 0; rk < 5; rk++ {
			from := Pt{f, rk}
			c := p.At(from)
			if c == Empty || c.White() != p.White {
				continue
			}
			if !c.Mulla() {
				for _, d := range manDirs(p.White, false) {
					if to, ok := step(from, d[0], d[1]); ok && p.At(to) == Empty {
						moves = append(moves, Move{From: from, Path: []Pt{to}, Promote: Far(to, p.White)})
					}
				}
				continue
			}
			for _, d := range allDirs {
				to, ok := step(from, d[0], d[1])
				for ok && p.At(to) == Empty {
					moves = append(moves, Move{From: from, Path: []Pt{to}})
					to, ok = step(to, d[0], d[1])
				}
			}
		}
	}
	return moves, nil
}

// Perft counts the leaves of the move tree of p, depth plies deep.
func Perft(p Pos, r Rules, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves, _ := Moves(p, r)
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += Perft(p.Apply(m), r, depth-1)
	}
	return n
}

// MoveStrings returns the sorted notations of moves.
func MoveStrings(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	sort.Strings(out)
	return out
}
