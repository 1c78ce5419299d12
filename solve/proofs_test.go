package solve

import (
	"io/fs"
	"testing"

	"github.com/fetaix/fetaix/internal/naive"
	"github.com/fetaix/fetaix/proofs"
)

// TestCommittedProofs checks every certificate under proofs/ (the repo's
// proven results, which the engine plays; CI runs it), with the tables the tests build. A
// certificate whose table leaves need bigger tables than those fails: keep
// committed proofs within testTablesPieces pieces, or raise it.
func TestCommittedProofs(t *testing.T) {
	files, err := fs.Glob(proofs.FS, "*.proof*")
	if err != nil || len(files) == 0 {
		t.Fatalf("no certificates under proofs/ (%v)", err)
	}
	set := tablesOf(t, testTablesPieces)
	for _, f := range files {
		r, err := proofs.FS.Open(f)
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
