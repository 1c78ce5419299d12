package cli

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/pdnfile"
	"github.com/fetaix/fetaix/internal/testkit/proctest"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// TestMatchExternalEngine: fetaix match plays fetaix engine (this test
// binary run as fetaix, through a script) as an external engine, in a
// conversion match with the paired count, naming it by its id name; no
// game is forfeited, and the engine's process is gone at the end. The
// margin is wide because this is not the test of time forfeits (match's
// TestExternalFaultsLose is): a loaded machine once made this engine, a
// process of its own, answer 325 ms after a 50 ms go.
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
	args := []string{"match", "--conversion", "--positions", file, "--a", "depth=2", "--b", "engine=" + script + ",OwnBook=false,margin=10s",
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

// TestMatchReadsTheBookFirst: the top level's first move from the start,
// in a fresh fetaix match process, is the book's proven move, as in a game
// later on: the match reads the book before its first game. (At 1 ms a
// move, while the book was still loading, the search chose d2-c3 there.)
func TestMatchReadsTheBookFirst(t *testing.T) {
	t.Parallel()
	if err := ai.PreloadBookRules(game.DefaultRules()); err != nil {
		t.Fatal(err)
	}
	e := ai.New(1)
	e.SetPlayTime(time.Millisecond)
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	want := e.Play(context.Background(), g, levels.Max, nil)
	if want.Proven == "" {
		t.Fatalf("the book has no move at the start: %+v", want.Info)
	}
	out := filepath.Join(t.TempDir(), "games.pdn")
	cmd := exec.Command(os.Args[0], "match", "--a", "6", "--b", "6", "--random-plies", "0", "--games", "1", "--max-plies", "1",
		"--movetime", "1ms", "--no-tables", "--out", out)
	cmd.Env = append(os.Environ(), runMainEnv+"=1")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("fetaix match: %v\n%s", err, b)
	}
	recs, _, err := pdnfile.Read(out, pdn.Options{})
	if err != nil || len(recs) != 1 || recs[0].Game.Ply() != 1 {
		t.Fatalf("games: %d, error %v", len(recs), err)
	}
	if got := recs[0].Game.Moves()[0]; got != want.Move {
		t.Errorf("first move %s, the book's %s", got, want.Move)
	}
}

// TestMatchReadsTheTablesFirst: fetaix match reads its players' endgame
// tables whole before the first game, so a search never waits for a
// table's file: a damaged class no game of the match reaches (two mullas
// against one, from the start, in one ply) stops it at once with the
// file's error.
func TestMatchReadsTheTablesFirst(t *testing.T) {
	t.Parallel()
	base := testtables.Damaged(t, "WW-B")
	args := []string{"match", "--a", "depth=1", "--b", "depth=1", "--random-plies", "0", "--games", "2", "--max-plies", "1", "--tables", base}
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(""), &stdout, &stderr)
	if code == 0 || !strings.Contains(stderr.String(), "the endgame tables") || !strings.Contains(stderr.String(), "checksum") {
		t.Fatalf("match with a damaged table exited %d:\n%s%s", code, &stdout, &stderr)
	}
	if strings.Contains(stdout.String(), "game 1:") {
		t.Errorf("a game was played before the tables were read:\n%s", &stdout)
	}
}
