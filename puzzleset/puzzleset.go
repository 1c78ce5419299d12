// Package puzzleset holds the committed puzzles: puzzles.jsonl.gz, made
// with
//
//	fetaix puzzle export --count 3000 --min-pieces 3 --seed 27 --json | gzip -9n
//
// from the endgame tables of up to 4 pieces (the default rules'), each
// solution proven by them (the tests prove every one again).
package puzzleset

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"sync"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/puzzle"
)

//go:embed puzzles.jsonl.gz
var compressed []byte

// All returns the committed puzzles, read once (under the default rules).
var All = sync.OnceValues(func() ([]puzzle.Puzzle, error) {
	zr, err := gzip.NewReader(bytes.NewReader(compressed))
	if err != nil {
		return nil, fmt.Errorf("puzzleset: %w", err)
	}
	defer zr.Close()
	set, err := puzzle.Read(zr, game.DefaultRules())
	if err != nil {
		return nil, fmt.Errorf("puzzleset: %w", err)
	}
	return set, nil
})
