package solve

import (
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
// wins" from proven nodes, for "the other side does not lose" from
// disproven ones. It follows every line of play with its own path, and
// searches again where the table no longer holds what it needs (an entry
// replaced, or a result that depended on another path).
type extractor struct {
	s      *searcher
	win    bool // prove the target wins; else that the other side does not lose
	proof  *Proof
	done   map[string]bool // positions entered by an irreversible move, done
	visits int
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
	if err := x.walk(root, true); err != nil {
		return nil, err
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
	pn, dn, _, err = x.s.mid(c, inf, inf)
	return err == nil && x.good(pn, dn), err
}

func (x *extractor) walk(p *game.Position, entered bool) error {
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
			return fmt.Errorf("extracting the proof: leaf %s goes the wrong way", key)
		}
		what := [...]string{leafTerminal: "terminal", leafNoProgress: "no-progress", leafTable: "table"}[l.kind]
		x.proof.add(Line{Key: key, What: what, Args: []string{l.outcome.String()}})
		return nil
	}
	h := p.Hash()
	old, had := s.path[h]
	mark := pathMark{n: old.n + 1, minCount: p.NoProgress()}
	if had {
		mark.minCount = min(old.minCount, p.NoProgress())
	}
	s.path[h] = mark
	defer func() {
		if had {
			s.path[h] = old
		} else {
			delete(s.path, h)
		}
	}()
	from := progressKey(p)
	proverMoves := (p.SideToMove() == s.target) == x.win
	if proverMoves {
		chosen, err := x.choose(p, key, moves)
		if err != nil {
			return err
		}
		c := p.Apply(chosen)
		x.proof.add(Line{Key: key, What: "move", Args: []string{chosen.String()}})
		if !s.repeats(&c) {
			if err := x.walk(&c, progressKey(&c) != from); err != nil {
				return err
			}
		}
	} else {
		names := make([]string, len(moves))
		for i, m := range moves {
			names[i] = m.String()
		}
		x.proof.add(Line{Key: key, What: "replies", Args: names})
		for _, m := range moves {
			c := p.Apply(m)
			ok, err := x.settle(&c)
			if err != nil {
				return err
			}
			if !ok {
				return fmt.Errorf("extracting the proof: reply %s at %s is not covered", m, key)
			}
			if !s.repeats(&c) {
				if err := x.walk(&c, progressKey(&c) != from); err != nil {
					return err
				}
			}
		}
	}
	if entered {
		x.done[key] = true
	}
	return nil
}

// choose returns the prover's move at p: the one already written for the
// position, or the first child that holds (the table's best first).
func (x *extractor) choose(p *game.Position, key string, moves []game.Move) (game.Move, error) {
	if l, ok := x.proof.Lines[key]; ok {
		for _, m := range moves {
			if m.String() == l.Args[0] {
				c := p.Apply(m)
				if ok, err := x.settle(&c); err != nil || !ok {
					return m, fmt.Errorf("extracting the proof: the move %s chosen at %s fails on another line of play (%v)", m, key, err)
				}
				return m, nil
			}
		}
	}
	// try the children whose numbers already hold first
	order := make([]int, 0, len(moves))
	var rest []int
	for i, m := range moves {
		c := p.Apply(m)
		pn, dn, _, err := x.s.look(&c)
		if err != nil {
			return m, err
		}
		if x.good(pn, dn) || x.s.repeats(&c) {
			order = append(order, i)
		} else {
			rest = append(rest, i)
		}
	}
	for _, i := range append(order, rest...) {
		c := p.Apply(moves[i])
		ok, err := x.settle(&c)
		if err != nil {
			return moves[i], err
		}
		if ok {
			return moves[i], nil
		}
	}
	return game.Move{}, fmt.Errorf("extracting the proof: no move of the prover holds at %s", key)
}
