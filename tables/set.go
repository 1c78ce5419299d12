package tables

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/fetaix/fetaix/game"
)

// ErrNotCovered is returned for a position the tables do not cover.
var ErrNotCovered = errors.New("position not covered by the tables")

// rulesKey is the rules as the tables tell them apart: the repetition rule
// changes no value, so it is left out; "default" for the default rules.
func rulesKey(r game.Rules) string {
	r.Repetition = game.DefaultRules().Repetition
	if s := r.String(); s != "" {
		return s
	}
	return "default"
}

// RulesDir returns the directory of r's tables under base.
func RulesDir(base string, r game.Rules) string { return filepath.Join(base, rulesKey(r)) }

// Set is the tables of one set of rules: every class up to Pieces()
// pieces. It reads each class's file when a probe first needs it (and
// keeps it).
type Set struct {
	rules  game.Rules
	pieces int
	tables classTables
	order  map[Class]int // each class's unit's place in the build order
	dir    string        // where the classes' files are
	mu     sync.Mutex    // serialises loading classes, and guards failed
	failed map[Class]error
}

// buildOrder numbers the units of the classes of up to n pieces in build
// order, for each class.
func buildOrder(n int) map[Class]int {
	order := map[Class]int{}
	for k, u := range units(ClassesUpTo(n)) {
		for _, c := range u {
			order[c] = k
		}
	}
	return order
}

// Open opens the tables of r under base: every class of up to n pieces,
// for the largest n whose classes' files are all there with sound headers
// (each file's body is read and checked whole when a probe first needs
// it). A directory with no complete set is an error that says how to
// build one.
func Open(base string, r game.Rules) (*Set, error) {
	dir := RulesDir(base, r)
	s := &Set{rules: r, dir: dir, failed: map[Class]error{}}
	for n := 2; n <= game.MaxPieces; n++ {
		complete := true
		for _, c := range ClassesUpTo(n) {
			if c.Pieces() < n {
				continue
			}
			_, err := checkHeader(dir, rulesKey(r), c)
			if errors.Is(err, os.ErrNotExist) {
				complete = false
				break
			}
			if err != nil {
				return nil, err
			}
		}
		if !complete {
			break
		}
		s.pieces = n
	}
	if s.pieces == 0 {
		return nil, fmt.Errorf("no tables for rules %q in %s (fetaix tables build makes them)", rulesKey(r), dir)
	}
	s.order = buildOrder(s.pieces)
	return s, nil
}

// table returns class c's table, reading its file on first need. A file
// that fails its check is an error, for this probe and every later one.
func (s *Set) table(c Class) (*table, error) {
	if t := s.tables.get(c); t != nil {
		return t, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if t := s.tables.get(c); t != nil {
		return t, nil
	}
	if err := s.failed[c]; err != nil {
		return nil, err
	}
	t, _, err := load(s.dir, rulesKey(s.rules), c)
	if err != nil {
		s.failed[c] = err
		return nil, err
	}
	s.tables.set(c, t)
	return t, nil
}

// Load reads every class's file now, so that no later probe waits for
// one: a class's first probe otherwise decodes its file in the middle of
// a search (milliseconds each; a search at 100 ms a move that meets
// dozens of classes for the first time lost most of its depth to them).
// It returns the first file that fails its check.
func (s *Set) Load() error {
	for _, c := range ClassesUpTo(s.pieces) {
		if _, err := s.table(c); err != nil {
			return err
		}
	}
	return nil
}

// InMemory reports whether probing p needs no file read: p's class is in
// memory already, or the set does not cover p. A class's first probe
// decodes its file (up to a tenth of a second for the largest 6-piece
// classes): a caller that must not wait can probe elsewhere first.
func (s *Set) InMemory(p game.Position) bool {
	n := p.Count(game.White) + p.Count(game.Black)
	if n > s.pieces || p.Count(game.White) == 0 || p.Count(game.Black) == 0 {
		return true
	}
	c, _ := locate(&p)
	return s.tables.get(c) != nil
}

// Pieces returns the most pieces of a position the set covers.
func (s *Set) Pieces() int { return s.pieces }

// Rules returns the rules the tables are for.
func (s *Set) Rules() game.Rules { return s.rules }

// Probe returns the verdict of p for its side to move, under the rules
// and the no-progress count of p; ErrNotCovered when p has more pieces
// than the set covers (or no piece of the side not to move: no game
// reaches that).
func (s *Set) Probe(p game.Position) (Verdict, error) {
	v, _, err := s.decide(&p)
	return v, err
}

// decide returns p's verdict for its side to move, under the rules and
// the no-progress count of p, and for a decided p where it stands in its
// proof (progress.go).
func (s *Set) decide(p *game.Position) (Verdict, progress, error) {
	stm := p.SideToMove()
	switch {
	case p.Count(game.White)+p.Count(game.Black) > s.pieces:
		return Verdict{}, progress{}, ErrNotCovered
	case p.Count(stm) == 0:
		return Verdict{Loss, 0}, progress{}, nil // the game is over: the least progress of all
	case p.Count(stm.Other()) == 0:
		return Verdict{}, progress{}, ErrNotCovered
	}
	limit, n := maxDistance, 0
	if l := s.rules.NoProgress; l > 0 {
		limit, n = l, p.NoProgress()
		if n >= l {
			if p.CountMoves(s.rules, nil) == 0 {
				return Verdict{Loss, 0}, progress{}, nil
			}
			return Verdict{Draw, 0}, progress{}, nil
		}
	}
	c, i := locate(p)
	t, err := s.table(c)
	if err != nil {
		return Verdict{}, progress{}, err
	}
	pass, decided := t.decidedAt(i, n, limit)
	if !decided {
		return Verdict{Draw, 0}, progress{}, nil
	}
	o, d := t.vals[i].outcome()
	return Verdict{o, d}, progress{s.order[c], pass}, nil
}

// Covers reports whether the set's values hold under r: the same rules,
// whatever the repetition rule (which changes no value).
func (s *Set) Covers(r game.Rules) bool { return rulesKey(s.rules) == rulesKey(r) }
