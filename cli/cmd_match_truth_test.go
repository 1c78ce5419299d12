package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// TestMatchTruth: --truth judges a conversion match's moves over the
// tables: each game's line gives its errors, and the closing lines each
// player's errors and moves judged and how the positions were valued;
// with every position in the tables, every move is judged. --truth-nodes
// alone is refused.
func TestMatchTruth(t *testing.T) {
	t.Parallel()
	dir := testtables.DefaultDir(t, 3)
	file := filepath.Join(t.TempDir(), "pos.txt")
	// 3 pieces: the tables value every position
	if err := os.WriteFile(file, []byte("w 2b2/5/5/1w1w1/5 w 0 10 proven=win\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"match", "--conversion", "--positions", file, "--a", "depth=1", "--b", "depth=1", "--max-plies", "40", "--tables", dir, "--truth"}
	var stdout, stderr bytes.Buffer
	if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("match exited %d: %s", code, &stderr)
	}
	out := stdout.String()
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^game 1: .*; errors A \d+, B \d+ \(0 moves not judged\)$`),
		regexp.MustCompile(`(?m)^truth: each move judged .*\n  .*the endgame tables of up to 3 pieces`),
		regexp.MustCompile(`(?m)^A \(depth=1\): \d+ errors? in \d+ moves?, [0-9.]+ per 100 games \(win → draw \d+, win → loss \d+, draw → loss \d+\), 0 moves not judged; as the better side \d+, as the defender \d+; \d+ proven results not kept with no error judged$`),
		regexp.MustCompile(`(?m)^B \(depth=1\): `),
		regexp.MustCompile(`(?m)^positions valued: \d+: by the rules \d+, the tables [1-9]\d*, `),
	} {
		if !want.MatchString(out) {
			t.Errorf("output lacks %s:\n%s", want, out)
		}
	}
	stderr.Reset()
	if code := run([]string{"match", "--truth-nodes", "10"}, strings.NewReader(""), io.Discard, &stderr); code != 2 || !strings.Contains(stderr.String(), "--truth-nodes: goes with --truth") {
		t.Errorf("--truth-nodes alone: exit %d, %s", code, &stderr)
	}
}

// TestMatchDeckRefuses: match deck wants tables, and starts of more
// pieces than they hold.
func TestMatchDeckRefuses(t *testing.T) {
	t.Parallel()
	dir := testtables.DefaultDir(t, 3)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match", "deck"}, "--tables"},
		{[]string{"match", "deck", "--tables", dir, "--min-pieces", "3"}, `--min-pieces: bad value "3" (want more than the tables' 3 pieces)`},
		{[]string{"match", "deck", "--tables", dir, "--min-pieces", "8", "--max-pieces", "7"}, "want 3 ≤ min ≤ max"},
	} {
		var stderr bytes.Buffer
		if code := run(tc.args, strings.NewReader(""), io.Discard, &stderr); code == 0 || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%v: exit %d, %q, want %q", tc.args, code, &stderr, tc.want)
		}
	}
}
