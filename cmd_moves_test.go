package main

import (
	"strings"
	"testing"
)

// TestEmptySideRefused: a position where a side has no piece is no start:
// every command that reads one refuses it in the far-rank error's words,
// naming the flag (the engine's position fen as its other errors).
func TestEmptySideRefused(t *testing.T) {
	const want = `--position: "5/5/5/5/5 w": white has no piece (a game starts with a piece of each side)`
	for _, cmd := range []string{"moves", "perft"} {
		code, out, errOut := runFetaix(cmd, "--depth", "1", "--position", "5/5/5/5/5 w")
		if cmd == "moves" {
			code, out, errOut = runFetaix(cmd, "--position", "5/5/5/5/5 w")
		}
		if code != 1 || out != "" || errOut != "fetaix "+cmd+": "+want+"\n" {
			t.Errorf("%s: exit %d, %q, %q", cmd, code, out, errOut)
		}
	}
	if code, out, _ := runFetaix("moves", "--position", "5/5/5/2b2/2w2 w"); code != 0 || out == "" {
		t.Errorf("moves of a start with a piece each: exit %d, %q", code, out)
	}
	var out strings.Builder
	if code := run([]string{"engine", "--no-tables"}, strings.NewReader("position fen 5/5/2b2/5/5 w\nquit\n"), &out, &out); code != 0 ||
		!strings.Contains(out.String(), `info string error: position "5/5/2b2/5/5 w": white has no piece`) {
		t.Errorf("engine position fen of a board without white: exit %d, %q", code, out.String())
	}
}

// TestPerftNeedsDepth: perft without --depth says that it is required.
func TestPerftNeedsDepth(t *testing.T) {
	if code, _, errOut := runFetaix("perft"); code != 1 || errOut != "fetaix perft: --depth is required (--depth N, 1..40)\n" {
		t.Errorf("perft: exit %d, %q", code, errOut)
	}
}
