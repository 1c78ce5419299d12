package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/pdnfile"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/match"
)

// TestMatchCommand: a short match prints every game and A's tally with an
// Elo figure, writes the games as PDN, and never writes over a file.
func TestMatchCommand(t *testing.T) {
	t.Parallel()
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
	recs, _, err := pdnfile.Read(out, pdn.Options{})
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

// TestMatchConversion: a conversion match plays each position of the file
// twice, says which side is better, and prints each player's conversions
// and escapes; --games asks for the first positions only, an odd count
// or a bad file is refused with the line at fault.
func TestMatchConversion(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "pos.txt")
	if err := os.WriteFile(file, []byte("# two\nw 2b1b/2b2/w3w/3w1/1w3 w 0 19\nb 2b1b/4b/b3w/2w1w/4w w 0 17\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"match", "--conversion", "--positions", file, "--a", "depth=3", "--b", "depth=1", "--max-plies", "60"}
	var stdout, stderr bytes.Buffer
	if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("match exited %d: %s", code, &stderr)
	}
	for _, want := range []string{"game 1: depth=3 (white) vs depth=1 (black) from position 1, white better",
		"game 2: depth=1 (white) vs depth=3 (black) from position 1, white better", "from position 2, black better",
		"4 games (conversion: 2 positions", "as the better side: A (depth=3) converts ", "B (depth=1) converts ",
		"as the defender:    A escapes "} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, &stdout)
		}
	}
	stdout.Reset()
	if code := run(append(args, "--games", "2"), strings.NewReader(""), &stdout, &stderr); code != 0 || strings.Contains(stdout.String(), "game 3") {
		t.Errorf("--games 2: exit %d:\n%s", code, &stdout)
	}
	stdout.Reset()
	hard := []string{"match", "--positions", "hard", "--games", "2", "--a", "depth=1", "--b", "depth=1", "--max-plies", "20"}
	if code := run(hard, strings.NewReader(""), &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "2 games (conversion: 1 position,") {
		t.Errorf("--positions hard: exit %d:\n%s", code, &stdout)
	}
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("w 2b1b/2b2/w3w/3w1/1w3 w\nw 2b1b/2b2 w\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{append(args, "--games", "3"), "--games: a conversion match wants an even count up to 4"},
		{[]string{"match", "--positions", bad}, "line 2:"},
	} {
		stderr.Reset()
		if code := run(tc.args, strings.NewReader(""), io.Discard, &stderr); code == 0 || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tc.args, code, &stderr, tc.want)
		}
	}
}

