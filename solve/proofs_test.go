package solve

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/naive"
	"github.com/fetaix/fetaix/proofs"
	"github.com/fetaix/fetaix/tables"
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
	checkProofs(t, proofs.FS, files, tablesOf(t, testTablesPieces), testTablesPieces)
}

// TestCommittedProofs5 checks the certificates of proofs/tables5, whose
// leaves need the 5-piece tables, when FETAIX_TABLES5 names a directory
// of them (fetaix tables build --pieces 5 --dir DIR).
func TestCommittedProofs5(t *testing.T) {
	dir := os.Getenv("FETAIX_TABLES5")
	if dir == "" {
		t.Skip("FETAIX_TABLES5 not set")
	}
	set, err := tables.Open(dir, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	fsys := os.DirFS(filepath.Join("..", "proofs", "tables5"))
	files, err := fs.Glob(fsys, "*.proof*")
	if err != nil || len(files) == 0 {
		t.Fatalf("no certificates under proofs/tables5 (%v)", err)
	}
	checkProofs(t, fsys, files, set, set.Pieces())
}

// checkProofs verifies the certificates files of fsys with set, tables of
// up to pieces pieces.
func checkProofs(t *testing.T, fsys fs.FS, files []string, set *tables.Set, pieces int) {
	t.Helper()
	for _, f := range files {
		r, err := fsys.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		c, err := ReadCertificate(r)
		r.Close()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if n := tablePieces(c); n > pieces {
			t.Fatalf("%s: table leaves of %d pieces, the tables have %d", f, n, pieces)
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
