package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/proctest"
)

// TestMatchExternalEngine: fetaix match plays fetaix engine (this test
// binary run as fetaix, through a script) as an external engine, in a
// conversion match with the paired count, naming it by its id name; no
// game is forfeited, and the engine's process is gone at the end.
func TestMatchExternalEngine(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "engine.sh")
	text := "#!/bin/sh\n" + runMainEnv + "=1 exec '" + os.Args[0] + "' engine --no-tables --hash 1\n"
	if err := os.WriteFile(script, []byte(text), 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "pos.txt")
	if err := os.WriteFile(file, []byte("w 2b1b/2b2/w3w/3w1/1w3 w 0 19\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"match", "--conversion", "--positions", file, "--a", "depth=2", "--b", "engine=" + script + ",OwnBook=false",
		"--movetime", "50ms", "--max-plies", "40"}
	var stdout, stderr bytes.Buffer
	if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("match exited %d: %s", code, &stderr)
	}
	out := stdout.String()
	for _, want := range []string{"game 1: depth=2 (white) vs Fetaix ", "A = depth=2, B = Fetaix ", "as the better side: A (depth=2) converts ",
		"; endgame tables none (off)\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("match output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "forfeits") {
		t.Errorf("a game forfeited:\n%s", out)
	}
	proctest.NoChildren(t)
}
