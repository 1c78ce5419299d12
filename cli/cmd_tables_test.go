package cli

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// TestTablesCommand: build makes the tables (and a second build checks
// and keeps them), probe answers from the flag or line by line from
// standard input and exits 1 for a position the tables do not cover, info
// lists the classes, and bad input is refused with its flag named.
func TestTablesCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	code, out, errOut := runFetaix("tables", "build", "--pieces", "3", "--dir", dir, "--threads", "2")
	if code != 0 || !strings.Contains(out, "tables of up to 3 pieces") || !strings.Contains(out, "built in") ||
		!regexp.MustCompile(`\n[0-9.]+( [MG])? indices, [0-9hms.]+ of CPU \(user and system\), [0-9.]+ [MG]B peak memory, [0-9.]+ MB of files\n$`).MatchString(out) {
		t.Fatalf("build: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, _ := runFetaix("tables", "build", "--pieces", "3", "--dir", dir); code != 0 || strings.Contains(out, "built in") {
		t.Fatalf("second build: exit %d\n%s", code, out)
	}
	// a mulla takes a lone man at once (a1xc3)
	if code, out, errOut := runFetaix("tables", "probe", "--dir", dir, "--position", "5/5/5/1b3/W4 w"); code != 0 || out != "win 1\n" {
		t.Errorf("probe --position: exit %d, %q %q", code, out, errOut)
	}
	var stdout, stderr bytes.Buffer
	code = run([]string{"tables", "probe", "--dir", dir}, strings.NewReader("5/5/5/1b3/W4 w\n4B/5/5/5/W4 w\n"), &stdout, &stderr)
	if code != 0 || stdout.String() != "win 1\ndraw\n" {
		t.Errorf("probe from stdin: exit %d, %q %q", code, stdout.String(), stderr.String())
	}
	if code, _, errOut := runFetaix("tables", "probe", "--dir", dir, "--position", "5/5/5/5/5 w"); code != 2 || errOut != "fetaix tables: --position: \"5/5/5/5/5 w\": no piece on the board\n" {
		t.Errorf("probe --position of an empty board: exit %d, %q", code, errOut)
	}
	code, _, errOut = runFetaix("tables", "probe", "--dir", dir, "--position", "b4/3b1/1b1b1/1b3/w3W w")
	if code != 1 || !strings.Contains(errOut, "not covered") {
		t.Errorf("an uncovered position: exit %d, %q", code, errOut)
	}
	code, out, _ = runFetaix("tables", "info", "--dir", dir)
	if code != 0 || !strings.Contains(out, "W-bb") || !strings.Contains(out, "total") {
		t.Errorf("info: exit %d\n%s", code, out)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"tables", "build", "--pieces", "1", "--dir", dir}, "--pieces"},
		{[]string{"tables", "build", "--threads", "0", "--dir", dir}, "--threads"},
		{[]string{"tables", "probe", "--rules", "bogus", "--dir", dir}, "--rules"},
		{[]string{"tables", "probe", "--rules", "majority", "--dir", dir}, "fetaix tables build makes them"},
	} {
		if code, _, errOut := runFetaix(tc.args...); code == 0 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, %q", tc.args, code, errOut)
		}
	}
}

// TestTablesProbeAnswersEveryLine: fetaix tables probe writes one line for
// each line of its standard input, so that a program can read them side
// by side: a game's end (the side to move has no piece) is a loss in 0,
// and a line that cannot be answered (no position, an impossible one, one
// not covered, an empty line, one of 80 kB) gets "error: ..." in its place and is
// reported on stderr with its number.
func TestTablesProbeAnswersEveryLine(t *testing.T) {
	t.Parallel()
	dir := testtables.DefaultDir(t, 3)
	lines := []struct{ in, out string }{
		{"5/5/5/1b3/W4 w", "win 1"},
		{"bogus", `error: position "bogus": want 2 or 4 fields (board, side to move, [no-progress count, move number]), got 1`},
		{"5/5/5/1b3/5 w", "loss 0"}, // after black's last capture
		{"5/5/5/5/W4 b", "loss 0"},
		{"", "error: empty line: no position"},
		{"5/5/5/5/5 w", `error: position "5/5/5/5/5 w": no piece on the board`},
		{"5/5/5/5/W4 w", `error: position "5/5/5/5/W4 w": black has no piece but white is to move (a game that ended has the side without pieces to move)`},
		{"b4/3b1/1b1b1/1b3/w3W w", `error: b4/3b1/1b1b1/1b3/w3W w: not covered (the tables hold positions of up to 3 pieces)`},
		{strings.Repeat("5/", 40000) + " w", "error: line longer than 1024 bytes: no position"},
		{"4B/5/5/5/W4 w", "draw"},
	}
	var in, want, wantErr strings.Builder
	for i, l := range lines {
		in.WriteString(l.in + "\n")
		want.WriteString(l.out + "\n")
		if msg, isErr := strings.CutPrefix(l.out, "error: "); isErr {
			fmt.Fprintf(&wantErr, "fetaix tables probe: line %d: %s\n", i+1, msg)
		}
	}
	wantErr.WriteString("fetaix tables: probe: 6 lines of standard input not probed\n")
	var stdout, stderr bytes.Buffer
	code := run([]string{"tables", "probe", "--dir", dir}, strings.NewReader(in.String()), &stdout, &stderr)
	if code != 1 || stdout.String() != want.String() || stderr.String() != wantErr.String() {
		t.Errorf("exit %d\nstdout:\n%s\nwant:\n%s\nstderr:\n%s\nwant:\n%s", code, stdout.String(), want.String(), stderr.String(), wantErr.String())
	}
	if code, out, errOut := runFetaix("tables", "probe", "--dir", dir, "--position", "5/5/5/1b3/5 w"); code != 0 || out != "loss 0\n" {
		t.Errorf("probe --position of a game's end: exit %d, %q %q", code, out, errOut)
	}
}
