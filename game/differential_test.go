package game

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/naive"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
)

// The differential test: the naive generator (internal/naive) against
// Position.LegalMoves, CountMoves, HasCapture, HasMoves, Apply and Perft, on random
// positions (random playouts from the start, and random placements of men
// and mullas) under every combination of the generation options.
//
// FETAIX_DIFF_N sets the number of positions per option combination and
// kind (default 300, so 24 × 600 positions in all; 1000 in the long
// checks, internal/testkit/longtest).

// diffPosition compares the two generators on p under r and describes every
// disagreement; it returns "" when they agree.
func diffPosition(p Position, r Rules) string {
	var errs []string
	fail := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	np := nFromPosition(p)
	if np.Text() != p.String() {
		fail("position text: naive %q, Position.String %q", np.Text(), p.String())
	}
	naiveList, _ := naiveMoves(np, r)
	legal := p.LegalMoves(r, make([]Move, 0, MaxMoves))

	byText := map[string]Move{}
	for i, m := range legal {
		s := m.String()
		if _, dup := byText[s]; dup {
			fail("LegalMoves lists %s twice", s)
		}
		byText[s] = m
		for _, o := range legal[i+1:] {
			if o.Same(m) && o.String() != s {
				fail("LegalMoves lists one move (from, to, captured) twice: %s and %s", s, o)
			}
		}
	}
	naiveText := map[string]bool{}
	for _, nm := range naiveList {
		s := nm.String()
		naiveText[s] = true
		m, ok := byText[s]
		if !ok {
			fail("missing move %s", s)
			continue
		}
		if m.From.String() != nm.From.String() || m.To.String() != nm.To().String() || m.Captured != nm.Captured {
			fail("%s: from/to/captured %s %s %#x, naive %s %s %#x", s, m.From, m.To, m.Captured, nm.From, nm.To(), nm.Captured)
		}
		if m.Promote != nm.Promote {
			fail("%s: Promote %v, naive %v", s, m.Promote, nm.Promote)
		}
		after := p.Apply(m)
		if want := np.Apply(nm).Text(); after.String() != want {
			fail("%s: Apply gives %q, naive %q", s, after.String(), want)
		}
		if fresh, err := ParsePosition(after.String()); err != nil {
			fail("%s: the position after it does not parse: %v", s, err)
		} else if fresh.Hash() != after.Hash() {
			fail("%s: incremental hash %#x, from scratch %#x", s, after.Hash(), fresh.Hash())
		}
	}
	for s := range byText {
		if !naiveText[s] {
			fail("extra move %s", s)
		}
	}
	var buf [MaxMoves]Move
	if n := p.CountMoves(r, buf[:0]); n != len(naiveList) {
		fail("CountMoves %d, naive %d moves", n, len(naiveList))
	}
	if has, want := p.HasCapture(r), len(naiveList) > 0 && naiveList[0].Capture; has != want {
		fail("HasCapture %v, naive %v", has, want)
	}
	if has, want := p.HasMoves(r), len(naiveList) > 0; has != want {
		fail("HasMoves %v, naive %d moves", has, len(naiveList))
	}
	if len(errs) == 0 {
		return ""
	}
	realText := make([]string, 0, len(legal))
	for s := range byText {
		realText = append(realText, s)
	}
	sort.Strings(realText)
	return fmt.Sprintf("position %q rules %q:\n  %s\n  real:  %v\n  naive: %v", p.String(), r.String(),
		strings.Join(errs, "\n  "), realText, naive.MoveStrings(naiveList))
}

// diffPositions runs diffPosition over positions, failing t on the first
// few disagreements.
func diffPositions(t *testing.T, r Rules, positions []Position) {
	t.Helper()
	bad := 0
	for _, p := range positions {
		if d := diffPosition(p, r); d != "" {
			bad++
			if bad <= 3 {
				t.Error(d)
			}
		}
	}
	if bad > 3 {
		t.Errorf("... %d positions disagree in all, of %d", bad, len(positions))
	}
}

