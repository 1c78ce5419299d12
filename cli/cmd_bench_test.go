package cli

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"
)

// benchSignature8 is bench's total at depth 8: the search's signature.
// It changes only when the search's behaviour does (move order, pruning,
// reductions, the table's bounds and win distances, the evaluation); such
// a change updates it here, with the depth-11 figure in docs/engine.md, and says so
// in its commit.
const benchSignature8 = "203324"

// TestBenchSignaturePinned: the search visits exactly the pinned number of
// nodes on bench's positions at depth 8 (0.2 s), so that a change of its
// behaviour — swapped table bounds, a lost re-search after a reduced move
// beats alpha, a wrong sign in the win-distance adjustment — cannot pass
// unnoticed.
func TestBenchSignaturePinned(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	if code := run([]string{"bench", "--depth", "8"}, strings.NewReader(""), &out, io.Discard); code != 0 {
		t.Fatalf("bench exited %d:\n%s", code, &out)
	}
	m := regexp.MustCompile(`(?m)^total nodes (\d+) `).FindStringSubmatch(out.String())
	if m == nil || m[1] != benchSignature8 {
		t.Fatalf("bench --depth 8 signature %v, pinned %s: the search's behaviour changed\n%s", m, benchSignature8, &out)
	}
}

// TestBenchCommand: bench searches every position, and its total is a
// signature: the same from run to run, and changed by a different depth.
func TestBenchCommand(t *testing.T) {
	t.Parallel()
	total := regexp.MustCompile(`(?m)^total nodes (\d+) time \S+ nps (\d+)$`)
	sig := func(depth string) string {
		var out bytes.Buffer
		if code := run([]string{"bench", "--depth", depth}, strings.NewReader(""), &out, io.Discard); code != 0 {
			t.Fatalf("bench --depth %s exited %d:\n%s", depth, code, &out)
		}
		m := total.FindStringSubmatch(out.String())
		if m == nil || strings.Count(out.String(), " best ") != len(benchPositions) {
			t.Fatalf("bench --depth %s output:\n%s", depth, &out)
		}
		return m[1]
	}
	if a, b := sig("5"), sig("5"); a != b {
		t.Fatalf("bench signature varies: %s then %s", a, b)
	}
	if sig("4") == sig("5") {
		t.Fatal("depths 4 and 5 give the same signature")
	}
	if code := run([]string{"bench", "--depth", "0"}, strings.NewReader(""), io.Discard, io.Discard); code == 0 {
		t.Fatal("bench --depth 0 accepted")
	}
}

// TestBenchThreads: --threads 1 is the pinned single-thread search;
// --threads 2 searches every position; counts outside 1..64 are refused.
func TestBenchThreads(t *testing.T) {
	t.Parallel()
	total := regexp.MustCompile(`(?m)^total nodes (\d+) `)
	var out bytes.Buffer
	if code := run([]string{"bench", "--depth", "8", "--threads", "1"}, strings.NewReader(""), &out, io.Discard); code != 0 {
		t.Fatalf("bench --threads 1 exited %d:\n%s", code, &out)
	}
	if m := total.FindStringSubmatch(out.String()); m == nil || m[1] != benchSignature8 {
		t.Fatalf("bench --depth 8 --threads 1: %v, want the pinned %s", m, benchSignature8)
	}
	out.Reset()
	if code := run([]string{"bench", "--depth", "6", "--threads", "2"}, strings.NewReader(""), &out, io.Discard); code != 0 {
		t.Fatalf("bench --threads 2 exited %d:\n%s", code, &out)
	}
	if total.FindString(out.String()) == "" || strings.Count(out.String(), " best ") != len(benchPositions) {
		t.Fatalf("bench --threads 2 output:\n%s", &out)
	}
	for _, bad := range []string{"0", "65"} {
		if code := run([]string{"bench", "--threads", bad}, strings.NewReader(""), io.Discard, io.Discard); code == 0 {
			t.Errorf("bench --threads %s accepted", bad)
		}
	}
}
