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

// The committed puzzles, embedded. puzzles.jsonl.gz, made with
//
//	fetaix puzzle export --count 2834 --min-pieces 3 --seed 27 --json | gzip -9n
//
// from the endgame tables of up to 4 pieces (the default rules'), each
// solution proven by them; proofpuzzles.jsonl.gz (source "proof") and
// refutations.jsonl.gz, what refutes each of their alternatives, made with
//
//	fetaix puzzle export --source proof --count 1000 --tables DIR4 --time 150s \
//	    --search-time 100ms --refutations refutations.jsonl.gz --json | gzip -9n
//
// from the committed small certificates, with the tables of up to 4
// pieces in DIR4. No two are the same position up to the rules'
// symmetries (Canonical). The tests prove every one again.
var (
	//go:embed puzzles.jsonl.gz
	tablePuzzles []byte
	//go:embed proofpuzzles.jsonl.gz
	proofPuzzles []byte
	//go:embed refutations.jsonl.gz
	refutations []byte
)

// Committed returns the committed puzzles, read once (under the default rules):
// the tables' then the proofs'.
var Committed = sync.OnceValues(func() ([]Puzzle, error) {
	var set []Puzzle
	for _, data := range [][]byte{tablePuzzles, proofPuzzles} {
		err := uncompress(data, func(r io.Reader) error {
			pzs, err := Read(r, game.DefaultRules())
			set = append(set, pzs...)
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	return set, nil
})

// CommittedRefutations returns what refutes every alternative of the committed
// proof puzzles' moves, read once.
var CommittedRefutations = sync.OnceValues(func() (refs map[RefutationKey]Refutation, err error) {
	err = uncompress(refutations, func(r io.Reader) error {
		refs, err = ReadRefutations(r)
		return err
	})
	return refs, err
})

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
