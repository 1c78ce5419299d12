package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/puzzle"
)

// TestPuzzleMineResumes: puzzle mine --pdn mines the games of a PDN
// file (a server's archive: fetaix archive export), appends their
// puzzles (origin "archive") and keeps how many games are done; run again
// on the file with a game more, it goes on from there, keeping what it
// wrote and giving no position twice; each puzzle is proven again from
// its record. --games mines self-play games the same way.
func TestPuzzleMineResumes(t *testing.T) {
	t.Parallel()
	tb := testtables.DefaultDir(t, 4)
	set, err := testtables.Default(4)
	if err != nil {
		t.Fatal(err)
	}
	sp := puzzle.NewSelfPlay(game.DefaultRules(), set)
	var recs []*pdn.Record
	for _, n := range []uint64{0, 9} { // levels 1 and 1, 4 and 2: depth-limited, the same games everywhere
		g, err := sp.Game(t.Context(), 7, n)
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, pdn.NewRecord(g))
	}
	dir := t.TempDir()
	games, out := filepath.Join(dir, "games.pdn"), filepath.Join(dir, "mined.jsonl")
	mine := func(source ...string) string {
		var stdout, stderr strings.Builder
		args := append([]string{"puzzle", "mine", "--out", out, "--tables", tb, "--min-pieces", "5", "--max-pieces", "7", "--limit", "50000"}, source...)
		if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
			t.Fatalf("puzzle mine %v: exit %d: %s", source, code, stderr.String())
		}
		if !strings.Contains(stderr.String(), "positions tried") {
			t.Errorf("no progress reported: %q", stderr.String())
		}
		data, _ := os.ReadFile(out)
		return string(data)
	}
	state := func(want string) {
		t.Helper()
		data, err := os.ReadFile(out + ".state")
		if err != nil || !strings.Contains(string(data), want) {
			t.Errorf("state %q (%v): want %q", data, err, want)
		}
	}
	writePDN(t, games, recs[:1])
	first := mine("--pdn", games)
	state("pdn:" + games + " = 1")
	writePDN(t, games, recs)
	second := mine("--pdn", games)
	state("pdn:" + games + " = 2")
	if !strings.HasPrefix(second, first) {
		t.Fatalf("the second run did not keep the first's puzzles")
	}
	mine("--games", "1", "--seed", "7")
	state("selfplay:7 = 1")
	pzs, err := puzzle.Read(strings.NewReader(second), game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	if len(pzs) == 0 {
		t.Fatal("no puzzle mined from the archive's games")
	}
	seen := map[string]bool{}
	for _, pz := range pzs {
		if seen[pz.Key()] {
			t.Errorf("%s: given twice", pz.Position)
		}
		seen[pz.Key()] = true
		if pz.Origin != puzzle.OriginArchive {
			t.Errorf("%s: origin %q", pz.Position, pz.Origin)
		}
		if err := puzzle.CheckMined(t.Context(), puzzle.NewProver(game.DefaultRules(), set, 0), pz); err != nil {
			t.Errorf("%s: %v", pz.Position, err)
		}
	}
}

// writePDN writes recs to path as one PDN file.
func writePDN(t *testing.T, path string, recs []*pdn.Record) {
	t.Helper()
	text, err := pdn.Format(recs...)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestPuzzleMineRefusesBadInput: bad flags, a file cut short and a
// damaged state file are each refused with what is wrong.
func TestPuzzleMineRefusesBadInput(t *testing.T) {
	t.Parallel()
	tb := testtables.DefaultDir(t, 3)
	dir := t.TempDir()
	cut := filepath.Join(dir, "cut.jsonl")
	bad := filepath.Join(dir, "bad.jsonl")
	if os.WriteFile(cut, []byte(`{"position":"3b1/2wBW/5/5/5 b 0 1","solution":["d4xa4"],"goal":"win","sour`), 0o644) != nil ||
		os.WriteFile(bad+".state", []byte("selfplay:1 = many\n"), 0o644) != nil {
		t.Fatal("cannot write the files")
	}
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

// TestPuzzleRefreshJoins: puzzle refresh joins files, a position given
// once up to symmetry (its mirror image here), with its themes found
// again.
func TestPuzzleRefreshJoins(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	if os.WriteFile(a, []byte(`{"position":"3b1/2wBW/5/5/5 b 0 1","solution":["d4xa4"],"goal":"win","source":"table","rating":900}`+"\n"), 0o644) != nil {
		t.Fatal("cannot write a")
	}
	if err := os.WriteFile(b, []byte(`{"position":"1b3/WBw2/5/5/5 b 0 1","solution":["b4xe4"],"goal":"win","source":"table","rating":900}`+"\n"+
		`{"position":"b4/2W2/2B2/5/1B3 w 0 1","solution":["c4xc1xa1"],"goal":"win","source":"table","rating":900}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr strings.Builder
	if code := run([]string{"puzzle", "refresh", a, b}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	pzs, err := puzzle.Read(strings.NewReader(stdout.String()), game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	if len(pzs) != 2 || pzs[0].Position != "3b1/2wBW/5/5/5 b 0 1" || !strings.Contains(stderr.String(), "1 repeat") {
		t.Fatalf("joined %d puzzles (%v), stderr %q: want the first file's and the second's other", len(pzs), pzs, stderr.String())
	}
	for _, pz := range pzs {
		if len(pz.Themes) == 0 {
			t.Errorf("%s: no themes", pz.Position)
		}
	}
	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"puzzle", "refresh", "--max-one-move", "1", a, b}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if n := strings.Count(stdout.String(), "\n"); n != 1 || !strings.Contains(stderr.String(), "1 puzzle of one move") {
		t.Errorf("--max-one-move 1 kept %d puzzles (%q)", n, stderr.String())
	}
}
