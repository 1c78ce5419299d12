package cli

import (
	"path"

	"github.com/fetaix/fetaix/proofs"
	"github.com/fetaix/fetaix/solve"
)

// readProof reads the committed certificate name of proofs.FS.
func readProof(name string) (*solve.Certificate, error) {
	f, err := proofs.FS.Open(path.Clean(name))
	if err != nil {
		return nil, err
	}
	defer f.Close() //nolint:errcheck // opened for reading: closing cannot lose data
	return solve.ReadCertificate(f)
}
