package cli

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"
)

// TestPerftCommand pins the output of `fetaix perft` (counts, --divide
// lines and the line format) as the move generator's perft printed it
// before the perft counter replaced it; the times and rates vary.
func TestPerftCommand(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	args := []string{"perft", "--depth", "4", "--divide", "--rules", "promotion=continue", "--position", "2b2/1W3/b1b1b/3B1/w1w2 w 0 30"}
	if code := run(args, strings.NewReader(""), &out, io.Discard); code != 0 {
		t.Fatalf("perft exited %d:\n%s", code, &out)
	}
	got := regexp.MustCompile(`(?m) time \S+ nps \d+$`).ReplaceAllString(out.String(), "")
	want := `a1-b1 1118
a1-a2 255
a1-b2 184
c1-b1 1219
c1-d1 820
c1-b2 190
c1-c2 100
b4-b5 74
b4-c4 601
b4-d4 68
b4-e4 1284
b4-b1 1047
b4-b2 73
b4-b3 436
b4-a4 846
b4-a5 1240
moves 16 nodes 9555
depth 1 nodes 16
depth 2 nodes 215
depth 3 nodes 1397
depth 4 nodes 9555
`
	if got != want {
		t.Errorf("perft output:\n%s\nwant:\n%s", got, want)
	}
}

// TestPerftCommandThreads: --threads counts the same tree on several
// threads; a bad count is refused.
func TestPerftCommandThreads(t *testing.T) {
	t.Parallel()
	var one, two bytes.Buffer
	for _, c := range []struct {
		threads string
		out     *bytes.Buffer
	}{{"1", &one}, {"2", &two}} {
		if code := run([]string{"perft", "--depth", "7", "--threads", c.threads}, strings.NewReader(""), c.out, io.Discard); code != 0 {
			t.Fatalf("--threads %s exited %d", c.threads, code)
		}
	}
	counts := regexp.MustCompile(`(?m) time \S+ nps \d+$`)
	if a, b := counts.ReplaceAllString(one.String(), ""), counts.ReplaceAllString(two.String(), ""); a != b || !strings.Contains(a, "depth 7 nodes 253") {
		t.Errorf("one thread:\n%s\ntwo:\n%s", a, b)
	}
	if code := run([]string{"perft", "--depth", "3", "--threads", "0"}, strings.NewReader(""), io.Discard, io.Discard); code == 0 {
		t.Error("--threads 0 accepted")
	}
}
