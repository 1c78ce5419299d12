package cli

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/puzzle"
)

// TestPuzzleExport: puzzle export --json writes --count puzzles, one JSON
// object a line with exactly the documented fields, each proven by the
// tables it was drawn from and of at least --min-pieces pieces; without
// --json a line a puzzle with its task; bad flags (the proof puzzles'
// too) are refused.
func TestPuzzleExport(t *testing.T) {
	t.Parallel()
	tb := testtables.DefaultDir(t, 3)
	set, err := testtables.Default(3)
	if err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"puzzle", "export", "--count", "25", "--min-pieces", "3", "--tables", tb, "--json"}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, &stderr)
	}
	lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if len(lines) != 25 {
		t.Fatalf("%d lines, want 25:\n%s", len(lines), &stdout)
	}
	for _, l := range lines {
		var fields map[string]json.RawMessage
		if err := json.Unmarshal([]byte(l), &fields); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		if len(fields) != 5 || fields["position"] == nil || fields["solution"] == nil || fields["goal"] == nil || fields["source"] == nil || fields["rating"] == nil {
			t.Errorf("%q: want the fields position, solution, goal, source, rating", l)
		}
		pzs, err := puzzle.Read(strings.NewReader(l), game.DefaultRules())
		if err != nil {
			t.Fatal(err)
		}
		if err := puzzle.Check(set, pzs[0]); err != nil {
			t.Errorf("%s: %v", l, err)
		}
		if p, _ := pzs[0].Start(); p.Count(game.White)+p.Count(game.Black) < 3 {
			t.Errorf("%s: fewer than --min-pieces 3 pieces", l)
		}
	}
	stdout.Reset()
	if code := run([]string{"puzzle", "export", "--count", "2", "--tables", tb}, strings.NewReader(""), &stdout, &stderr); code != 0 ||
		strings.Count(stdout.String(), "\n") != 2 || !strings.Contains(stdout.String(), " to play and ") {
		t.Errorf("text export: exit %d, %q", code, &stdout)
	}
	for args, want := range map[string]string{
		"--count 0":                               "--count: bad value",
		"--count 1 --min-pieces 4":                "at most 3",
		"--count 1 --max-pieces 2 --min-pieces 3": "--max-pieces: bad value",
		"--count 1 --max-moves 0":                 "--max-moves: bad value",
		"--count 1 --source book":                 "--source: bad value",
		"--count 1 --search-time -1s":             "--search-time: bad value",
		"--count 1 --source proof --time 0":       "--time: bad value",
	} {
		stderr.Reset()
		code := run(append([]string{"puzzle", "export", "--tables", tb}, strings.Fields(args)...), strings.NewReader(""), &stdout, &stderr)
		if code == 0 || !strings.Contains(stderr.String(), want) {
			t.Errorf("%s: exit %d, %q; want %q", args, code, &stderr, want)
		}
	}
}

// TestPuzzleExportProof: puzzle export --source proof writes proof
// puzzles and, to --refutations, what refutes each alternative: each
// puzzle is proven again from them without a search (puzzle.CheckProof:
// the book's move, every other move's refutation re-derived from the
// tables or its certificate checked); bad values of its flags are
// refused.
func TestPuzzleExportProof(t *testing.T) {
	t.Parallel()
	tb := testtables.DefaultDir(t, 3)
	set, err := testtables.Default(3)
	if err != nil {
		t.Fatal(err)
	}
	refPath := filepath.Join(t.TempDir(), "refs.jsonl.gz")
	var stdout, stderr bytes.Buffer
	args := []string{"puzzle", "export", "--source", "proof", "--count", "1", "--tables", tb, "--time", "2m", "--search-time", "200ms", "--refutations", refPath, "--json"}
	if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, &stderr)
	}
	pzs, err := puzzle.Read(&stdout, game.DefaultRules())
	if err != nil || len(pzs) != 1 {
		t.Fatalf("%d puzzles (%v), want 1", len(pzs), err)
	}
	f, err := os.Open(refPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	refs, err := puzzle.ReadRefutations(zr)
	if err != nil {
		t.Fatal(err)
	}
	rf, err := puzzle.NewRefuter(game.DefaultRules(), set, ai.DefaultBook(), 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, pz := range pzs {
		if pz.Source != puzzle.SourceProof {
			t.Errorf("%+v: want source proof", pz)
		}
		if err := puzzle.CheckProof(rf, pz, refs); err != nil {
			t.Errorf("%s: %v", pz.Position, err)
		}
	}
}

// TestPuzzlePlayFlags: fetaix puzzle refuses an unknown --mode or
// --theme before it opens the screen, naming the modes and the themes it
// takes.
func TestPuzzlePlayFlags(t *testing.T) {
	t.Parallel()
	for args, wants := range map[string][]string{
		"--mode fast":    {"--mode: bad value", "rated, streak, timed"},
		"--theme forks":  {"--theme: bad value", strings.Join(puzzle.AllThemes, ", ")},
		"--theme Chain ": {"--theme: bad value", "chain"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(append([]string{"puzzle"}, strings.Fields(args)...), strings.NewReader(""), &stdout, &stderr)
		for _, want := range wants {
			if code == 0 || !strings.Contains(stderr.String(), want) {
				t.Errorf("%s: exit %d, %q; want %q", args, code, &stderr, want)
			}
		}
	}
}
