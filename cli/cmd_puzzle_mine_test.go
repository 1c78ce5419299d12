package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/puzzle"
)

// TestPuzzleMineResumes: puzzle mine appends the puzzles of self-play
// games to its file and keeps how many games are done; run again with
// more games it goes on from there, keeping what it wrote and giving no
// position twice; each puzzle is proven again from its record.
func TestPuzzleMineResumes(t *testing.T) {
	tb := testtables.DefaultDir(t, 4)
	set, err := testtables.Default(4)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "mined.jsonl")
	mine := func(games string) string {
		var stdout, stderr strings.Builder
		args := []string{"puzzle", "mine", "--out", out, "--games", games, "--seed", "7", "--tables", tb,
			"--min-pieces", "5", "--max-pieces", "7", "--limit", "50000"}
		if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
			t.Fatalf("puzzle mine --games %s: exit %d: %s", games, code, stderr.String())
		}
		if !strings.Contains(stderr.String(), "positions tried") {
			t.Errorf("no progress reported: %q", stderr.String())
		}
		state, err := os.ReadFile(out + ".state")
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(state), "selfplay:7 = "+games) {
			t.Errorf("state after --games %s:\n%s", games, state)
		}
		data, _ := os.ReadFile(out)
		return string(data)
	}
	first := mine("2")
	second := mine("4")
	if !strings.HasPrefix(second, first) {
		t.Fatalf("the second run did not keep the first's puzzles")
	}
	pzs, err := puzzle.Read(strings.NewReader(second), game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	if len(pzs) == 0 {
		t.Fatal("no puzzle mined from 4 games")
	}
	seen := map[string]bool{}
	for _, pz := range pzs {
		if seen[pz.Key()] {
			t.Errorf("%s: given twice", pz.Position)
		}
		seen[pz.Key()] = true
		if err := puzzle.CheckMined(t.Context(), puzzle.NewProver(game.DefaultRules(), set, 0), pz); err != nil {
			t.Errorf("%s: %v", pz.Position, err)
		}
	}
}

// TestPuzzleMineRefusesBadInput: bad flags, a file cut short and a
// damaged state file are each refused with what is wrong.
func TestPuzzleMineRefusesBadInput(t *testing.T) {
	tb := testtables.DefaultDir(t, 3)
	dir := t.TempDir()
	cut := filepath.Join(dir, "cut.jsonl")
	os.WriteFile(cut, []byte(`{"position":"3b1/2wBW/5/5/5 b 0 1","solution":["d4xa4"],"goal":"win","sour`), 0o644)
	bad := filepath.Join(dir, "bad.jsonl")
	os.WriteFile(bad+".state", []byte("selfplay:1 = many\n"), 0o644)
	for _, c := range []struct{ args, want string }{
		{"--games 1", "--out"},
		{"--out " + filepath.Join(dir, "x"), "nothing to mine"},
		{"--out " + filepath.Join(dir, "x") + " --games 1 --min-pieces 9 --max-pieces 7", "min-pieces"},
		{"--out " + filepath.Join(dir, "x") + " --games 1 --max-moves 0", "max-moves"},
		{"--out " + cut + " --games 1", "line 1"},
		{"--out " + bad + " --games 1", "want SOURCE = N"},
	} {
		var stdout, stderr strings.Builder
		args := append([]string{"puzzle", "mine", "--tables", tb}, strings.Fields(c.args)...)
		if code := run(args, strings.NewReader(""), &stdout, &stderr); code == 0 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("puzzle mine %s: exit %d, %q; want an error naming %q", c.args, code, stderr.String(), c.want)
		}
	}
}
