package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"path"
	"time"

	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/proofs"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/solve"
)

// exportProofPuzzles writes up to count puzzles from the committed small
// certificates (proofs.FS) with write, looking for at most total (an
// equal share for each certificate), each position given once up to the
// rules' symmetries (seen holds the keys given, puzzle.Canonical, and
// gains those written); the refutations of their alternatives go to
// refPath, when it is not "". It returns how many it wrote.
func exportProofPuzzles(rf *puzzle.Refuter, count, maxMoves int, total time.Duration, refPath string, seen map[string]bool, write func(puzzle.Puzzle) error) (int, error) {
	files, err := fs.Glob(proofs.FS, "*.proof.gz")
	if err != nil {
		return 0, err
	}
	var refs []puzzle.Refutation
	made := 0
	for _, name := range files {
		if made >= count {
			break
		}
		cert, err := readProof(name)
		if err != nil {
			return made, err
		}
		ctx, cancel := context.WithTimeout(context.Background(), total/time.Duration(len(files)))
		err = puzzle.FromProof(ctx, cert, rf, puzzle.ProofOptions{Count: count - made, MaxSolverMoves: maxMoves}, func(pz puzzle.Puzzle, r []puzzle.Refutation) error {
			key := pz.Key()
			if made >= count || seen[key] {
				return nil
			}
			seen[key] = true
			refs = append(refs, r...)
			made++
			return write(pz)
		})
		cancel()
		if err != nil {
			return made, fmt.Errorf("%s: %w", name, err)
		}
	}
	if refPath == "" {
		return made, nil
	}
	data, err := solve.Encode(refPath, func(w io.Writer) error {
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
	return made, atomicfile.WriteFile(refPath, data, 0o644)
}

// readProof reads the committed certificate name of proofs.FS.
func readProof(name string) (*solve.Certificate, error) {
	f, err := proofs.FS.Open(path.Clean(name))
	if err != nil {
		return nil, err
	}
	defer f.Close() //nolint:errcheck // opened for reading: closing cannot lose data
	return solve.ReadCertificate(f)
}
