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
	set := tablesOf(t, testTablesPieces)
	checkProofs(t, proofs.FS, files, func(*Certificate) *tables.Set { return set })
}

// TestCommittedProofs5 checks the certificates of proofs/tables5, whose
// leaves need the 5-piece tables, when FETAIX_TABLES5 names a directory
// of them (fetaix tables build --pieces 5 --dir DIR; bigger ones do too).
func TestCommittedProofs5(t *testing.T) {
	committedProofs(t, "FETAIX_TABLES5", "tables5", map[string]string{"d3c3.proof.gz": "win"})
}

// TestCommittedProofs6 checks the certificates of proofs/tables6, whose
// leaves need the 6-piece tables, when FETAIX_TABLES6 names a directory
// of them: the draw of 1. c2-c3, and of the start.
func TestCommittedProofs6(t *testing.T) {
	committedProofs(t, "FETAIX_TABLES6", "tables6", map[string]string{"c2c3.proof.gz": "draw", "start.proof.gz": "draw"})
}

// TestCommittedVariantProofs checks the certificates of proofs/variants
// (results under other rules than the defaults), when
// FETAIX_VARIANT_TABLES names a directory with each one's tables (fetaix
// tables build --rules TEXT --dir DIR: 5 pieces for promotion=continue, 6
// for the others), and that each proves the value it should.
func TestCommittedVariantProofs(t *testing.T) {
	committedProofs(t, "FETAIX_VARIANT_TABLES", "variants", map[string]string{
		"promotion-continue-start.proof.gz": "loss", "promotion-stop-start.proof.gz": "draw", "majority-start.proof.gz": "draw",
		"men-capture-backward-start.proof.gz": "draw", "removal-end-start.proof.gz": "draw"})
}

// committedProofs checks the certificates of proofs/sub with the tables
// (of each certificate's rules) under the directory that the environment
// variable env names: every file of want must be there and prove the value
// it gives (for the side to move), and no other file may be.
func committedProofs(t *testing.T, env, sub string, want map[string]string) {
	dir := os.Getenv(env)
	if dir == "" {
		t.Skip(env + " not set")
	}
	fsys := os.DirFS(filepath.Join("..", "proofs", sub))
	files, err := fs.Glob(fsys, "*.proof*")
	if err != nil || len(files) != len(want) {
		t.Fatalf("proofs/%s holds %v (%v); want %d certificates", sub, files, err, len(want))
	}
	got := checkProofs(t, fsys, files, func(c *Certificate) *tables.Set {
		rules, err := game.ParseRules(c.Rules)
		if err != nil {
			t.Fatal(err)
		}
		set, err := tables.Open(dir, rules)
		if err != nil {
			t.Fatalf("the tables for %q: %v", c.Rules, err)
		}
		return set
	})
	for f, v := range want {
		if got[f] != v {
			t.Errorf("proofs/%s/%s proves %q, want %q", sub, f, got[f], v)
		}
	}
}

// checkProofs verifies the certificates files of fsys, each with the
// tables setFor gives for it, and returns the value each proves.
func checkProofs(t *testing.T, fsys fs.FS, files []string, setFor func(*Certificate) *tables.Set) map[string]string {
	t.Helper()
	values := map[string]string{}
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
		set := setFor(c)
		if n := tablePieces(c); n > set.Pieces() {
			t.Fatalf("%s: table leaves of %d pieces, the tables have %d", f, n, set.Pieces())
		}
		rep, err := Verify(c, set)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		values[f] = rep.Value
		t.Logf("%s: root %s: %s; %+v", f, rep.Root, rep.Value, rep.Proofs)
	}
	return values
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
