package main

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
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
