package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runFetaix runs the command line with args and returns the exit status
// and output.
func runFetaix(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestPDNCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	good := filepath.Join(dir, "good.pdn")
	if err := os.WriteFile(good, []byte("[White \"Ann\"]\n[Termination \"resignation\"]\n1. d2-c3 b4xd2 2. e1xc3 0-1\n\n"+
		"[FEN \"5/5/2b2/2w2/5 w\"]\n1. c2xc4 1-0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runFetaix("pdn", good)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"game 1\n", "White:       Ann", "moves:       3 plies", "result:      0-1 (resignation)",
		"final:       bbbbb/b1bbb/bbwww/www1w/wwww1 b 0 2", "game 2\n", "FEN:         5/5/2b2/2w2/5 w 0 1",
		"moves:       1 ply\n", "result:      1-0 (no pieces left)", "final:       5/2w2/5/5/5 b 0 1"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}

	bad := filepath.Join(dir, "bad.pdn")
	if err := os.WriteFile(bad, []byte("[Event \"x\"]\n1. d2-c3 b4xd2 2. e2-d2 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runFetaix("pdn", bad)
	if code != 1 || !strings.Contains(errOut, "bad.pdn: line 2, column 19, move 2 (white): illegal move") {
		t.Errorf("bad file: exit %d, stderr %q", code, errOut)
	}
	if code, _, _ := runFetaix("pdn"); code != 2 {
		t.Errorf("no file: exit %d, want 2", code)
	}
	if code, _, errOut := runFetaix("pdn", filepath.Join(dir, "none.pdn")); code != 1 || !strings.Contains(errOut, "none.pdn") {
		t.Errorf("missing file: exit %d, stderr %q", code, errOut)
	}
}

// TestPDNCommandLenientAndStrict: a record from another tool is read with
// warnings on stderr, each with its place, and exit status 0; --strict
// refuses it with today's error and exit status 1.
func TestPDNCommandLenientAndStrict(t *testing.T) {
	t.Parallel()
	const file = "game/pdn/testdata/othertool.pdn"
	code, out, errOut := runFetaix("pdn", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"fetaix pdn: " + file + ": game 2: line 40, column 59, move 49 (black): warning: a5-b5 is played after the game was drawn",
		"fetaix pdn: " + file + ": game 3: line 51, column 1, move 1 (black): warning: the moves are numbered from 1",
		"fetaix pdn: " + file + ": game 3: line 52, column 10, move 5 (black): warning: result *, but the game is over",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	if n := strings.Count(errOut, "\n"); n != 3 {
		t.Errorf("%d lines on stderr, want 3:\n%s", n, errOut)
	}
	for _, want := range []string{"game 3\n", "Result:      1-0", "moves:       47 plies", "moves:       101 plies", `Source:      C:\Draughts\club\2026.pdn`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, errOut = runFetaix("pdn", "--strict", file)
	if code != 1 || out != "" || !strings.Contains(errOut, file+": line 10, column 12: tag Source: bad escape") {
		t.Errorf("--strict: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
