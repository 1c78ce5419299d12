package solve

import (
	"context"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// inf is an infinite proof or disproof number (proven impossible); finite
// numbers saturate below it.
const inf = uint32(1 << 30)

func add(a, b uint32) uint32 {
	if a >= inf || b >= inf {
		return inf
	}
	return min(a+b, inf-1)
}

// weakSum combines the children's numbers where all of them must be
// solved (proof numbers at AND nodes, disproof numbers at OR nodes) as
// the largest plus one for each other unsolved child: a plain sum counts
// a position reached by several moves again for each, and grows out of
// bounds on this game's many transpositions (weak proof numbers, Ueda et
// al. 2008).
type weakSum struct {
	max, n uint32
}

func (w *weakSum) add(v uint32) {
	if v == 0 {
		return
	}
	w.max, w.n = max(w.max, v), w.n+1
}

func (w weakSum) value() uint32 {
	if w.n == 0 {
		return 0
	}
	return add(w.max, w.n-1)
}

// searcher runs df-pn for one target player over a shared table.
type searcher struct {
	rules  game.Rules
	set    *tables.Set
	eval   func(game.Position, game.Rules) int // centi-men for the side to move (nil: none)
	tt     *table
	target game.Color
	// path holds the boards (hash with side to move) on the current path,
	// each with the lowest no-progress count it had there.
	path map[uint64]pathMark
	ctx  context.Context

	nodes   uint64
	stopped bool
	// rootPN and rootDN are the root's numbers when it last looked at
	// its children.
	rootPN, rootDN uint32
	depth          int
	tick           func()
	frames         []frame     // per depth of mid, reused
	scratch        []game.Move // initial's moves, reused
	extracting     *extractor  // the extraction under way, if any
}

// written returns how many positions the extraction under way has
// written.
func (s *searcher) written() int {
	if s.extracting == nil {
		return 0
	}
	return len(s.extracting.proof.Lines)
}

// frame holds the buffers of one depth of the search.
type frame struct {
	moves  []game.Move
	kids   []game.Position
	pn, dn uint32 // the node's numbers at its last look at its children
}

// rootNumbers returns the numbers of the first node on the current path
// with more than one move: above it the moves are forced, and a forced
// node only learns its numbers when its one child is solved.
func (s *searcher) rootNumbers() (uint32, uint32, int) {
	for i := 0; i < s.depth && i < len(s.frames); i++ {
		if f := &s.frames[i]; len(f.kids) > 1 || i == s.depth-1 {
			return f.pn, f.dn, i
		}
	}
	return s.rootPN, s.rootDN, 0
}

// salt separates the two targets' keys in one table.
var salt = [2]uint64{0x243f6a8885a308d3, 0x13198a2e03707344}

// keyOf is p's key for the searcher's target: the board, the side to move
// and the no-progress count.
func (s *searcher) keyOf(p *game.Position) uint64 {
	k := p.Hash() ^ salt[s.target] ^ uint64(p.NoProgress()+1)*0x9e3779b97f4a7c15
	k ^= k >> 29
	k *= 0xbf58476d1ce4e5b9
	k ^= k >> 32
	if k == 0 {
		k = 1
	}
	return k
}

// leafNumbers are the proof and disproof numbers of a leaf.
func (s *searcher) leafNumbers(l leaf, toMove game.Color) (uint32, uint32) {
	if l.winsFor(s.target, toMove) {
		return 0, inf
	}
	return inf, 0
}

// initial returns a new node's numbers: its leaf numbers, or a guess from
// the evaluation (each man the target is down adds one to the proof
// number, each man up one to the disproof number) and the moves to try.
func (s *searcher) initial(p *game.Position) (uint32, uint32, error) {
	moves := p.LegalMoves(s.rules, s.scratch[:0])
	s.scratch = moves
	l, err := classify(p, moves, s.rules, s.set)
	if err != nil || l.kind != notLeaf {
		pn, dn := s.leafNumbers(l, p.SideToMove())
		return pn, dn, err
	}
	e := 0
	if s.eval != nil && !p.HasCapture(s.rules) {
		e = s.eval(*p, s.rules) / 100
		if p.SideToMove() != s.target {
			e = -e
		}
	}
	pn, dn := uint32(1), uint32(1)
	if e < 0 {
		pn += uint32(min(-e, 20))
	} else {
		dn += uint32(min(e, 20))
	}
	if p.SideToMove() == s.target {
		dn += uint32(len(moves)) - 1
	} else {
		pn += uint32(len(moves)) - 1
	}
	return pn, dn, nil
}

// pathMark is what the path holds of a board: how often it stands on it,
// and its lowest no-progress count there.
type pathMark struct{ n, minCount int }

// push puts p's board on the path and returns what takes it off again.
func (s *searcher) push(p *game.Position) (pop func()) {
	h := p.Hash()
	old, had := s.path[h]
	mark := pathMark{n: old.n + 1, minCount: p.NoProgress()}
	if had {
		mark.minCount = min(old.minCount, p.NoProgress())
	}
	s.path[h] = mark
	return func() {
		if had {
			s.path[h] = old
		} else {
			delete(s.path, h)
		}
	}
}

// repeats reports whether reaching c now ends the line as a draw by
// repetition: its board stands on the path with a count not above c's (a
// cycle the defender can repeat), or as often as the repetition rule
// allows. For the target's win this is conservative (a failure); for the
// defender's non-loss it holds (see the package comment).
func (s *searcher) repeats(c *game.Position) bool {
	m, ok := s.path[c.Hash()]
	return ok && (m.minCount <= c.NoProgress() || s.rules.Repetition > 0 && m.n+1 >= s.rules.Repetition)
}

// look returns the numbers of child c now: a repetition of the path is a
// disproof that depends on the path (rep is the repeated board); a table
// entry is used when it does not depend on a board no longer on the path.
func (s *searcher) look(c *game.Position) (pn, dn uint32, rep uint64, err error) {
	if s.repeats(c) {
		return inf, 0, c.Hash(), nil
	}
	k := s.keyOf(c)
	if e, ok := s.tt.get(k); ok {
		if e.rep == 0 {
			return e.pn, e.dn, 0, nil
		}
		if _, ok := s.path[e.rep]; ok {
			return e.pn, e.dn, e.rep, nil
		}
		return 1, 1, 0, nil
	}
	pn, dn, err = s.initial(c)
	if err == nil {
		s.tt.put(entry{key: k, pn: pn, dn: dn})
	}
	return pn, dn, 0, err
}

// mid searches p until its proof number reaches thpn or its disproof
// number thdn (df-pn's multiple iterative deepening), storing what it
// finds; it returns p's numbers and, for a path-dependent disproof, the
// repeated board.
func (s *searcher) mid(p *game.Position, thpn, thdn uint32) (uint32, uint32, uint64, error) {
	s.countNode()
	start := s.nodes
	k := s.keyOf(p)
	fr, l, err := s.expand(p)
	if err != nil {
		return 1, 1, 0, err
	}
	if l.kind != notLeaf {
		pn, dn := s.leafNumbers(l, p.SideToMove())
		s.tt.put(entry{key: k, pn: pn, dn: dn, work: 1})
		return pn, dn, 0, nil
	}
	or := p.SideToMove() == s.target
	h := p.Hash()
	pop := s.push(p)
	s.depth++
	defer func() {
		s.depth--
		pop()
	}()

	var sc childScan
	for {
		sc, err = s.scanChildren(fr.kids, or, h)
		if err != nil {
			return 1, 1, 0, err
		}
		fr.pn, fr.dn = sc.pn, sc.dn
		if s.depth == 1 {
			s.rootPN, s.rootDN = sc.pn, sc.dn
		}
		if sc.pn >= thpn || sc.dn >= thdn || sc.pn == 0 || sc.dn == 0 || s.stopped {
			break
		}
		cpn, cdn := sc.thresholds(or, thpn, thdn)
		if _, _, _, err := s.mid(&fr.kids[sc.best], cpn, cdn); err != nil {
			return 1, 1, 0, err
		}
	}
	work := uint32(min(s.nodes-start, uint64(^uint32(0))))
	rep := sc.rep
	if rep == h {
		rep = 0
	}
	s.tt.put(entry{key: k, rep: rep, pn: sc.pn, dn: sc.dn, work: work})
	return sc.pn, sc.dn, rep, nil
}

// countNode counts a node; every 1024 nodes it notes a cancelled context
// and calls tick.
func (s *searcher) countNode() {
	s.nodes++
	if s.nodes&0x3ff == 0 {
		if s.ctx.Err() != nil {
			s.stopped = true
		}
		if s.tick != nil {
			s.tick()
		}
	}
}

// expand fills the frame of the current depth with p's legal moves and,
// unless p is a leaf (l's kind), the positions they lead to.
func (s *searcher) expand(p *game.Position) (fr *frame, l leaf, err error) {
	for len(s.frames) <= s.depth {
		s.frames = append(s.frames, frame{moves: make([]game.Move, 0, game.MaxMoves)})
	}
	fr = &s.frames[s.depth]
	moves := p.LegalMoves(s.rules, fr.moves[:0])
	fr.moves = moves
	l, err = classify(p, moves, s.rules, s.set)
	if err != nil || l.kind != notLeaf {
		return fr, l, err
	}
	kids := fr.kids[:0]
	for _, m := range moves {
		kids = append(kids, p.Apply(m))
	}
	fr.kids = kids
	return fr, l, nil
}

// childScan is what one look at a node's children tells mid: the node's
// numbers, the repeated board its disproof depends on (0: none), and the
// child to search next (best) with the runner-up's number (second) and
// the best child's other number (bestOther).
type childScan struct {
	pn, dn            uint32
	rep               uint64
	best              int
	second, bestOther uint32
}

// scanChildren looks up the numbers of kids, the children of a node
// (an OR node when or) whose board's key is h, and sums them into the
// node's. The best child minimises pn at OR nodes, dn at AND nodes.
func (s *searcher) scanChildren(kids []game.Position, or bool, h uint64) (childScan, error) {
	sc := childScan{pn: inf, best: -1, second: inf}
	if !or {
		sc.pn, sc.dn = 0, inf
	}
	bestV := uint32(inf)
	safe := false // a disproven child that does not depend on the path
	var dep uint64
	var sum weakSum
	for i := range kids {
		cpn, cdn, crep, err := s.look(&kids[i])
		if err != nil {
			return sc, err
		}
		if cdn == 0 {
			if crep == 0 || crep == h {
				safe = true
			} else if dep == 0 {
				dep = crep
			}
		}
		v, other := cdn, cpn
		if or {
			sc.pn = min(sc.pn, cpn)
			sum.add(cdn)
			v, other = cpn, cdn
		} else {
			sc.dn = min(sc.dn, cdn)
			sum.add(cpn)
		}
		switch {
		case sc.best < 0 || v < bestV:
			sc.second = bestV
			sc.best, bestV, sc.bestOther = i, v, other
		case v < sc.second:
			sc.second = v
		}
	}
	if or {
		sc.dn = sum.value()
	} else {
		sc.pn = sum.value()
	}
	if sc.dn == 0 && (or || !safe) {
		// OR: every child disproven, dependent if one is; AND: one
		// disproven child is enough, dependent if none is unconditional
		sc.rep = dep
	}
	return sc, nil
}

// thresholds are the best child's proof and disproof thresholds, below
// the node's thpn and thdn: its own number up to the runner-up's times
// 1+ε (so that the search does not flip between two close children,
// re-searching each from the top: Pawlewicz and Lew 2007), the other
// what the other children leave.
func (sc *childScan) thresholds(or bool, thpn, thdn uint32) (cpn, cdn uint32) {
	grow := add(sc.second, max(1, sc.second/4))
	own := min(thpn, grow)
	other := uint32(inf)
	if or && thdn < inf {
		other = thdn - sc.dn + sc.bestOther
	}
	if !or {
		own = min(thdn, grow)
		if thpn < inf {
			other = thpn - sc.pn + sc.bestOther
		}
	}
	if !or {
		return other, own
	}
	return own, other
}
