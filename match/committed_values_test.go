package match

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"github.com/fetaix/fetaix/solve"
	"github.com/fetaix/fetaix/tables"
)

// TestCommittedSetValues: every proven value of the committed sets has
// its certificate in proofs/positions/SET/N.proof.gz, about that start,
// claiming that value, and no certificate is there for another start.
// With FETAIX_TABLES6 naming a directory with the default rules' 6-piece
// tables (as CI builds them), each certificate is also checked whole.
// Reading them all takes a while (22 MB): the default run reads one in
// sampleEvery and checks that the others are there, the long checks
// (longtest) read every one.
func TestCommittedSetValues(t *testing.T) {
	var set *tables.Set
	if dir := os.Getenv("FETAIX_TABLES6"); dir != "" {
		var err error
		if set, err = tables.Open(dir, game.DefaultRules()); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range Sets {
		starts, _ := NamedStarts(name)
		dir := filepath.Join("..", "proofs", "positions", name)
		files, err := fs.Glob(os.DirFS(dir), "*")
		if err != nil {
			t.Fatal(err)
		}
		proven, read := 0, 0
		for i, s := range starts {
			file := filepath.Join(dir, strconv.Itoa(i+1)+".proof.gz")
			if s.Value == Unproven {
				if _, err := os.Stat(file); err == nil {
					t.Errorf("%s: a certificate for start %d, which has no value", file, i+1)
				}
				continue
			}
			proven++
			if proven%sampleEvery != 1 && set == nil && !longtest.Enabled() {
				if _, err := os.Stat(file); err != nil {
					t.Errorf("start %d is proven=%s, but: %v", i+1, s.Value, err)
				}
				continue
			}
			read++
			side := claimedValue(t, file, s)
			if set != nil {
				p := Prover{Rules: game.DefaultRules(), Tables: set, Dir: dir, Time: time.Second}
				pr, err := p.Prove(context.Background(), i+1, s)
				if err != nil || !pr.Kept {
					t.Errorf("%s: %+v, %v", file, pr, err)
					continue
				}
				side = pr.SideValue
			}
			if got := betterValue(side, s.Position.SideToMove() == s.Better); got != s.Value {
				t.Errorf("%s: start %d is proven=%s, its certificate proves %s for the side to move", file, i+1, s.Value, side)
			}
		}
		if len(files) != proven {
			t.Errorf("proofs/positions/%s holds %d files for %d proven starts", name, len(files), proven)
		}
		t.Logf("%s: %d of %d starts proven, %d certificates read (checked whole: %v)", name, proven, len(starts), read, set != nil)
	}
}

// sampleEvery is how many of the committed certificates the default run
// has for one it reads (TestCommittedSetValues).
const sampleEvery = 8

// claimedValue reads the certificate file, checks that it is about s's
// position under the default rules, and returns the value its proofs
// claim for the side to move (without checking them: Certificate.Claim).
func claimedValue(t *testing.T, file string, s Start) string {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c, err := solve.ReadCertificate(f)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if c.Root != solve.Key(s.Position) || c.Rules != "" {
		t.Fatalf("%s: a proof about %s under rules %q, not the start %s", file, c.Root, c.Rules, s.Position)
	}
	return c.Claim()
}
