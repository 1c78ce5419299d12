package solve

import (
	"fmt"
	"io/fs"

	"github.com/fetaix/fetaix/game"
)

// Book holds the prover's moves of proven certificates, for play: in a
// position a proof covers, where the prover is to move, its move keeps the
// proven result.
type Book struct {
	rules map[string]map[string]BookMove // rule text → position key → move
	large []*largeBook                   // read when first needed
}

// BookMove is a proof's move and what it keeps for the side to move:
// "win", or "not lose" (a non-loss proof: at least a draw).
type BookMove struct {
	Move   string
	Proven string
	Source string // the certificate's file it comes from
}

// LoadBook reads every certificate of fsys (files named *.proof or
// *.proof.gz at its top). It trusts them: they are checked where they are
// committed (solve's tests).
func LoadBook(fsys fs.FS) (*Book, error) {
	b := &Book{rules: map[string]map[string]BookMove{}}
	names, err := fs.Glob(fsys, "*.proof*")
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		f, err := fsys.Open(name)
		if err != nil {
			return nil, err
		}
		c, err := ReadCertificate(f)
		_ = f.Close() // read whole: closing cannot lose data
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		m := b.rules[c.Rules]
		if m == nil {
			m = map[string]BookMove{}
			b.rules[c.Rules] = m
		}
		for _, p := range c.Proofs {
			proven := "win"
			if p.Kind == ProofNotLose {
				proven = "not lose"
			}
			for _, l := range p.Lines {
				if l.What != "move" {
					continue
				}
				// a win beats a non-loss from another certificate
				if old, ok := m[l.Key]; !ok || old.Proven != "win" {
					m[l.Key] = BookMove{Move: l.Args[0], Proven: proven, Source: name}
				}
			}
		}
	}
	return b, nil
}

// Lookup returns the proven move for p's side to move under r, and what
// it keeps; ok is false when no proof covers p with its side to move as
// the prover.
func (b *Book) Lookup(p game.Position, r game.Rules) (m game.Move, proven string, ok bool) {
	if b == nil {
		return m, "", false
	}
	rules, key := r.String(), keyText(&p)
	bm, ok := b.rules[rules][key]
	for _, l := range b.large {
		if ok {
			break
		}
		bm.Move, bm.Proven, ok = l.lookup(rules, key)
	}
	if !ok {
		return m, "", false
	}
	m, err := game.ParseMove(p, r, bm.Move)
	if err != nil {
		return m, "", false
	}
	return m, bm.Proven, true
}

// Len returns the number of positions the book has a move for.
func (b *Book) Len() int {
	n := 0
	for _, m := range b.rules {
		n += len(m)
	}
	return n
}
