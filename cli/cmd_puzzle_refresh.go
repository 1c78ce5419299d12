package cli

import (
	"bytes"
	"context"
	"io"
	"os"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/puzzle"
)

// runPuzzleRefresh finds the themes and the starting rating of every
// puzzle of a file again (after either changed), in place.
func runPuzzleRefresh(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fl := newFlags("puzzle refresh", "puzzle refresh FILE", stdout, stderr)
	if err := parseFlagsArgs(fl, args, true); err != nil {
		return err
	}
	if fl.NArg() != 1 {
		return badValue("FILE", fl.Args(), "one file of puzzles, one JSON object a line")
	}
	path := fl.Arg(0)
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	r := game.DefaultRules()
	set, err := puzzle.Read(bytes.NewReader(data), r)
	if err != nil {
		return flagErr("FILE", err)
	}
	rt := puzzle.NewRater()
	var out bytes.Buffer
	for _, pz := range set {
		pz, err := rt.Refresh(context.Background(), r, pz)
		if err != nil {
			return err
		}
		if err := puzzle.Write(&out, pz); err != nil {
			return err
		}
	}
	return atomicfile.WriteFile(path, out.Bytes(), 0o644)
}
