package puzzle

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"sync"

	"github.com/fetaix/fetaix/game"
)

// The committed puzzles, embedded: mined.jsonl.gz, puzzles of 5 to 12
// pieces mined from self-play games and the committed proofs' positions
// (fetaix puzzle mine, docs/puzzles.md gives the commands), each proven
// with the 6-piece tables and proof searches, how recorded in it. No two
// are the same position up to the rules' symmetries (Canonical). The
// long tests prove every one again (TestCommittedPuzzlesProvenAgain).
//
//go:embed mined.jsonl.gz
var minedPuzzles []byte

// Committed returns the committed puzzles, read once (under the default
// rules).
var Committed = sync.OnceValues(readCommitted)

// readCommitted reads the committed puzzles.
func readCommitted() (set []Puzzle, err error) {
	err = uncompress(minedPuzzles, func(r io.Reader) error {
		set, err = Read(r, game.DefaultRules())
		return err
	})
	return set, err
}

// uncompress gives read the gzip-compressed data, uncompressed.
func uncompress(data []byte, read func(io.Reader) error) error {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("puzzle: the committed set: %w", err)
	}
	defer zr.Close() //nolint:errcheck // read whole: its checksum error comes from read
	if err := read(zr); err != nil {
		return fmt.Errorf("puzzle: the committed set: %w", err)
	}
	return nil
}
