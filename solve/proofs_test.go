package solve

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/fetaix/fetaix/internal/naive"
)

// TestCommittedProofs checks every certificate under proofs/ (the repo's
// proven results; CI runs it), with the tables the tests build. A
// certificate whose table leaves need bigger tables than those fails: keep
// committed proofs within testTablesPieces pieces, or raise it.
func TestCommittedProofs(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "proofs", "*.proof*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no certificates under proofs/ (%v)", err)
	}
	set := tablesOf(t, testTablesPieces)
	for _, f := range files {
		r, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		c, err := ReadCertificate(r)
		r.Close()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if n := tablePieces(c); n > testTablesPieces {
			t.Fatalf("%s: table leaves of %d pieces, the tests build tables of %d", f, n, testTablesPieces)
		}
		rep, err := Verify(c, set)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		t.Logf("%s: root %s: %s; %+v", f, rep.Root, rep.Value, rep.Proofs)
	}
}

// tablePieces is the most pieces of a table leaf of c.
func tablePieces(c *Certificate) int {
	most := 0
	for _, p := range c.Proofs {
		for _, l := range p.Lines {
			if l.What != "table" {
				continue
			}
			pos, err := naive.Parse(l.Key)
			if err != nil {
				continue // Verify reports it
			}
			most = max(most, naiveProgress(pos)[0])
		}
	}
	return most
}
