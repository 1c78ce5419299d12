package cli

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/puzzle"
)

// TestPuzzleExport: puzzle export --json writes --count puzzles, one JSON
// object a line with exactly the documented fields (themes among them),
// each proven by the tables it was drawn from and of at least
// --min-pieces pieces; without --json a line a puzzle with its task and
// themes; bad flags (the proof puzzles' too) are refused.
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
		if len(fields) != 6 || fields["position"] == nil || fields["solution"] == nil || fields["goal"] == nil || fields["source"] == nil || fields["rating"] == nil || fields["themes"] == nil {
			t.Errorf("%q: want the fields position, solution, goal, source, rating, themes", l)
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

// exportJSON runs puzzle export --json with args on the tables of tb and
// reads the puzzles it writes.
func exportJSON(t *testing.T, tb string, args ...string) []puzzle.Puzzle {
	t.Helper()
	var stdout, stderr bytes.Buffer
	full := append([]string{"puzzle", "export", "--tables", tb, "--json"}, args...)
	if code := run(full, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, &stderr)
	}
	pzs, err := puzzle.Read(&stdout, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	return pzs
}

// TestPuzzleExportFilters: --theme keeps --count puzzles with every theme
// named (a comma list and the flag repeated alike), each as Themes finds
// them in its line; --pieces MIN-MAX or N keeps only puzzles of that many
// pieces, and both filter the proof puzzles too (beyond the tables'
// pieces); an unknown theme is refused with the known ones, a malformed
// or impossible range with what is wanted, and --pieces with
// --min-pieces or --max-pieces as a conflict.
func TestPuzzleExportFilters(t *testing.T) {
	t.Parallel()
	tb := testtables.DefaultDir(t, 3)
	for _, args := range [][]string{
		{"--theme", "quiet,savedraw"},
		{"--theme", "quiet", "--theme", "savedraw"},
	} {
		pzs := exportJSON(t, tb, append([]string{"--count", "8"}, args...)...)
		if len(pzs) != 8 {
			t.Fatalf("%v: %d puzzles, want 8", args, len(pzs))
		}
		for _, pz := range pzs {
			if !slices.Contains(pz.Themes, puzzle.ThemeQuiet) || !slices.Contains(pz.Themes, puzzle.ThemeSaveDraw) {
				t.Errorf("%v: %s has themes %v", args, pz.Position, pz.Themes)
			}
			line, err := pz.Line(game.DefaultRules())
			if err != nil {
				t.Fatal(err)
			}
			p, _ := pz.Start()
			if want := puzzle.Themes(game.DefaultRules(), p, line, pz.Goal); !slices.Equal(pz.Themes, want) {
				t.Errorf("%s: themes %v, Themes finds %v", pz.Position, pz.Themes, want)
			}
		}
	}
	for _, tc := range []struct {
		pieces   string
		min, max int
	}{{"2", 2, 2}, {"3-3", 3, 3}, {"2-3", 2, 3}} {
		counts := map[int]int{}
		for _, pz := range exportJSON(t, tb, "--count", "20", "--pieces", tc.pieces) {
			counts[pz.Pieces()]++
		}
		for n, c := range counts {
			if n < tc.min || n > tc.max {
				t.Errorf("--pieces %s: %d puzzles of %d pieces", tc.pieces, c, n)
			}
		}
		if tc.min < tc.max && (counts[tc.min] == 0 || counts[tc.max] == 0) {
			t.Errorf("--pieces %s: pieces %v, want both ends", tc.pieces, counts)
		}
	}
	proof := exportJSON(t, tb, "--source", "proof", "--count", "1", "--theme", "mulla", "--pieces", "5", "--search-time", "0", "--time", "20s")
	if len(proof) != 1 {
		t.Errorf("--source proof --theme mulla --pieces 5: %d puzzles, want 1", len(proof))
	}
	for _, pz := range proof {
		if pz.Source != puzzle.SourceProof || !slices.Contains(pz.Themes, puzzle.ThemeMulla) || pz.Pieces() != 5 {
			t.Errorf("--source proof --theme mulla --pieces 5: %+v", pz)
		}
	}
	var stdout, stderr bytes.Buffer
	for args, want := range map[string]string{
		"--theme bogus":                  `--theme: bad value "bogus" (want themes among chain, sacrifice, promotion, mulla, blocking, quiet, savedraw, endgame)`,
		"--theme chain,,quiet":           `--theme: bad value ""`,
		"--pieces 6-x":                   `--pieces: bad value "6-x" (want MIN-MAX`,
		"--pieces 5-3":                   `--pieces: bad value "5-3"`,
		"--pieces 1-3":                   `--pieces: bad value "1-3"`,
		"--pieces 2-3-4":                 `--pieces: bad value "2-3-4"`,
		"--pieces 3 --min-pieces 2":      "--pieces: given with --min-pieces",
		"--max-pieces 3 --pieces 2-3":    "--pieces: given with --max-pieces",
		"--pieces 4-6":                   `--pieces: bad value "4-6" (want at most 3`,
		"--theme chain --theme promotio": `--theme: bad value "promotio"`,
	} {
		stderr.Reset()
		code := run(append([]string{"puzzle", "export", "--count", "1", "--tables", tb}, strings.Fields(args)...), strings.NewReader(""), &stdout, &stderr)
		if code != 2 || !strings.Contains(stderr.String(), want) {
			t.Errorf("%s: exit %d, %q; want 2 and %q", args, code, &stderr, want)
		}
	}
}

// statsFile holds three hand-made puzzles: of 3, 3 and 5 pieces; 1, 2
// and 1 solver's moves; rated 850, 1250 and 2460.
const statsFile = `{"position":"5/b4/5/b4/w4 w","solution":["a1xa3xa5"],"goal":"win","source":"table","rating":850,"themes":["chain","promotion"]}
{"position":"5/5/1b3/5/1w2W w","solution":["b1-b2","b3xb1","e1xa1"],"goal":"win","source":"table","rating":1250,"themes":["sacrifice","mulla","quiet","endgame"],"origin":"selfplay","proof":{"by":"search","tables":4,"nodes":100,"limit":1000}}
{"position":"5/5/w4/b1w2/ww3 w","solution":["b1-b2"],"goal":"draw","source":"proof","rating":2460,"themes":["blocking","quiet","savedraw"]}
`

// TestPuzzleStats: puzzle stats --file prints a set's size and its
// spread — by pieces, solver's moves, theme, goal, origin, proof, the
// ratings' percentiles and histogram by 200 — the same for the file
// gzip-compressed; without --file it reads the committed set; a file
// that does not read is an error naming it.
func TestPuzzleStats(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	plain := filepath.Join(dir, "set.jsonl")
	packed := filepath.Join(dir, "set.jsonl.gz")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	if _, err := zw.Write([]byte(statsFile)); err != nil || zw.Close() != nil {
		t.Fatal("cannot compress the file")
	}
	if os.WriteFile(plain, []byte(statsFile), 0o644) != nil || os.WriteFile(packed, gz.Bytes(), 0o644) != nil {
		t.Fatal("cannot write the files")
	}
	var outs []string
	for _, f := range []string{plain, packed} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"puzzle", "stats", "--file", f}, strings.NewReader(""), &stdout, &stderr); code != 0 {
			t.Fatalf("%s: exit %d: %s", f, code, &stderr)
		}
		outs = append(outs, stdout.String())
	}
	if outs[0] != outs[1] {
		t.Errorf("plain and compressed differ:\n%s\n%s", outs[0], outs[1])
	}
	for _, want := range []string{
		"3 puzzles\n",
		"\npieces\n  3                  2  66.7%\n  5                  1  33.3%\n",
		"\nsolver's moves\n  1                  2  66.7%\n  2                  1  33.3%\n",
		"  chain              1  33.3%\n  sacrifice          1  33.3%\n",
		"  quiet              2  66.7%\n  savedraw           1  33.3%\n  endgame            1  33.3%\n",
		"\ngoals\n  win                2  66.7%\n  draw               1  33.3%\n",
		"\norigins\n  selfplay           1  33.3%\n  random             2  66.7%\n",
		"\nproven by\n  tables             1  33.3%\n  search             1  33.3%\n  refutations        1  33.3%\n",
		"ratings: least 850, 10% 850, median 1250, 90% 2460, most 2460\n",
		"   800-999         1  33.3%  ####",
		"  1000-1199        0   0.0%\n",
		"  2400-2599        1  33.3%  ####",
	} {
		if !strings.Contains(outs[0], want) {
			t.Errorf("stats lack %q:\n%s", want, outs[0])
		}
	}
	if strings.Contains(outs[0], "2600-") || strings.Contains(outs[0], "600-799") {
		t.Errorf("a bin beyond the ratings:\n%s", outs[0])
	}
	committed, _ := puzzle.Committed()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"puzzle", "stats"}, strings.NewReader(""), &stdout, &stderr); code != 0 || !strings.HasPrefix(stdout.String(), fmt.Sprintf("%d puzzles\n", len(committed))) {
		t.Errorf("the committed set: exit %d, %q", code, &stdout)
	}
	if err := os.WriteFile(plain, []byte(statsFile+"{\"position\":\"5/5/5/5/5 w\"}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stderr.Reset()
	if code := run([]string{"puzzle", "stats", "--file", plain}, strings.NewReader(""), &stdout, &stderr); code == 0 || !strings.Contains(stderr.String(), "--file") || !strings.Contains(stderr.String(), "line 4") {
		t.Errorf("a bad file: exit %d, %q", code, &stderr)
	}
}
