package puzzle

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/solve"
	"github.com/fetaix/fetaix/tables"
)

// winPositions draws positions from set until it has one that is a win
// with exactly one winning move of at least two (only) and one that is a
// win with at least two (many).
func winPositions(t *testing.T, set *tables.Set) (only, many Choice, onlyPos, manyPos game.Position) {
	t.Helper()
	rng := rand.New(rand.NewPCG(5, 7))
	haveOnly, haveMany := false, false
	for tries := 0; tries < 200000 && !(haveOnly && haveMany); tries++ {
		p, ok := randomPosition(rng, 3)
		if !ok {
			continue
		}
		ch, err := Choose(set, p)
		if err != nil || ch.Value.Outcome != tables.Win {
			continue
		}
		switch {
		case ch.Only() && !haveOnly:
			only, onlyPos, haveOnly = ch, p, true
		case len(ch.Keepers) >= 2 && !haveMany:
			many, manyPos, haveMany = ch, p, true
		}
	}
	if !haveOnly || !haveMany {
		t.Fatal("no positions of one and of several winning moves drawn")
	}
	return only, many, onlyPos, manyPos
}

// proofOf is a win proof whose prover's lines are the positions ps with
// their moves ms: what FromProof reads of a certificate.
func proofOf(ps []game.Position, ms []game.Move) *solve.Certificate {
	pr := &solve.Proof{Kind: solve.ProofWin, Prover: "w", Lines: map[string]solve.Line{}}
	for i, p := range ps {
		k := solve.Key(p)
		pr.Lines[k] = solve.Line{Key: k, What: "move", Args: []string{ms[i].String()}}
		pr.Order = append(pr.Order, k)
	}
	return &solve.Certificate{Root: solve.Key(ps[0]), Proofs: []*solve.Proof{pr}}
}

// TestFromProofNeedsEveryAlternativeRefuted: of a proof's two prover's
// positions, the one where the tables refute every other move is made a
// puzzle, with a refutation of each that CheckRefutation accepts; the one
// where another move wins too is not; nor is the first when nothing (no
// tables, no book, no search) refutes its alternatives.
func TestFromProofNeedsEveryAlternativeRefuted(t *testing.T) {
	set := testSet(t)
	only, many, onlyPos, manyPos := winPositions(t, set)
	cert := proofOf([]game.Position{manyPos, onlyPos}, []game.Move{many.Keepers[0], only.Keepers[0]})
	run := func(rf *Refuter) map[string][]Refutation {
		got := map[string][]Refutation{}
		err := FromProof(context.Background(), cert, rf, ProofOptions{}, func(pz Puzzle, refs []Refutation) error {
			if pz.Source != SourceProof || pz.Goal != GoalWin {
				t.Errorf("puzzle %+v: want a proof puzzle of a win", pz)
			}
			got[pz.Position] = refs
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	rf := &Refuter{Rules: set.Rules(), Set: set}
	got := run(rf)
	if _, ok := got[manyPos.String()]; ok {
		t.Errorf("%s made a puzzle: %d moves win", manyPos, len(many.Keepers))
	}
	refs, ok := got[onlyPos.String()]
	if !ok || len(got) != 1 {
		t.Fatalf("puzzles %v: want %s alone", got, onlyPos)
	}
	if len(refs) != len(only.Moves)-1 {
		t.Errorf("%d refutations of %d alternatives", len(refs), len(only.Moves)-1)
	}
	for _, x := range refs {
		if x.By != RefutedByTables {
			t.Errorf("%s refuted by %s, want the tables", x.Move, x.By)
		}
		if err := rf.CheckRefutation(x, GoalWin); err != nil {
			t.Error(err)
		}
	}
	if got := run(&Refuter{Rules: set.Rules()}); len(got) != 0 {
		t.Errorf("puzzles %v made with nothing to refute the alternatives", got)
	}
}

// TestRefuteBySearch: the proof search (with the tables of 3 pieces as
// its leaves) proves the defender's value after a move to a position of 4
// pieces whose every move takes; the refutation storing its certificate
// checks (CheckRefutation, with solve.Verify), and one whose value or
// certificate is changed is refused.
func TestRefuteBySearch(t *testing.T) {
	set := testSet(t)
	rf := &Refuter{Rules: set.Rules(), Set: set, Each: time.Minute}
	pieces := func(p game.Position) int { return p.Count(game.White) + p.Count(game.Black) }
	allTake := func(q game.Position) bool {
		moves := q.LegalMoves(set.Rules(), nil)
		for _, m := range moves {
			if pieces(q.Apply(m)) == pieces(q) {
				return false
			}
		}
		return len(moves) > 0
	}
	rng := rand.New(rand.NewPCG(3, 9))
	for tries := 0; tries < 100000; tries++ {
		p, ok := randomPosition(rng, 4)
		if !ok {
			continue
		}
		for _, a := range p.LegalMoves(set.Rules(), nil) {
			q := p.Apply(a)
			if pieces(q) != 4 || !allTake(q) {
				continue
			}
			v, cert, err := rf.search(context.Background(), q)
			if err != nil {
				t.Fatal(err)
			}
			if !enough(GoalWin, v) {
				continue
			}
			var b strings.Builder
			if err := cert.Write(&b); err != nil {
				t.Fatal(err)
			}
			x := Refutation{Position: solve.Key(p), Move: a.String(), By: RefutedBySearch, Value: v, Certificate: b.String()}
			if err := rf.CheckRefutation(x, GoalWin); err != nil {
				t.Fatalf("%s %s: %v", p, a, err)
			}
			bad := x
			bad.Value = map[string]string{"win": "draw", "draw": "win"}[v]
			if err := rf.CheckRefutation(bad, GoalWin); err == nil {
				t.Errorf("%s %s: accepted as a %s, the certificate proves %s", p, a, bad.Value, v)
			}
			bad = x
			bad.Certificate = strings.Replace(x.Certificate, "proof win", "proof not-lose", 1)
			if bad.Certificate == x.Certificate {
				bad.Certificate = strings.Replace(x.Certificate, "not-lose", "win", 1)
			}
			if err := rf.CheckRefutation(bad, GoalWin); err == nil {
				t.Errorf("%s %s: a changed certificate accepted", p, a)
			}
			return
		}
	}
	t.Fatal("no move to a position of 4 pieces whose moves all take, not lost for its side, drawn")
}
