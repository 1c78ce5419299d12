package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestEngineCommand: `fetaix engine` speaks the protocol on stdin and
// stdout under the program's name, and refuses a bad table size.
func TestEngineCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"engine"}, strings.NewReader("uci\nquit\n"), &out, &errb); code != 0 {
		t.Fatalf("exit status %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "id name Fetaix "+version) || !strings.Contains(out.String(), "uciok") {
		t.Fatalf("uci answer:\n%s", out.String())
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"engine", "--hash", "0"}, strings.NewReader(""), &out, &errb); code == 0 ||
		!strings.Contains(errb.String(), "--hash") {
		t.Fatalf("--hash 0: exit %d, %q", code, errb.String())
	}
}