// diffSample returns n positions from random playouts and n random
// placements, reproducibly from seed.
func diffSample(seed int64, r Rules, n int) (playouts, placements []Position) {
	rng := rand.New(rand.NewSource(seed))
	for len(playouts) < n {
		playouts = append(playouts, randomPlayout(rng, r, 20+rng.Intn(100))...)
	}
	playouts = playouts[:n]
	for len(placements) < n {
		placements = append(placements, randomPlacement(rng))
	}
	return playouts, placements
}

// diffCoverage counts the rule features met by a sample, so that the test
// can insist the random positions exercise every tricky rule.
type diffCoverage struct {
	captures, multi, mullaCaptures, manFarRank, promotions, majorityCuts, clashes int
}

func (c *diffCoverage) add(p Position, r Rules) {
	np := nFromPosition(p)
	moves, clashes := naiveMoves(np, r)
	c.clashes += len(clashes)
	if len(moves) == 0 || !moves[0].Capture {
		return
	}
	c.captures++
	free := r
	free.Majority = false
	if all, _ := naiveMoves(np, free); len(all) != len(moves) {
		c.majorityCuts++
	}
	for _, m := range moves {
		if len(m.Path) > 1 {
			c.multi++
		}
		if np.At(m.From).Mulla() {
			c.mullaCaptures++
			continue
		}
		if m.Promote {
			c.promotions++
		}
		for _, q := range m.Path {
			if naive.Far(q, np.White) {
				c.manFarRank++
				break
			}
		}
	}
}

func TestDifferentialRandomPositions(t *testing.T) {
	n := 300
	if longtest.Enabled() {
		n = 1000
	}
	n = envInt(t, "FETAIX_DIFF_N", n)
	for i, r := range allRuleCombos() {
		t.Run(rulesName(r), func(t *testing.T) {
			playouts, placements := diffSample(int64(1000+i), r, n)
			t.Run("playouts", func(t *testing.T) { diffPositions(t, r, playouts) })
			t.Run("placements", func(t *testing.T) { diffPositions(t, r, placements) })
			var c diffCoverage
			for _, p := range append(playouts, placements...) {
				c.add(p, r)
			}
			t.Logf("%d positions: %d with captures, %d multi-captures, %d mulla captures, %d man captures reaching the far rank, %d promoting captures, %d positions cut by majority, %d moves whose paths disagree on promotion",
				2*n, c.captures, c.multi, c.mullaCaptures, c.manFarRank, c.promotions, c.majorityCuts, c.clashes)
			if c.captures == 0 || c.multi == 0 || c.mullaCaptures == 0 || c.manFarRank == 0 || c.promotions == 0 {
				t.Errorf("the sample misses a kind of capture: %+v", c)
			}
			// Two paths of one move cannot disagree on promotion: a man's
			// jumps keep the parity of its rank, so a path reaching the far
			// rank and one taking the same rank-4 piece sideways cannot start
			// on the same point. The rules page leaves no choice here.
			if c.clashes > 0 {
				t.Errorf("%d moves whose paths disagree on promotion", c.clashes)
			}
			if r.Majority && c.majorityCuts == 0 {
				t.Errorf("no position of the sample is changed by the majority rule")
			}
		})
	}
}

// diffPerftPositions are the positions of the perft comparison: the start,
// a middlegame, and mulla-rich positions.
var diffPerftPositions = []struct {
	text  string
	depth int
}{
	{StartText, 7},
	{"bbbbb/b1bbb/1bw1w/w1ww1/wwwww b 0 3", 4},
	{"2b2/1W3/b1b1b/3B1/w1w2 w 0 30", 3},
	{"B3b/1w1w1/2b2/w3W/5 b 0 40", 3},
	{"5/1b1b1/2W2/1b1b1/5 w 0 20", 4},
}

func TestDifferentialPerft(t *testing.T) {
	for _, r := range allRuleCombos() {
		for _, pp := range diffPerftPositions {
			p := mustPosition(t, pp.text)
			np := nFromPosition(p)
			for d := 1; d <= pp.depth; d++ {
				got, want := Perft(p, r, d), naivePerft(np, r, d)
				if got != want {
					t.Errorf("rules %q position %q: Perft(%d) = %d, naive %d", r.String(), pp.text, d, got, want)
					break
				}
			}
		}
	}
}
