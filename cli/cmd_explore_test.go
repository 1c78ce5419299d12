package cli

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
)

// TestExploreStartJSON: the start's four moves, one JSON object a line
// with exactly the seven fields in order: c2-c3 the proven draw, the three
// others proven losses, nothing of an estimate.
func TestExploreStartJSON(t *testing.T) {
	t.Parallel()
	code, out, errOut := runFetaix("explore", "--no-tables", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := []string{
		`{"move": "c2-c3", "value": "draw", "source": "proof", "plies": null, "plies_to": null, "score": null, "depth": null}`,
		`{"move": "b2-c3", "value": "loss", "source": "proof", "plies": null, "plies_to": null, "score": null, "depth": null}`,
		`{"move": "d2-c3", "value": "loss", "source": "proof", "plies": null, "plies_to": null, "score": null, "depth": null}`,
		`{"move": "d3-c3", "value": "loss", "source": "proof", "plies": null, "plies_to": null, "score": null, "depth": null}`,
	}
	if got := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("explore --json:\n%s\nwant:\n%s", out, strings.Join(want, "\n"))
	}
}

// exploreTables builds the default rules' 3-piece tables in a temporary
// directory.
func exploreTables(t *testing.T) string {
	t.Helper()
	return testtables.DefaultDir(t, 3)
}

// TestExploreTablesAndEstimates: in a position the 3-piece tables cover,
// the winning moves come first with their plies; in one they do not, the
// moves are the engine's estimates (score and depth, value unknown); and
// --prove proves them with the tables as leaves, saying how many.
func TestExploreTablesAndEstimates(t *testing.T) {
	t.Parallel()
	dir := exploreTables(t)
	code, out, errOut := runFetaix("explore", "--tables", dir, "--position", "B4/5/5/3W1/W4 w")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 24 || !regexp.MustCompile(`^a1-e1 +win, 4 plies to a capture or man move +table +tables \(up to 3 pieces\); line a1-e1 `).MatchString(lines[0]) ||
		!strings.Contains(lines[23], "loss, 2 plies to a capture or man move") {
		t.Errorf("explore of a covered position:\n%s", out)
	}
	const unknown = "5/1b1b1/5/1w1w1/5 w"
	code, out, errOut = runFetaix("explore", "--tables", dir, "--position", unknown, "--depth", "3", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	estimates := 0
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil || len(m) != 7 {
			t.Fatalf("%q: %v, %d fields", l, err, len(m))
		}
		if m["value"] == "unknown" {
			if m["source"] != "search" || m["depth"] != 3.0 || m["score"] == nil || m["plies"] != nil {
				t.Errorf("an estimate: %s", l)
			}
			estimates++
		}
	}
	if estimates == 0 {
		t.Fatalf("no estimate in:\n%s", out)
	}
	code, out, errOut = runFetaix("explore", "--tables", dir, "--position", unknown, "--depth", "3", "--prove", "30s")
	if code != 0 || !strings.Contains(errOut, "proof search: proved ") || strings.Contains(out, "unknown") || !strings.Contains(out, "proof search (checked)") {
		t.Errorf("explore --prove: exit %d, %s\n%s", code, errOut, out)
	}
}

// TestExploreBadInput: a bad position, rule text, depth or duration is a
// usage error (exit 2) that names the flag, tables that cannot be read an
// error (exit 1) that names it; nothing is printed.
func TestExploreBadInput(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--position", "bbbbb w"}, "--position: "},
		{[]string{"--rules", "majority=maybe"}, "--rules: "},
		{[]string{"--depth", "65"}, `--depth: bad value "65" (want 0..64)`},
		{[]string{"--prove", "-2s"}, `--prove: bad value "-2s"`},
		{[]string{"--prove", "soon"}, "-prove"},
	} {
		code, out, errOut := runFetaix(append([]string{"explore", "--no-tables"}, tc.args...)...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, "fetaix explore: ") || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, %q, %q", tc.args, code, out, errOut)
		}
	}
	if code, out, errOut := runFetaix("explore", "--tables", "/nonexistent/tables"); code != 1 || out != "" || !strings.HasPrefix(errOut, "fetaix explore: --tables: ") {
		t.Errorf("--tables /nonexistent/tables: exit %d, %q, %q", code, out, errOut)
	}
}

// TestExploreDocsNameFlags: docs/explorer.md names every flag of
// fetaix explore -h.
func TestExploreDocsNameFlags(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("docs/explorer.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range helpFlags(t, []string{"explore", "-h"}) {
		if !strings.Contains(string(doc), "--"+f) {
			t.Errorf("docs/explorer.md does not name --%s", f)
		}
	}
}

// TestExplorePliesSayWhatTheyCount: the tables' plies are named by what
// they count, in the text (under the default rules, the plies to a
// capture or man move; with the no-progress rule off, to the end) and in
// the JSON's plies_to field (null without plies). Before, a win whose
// line ran 7 plies read "win in 1".
func TestExplorePliesSayWhatTheyCount(t *testing.T) {
	t.Parallel()
	dir := exploreTables(t)
	code, out, errOut := runFetaix("explore", "--tables", dir, "--position", "B4/5/5/3W1/W4 w")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if first := strings.SplitN(out, "\n", 2)[0]; !regexp.MustCompile(`^a1-e1 +win, 4 plies to a capture or man move +table `).MatchString(first) {
		t.Errorf("the plies do not say what they count: %q", first)
	}
	code, out, errOut = runFetaix("explore", "--tables", dir, "--position", "B4/5/5/3W1/W4 w", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	withPlies := 0
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		switch {
		case m["plies"] != nil && m["plies_to"] == "capture or man move":
			withPlies++
		case m["plies"] == nil && m["plies_to"] == nil:
		default:
			t.Errorf("plies and plies_to disagree: %s", l)
		}
	}
	if withPlies == 0 {
		t.Errorf("no move with plies:\n%s", out)
	}
	off := game.DefaultRules()
	off.NoProgress = 0
	mv := explore.Move{Text: "a1-e1", Verdict: explore.Verdict{Value: explore.Win, Bounds: explore.Bounds{Low: explore.Win, High: explore.Win}, Source: explore.FromTable, Plies: 7}}
	if got := exploreLine(mv, off, 0); !strings.Contains(got, "win in 7 plies") {
		t.Errorf("with the no-progress rule off: %q", got)
	}
	if got := exploreJSON(mv, off); !strings.Contains(got, `"plies": 7, "plies_to": "end"`) {
		t.Errorf("with the no-progress rule off: %s", got)
	}
}
