package puzzle

import (
	"io"
	"os"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// minProofPuzzles is the fewest proof puzzles of testdata.
const minProofPuzzles = 20

// committedProofs returns the proof puzzles of testdata, their
// refutations, and the refuter they were made with, without the
// search: the tables of up to checkedPieces pieces and the proofs' book.
func committedProofs(t *testing.T) ([]Puzzle, map[RefutationKey]Refutation, *Refuter) {
	t.Helper()
	set := testProofPuzzles(t)
	data, err := os.ReadFile("testdata/refutations.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	var refs map[RefutationKey]Refutation
	err = uncompress(data, func(r io.Reader) error {
		refs, err = ReadRefutations(r)
		return err
	})
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

// TestProofPuzzlesAreProven: testdata holds proof
// puzzles, no position twice, and each is proven again without a search:
// at every solver's move the proofs' book (made from the committed
// certificates, which solve's tests check) plays the solution's move and
// proves the win with it, and every other legal move has a stored
// refutation that holds: the tables' or the book's value of the position
// it leads to, derived again, or a proof search's certificate, checked
// with solve.Verify.
func TestProofPuzzlesAreProven(t *testing.T) {
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
		t.Errorf("%d proof puzzles in testdata, want at least %d", n, minProofPuzzles)
	}
	if len(refs) == 0 {
		t.Error("no refutations in testdata")
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
