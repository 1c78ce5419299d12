package solve

import (
	"errors"
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// keyText is a position's key in a certificate: its text without the move
// number.
func keyText(p *game.Position) string {
	s := p.String()
	return s[:strings.LastIndexByte(s, ' ')]
}

// colorText is "w" or "b".
func colorText(c game.Color) string {
	if c == game.White {
		return "w"
	}
	return "b"
}

// extractor writes a proof out of the searcher's table: for "the target
// wins" from proven nodes, following every line of play with its own path
// (a win may not repeat a board); for "the other side does not lose" from
// disproven ones, as a closed set (extract_closed.go). It searches again
// where the table no longer holds what it needs (an entry replaced, or a
// result that depended on another path).
type extractor struct {
	s     *searcher
	win   bool // prove the target wins; else that the other side does not lose
	proof *Proof
	// done holds, for a win, the positions entered by an irreversible
	// move that are done; for a non-loss, the set written so far
	done   map[string]bool
	dones  []string         // the keys of done, in order, to roll back
	counts map[string][]int // non-loss: the counts in the set of each board
	visits int
}

// errStopped is the extraction's error when the run stopped (its time
// limit, an interrupt) while it searched again.
var errStopped = errors.New("the run stopped while writing out the proof")

// errFails marks a line of play on which the table's result does not
// hold; the prover's move above it is then replaced by another.
var errFails = errors.New("the search's result does not hold on this line of play")

// mark is a point of the extraction to roll back to.
type mark struct{ lines, dones int }

func (x *extractor) mark() mark { return mark{len(x.proof.Order), len(x.dones)} }

// rollback forgets the lines and done positions added since m.
func (x *extractor) rollback(m mark) {
	for _, k := range x.proof.Order[m.lines:] {
		delete(x.proof.Lines, k)
	}
	x.proof.Order = x.proof.Order[:m.lines]
	for _, k := range x.dones[m.dones:] {
		delete(x.done, k)
		if b := boardKey(k); x.counts != nil {
			// a board's counts entered since m are the last ones
			x.counts[b] = x.counts[b][:len(x.counts[b])-1]
		}
	}
	x.dones = x.dones[:m.dones]
}

// extractLimit bounds the positions visited while extracting (re-visits
// along other lines of play included).
const extractLimit = 50_000_000

// extract returns the proof of the searcher's result at root.
func (s *searcher) extract(root *game.Position, win bool) (*Proof, error) {
	prover := s.target
	kind := ProofWin
	if !win {
		prover, kind = s.target.Other(), ProofNotLose
	}
	x := &extractor{s: s, win: win, proof: newProof(kind, colorText(prover)), done: map[string]bool{}}
	s.path = map[uint64]pathMark{}
	// the searches of the extraction stop with the run (--time, an
	// interrupt): then the extraction stops too (errStopped), forgetting
	// nothing, and the run's value is unknown
	s.stopped = s.ctx.Err() != nil
	s.extracting = x
	defer func() { s.extracting = nil }()
	var err error
	if win {
		err = x.walk(root, true)
	} else {
		x.counts = map[string][]int{}
		err = x.walkClosed(root)
	}
	if errors.Is(err, errStopped) {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("extracting the proof that %s %s: %w (the search's result leaned on a line of play the proof cannot use: graph history interaction)", colorText(prover), kind, err)
	}
	return x.proof, nil
}

// good reports whether a child's numbers are what the proof needs.
func (x *extractor) good(pn, dn uint32) bool {
	if x.win {
		return pn == 0
	}
	return dn == 0
}

// settle returns whether child c holds for the proof on the current path,
// searching it again if the table does not say so.
func (x *extractor) settle(c *game.Position) (bool, error) {
	if x.s.repeats(c) {
		return !x.win, nil
	}
	pn, dn, _, err := x.s.look(c)
	if err != nil || x.good(pn, dn) {
		return err == nil, err
	}
	// not known to hold here (or known not to, from another line of
	// play): search it again on this path
	if x.s.stopped {
		return false, errStopped
	}
	pn, dn, _, err = x.s.mid(c, inf, inf)
	if err == nil && x.s.stopped {
		return false, errStopped // cut short: not a refutation
	}
	return err == nil && x.good(pn, dn), err
}

// leafWhat names a leaf's kind in a certificate.
var leafWhat = [...]string{leafTerminal: "terminal", leafNoProgress: "no-progress", leafTable: "table"}

// walk writes the win proof below p, reached by an irreversible move if
// entered. Where the result does not hold on this line of play, it
// forgets the table's result for p (a proof can rest on the absence of a
// board that this line has), so that the prover's other moves above are
// searched again on this path rather than trusted.
func (x *extractor) walk(p *game.Position, entered bool) error {
	err := x.walkOn(p, entered)
	if errors.Is(err, errFails) {
		x.s.tt.forget(x.s.keyOf(p))
	}
	return err
}

func (x *extractor) walkOn(p *game.Position, entered bool) error {
	key := keyText(p)
	if entered && x.done[key] {
		return nil
	}
	if x.visits++; x.visits > extractLimit {
		return fmt.Errorf("extracting the proof: more than %d positions visited", extractLimit)
	}
	s := x.s
	moves := p.LegalMoves(s.rules, make([]game.Move, 0, game.MaxMoves))
	l, err := classify(p, moves, s.rules, s.set)
	if err != nil {
		return err
	}
	if l.kind != notLeaf {
		if l.winsFor(s.target, p.SideToMove()) != x.win {
			return fmt.Errorf("the leaf %s: %w", key, errFails)
		}
		x.proof.add(Line{Key: key, What: leafWhat[l.kind], Args: []string{l.outcome.String()}})
		return nil
	}
	defer s.push(p)()
	if err := x.writeMoves(p, key, moves); err != nil {
		return err
	}
	if entered {
		x.done[key] = true
		x.dones = append(x.dones, key)
	}
	return nil
}

// writeMoves writes p's line and the proofs below it: the prover's first
// move whose child holds and can be written out, or every reply of the
// other side. A win goes down line of play by line of play (walk); a
// non-loss into its closed set (walkClosed), where a child the set
// already covers needs nothing more.
func (x *extractor) writeMoves(p *game.Position, key string, moves []game.Move) error {
	from := progressKey(p)
	below := func(c *game.Position) error {
		if x.win {
			return x.walk(c, progressKey(c) != from)
		}
		return x.walkClosed(c)
	}
	if (p.SideToMove() == x.s.target) == x.win { // the prover is to move
		cands, err := x.candidates(p, key, moves)
		if err != nil {
			return err
		}
		for _, m := range cands {
			c := p.Apply(m)
			line := Line{Key: key, What: "move", Args: []string{m.String()}}
			if !x.win && x.covered(&c) {
				x.proof.add(line)
				return nil
			}
			if ok, err := x.settle(&c); err != nil {
				return err
			} else if !ok {
				continue
			}
			at := x.mark()
			x.proof.add(line)
			err := below(&c)
			if err == nil {
				return nil
			}
			if !errors.Is(err, errFails) {
				return err
			}
			x.rollback(at)
		}
		return fmt.Errorf("at %s, after each move of the prover: %w", key, errFails)
	}
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = m.String()
	}
	x.proof.add(Line{Key: key, What: "replies", Args: names})
	for _, m := range moves {
		c := p.Apply(m)
		if !x.win && x.covered(&c) {
			continue
		}
		ok, err := x.settle(&c)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("the reply %s at %s: %w", m, key, errFails)
		}
		if err := below(&c); err != nil {
			return err
		}
	}
	return nil
}

// candidates returns the prover's moves at p to try, in order: only the
// one already written for the position if there is one (a position has
// one line), else the children the table says hold first.
func (x *extractor) candidates(p *game.Position, key string, moves []game.Move) ([]game.Move, error) {
	if l, ok := x.proof.Lines[key]; ok {
		for _, m := range moves {
			if m.String() == l.Args[0] {
				return []game.Move{m}, nil
			}
		}
	}
	var covered, first, rest []game.Move
	for _, m := range moves {
		c := p.Apply(m)
		if !x.win && x.covered(&c) {
			covered = append(covered, m)
			continue
		}
		pn, dn, _, err := x.s.look(&c)
		if err != nil {
			return nil, err
		}
		if x.good(pn, dn) || x.s.repeats(&c) {
			first = append(first, m)
		} else {
			rest = append(rest, m)
		}
	}
	return append(append(covered, first...), rest...), nil
}
