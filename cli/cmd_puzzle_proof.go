package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"time"

	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/proofs"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/solve"
)

// proofExport says which proof puzzles exportProofPuzzles writes: up to
// count, of up to maxMoves solver's moves, found in at most total (an
// equal share for each certificate), those keep keeps (nil: all); the
// refutations of their alternatives go to refPath, when it is not "".
type proofExport struct {
	count, maxMoves int
	total           time.Duration
	refPath         string
	keep            func(puzzle.Puzzle) bool
}

// errEnough ends a certificate's search once enough puzzles are written.
var errEnough = errors.New("enough puzzles")

// exportProofPuzzles writes the puzzles ex asks for from the committed
// small certificates (proofs.FS) with write, each position given once up
// to the rules' symmetries (seen holds the keys given, puzzle.Canonical,
// and gains those written). It returns how many it wrote.
func exportProofPuzzles(rf *puzzle.Refuter, ex proofExport, seen map[string]bool, write func(puzzle.Puzzle) error) (int, error) {
	files, err := fs.Glob(proofs.FS, "*.proof.gz")
	if err != nil {
		return 0, err
	}
	var refs []puzzle.Refutation
	made := 0
	for _, name := range files {
		if made >= ex.count {
			break
		}
		cert, err := readProof(name)
		if err != nil {
			return made, err
		}
		// with a filter, the certificate's every puzzle is looked at
		// (up to the time): how many pass is not known before
		want := ex.count - made
		if ex.keep != nil {
			want = 0
		}
		ctx, cancel := context.WithTimeout(context.Background(), ex.total/time.Duration(len(files)))
		err = puzzle.FromProof(ctx, cert, rf, puzzle.ProofOptions{Count: want, MaxSolverMoves: ex.maxMoves}, func(pz puzzle.Puzzle, r []puzzle.Refutation) error {
			key := pz.Key()
			if made >= ex.count {
				return errEnough
			}
			if seen[key] || ex.keep != nil && !ex.keep(pz) {
				return nil
			}
			seen[key] = true
			refs = append(refs, r...)
			made++
			return write(pz)
		})
		cancel()
		if err != nil && !errors.Is(err, errEnough) {
			return made, fmt.Errorf("%s: %w", name, err)
		}
	}
	if ex.refPath == "" {
		return made, nil
	}
	data, err := solve.Encode(ex.refPath, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		for _, r := range refs {
			if err := enc.Encode(r); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return made, err
	}
	return made, atomicfile.WriteFile(ex.refPath, data, 0o644)
}
