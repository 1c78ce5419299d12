package main

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"
)

// TestBenchCommand: bench searches every position, and its total is a
// signature: the same from run to run, and changed by a different depth.
func TestBenchCommand(t *testing.T) {
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
