package solve

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/tables"
)

// testTablesPieces is the size of the biggest tables the tests build:
// the committed proofs need up to 4 pieces (a few seconds to build).
const testTablesPieces = 4

// builtTables are tables built once per test run, in a directory removed
// at the end.
// TestMain removes the tables the tests built, if they are not shared.
func TestMain(m *testing.M) { testtables.Main(m) }

// tablesOf returns endgame tables of up to n pieces (3 or
// testTablesPieces) under the default rules, built once and shared
// (internal/testtables). The small positions of the tests use 3 (so that
// 4-piece endings, with their repetitions, are searched); the committed
// proofs testTablesPieces.
func tablesOf(t *testing.T, n int) *tables.Set {
	t.Helper()
	set, err := testtables.Default(n)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// testTables returns the 3-piece tables.
func testTables(t *testing.T) *tables.Set { return tablesOf(t, 3) }

// solved proves text under the default rules with set as leaves (nil:
// none) and returns the result; it fails t on an error.
func solved(t *testing.T, text string, set *tables.Set, o Options) Result {
	t.Helper()
	p, err := game.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	o.Rules, o.Tables = game.DefaultRules(), set
	if o.MemoryMiB == 0 {
		o.MemoryMiB = 8
	}
	res, err := Solve(context.Background(), p, o)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return res
}

// roundTrip writes c and reads it back.
func roundTrip(t *testing.T, c *Certificate) *Certificate {
	t.Helper()
	var b bytes.Buffer
	if err := c.Write(&b); err != nil {
		t.Fatal(err)
	}
	back, err := ReadCertificate(&b)
	if err != nil {
		t.Fatalf("reading the certificate back: %v", err)
	}
	return back
}

// TestSolveProvesAndVerifies: small positions of each value are proven,
// and their certificates, written and read back, pass the checker with
// the value the search found.
func TestSolveProvesAndVerifies(t *testing.T) {
	set := testTables(t)
	for _, tc := range []struct {
		position string
		tables   bool
		want     Value
		proofs   []string // kind and prover of each proof
	}{
		{"1b3/b4/5/3W1/5 w", false, Win, []string{"win w"}},                   // terminal leaves only
		{"5/bbb2/5/1www1/5 b", true, Loss, []string{"win w"}},                 // table leaves
		{"5/bb3/5/3ww/5 w", true, Draw, []string{"not-lose w", "not-lose b"}}, // repetitions too
	} {
		var s *tables.Set
		if tc.tables {
			s = set
		}
		res := solved(t, tc.position, s, Options{})
		if res.Value != tc.want || res.Certificate == nil {
			t.Errorf("%s: %v, want %v", tc.position, res.Value, tc.want)
			continue
		}
		var got []string
		for _, p := range res.Certificate.Proofs {
			got = append(got, string(p.Kind)+" "+p.Prover)
		}
		if strings.Join(got, ",") != strings.Join(tc.proofs, ",") {
			t.Errorf("%s: proofs %v, want %v", tc.position, got, tc.proofs)
		}
		rep, err := Verify(roundTrip(t, res.Certificate), s)
		if err != nil || rep.Value != string(tc.want) {
			t.Errorf("%s: Verify = %q, %v; want %q", tc.position, rep.Value, err, tc.want)
		}
		for _, c := range rep.Proofs {
			if c.Positions < c.Lines || len(c.Leaves) == 0 {
				t.Errorf("%s: checked %+v: fewer positions than lines, or no leaves", tc.position, c)
			}
		}
	}
}

// TestSolveDrawNeedsRepetitions: the draw above is proven with a cycle,
// a line of play that comes back to a board of the set.
func TestSolveDrawNeedsRepetitions(t *testing.T) {
	res := solved(t, "5/bb3/5/3ww/5 w", testTables(t), Options{})
	rep, err := Verify(res.Certificate, testTables(t))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range rep.Proofs {
		n += c.Leaves["cycle"]
	}
	if n == 0 {
		t.Errorf("no cycle checked: %+v", rep.Proofs)
	}
}

// tamper returns a copy of c's text with the first line for which edit
// returns a change replaced.
func tamper(t *testing.T, c *Certificate, edit func(Line) (string, bool)) *Certificate {
	t.Helper()
	var b bytes.Buffer
	if err := c.Write(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	done := false
	for i, s := range lines {
		f := strings.Fields(s)
		if done || len(f) < 5 {
			continue
		}
		if s2, ok := edit(Line{Key: strings.Join(f[:3], " "), What: f[3], Args: f[4:]}); ok {
			lines[i], done = s2, true
		}
	}
	if !done {
		t.Fatal("no line to tamper with")
	}
	back, err := ReadCertificate(strings.NewReader(strings.Join(lines, "\n")))
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// TestVerifyRefusesTampered: a missing reply, a wrong leaf verdict, an
// illegal move and a cycle in a win are each refused, saying what is
// wrong.
func TestVerifyRefusesTampered(t *testing.T) {
	set := testTables(t)
	cert := solved(t, "5/bbb2/5/1www1/5 b", set, Options{}).Certificate
	cases := map[string]*Certificate{
		"is not covered": tamper(t, cert, func(l Line) (string, bool) {
			if l.What != "replies" || len(l.Args) < 2 {
				return "", false
			}
			return l.Key + " replies " + strings.Join(l.Args[1:], " "), true
		}),
		"the tables say": tamper(t, cert, func(l Line) (string, bool) {
			if l.What != "table" {
				return "", false
			}
			flip := map[string]string{"win": "loss", "loss": "win", "draw": "win"}[l.Args[0]]
			return l.Key + " table " + flip, true
		}),
		"is not legal here": tamper(t, cert, func(l Line) (string, bool) {
			if l.What != "move" {
				return "", false
			}
			return l.Key + " move a1-a2", true
		}),
		"claimed terminal": tamper(t, cert, func(l Line) (string, bool) {
			if l.What != "move" {
				return "", false
			}
			return l.Key + " terminal loss", true
		}),
	}
	// White's men shuffle sideways, and so does Black's only man: the line
	// comes back to the root (no-progress count 0: man moves)
	cycle, err := ReadCertificate(strings.NewReader(`fetaix-proof 1
rules default
root 5/w4/wwwww/4b/wwwww w 0
proof win w
5/w4/wwwww/4b/wwwww w 0 move a4-b4
5/1w3/wwwww/4b/wwwww b 0 replies e2-d2
5/1w3/wwwww/3b1/wwwww w 0 move b4-a4
5/w4/wwwww/3b1/wwwww b 0 replies d2-e2 d2-c2
`))
	if err != nil {
		t.Fatal(err)
	}
	cases["cycle in a win proof"] = cycle
	for want, c := range cases {
		_, err := Verify(c, set)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("tampered certificate: Verify = %v, want an error saying %q", err, want)
		}
	}
	if _, err := Verify(cert, nil); err == nil || !strings.Contains(err.Error(), "no tables") {
		t.Errorf("table leaves without tables: Verify = %v", err)
	}
}

// TestSolveResumes: a run stopped early saves its state; a run given the
// state goes on from it and proves the same value as an uninterrupted run.
func TestSolveResumes(t *testing.T) {
	const pos = "5/bb3/5/3ww/5 w"
	set := testTables(t)
	dir := t.TempDir()
	whole := solved(t, pos, set, Options{})
	cut := solved(t, pos, set, Options{StateDir: dir, NodeLimit: 2000})
	if cut.Value != Unknown {
		t.Fatalf("the cut run: %v, want unknown (after %d nodes)", cut.Value, cut.Nodes)
	}
	if _, err := os.Stat(filepath.Join(dir, stateName)); err != nil {
		t.Fatalf("no state saved: %v", err)
	}
	again := solved(t, pos, set, Options{StateDir: dir})
	if again.Loaded == 0 || again.Value != whole.Value {
		t.Errorf("resumed: %d entries loaded, value %v; want some, and %v", again.Loaded, again.Value, whole.Value)
	}
	if _, err := Verify(again.Certificate, set); err != nil {
		t.Errorf("the resumed run's certificate: %v", err)
	}
	other, _ := game.ParsePosition("5/1bb2/5/1ww2/5 w")
	if _, err := Solve(context.Background(), other, Options{Rules: game.DefaultRules(), StateDir: dir, MemoryMiB: 8}); err == nil {
		t.Errorf("a state of another position was used")
	}
}

// TestVerifyNonLossIsClosed: a non-loss proof is a closed set; a position
// may be covered by its board at a lower count, never at a higher one,
// and a move out of the set is refused.
func TestVerifyNonLossIsClosed(t *testing.T) {
	set := testTables(t)
	cert := solved(t, "5/bb3/5/3ww/5 w", set, Options{}).Certificate
	var nl *Proof
	for _, p := range cert.Proofs {
		if p.Kind == ProofNotLose && len(p.Lines) > 100 {
			nl = p
		}
	}
	if nl == nil {
		t.Fatal("no large non-loss proof in the draw's certificate")
	}
	counts := map[string]int{}
	for k := range nl.Lines {
		counts[boardKey(k)]++
	}
	// a position whose board has one count in the proof, moved up by one
	raised := tamper(t, cert, func(l Line) (string, bool) {
		b := boardKey(l.Key)
		if _, ok := nl.Lines[l.Key]; !ok || l.Key == cert.Root || counts[b] != 1 || l.What != "replies" {
			return "", false
		}
		n, _ := strconv.Atoi(l.Key[len(b)+1:])
		return fmt.Sprintf("%s %d %s %s", b, n+1, l.What, strings.Join(l.Args, " ")), true
	})
	if _, err := Verify(raised, set); err == nil || !strings.Contains(err.Error(), "nor its board at a lower count") {
		t.Errorf("a line at a higher count than the position reached: Verify = %v", err)
	}
	// a line dropped: the move into it leaves the set
	dropped := tamper(t, cert, func(l Line) (string, bool) {
		if _, ok := nl.Lines[l.Key]; !ok || l.Key == cert.Root || counts[boardKey(l.Key)] != 1 || l.What != "replies" {
			return "", false
		}
		return "# dropped", true
	})
	if _, err := Verify(dropped, set); err == nil || !strings.Contains(err.Error(), "has no line in the proof") {
		t.Errorf("a position of the set dropped: Verify = %v", err)
	}
	if _, err := Verify(cert, set); err != nil {
		t.Fatal(err)
	}
}

// TestSolveTwoThreads: with two threads the two searches run at once over
// one table (saving the state while both run), with four two helpers join
// them, and they prove the same values as one thread, with certificates
// that pass the checker. CI runs it under the race detector.
func TestSolveTwoThreads(t *testing.T) {
	set := testTables(t)
	for _, pos := range []string{"1b3/b4/5/3W1/5 w", "5/bbb2/5/1www1/5 b", "5/bb3/5/3ww/5 w", "5/1bb2/5/1www1/5 w"} {
		one := solved(t, pos, set, Options{})
		for _, threads := range []int{2, 4} {
			two := solved(t, pos, set, Options{Threads: threads, StateDir: t.TempDir(), SaveEvery: time.Nanosecond})
			if two.Value != one.Value || two.Certificate == nil {
				t.Errorf("%s: %d threads %v, one thread %v", pos, threads, two.Value, one.Value)
				continue
			}
			if rep, err := Verify(two.Certificate, set); err != nil || rep.Value != string(one.Value) {
				t.Errorf("%s: the %d threads' certificate: %q, %v", pos, threads, rep.Value, err)
			}
			if threads > 2 && two.HelperJobs < 2 {
				t.Errorf("%s: %d threads: %d jobs for the helpers", pos, threads, two.HelperJobs)
			}
		}
	}
}

// TestSolveStopsWhileExtracting: a run whose time ends while it writes out
// a proof it must search again for stops there: its value is unknown, it
// says why, and it forgets nothing; a run from its state finds the value.
func TestSolveStopsWhileExtracting(t *testing.T) {
	set := testTables(t)
	for _, text := range []string{"5/bbb2/5/1www1/5 b", "5/bb3/5/3ww/5 w"} {
		pos, err := game.ParsePosition(text)
		if err != nil {
			t.Fatal(err)
		}
		whole := solved(t, text, set, Options{})
		dir := t.TempDir()
		ctx, cancel := context.WithCancel(context.Background())
		o := Options{Rules: game.DefaultRules(), Tables: set, MemoryMiB: 8, StateDir: dir}
		o.beforeExtract = func(tt *table) {
			clear(tt.e) // nothing left to extract from: it must search again
			cancel()
		}
		cut, err := Solve(ctx, pos, o)
		cancel()
		if err != nil || cut.Value != Unknown || !cut.Stopped || cut.Certificate != nil {
			t.Fatalf("%s: stopped while extracting: %v, stopped %v, %v", text, cut.Value, cut.Stopped, err)
		}
		again := solved(t, text, set, Options{StateDir: dir})
		if again.Value != whole.Value || again.Stopped {
			t.Fatalf("%s: the run after: %v, want %v", text, again.Value, whole.Value)
		}
		if _, err := Verify(again.Certificate, set); err != nil {
			t.Errorf("%s: %v", text, err)
		}
	}
}

// TestProgressWhileExtracting: while a decided result is written out, the
// progress lines say so, with the root's final numbers and nodes that only
// grow, and the run's nodes count the extraction's searches too.
func TestProgressWhileExtracting(t *testing.T) {
	set := testTables(t)
	var lines []Progress
	o := Options{ProgressEvery: time.Nanosecond, Progress: func(p Progress) { lines = append(lines, p) }}
	o.beforeExtract = func(tt *table) { clear(tt.e) } // it must search again
	res := solved(t, "5/bbb2/5/1www1/5 b", set, o)
	if res.Value != Loss {
		t.Fatalf("value %v", res.Value)
	}
	var last Progress
	extracting := 0
	for _, p := range lines {
		if p.Nodes < last.Nodes || p.Elapsed < last.Elapsed {
			t.Fatalf("progress went back: %v after %v", p, last)
		}
		if p.Extracting {
			extracting++
			if p.RootPN != 0 || p.RootDN != inf || !strings.Contains(p.String(), "writing out the proof") { // "White wins" proven
				t.Errorf("extraction progress %q (pn %d dn %d)", p, p.RootPN, p.RootDN)
			}
		}
		last = p
	}
	if extracting == 0 || res.Nodes < last.Nodes {
		t.Errorf("%d extraction lines of %d; run nodes %d, last line %d", extracting, len(lines), res.Nodes, last.Nodes)
	}
}
