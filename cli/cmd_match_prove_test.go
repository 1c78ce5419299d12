package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// TestMatchProve: match prove proves each start's value, writes the
// certificates and the set with its values; a second run takes the values
// from the certificates; a conversion match over the set then reports the
// proven wins and the proven draws; bad flags are refused.
func TestMatchProve(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tb := testtables.DefaultDir(t, 3)
	set := filepath.Join(dir, "set.txt")
	text := "# four\nw b3b/5/5/1w1w1/5 w 0 10\nw 2b1b/5/5/1w1w1/5 b 0 10\nb B3B/5/5/5/3WW w 0 10 # drawn\nw B3B/5/5/5/1W1W1 w 0 10\n"
	if err := os.WriteFile(set, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	proofs := filepath.Join(dir, "proofs")
	args := []string{"match", "prove", "--positions", set, "--tables", tb, "--proofs", proofs, "--memory", "16"}
	var stdout, stderr bytes.Buffer
	out1 := filepath.Join(dir, "out1.txt")
	if code := run(append(args, "--out", out1), strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, &stderr)
	}
	for _, want := range []string{"[1/4 ", "proven win for white, the better side: " + filepath.Join(proofs, "1.proof.gz") + " (",
		"[3/4 ", "proven draw for black", "proven loss for white",
		"4 starts: 2 proven wins for the better side, 1 draw, 1 loss, 0 not proven within 1m30s", "written to " + out1} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, &stdout)
		}
	}
	got, err := os.ReadFile(out1)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# four\n# proven: proven=VALUE after a position",
		"\nw b3b/5/5/1w1w1/5 w 0 10 proven=win\nw 2b1b/5/5/1w1w1/5 b 0 10 proven=win\nb B3B/5/5/5/3WW w 0 10 proven=draw # drawn\n"} {
		if !strings.Contains(string(got), want) {
			t.Errorf("written set lacks %q:\n%s", want, got)
		}
	}
	stdout.Reset()
	out2 := filepath.Join(dir, "out2.txt")
	if code := run(append(args, "--out", out2), strings.NewReader(""), &stdout, &stderr); code != 0 || strings.Count(stdout.String(), "(kept; checked again in ") != 4 {
		t.Errorf("second run: exit %d:\n%s", code, &stdout)
	}
	if again, err := os.ReadFile(out2); err != nil || !bytes.Equal(again, got) {
		t.Errorf("second run's set differs (%v):\n%s", err, again)
	}
	stdout.Reset()
	play := []string{"match", "--positions", out1, "--a", "depth=2", "--b", "depth=1", "--max-plies", "40"}
	if code := run(play, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("conversion match: exit %d: %s", code, &stderr)
	}
	for _, want := range []string{"from position 1, white better (proven win)", "on the 2 proven wins:  A converts ", "on the 2 proven not won: A holds "} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("conversion match output lacks %q:\n%s", want, &stdout)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match", "prove", "--positions", set, "--proofs", proofs}, "--tables is required"},
		{[]string{"match", "prove", "--positions", set, "--tables", tb}, "--proofs is required"},
		{append(args, "--out", out1), "--out: open " + out1 + ": file exists"},
		{append(args, "--out", filepath.Join(dir, "missing", "set.txt")), "--out: open " + filepath.Join(dir, "missing", "set.txt") + ": no such file"},
		{append(args, "--time", "0s"), `--time: bad value "0s" (want a positive duration)`},
		{[]string{"match", "prove", "--positions", filepath.Join(dir, "none.txt"), "--tables", tb, "--proofs", proofs}, "--positions: open"},
	} {
		stderr.Reset()
		if code := run(tc.args, strings.NewReader(""), io.Discard, &stderr); code == 0 || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tc.args, code, &stderr, tc.want)
		}
	}
}
