package tables

import (
	"flag"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
)

// checkAgainstNaive builds the tables of up to n pieces under r and checks
// every position of the naive solver: the same outcome and distance with
// the no-progress rule off; with it on, the same outcome at every count.
func checkAgainstNaive(t *testing.T, r game.Rules, n int) {
	t.Helper()
	set, err := Build(t.TempDir(), r, BuildOptions{Pieces: n, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	naive := naiveSolve(r, n)
	bad := 0
	for _, p := range naivePositions(n) {
		for count := 0; count <= r.NoProgress; count++ {
			q := p
			if r.NoProgress > 0 {
				q = withCount(p, count)
			}
			got, err := set.Probe(q)
			if err != nil {
				t.Fatalf("%s: %v", q, err)
			}
			want := naive[keyOf(&p, count)]
			var gotv int
			switch got.Outcome {
			case Win:
				gotv = got.Plies
			case Loss:
				gotv = -(got.Plies + 1)
			}
			if r.NoProgress > 0 && gotv != 0 {
				gotv = map[bool]int{true: 1, false: -1}[gotv > 0]
			}
			if gotv != want && bad < 10 {
				bad++
				t.Errorf("rules %q: %s: tables say %v, the naive solver %d", r, q, got, want)
			}
		}
	}
}

// TestTablesAgainstNaiveSolver: up to three pieces, the tables agree with
// the naive solver on every position under every combination of the move
// rules (no-progress off), and under the default moves with a no-progress
// limit short enough to decide games (4, with up to three pieces; two in
// the default run, three in the long checks: longtest).
func TestTablesAgainstNaiveSolver(t *testing.T) {
	start := time.Now()
	for _, back := range []bool{false, true} {
		for _, maj := range []bool{false, true} {
			for _, rem := range []game.Removal{game.RemoveImmediate, game.RemoveAtEnd} {
				for _, pro := range []game.Promotion{game.PromoteAtEnd, game.PromoteStop, game.PromoteContinue} {
					r := game.Rules{MenCaptureBackward: back, Majority: maj, Removal: rem, Promotion: pro}
					checkAgainstNaive(t, r, 2)
				}
			}
		}
	}
	r := game.DefaultRules()
	r.NoProgress = 0
	checkAgainstNaive(t, r, 3)
	r.NoProgress = 4
	if longtest.Enabled() {
		checkAgainstNaive(t, r, 3)
	} else {
		checkAgainstNaive(t, r, 2)
	}
	t.Logf("took %v", time.Since(start))
}

// TestCaptureRulesAgainstNaiveSolver: with three pieces, where a side
// may have several captures to choose from and a capture's end decides
// what a position with one is worth (such positions are evaluated once,
// from their captures alone, and are no parent through a quiet move),
// the tables agree with the naive solver under the rules that change
// captures: the most pieces taken, men capturing backwards, a promoted
// man capturing on, pieces taken off at the end (and, in the long
// checks, with a no-progress limit).
func TestCaptureRulesAgainstNaiveSolver(t *testing.T) {
	rules := []game.Rules{
		{Majority: true, MenCaptureBackward: true},
		{Removal: game.RemoveAtEnd, Promotion: game.PromoteContinue},
	}
	if longtest.Enabled() {
		rules = append(rules, game.Rules{Majority: true, Promotion: game.PromoteStop, NoProgress: 4})
	}
	for _, r := range rules {
		checkAgainstNaive(t, r, 3)
	}
}

// implied returns the verdict of p that its moves' verdicts imply (as
// the tables give them, with the no-progress count they get).
func implied(t *testing.T, set *Set, p game.Position) Verdict {
	t.Helper()
	r := set.Rules()
	moves := p.LegalMoves(r, nil)
	if len(moves) == 0 {
		return Verdict{Loss, 0}
	}
	if l := r.NoProgress; l > 0 && p.NoProgress() >= l {
		return Verdict{Draw, 0}
	}
	best, worst, allWin := -1, 0, true
	for _, m := range moves {
		c := p.Apply(m)
		v, err := set.Probe(c)
		if err != nil {
			t.Fatalf("%s after %s: %v", p, m, err)
		}
		d := v.Plies + 1
		if r.NoProgress > 0 && (m.Captured != 0 || p.Men(p.SideToMove())&m.From.Bit() != 0) {
			d = 1 // the count starts again: N counts to the next capture or man move
		}
		switch v.Outcome {
		case Loss:
			if best < 0 || d < best {
				best = d
			}
			allWin = false
		case Win:
			worst = max(worst, d)
		default:
			allWin = false
		}
	}
	switch {
	case best > 0:
		return Verdict{Win, best}
	case allWin:
		return Verdict{Loss, worst}
	}
	return Verdict{Draw, 0}
}

var (
	consistencyDir       = flag.String("consistency-dir", "", "check the tables there (default rules) instead of a fresh 3-piece set")
	consistencyPositions = flag.Int("consistency-positions", 3000, "random positions TestTablesLocallyConsistent checks")
	consistencyRules     = flag.String("consistency-rules", "", "the rules of the tables in -consistency-dir (default: all defaults)")
)

// TestTablesLocallyConsistent: under the default rules (no-progress 50)
// every verdict of random positions of up to three pieces, at random
// no-progress counts, is what its moves' verdicts imply — found with the
// game's own move generator, not the builder's. With -consistency-dir, the
// tables there are checked instead, on random positions of every size
// they cover.
func TestTablesLocallyConsistent(t *testing.T) {
	var set *Set
	r, err := game.ParseRules(*consistencyRules)
	if err != nil {
		t.Fatal(err)
	}
	if *consistencyDir != "" {
		set, err = Open(*consistencyDir, r)
	} else {
		set, err = Build(t.TempDir(), game.DefaultRules(), BuildOptions{Pieces: 3, Threads: 2})
	}
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(7))
	positions := naivePositions(min(set.Pieces(), 3))
	decided := 0
	for range *consistencyPositions {
		p := positions[rng.Intn(len(positions))]
		if set.Pieces() > 3 {
			p = randomPosition(rng, 2+rng.Intn(set.Pieces()-1))
		}
		p = withCount(p, rng.Intn(max(r.NoProgress, 1)+2))
		got, err := set.Probe(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if want := implied(t, set, p); got != want {
			t.Errorf("%s: the tables say %v, its moves imply %v", p, got, want)
		}
		if got.Outcome != Draw {
			decided++
		}
	}
	if decided < *consistencyPositions/6 {
		t.Fatalf("only %d decided positions among %d", decided, *consistencyPositions)
	}
	t.Logf("%d positions of up to %d pieces, %d decided", *consistencyPositions, set.Pieces(), decided)
}

// mustPosition parses position text or fails the test.
func mustPosition(t *testing.T, text string) game.Position {
	t.Helper()
	p, err := game.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// randomPosition returns a random position of n pieces, each side at
// least one, men off their far rank, either side to move.
func randomPosition(rng *rand.Rand, n int) game.Position {
	for {
		var white, black, mullas uint32
		for k := 0; k < n; {
			b := uint32(1) << rng.Intn(game.NumSquares)
			if (white|black)&b != 0 {
				continue
			}
			if k == 0 || k > 1 && rng.Intn(2) == 0 {
				white |= b
			} else {
				black |= b
			}
			if rng.Intn(2) == 0 {
				mullas |= b
			}
			k++
		}
		if p, err := game.PositionFromBoards(white, black, mullas, game.Color(rng.Intn(2))); err == nil {
			return p
		}
	}
}

// TestBuildResumesAndChecks: a second build loads what the first built
// (each file checked whole) instead of building it again; a damaged or
// missing file is built again, and said; Open refuses a damaged file.
func TestBuildResumesAndChecks(t *testing.T) {
	base := t.TempDir()
	r := game.DefaultRules()
	var first []Progress
	if _, err := Build(base, r, BuildOptions{Pieces: 3, Threads: 1, Progress: func(p Progress) { first = append(first, p) }}); err != nil {
		t.Fatal(err)
	}
	dir := RulesDir(base, r)
	damaged := fileName(dir, Class{0, 1, 0, 2})
	data, err := os.ReadFile(damaged)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)-1] ^= 1
	if err := os.WriteFile(damaged, data, 0o644); err != nil {
		t.Fatal(err)
	}
	opened, err := Open(base, r)
	if err != nil {
		t.Fatalf("Open reads the headers only: %v", err)
	}
	// a class W-BB position: a white mulla against two black ones
	if _, err := opened.Probe(mustPosition(t, "5/1B3/5/5/W3B w")); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Fatalf("probe of a damaged class: %v", err)
	}
	if _, err := opened.Probe(mustPosition(t, "5/5/5/5/W3B w")); err != nil {
		t.Fatalf("probe of a sound class: %v", err)
	}
	header := fileName(dir, Class{1, 0, 0, 1})
	if data, err = os.ReadFile(header); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(header, append([]byte("fetaix-table 9"), data[14:]...), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(base, r); err == nil || !strings.Contains(err.Error(), "header") {
		t.Fatalf("Open of a file with a foreign header: %v", err)
	}
	if err := os.Remove(fileName(dir, Class{1, 0, 1, 0})); err != nil {
		t.Fatal(err)
	}
	var again []Progress
	if _, err := Build(base, r, BuildOptions{Pieces: 3, Threads: 1, Progress: func(p Progress) { again = append(again, p) }}); err != nil {
		t.Fatal(err)
	}
	built := map[Class]Progress{}
	for _, p := range again {
		built[p.Class] = p
	}
	if len(again) != len(first) {
		t.Fatalf("%d classes reported, then %d", len(first), len(again))
	}
	for c, p := range built {
		rebuilt := c == Class{0, 1, 0, 2} || c == Class{0, 2, 0, 1} || c == Class{1, 0, 1, 0} || c == Class{1, 0, 0, 1} || c == Class{0, 1, 1, 0}
		if p.Loaded == rebuilt {
			t.Errorf("%s: loaded %v, want %v", c, p.Loaded, !rebuilt)
		}
	}
	if p := built[Class{0, 1, 0, 2}]; !strings.Contains(p.Rebuilt, "checksum") {
		t.Errorf("the damaged class's rebuild does not say why: %q", p.Rebuilt)
	}
	if _, err := Open(base, r); err != nil {
		t.Fatalf("Open after the rebuild: %v", err)
	}
}

// TestProgressFalls: in every decided position of up to three pieces, at
// random no-progress counts, under the default rules, the tables' move for
// a win leads to a position the opponent loses and that stands nearer the
// end of the proof; and every move of a lost position does too — so a won
// game played by BestMove ends, won.
func TestProgressFalls(t *testing.T) {
	set, err := Build(t.TempDir(), game.DefaultRules(), BuildOptions{Pieces: 3, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(5))
	checked := 0
	for _, p := range naivePositions(3) {
		p = withCount(p, rng.Intn(50))
		v, pr, _ := set.decide(&p)
		if v.Outcome == Draw {
			continue
		}
		m, _, ok, err := set.BestMove(p)
		if err != nil || (!ok && len(p.LegalMoves(set.rules, nil)) > 0) {
			t.Fatalf("%s: BestMove %v %v", p, ok, err)
		}
		switch v.Outcome {
		case Win:
			child := p.Apply(m)
			cv, cpr, _ := set.decide(&child)
			if cv.Outcome != Loss || !cpr.less(pr) {
				t.Fatalf("%s (%v, %v): %s leads to %v at %v", p, v, pr, m, cv, cpr)
			}
		case Loss:
			for _, mv := range p.LegalMoves(set.rules, nil) {
				child := p.Apply(mv)
				if _, cpr, _ := set.decide(&child); !cpr.less(pr) {
					t.Fatalf("%s (%v, %v): the loser's %s leads to %v", p, v, pr, mv, cpr)
				}
			}
		}
		checked++
	}
	if checked < 10000 {
		t.Fatalf("only %d decided positions", checked)
	}
}
