package puzzle

import (
	"testing"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// checkedPieces is the most pieces of a table puzzle of testdata: the
// tables of up to 4 pieces build in a few seconds, so every one is proven
// again by every go test.
const checkedPieces = 4

// TestTablePuzzlesAreProven: the table puzzles of testdata hold a few thousand
// puzzles, no position twice, each of at most checkedPieces pieces, and
// the tables (built here) prove each: at every solver's move, the
// solution's move is the only one that keeps the goal's value.
func TestTablePuzzlesAreProven(t *testing.T) {
	set := testTablePuzzles(t)
	if len(set) < 2000 {
		t.Fatalf("%d table puzzles, want a few thousand", len(set))
	}
	tb, err := testtables.Default(checkedPieces)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	goals := map[string]int{}
	for i, pz := range set {
		if pz.Source == SourceProof {
			continue // TestProofPuzzlesAreProven
		}
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
		if err := Check(tb, pz); err != nil {
			t.Errorf("puzzle %d %s: %v", i+1, pz.Position, err)
		}
	}
	if goals[GoalWin] == 0 || goals[GoalDraw] == 0 {
		t.Errorf("goals %v: want both wins and draws", goals)
	}
}

// TestTablePuzzlesByTheExplorer: the explorer (explore, another
// reading of the tables' values, move by move) agrees: at every solver's
// move of every table puzzle of testdata, the solution's move is the one move of
// the goal's value.
func TestTablePuzzlesByTheExplorer(t *testing.T) {
	set := testTablePuzzles(t)
	tb, err := testtables.Default(checkedPieces)
	if err != nil {
		t.Fatal(err)
	}
	x := explore.New(explore.Options{Tables: tb, LinePlies: 1})
	r := game.DefaultRules()
	for i, pz := range set {
		if pz.Source == SourceProof {
			continue
		}
		line, err := pz.Line(r)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := pz.Start()
		for k, m := range line {
			if k%2 == 0 {
				var keep []string
				for _, mv := range x.Moves(t.Context(), p, r) {
					if string(mv.Value) == pz.Goal {
						keep = append(keep, mv.Text)
					}
				}
				if len(keep) != 1 || keep[0] != m.String() {
					t.Errorf("puzzle %d %s move %d: the explorer's moves of value %s are %v, the solution's is %s", i+1, pz.Position, k+1, pz.Goal, keep, m)
				}
			}
			p = p.Apply(m)
		}
	}
}
