package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// TestSolveCommand: solve proves a small position and writes its
// certificate (compressed for .gz), verify checks it and prints what it
// checked, a tampered certificate is refused, and a run cut by --time
// saves its state, which a second run resumes to the same value.
func TestSolveCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tb := testtables.DefaultDir(t, 3)
	cert := filepath.Join(dir, "p.proof.gz")
	code, out, errOut := runFetaix("solve", "--position", "5/bbb2/5/1www1/5 b", "--tables", tb, "--out", cert, "--memory", "8")
	if code != 0 || !strings.Contains(out, "value: loss (for Black to move)") || !strings.Contains(out, "proof that White wins: ") {
		t.Fatalf("solve: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut := runFetaix("solve", "--position", "5/bbb2/5/1www1/5 b", "--tables", tb, "--threads", "3", "--memory", "8"); code != 0 ||
		!strings.Contains(out, "3 threads") || !strings.Contains(out, "helpers (1 thread): ") || !strings.Contains(out, "value: loss (for Black to move)") {
		t.Errorf("solve --threads 3: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = runFetaix("solve", "verify", cert, "--tables", tb)
	if code != 0 || !strings.Contains(out, "proven: loss for the side to move") || !strings.Contains(out, "table win") {
		t.Fatalf("verify: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut := runFetaix("solve", "verify", cert); code == 0 || !strings.Contains(errOut, "REFUSED") {
		t.Errorf("verify without the tables: exit %d, %q", code, errOut)
	}
	plain := filepath.Join(dir, "p.proof")
	if code, _, errOut := runFetaix("solve", "--position", "5/bbb2/5/1www1/5 b", "--tables", tb, "--out", plain, "--memory", "8"); code != 0 {
		t.Fatalf("solve --out plain: exit %d, %s", code, errOut)
	}
	text, err := os.ReadFile(plain)
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(text), " table win", " table loss", 1)
	if err := os.WriteFile(plain, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runFetaix("solve", "verify", "--tables", tb, plain); code == 0 || !strings.Contains(errOut, "the tables say") {
		t.Errorf("verify of a wrong leaf: exit %d, %q", code, errOut)
	}

	state := filepath.Join(dir, "state")
	code, out, _ = runFetaix("solve", "--position", "5/bb3/5/3ww/5 w", "--tables", tb, "--state", state, "--time", "1ns", "--memory", "8")
	if code != 0 || !strings.Contains(out, "value: unknown") || !strings.Contains(out, "not proven yet") {
		t.Fatalf("solve --time 1ns: exit %d\n%s", code, out)
	}
	code, out, _ = runFetaix("solve", "--position", "5/bb3/5/3ww/5 w", "--tables", tb, "--state", state, "--memory", "8")
	if code != 0 || !strings.Contains(out, "resumed from") || !strings.Contains(out, "value: draw") {
		t.Errorf("resumed solve: exit %d\n%s", code, out)
	}
	if code, _, errOut := runFetaix("solve", "--position", "bad"); code == 0 || !strings.Contains(errOut, "position") {
		t.Errorf("a bad position: exit %d, %q", code, errOut)
	}

	// join: the children's certificates make the root's, which verify
	// accepts with the value solve gave it
	root := "5/bbb2/5/1www1/5 b"
	rp, err := game.ParsePosition(root)
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"solve", "join", "--position", root, "--out", filepath.Join(dir, "joined.proof.gz")}
	for i, m := range rp.LegalMoves(game.DefaultRules(), nil) {
		c := rp.Apply(m)
		f := filepath.Join(dir, fmt.Sprintf("child%d.proof", i))
		if code, out, errOut := runFetaix("solve", "--position", c.String(), "--tables", tb, "--out", f, "--memory", "8"); code != 0 {
			t.Fatalf("solve after %s: exit %d\n%s%s", m, code, out, errOut)
		}
		args = append(args, f)
	}
	if code, out, errOut := runFetaix(args...); code != 0 || !strings.Contains(out, "value: loss (for Black to move)") {
		t.Fatalf("join: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut := runFetaix("solve", "verify", "--tables", tb, filepath.Join(dir, "joined.proof.gz")); code != 0 || !strings.Contains(out, "proven: loss") {
		t.Errorf("verify of the joined certificate: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut := runFetaix("solve", "join", "--position", root, args[len(args)-1]); code == 0 || !strings.Contains(errOut, "want --out FILE") {
		t.Errorf("join without --out: exit %d, %q", code, errOut)
	}
	if code, _, errOut := runFetaix("solve", "join", "--position", root, "--out", filepath.Join(dir, "x.proof"), args[len(args)-1]); code == 0 || !strings.Contains(errOut, "no certificate proves") {
		t.Errorf("join with a child missing: exit %d, %q", code, errOut)
	}

	// book: the winning moves of the certificate, compressed
	book := filepath.Join(dir, "p.book.gz")
	if code, out, errOut := runFetaix("solve", "book", "--out", book, cert); code != 0 || !strings.Contains(out, "rules default: ") || !strings.Contains(out, "book: "+book) {
		t.Errorf("book: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut := runFetaix("solve", "book", cert); code == 0 || !strings.Contains(errOut, "want --out FILE") {
		t.Errorf("book without --out: exit %d, %q", code, errOut)
	}
	if code, _, errOut := runFetaix("solve", "book", "--out", book, book); code == 0 || !strings.Contains(errOut, "not a fetaix proof") {
		t.Errorf("book of a book: exit %d, %q", code, errOut)
	}
}

// TestSolveFlagsRefused: a bad flag value is refused with a message that
// names it, before any search.
func TestSolveFlagsRefused(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--threads", "0"}, `fetaix solve: --threads: bad value "0" (want 1 or more)`},
		{[]string{"--memory", "0"}, `fetaix solve: --memory: bad value "0" (want 1 or more MiB)`},
	} {
		code, _, errOut := runFetaix(append([]string{"solve", "--position", "5/bbb2/5/1www1/5 b"}, c.args...)...)
		if code == 0 || !strings.Contains(errOut, c.want) {
			t.Errorf("solve %v: exit %d, %q, want an error with %q", c.args, code, errOut, c.want)
		}
	}
}

// TestSolveDefaultTables: solve and solve verify use the game's endgame
// tables, DATA-DIR/tables (the default rules' small ones built there on
// first need), when no --tables is given; --no-tables goes without.
func TestSolveDefaultTables(t *testing.T) {
	t.Setenv(noTablesEnv, "")
	dir, err := defaultTablesDir()
	if err != nil {
		t.Fatal(err)
	}
	cert := filepath.Join(t.TempDir(), "p.proof")
	code, out, errOut := runFetaix("solve", "--position", "5/bbb2/5/1www1/5 b", "--out", cert, "--memory", "8")
	if code != 0 || !strings.Contains(out, "tables of up to 4 pieces ("+dir+")") || !strings.Contains(out, "value: loss") {
		t.Fatalf("solve: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = runFetaix("solve", "verify", cert)
	if code != 0 || !strings.Contains(out, "table win") || !strings.Contains(out, "proven: loss") {
		t.Errorf("verify with the default tables: exit %d\n%s%s", code, out, errOut)
	}
	if code, _, errOut := runFetaix("solve", "verify", "--no-tables", cert); code == 0 || !strings.Contains(errOut, "REFUSED") {
		t.Errorf("verify --no-tables of a proof with table leaves: exit %d, %q", code, errOut)
	}
	if code, out, _ := runFetaix("solve", "--no-tables", "--position", "5/5/5/1b3/W4 w", "--memory", "8"); code != 0 || !strings.Contains(out, "tables none (off)") {
		t.Errorf("solve --no-tables: exit %d\n%s", code, out)
	}
}
