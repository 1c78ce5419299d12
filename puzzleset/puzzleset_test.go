package puzzleset

import (
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/tables"
)

// checkedPieces is the most pieces of a committed puzzle: the tables of up
// to 4 pieces build in a few seconds, so every puzzle is proven again by
// every go test.
const checkedPieces = 4

// TestCommittedPuzzlesAreProven: the committed set holds a few thousand
// puzzles, no position twice, each of at most checkedPieces pieces, and
// the tables (built here) prove each: at every solver's move, the
// solution's move is the only one that keeps the goal's value.
func TestCommittedPuzzlesAreProven(t *testing.T) {
	set, err := All()
	if err != nil {
		t.Fatal(err)
	}
	if len(set) < 2000 {
		t.Fatalf("%d committed puzzles, want a few thousand", len(set))
	}
	tb, err := tables.Build(t.TempDir(), game.DefaultRules(), tables.BuildOptions{Pieces: checkedPieces, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	goals := map[string]int{}
	for i, pz := range set {
		p, _ := pz.Start()
		if n := p.Count(game.White) + p.Count(game.Black); n > checkedPieces {
			t.Errorf("puzzle %d %s: %d pieces, more than the %d the tests check", i+1, pz.Position, n, checkedPieces)
			continue
		}
		if seen[pz.Position] {
			t.Errorf("puzzle %d %s: twice in the set", i+1, pz.Position)
		}
		seen[pz.Position] = true
		goals[pz.Goal]++
		if err := puzzle.Check(tb, pz); err != nil {
			t.Errorf("puzzle %d %s: %v", i+1, pz.Position, err)
		}
	}
	if goals[puzzle.GoalWin] == 0 || goals[puzzle.GoalDraw] == 0 {
		t.Errorf("goals %v: want both wins and draws", goals)
	}
}
