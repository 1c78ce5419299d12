package puzzle

import (
	"io"
	"os"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// testPuzzles reads a puzzle file of testdata (gzip-compressed).
func testPuzzles(t *testing.T, name string) []Puzzle {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var set []Puzzle
	err = uncompress(data, func(r io.Reader) error {
		set, err = Read(r, game.DefaultRules())
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// testTablePuzzles are puzzles of 3 and 4 pieces drawn from the tables
// (fetaix puzzle export --count 2834 --min-pieces 3 --seed 27 --json):
// the tests of Check and the explorer's agreement.
func testTablePuzzles(t *testing.T) []Puzzle { return testPuzzles(t, "tablepuzzles.jsonl.gz") }

// testProofPuzzles are the five-piece puzzles of the committed
// certificates, with testdata/refutations.jsonl.gz (fetaix puzzle export
// --source proof, docs/puzzles.md).
func testProofPuzzles(t *testing.T) []Puzzle { return testPuzzles(t, "proofpuzzles.jsonl.gz") }
