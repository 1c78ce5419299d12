package cli

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/puzzle"
)

// runPuzzleRefresh joins puzzle files into one, a position given once up
// to the rules' symmetries (the first kept), each puzzle's themes and
// starting rating found again (after either changed).
func runPuzzleRefresh(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fl := newFlags("puzzle refresh", "puzzle refresh [--max-one-move N] FILE... > OUT", stdout, stderr)
	maxOne := fl.Int("max-one-move", -1, "keep at most N puzzles of one solver's move and fewer than 9 pieces, the most common kind (the first found); -1: all")
	if err := parseFlagsArgs(fl, args, true); err != nil {
		return err
	}
	if fl.NArg() == 0 {
		return badValue("FILE", fl.Args(), "one or more files of puzzles, one JSON object a line")
	}
	r := game.DefaultRules()
	rt := puzzle.NewRater()
	w := bufio.NewWriter(stdout)
	seen := map[string]bool{}
	dropped, one, left := 0, 0, 0
	for _, path := range fl.Args() {
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		set, err := puzzle.Read(bytes.NewReader(data), r)
		if err != nil {
			return flagErr("FILE", err)
		}
		for _, pz := range set {
			if seen[pz.Key()] {
				dropped++
				continue
			}
			seen[pz.Key()] = true
			if pz.SolverMoves() == 1 && pz.Pieces() < 9 {
				if one++; *maxOne >= 0 && one > *maxOne {
					left++
					continue
				}
			}
			pz, err := rt.Refresh(context.Background(), r, pz)
			if err != nil {
				return err
			}
			if err := puzzle.Write(w, pz); err != nil {
				return err
			}
		}
	}
	if dropped > 0 {
		fmt.Fprintf(stderr, "fetaix: %s of another puzzle's position up to symmetry left out\n", plural.Count(dropped, "repeat", "repeats"))
	}
	if left > 0 {
		fmt.Fprintf(stderr, "fetaix: %s of one move and fewer than 9 pieces left out (--max-one-move %d)\n", plural.Count(left, "puzzle", "puzzles"), *maxOne)
	}
	return w.Flush()
}
