package cli

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/analysis"
	"github.com/fetaix/fetaix/game/pdn"
)

// certificateGame is the committed game whose marks analysis's tests
// check against its certificate: 1. b2-c3 throws the draw, Black's last
// move misses the proof's win.
const certificateGame = "analysis/testdata/b2c3-leaves-proof.pdn"

// TestAnalyseCommandPDN: fetaix analyse writes the game back as PDN that
// the project's reader (and fetaix pdn) reads, with the marks' NAGs, the
// comments and the better lines.
func TestAnalyseCommandPDN(t *testing.T) {
	t.Parallel()
	code, out, errOut := runFetaix("analyse", "--no-tables", "--depth", "0", certificateGame)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	recs, warnings, err := pdn.ParseWith(out, pdn.Options{})
	if err != nil || len(warnings) > 0 || len(recs) != 1 {
		t.Fatalf("reading the output: %v %v\n%s", err, warnings, out)
	}
	rec := recs[0]
	n := rec.Game.Ply()
	if a := rec.Annotation(1); len(a.NAGs) != 1 || a.NAGs[0] != analysis.NAGBlunder || len(a.Variations) != 1 ||
		a.Variations[0].Game.Moves()[0].String() != "c2-c3" {
		t.Errorf("1. b2-c3: %+v, want $4 and the line of c2-c3", a)
	}
	if c := rec.Comment(1); !strings.Contains(c, "throws the draw: b2-c3 loses (proof); better c2-c3, which draws (proof).") ||
		!strings.Contains(c, "Decided by 1. b2-c3") {
		t.Errorf("1. b2-c3's comment %q", c)
	}
	if a := rec.Annotation(n); len(a.NAGs) != 1 || a.NAGs[0] != analysis.NAGDubious || !strings.Contains(rec.Comment(n), "the win is no longer proven") {
		t.Errorf("the last move: %+v %q, want $6 and a missed win", a, rec.Comment(n))
	}
	for i := 2; i < n; i++ {
		if a := rec.Annotation(i); !a.IsZero() {
			t.Errorf("ply %d keeps the value but has %+v", i, a)
		}
	}
	path := filepath.Join(t.TempDir(), "annotated.pdn")
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := runFetaix("pdn", "--strict", path); code == 0 {
		t.Errorf("the strict reader took NAGs and variations")
	} else if code, _, errOut := runFetaix("pdn", path); code != 0 {
		t.Errorf("fetaix pdn of the output: exit %d: %s", code, errOut)
	}
}

// TestAnalyseCommandJSON: --json writes one object per move with the
// documented fields.
func TestAnalyseCommandJSON(t *testing.T) {
	t.Parallel()
	code, out, errOut := runFetaix("analyse", "--json", "--no-tables", "--depth", "0", certificateGame)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var lines []map[string]any
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var obj map[string]any
		if err := json.Unmarshal(sc.Bytes(), &obj); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		lines = append(lines, obj)
	}
	if len(lines) != 8 {
		t.Fatalf("%d objects, want one per move (8)", len(lines))
	}
	first, last := lines[0], lines[len(lines)-1]
	for _, f := range []string{"game", "ply", "number", "side", "move", "mark", "nag", "before", "played", "drop", "better", "decided"} {
		if _, ok := first[f]; !ok {
			t.Errorf("no field %q in %v", f, first)
		}
	}
	if first["move"] != "b2-c3" || first["mark"] != "throws-draw" || first["nag"] != 4.0 || first["before"] != "draw" || first["decided"] != true {
		t.Errorf("first move %v", first)
	}
	played := first["played"].(map[string]any)
	better := first["better"].(map[string]any)
	if played["value"] != "loss" || played["source"] != "proof" || better["move"] != "c2-c3" || better["value"] != "draw" {
		t.Errorf("played %v, better %v", played, better)
	}
	if last["mark"] != "win-unproven" || last["nag"] != 6.0 || last["side"] != "black" {
		t.Errorf("last move %v", last)
	}
}

// TestAnalyseCommandBadInput: what fetaix analyse cannot use is said
// plainly, with exit status 2 for a command line that does not parse and
// 1 for input that cannot be read or analysed.
func TestAnalyseCommandBadInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	illegal := write("illegal.pdn", "[Event \"x\"]\n1. d2-c3 b4xd2 2. e2-d2 *\n")
	empty := write("empty.pdn", "[Event \"x\"]\n*\n")
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"analyse"}, 2, "want exactly one FILE"},
		{[]string{"analyse", "--no-tables", filepath.Join(dir, "none.pdn")}, 1, "none.pdn"},
		{[]string{"analyse", "--no-tables", illegal}, 1, "illegal.pdn: line 2, column 19, move 2 (white): illegal move"},
		{[]string{"analyse", "--no-tables", empty}, 1, "game 1: the game has no move to analyse"},
		{[]string{"analyse", "--no-tables", "--game", "2", certificateGame}, 1, "--game 2: out of range"},
		{[]string{"analyse", "--no-tables", "--depth", "-1", certificateGame}, 2, `--depth: bad value "-1"`},
		{[]string{"analyse", "--tables", dir, certificateGame}, 1, "--tables"},
	} {
		code, out, errOut := runFetaix(tc.args...)
		if code != tc.code || out != "" || !strings.Contains(errOut, tc.want) || !strings.HasPrefix(errOut, "fetaix analyse: ") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %d and %q", tc.args, code, out, errOut, tc.code, tc.want)
		}
	}
}
