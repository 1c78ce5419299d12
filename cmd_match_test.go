package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/match"
)

// TestMatchCommand: a short match prints every game and A's tally with an
// Elo figure, writes the games as PDN, and never writes over a file.
func TestMatchCommand(t *testing.T) {
	out := filepath.Join(t.TempDir(), "games.pdn")
	args := []string{"match", "--a", "depth=2", "--b", "depth=1", "--games", "2", "--random-plies", "2", "--out", out}
	var stdout, stderr bytes.Buffer
	if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("match exited %d: %s", code, &stderr)
	}
	text := stdout.String()
	for _, want := range []string{"game 1: depth=2 (white) vs depth=1 (black)", "game 2: depth=1 (white) vs depth=2 (black)",
		"A = depth=2, B = depth=1, 2 games", "A: ", "Elo", "games written to " + out} {
		if !strings.Contains(text, want) {
			t.Errorf("match output lacks %q:\n%s", want, text)
		}
	}
	recs, err := game.ReadPDNFile(out)
	if err != nil || len(recs) != 2 {
		t.Fatalf("written games: %d, error %v", len(recs), err)
	}
	for i, rec := range recs {
		if res, _ := rec.FinalResult(); res == game.Ongoing || rec.Game.Ply() == 0 {
			t.Errorf("game %d recorded unfinished (%v, %d plies)", i+1, res, rec.Game.Ply())
		}
	}
	stderr.Reset()
	if code := run(args, strings.NewReader(""), io.Discard, &stderr); code == 0 || !strings.Contains(stderr.String(), "--out") {
		t.Fatalf("match wrote over %s (exit %d): %s", out, code, &stderr)
	}
}

// TestMatchPositions: match positions writes a file that the conversion
// match reads back, opening with the command that makes it again, and
// the same flags make the same file.
func TestMatchPositions(t *testing.T) {
	dir := t.TempDir()
	flags := []string{"match", "positions", "--count", "2", "--depth", "4", "--min-ply", "8", "--max-ply", "16"}
	var files []string
	for _, name := range []string{"a.txt", "b.txt"} {
		out := filepath.Join(dir, name)
		var stdout, stderr bytes.Buffer
		if code := run(append(flags, "--out", out), strings.NewReader(""), &stdout, &stderr); code != 0 {
			t.Fatalf("exit %d: %s", code, &stderr)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, string(data))
	}
	if files[0] != files[1] {
		t.Errorf("two runs differ:\n%s\n%s", files[0], files[1])
	}
	if !strings.Contains(files[0], "#   fetaix match positions --count 2 --seed 1 --depth 4 ") {
		t.Errorf("no command in the header:\n%s", files[0])
	}
	starts, err := match.ReadStarts(strings.NewReader(files[0]))
	if err != nil || len(starts) != 2 {
		t.Errorf("read back: %d starts, error %v", len(starts), err)
	}
	var stderr bytes.Buffer
	if code := run(append(flags, "--out", filepath.Join(dir, "a.txt")), strings.NewReader(""), io.Discard, &stderr); code == 0 || !strings.Contains(stderr.String(), "--out") {
		t.Errorf("wrote over a file: exit %d, %s", code, &stderr)
	}
}