// TestMatchPositions: match positions writes a file that the conversion
// match reads back, opening with the command that makes it again, and
// the same flags make the same file.
func TestMatchPositions(t *testing.T) {
	t.Parallel()
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

// TestMatchOutCheckedFirst: an --out file that exists, or whose folder is
// missing, is refused before the first game is played; the file is
// reserved from the start, and a refused match leaves none behind.
func TestMatchOutCheckedFirst(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	existing := filepath.Join(dir, "games.pdn")
	if err := os.WriteFile(existing, []byte("mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{existing, filepath.Join(dir, "missing", "games.pdn")} {
		var stdout, stderr bytes.Buffer
		args := []string{"match", "--a", "depth=1", "--b", "depth=1", "--games", "2", "--random-plies", "0", "--out", out}
		if code := run(args, strings.NewReader(""), &stdout, &stderr); code == 0 || !strings.Contains(stderr.String(), "fetaix match: --out: ") {
			t.Errorf("--out %s: exit %d, %q", out, code, &stderr)
		}
		if strings.Contains(stdout.String(), "game 1") {
			t.Errorf("--out %s: games were played before the output was refused:\n%s", out, &stdout)
		}
	}
	if data, _ := os.ReadFile(existing); string(data) != "mine\n" {
		t.Errorf("the existing file was changed: %q", data)
	}
	// the reservation: a bad player spec after a good --out leaves no file
	out := filepath.Join(dir, "new.pdn")
	args := []string{"match", "--a", "depth=1", "--b", "bogus", "--games", "2", "--out", out}
	if code := run(args, strings.NewReader(""), io.Discard, io.Discard); code == 0 {
		t.Fatal("--b bogus accepted")
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused match left %s behind", out)
	}
}

// TestMatchTables: the players naming no tables get those of --tables,
// and the closing line says which; --tables and a directory without
// tables is an error naming the flag.
func TestMatchTables(t *testing.T) {
	t.Parallel()
	dir := testtables.DefaultDir(t, 2)
	args := []string{"match", "--a", "depth=2", "--b", "depth=1", "--games", "2", "--random-plies", "2", "--max-plies", "10", "--tables", dir}
	var stdout, stderr bytes.Buffer
	if code := run(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("match exited %d: %s", code, &stderr)
	}
	if want := "; endgame tables of up to 2 pieces (" + dir + ")\n"; !strings.Contains(stdout.String(), want) {
		t.Errorf("match output lacks %q:\n%s", want, &stdout)
	}
	stderr.Reset()
	args[len(args)-1] = t.TempDir()
	if code := run(args, strings.NewReader(""), io.Discard, &stderr); code == 0 || !strings.Contains(stderr.String(), "--tables: ") {
		t.Errorf("tables from an empty directory: exit %d, %s", code, &stderr)
	}
}

// TestMatchPositionsResumes: a run that finds out.partial, as a stopped
// run leaves it (its header, a position and the walks tried), goes on
// from it and writes the file a whole run writes, removing the partial
// one; a partial file from other flags is refused, and kept.
func TestMatchPositionsResumes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	flags := []string{"match", "positions", "--count", "2", "--depth", "4", "--min-ply", "8", "--max-ply", "16"}
	whole := filepath.Join(dir, "whole.txt")
	var stdout, stderr bytes.Buffer
	if code := run(append(flags, "--out", whole), strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, &stderr)
	}
	if _, err := os.Stat(whole + ".partial"); err == nil {
		t.Errorf("%s.partial left behind", whole)
	}
	first := regexp.MustCompile(`\[1/2 [^,]*, (\d+) walks?\]`).FindStringSubmatch(stdout.String())
	data, err := os.ReadFile(whole)
	if first == nil || err != nil {
		t.Fatalf("no first position's walks in %q, or %v", &stdout, err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	n := slices.IndexFunc(lines, func(l string) bool { return !strings.HasPrefix(l, "#") })
	partial := strings.Join(lines[:n+1], "") + "# walks tried: " + first[1] + "\n"
	resumed := filepath.Join(dir, "resumed.txt")
	if err := os.WriteFile(resumed+".partial", []byte(partial), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout.Reset()
	if code := run(append(flags, "--out", resumed), strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("resumed: exit %d: %s", code, &stderr)
	}
	got, err := os.ReadFile(resumed)
	if err != nil || string(got) != string(data) || !strings.Contains(stdout.String(), "going on from "+resumed+".partial: 1 position after "+first[1]+" walk") {
		t.Errorf("resumed run wrote %q (%v), printing\n%s\nwant %q", got, err, &stdout, data)
	}
	if _, err := os.Stat(resumed + ".partial"); err == nil {
		t.Errorf("%s.partial left behind", resumed)
	}
	other := filepath.Join(dir, "other.txt")
	if err := os.WriteFile(other+".partial", []byte(partial), 0o644); err != nil {
		t.Fatal(err)
	}
	stderr.Reset()
	if code := run(append(flags, "--seed", "2", "--out", other), strings.NewReader(""), io.Discard, &stderr); code == 0 || !strings.Contains(stderr.String(), "made by other flags") {
		t.Errorf("a partial file of other flags: exit %d, %s", code, &stderr)
	}
	if kept, _ := os.ReadFile(other + ".partial"); string(kept) != partial {
		t.Errorf("the partial file of other flags was changed: %q", kept)
	}
}
