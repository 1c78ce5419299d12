// Package puzzleset holds the committed puzzles. puzzles.jsonl.gz, made
// with
//
//	fetaix puzzle export --count 3000 --min-pieces 3 --seed 27 --json | gzip -9n
//
// from the endgame tables of up to 4 pieces (the default rules'), each
// solution proven by them; proofpuzzles.jsonl.gz (source "proof") and
// refutations.jsonl.gz, what refutes each of their alternatives, made with
//
//	fetaix puzzle export --source proof --count 1000 --tables DIR4 --time 150s \
//	    --search-time 100ms --refutations refutations.jsonl.gz --json | gzip -9n
//
// from the committed small certificates, with the tables of up to 4
// pieces in DIR4. The tests prove every one again.
package puzzleset

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"sync"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/puzzle"
)

var (
	//go:embed puzzles.jsonl.gz
	tablePuzzles []byte
	//go:embed proofpuzzles.jsonl.gz
	proofPuzzles []byte
	//go:embed refutations.jsonl.gz
	refutations []byte
)

// All returns the committed puzzles, read once (under the default rules):
// the tables' then the proofs'.
var All = sync.OnceValues(func() ([]puzzle.Puzzle, error) {
	var set []puzzle.Puzzle
	for _, data := range [][]byte{tablePuzzles, proofPuzzles} {
		err := uncompress(data, func(r io.Reader) error {
			pzs, err := puzzle.Read(r, game.DefaultRules())
			set = append(set, pzs...)
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	return set, nil
})

// Refutations returns what refutes every alternative of the committed
// proof puzzles' moves, read once.
var Refutations = sync.OnceValues(func() (refs map[puzzle.RefutationKey]puzzle.Refutation, err error) {
	err = uncompress(refutations, func(r io.Reader) error {
		refs, err = puzzle.ReadRefutations(r)
		return err
	})
	return refs, err
})

// uncompress gives read the gzip-compressed data, uncompressed.
func uncompress(data []byte, read func(io.Reader) error) error {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("puzzleset: %w", err)
	}
	defer zr.Close()
	if err := read(zr); err != nil {
		return fmt.Errorf("puzzleset: %w", err)
	}
	return nil
}
