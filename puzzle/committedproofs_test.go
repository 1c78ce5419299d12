package puzzle

import (
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// minProofPuzzles is the fewest proof puzzles the committed set holds.
const minProofPuzzles = 20

// committedProofs returns the committed set, the refutations of its
// proof puzzles, and the refuter they were made with, without the
// search: the tables of up to checkedPieces pieces and the proofs' book.
func committedProofs(t *testing.T) ([]Puzzle, map[RefutationKey]Refutation, *Refuter) {
	t.Helper()
	set, err := Committed()
	if err != nil {
		t.Fatal(err)
	}
	refs, err := CommittedRefutations()
	if err != nil {
		t.Fatal(err)
	}
	tb, err := testtables.Default(checkedPieces)
	if err != nil {
		t.Fatal(err)
	}
	rf, err := NewRefuter(game.DefaultRules(), tb, ai.DefaultBook(), 0)
	if err != nil {
		t.Fatal(err)
	}
	return set, refs, rf
}

// TestCommittedProofPuzzlesAreProven: the committed set holds proof
// puzzles, no position twice, and each is proven again without a search:
// at every solver's move the proofs' book (made from the committed
// certificates, which solve's tests check) plays the solution's move and
// proves the win with it, and every other legal move has a stored
// refutation that holds: the tables' or the book's value of the position
// it leads to, derived again, or a proof search's certificate, checked
// with solve.Verify.
func TestCommittedProofPuzzlesAreProven(t *testing.T) {
	set, refs, rf := committedProofs(t)
	seen := map[string]bool{}
	n := 0
	for _, pz := range set {
		if pz.Source != SourceProof {
			continue
		}
		n++
		if seen[pz.Position] {
			t.Errorf("proof puzzle %s: twice in the set", pz.Position)
		}
		seen[pz.Position] = true
		if err := CheckProof(rf, pz, refs); err != nil {
			t.Errorf("proof puzzle %s: %v", pz.Position, err)
		}
	}
	if n < minProofPuzzles {
		t.Errorf("%d proof puzzles committed, want at least %d", n, minProofPuzzles)
	}
	if len(refs) == 0 {
		t.Error("no refutations committed")
	}
}

// TestCheckProofNeedsEveryRefutation: a proof puzzle with one
// alternative's refutation missing, or changed to claim another value, is
// refused.
func TestCheckProofNeedsEveryRefutation(t *testing.T) {
	set, refs, rf := committedProofs(t)
	for _, pz := range set {
		if pz.Source != SourceProof {
			continue
		}
		for k, x := range refs {
			p, _ := pz.Start()
			if k[0] != x.Position || x.Position+" 1" != p.String() {
				continue
			}
			less := map[RefutationKey]Refutation{}
			for k2, y := range refs {
				if k2 != k {
					less[k2] = y
				}
			}
			if err := CheckProof(rf, pz, less); err == nil {
				t.Errorf("%s: accepted without the refutation of %s", pz.Position, x.Move)
			}
			wrong := x
			wrong.Value = map[string]string{"win": "draw", "draw": "win", "not lose": "win"}[x.Value]
			less[k] = wrong
			if err := CheckProof(rf, pz, less); err == nil {
				t.Errorf("%s: accepted with %s refuted as a %s (%s says %s)", pz.Position, x.Move, wrong.Value, x.By, x.Value)
			}
			return
		}
	}
	t.Fatal("no proof puzzle's first position has a refutation")
}
