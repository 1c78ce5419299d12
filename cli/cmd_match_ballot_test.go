package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/match"
)

// TestMatchBallot: fetaix match ballot keeps the starts the better side
// fails to convert at least a third of the time, with their notes and
// values, under a header giving the command that makes the deck; the
// deck reads back as a positions file.
func TestMatchBallot(t *testing.T) {
	t.Setenv(noTablesEnv, "1")
	dir := t.TempDir()
	file := filepath.Join(dir, "cand.txt")
	text := "w 5/5/2b2/2w2/5 w 0 10\nw b4/5/5/5/4W w 0 10 proven=draw\n"
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "deck.txt")
	args := []string{"match", "ballot", "--positions", file, "--player", "depth=1", "--tries", "2", "--max-plies", "2", "--out", out}
	var stdout, stderr bytes.Buffer
	if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, &stderr)
	}
	for _, want := range []string{file + " 1: converted 2/2, dropped", file + " 2: converted 0/2, kept", "kept 1 of 2 starts"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, &stdout)
		}
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	starts, err := match.ReadStarts(bytes.NewReader(data))
	if err != nil || len(starts) != 1 || starts[0].Value != match.Drawn || starts[0].Note != file+" 2; converted 0/2" {
		t.Fatalf("deck %v, error %v:\n%s", starts, err, data)
	}
	if !strings.Contains(string(data), "the better side at 20ms a move\n# (2 times the defender's 10ms), no endgame tables;") {
		t.Errorf("the deck's header lacks the times and tables:\n%s", data)
	}
	if !strings.Contains(string(data), "#   fetaix match ballot --positions "+file+" --player depth=1 --movetime 10ms --odds 2 --tries 2 --seed 1 --max-plies 2\n") {
		t.Errorf("the deck's header lacks the command:\n%s", data)
	}
}

// TestMatchBallotRefused: bad values are refused before any game.
func TestMatchBallotRefused(t *testing.T) {
	t.Setenv(noTablesEnv, "1")
	for _, tc := range []struct {
		args []string
		flag string
	}{
		{[]string{"--tries", "0"}, "--tries"},
		{[]string{"--tries", "101"}, "--tries"},
		{[]string{"--odds", "0.5"}, "--odds"},
		{[]string{"--odds", "NaN"}, "--odds"},
		{[]string{"--movetime", "-1s"}, "--movetime"},
		{[]string{"--player", "bogus"}, "--player"},
		{[]string{"--positions", "hard,nosuchfile"}, "--positions"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(append([]string{"match", "ballot"}, tc.args...), strings.NewReader(""), &stdout, &stderr)
		if code == 0 || !strings.Contains(stderr.String(), "fetaix match: "+tc.flag+": ") || stdout.Len() > 0 {
			t.Errorf("%v: exit %d, %q, stdout %q", tc.args, code, &stderr, &stdout)
		}
	}
}
