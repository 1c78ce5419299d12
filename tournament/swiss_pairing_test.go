package tournament

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// pairable reports by brute force whether the players left in used can
// all be paired.
func pairable(n int, ok func(i, j int) bool, used []bool) bool {
	first := -1
	for i := range n {
		if !used[i] {
			first = i
			break
		}
	}
	if first == -1 {
		return true
	}
	used[first] = true
	defer func() { used[first] = false }()
	for j := first + 1; j < n; j++ {
		if !used[j] && ok(first, j) {
			used[j] = true
			found := pairable(n, ok, used)
			used[j] = false
			if found {
				return true
			}
		}
	}
	return false
}

// TestPairDutchOnRandomGraphs: on random players, scores and
// may-meet graphs, pairDutch pairs everyone exactly when some pairing
// does (with a bye to a player allowed one), and only pairs that may
// meet.
func TestPairDutchOnRandomGraphs(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 2000 {
		n := 1 + rng.IntN(14)
		es := make([]entrant, n)
		for i := range es {
			es[i] = entrant{rank: i + 1, score: 2 * rng.IntN(4), byeBlocked: rng.IntN(3) == 0,
				unplayed: rng.IntN(2), floatLast: floatKind(rng.IntN(3)), floatBefore: floatKind(rng.IntN(3))}
		}
		density := 0.2 + 0.8*rng.Float64()
		adj := make([][]bool, n)
		for i := range adj {
			adj[i] = make([]bool, n)
		}
		for i := range n {
			for j := i + 1; j < n; j++ {
				if rng.Float64() < density {
					adj[i][j], adj[j][i] = true, true
				}
			}
		}
		ok := func(i, j int) bool { return adj[i][j] }
		possible := false
		if n%2 == 0 {
			possible = pairable(n, ok, make([]bool, n))
		} else {
			for b := range n {
				used := make([]bool, n)
				used[b] = true
				if !es[b].byeBlocked && pairable(n, ok, used) {
					possible = true
					break
				}
			}
		}
		pairs, bye, err := pairDutch(es, ok)
		if !possible {
			if !errors.Is(err, ErrNoPairing) {
				t.Fatalf("trial %d: no pairing exists, got %v, %v", trial, pairs, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("trial %d: %v, but a pairing exists", trial, err)
		}
		seen := make([]bool, n)
		if bye >= 0 {
			if es[bye].byeBlocked {
				t.Fatalf("trial %d: a second bye to %d", trial, bye)
			}
			seen[bye] = true
		}
		for _, p := range pairs {
			if !ok(p[0], p[1]) || seen[p[0]] || seen[p[1]] {
				t.Fatalf("trial %d: bad pair %v", trial, p)
			}
			seen[p[0]], seen[p[1]] = true, true
		}
		for i, s := range seen {
			if !s {
				t.Fatalf("trial %d: %d not paired", trial, i)
			}
		}
	}
}

// pairOf runs pairDutch on entrants whose indices are their pairing
// numbers less one, with the given pairs already met, and returns the
// pairs as pairing numbers.
func pairOf(t *testing.T, es []entrant, met [][2]int) ([][2]int, int) {
	t.Helper()
	seen := map[[2]int]bool{}
	for _, m := range met {
		seen[[2]int{m[0] - 1, m[1] - 1}], seen[[2]int{m[1] - 1, m[0] - 1}] = true, true
	}
	pairs, bye, err := pairDutch(es, func(i, j int) bool { return !seen[[2]int{i, j}] })
	if err != nil {
		t.Fatal(err)
	}
	for i := range pairs {
		pairs[i] = [2]int{pairs[i][0] + 1, pairs[i][1] + 1}
	}
	slices.SortFunc(pairs, func(a, b [2]int) int { return a[0] - b[0] })
	return pairs, bye + 1
}

func entrants(scores ...int) []entrant {
	es := make([]entrant, len(scores))
	for i, s := range scores {
		es[i] = entrant{rank: i + 1, score: s}
	}
	return es
}

// TestDutchBracketRules checks the Dutch rules the engine applies on
// small brackets worked by hand.
func TestDutchBracketRules(t *testing.T) {
	// S1 against S2 in order.
	got, _ := pairOf(t, entrants(0, 0, 0, 0, 0, 0, 0, 0), nil)
	if want := [][2]int{{1, 5}, {2, 6}, {3, 7}, {4, 8}}; !slices.Equal(got, want) {
		t.Errorf("homogeneous: %v, want %v", got, want)
	}
	// 1 and 5 met: S2's first transposition.
	got, _ = pairOf(t, entrants(0, 0, 0, 0, 0, 0, 0, 0), [][2]int{{1, 5}})
	if want := [][2]int{{1, 6}, {2, 5}, {3, 7}, {4, 8}}; !slices.Equal(got, want) {
		t.Errorf("transposition: %v, want %v", got, want)
	}
	// An odd bracket floats its last player down, who meets the top of
	// the next bracket.
	got, _ = pairOf(t, entrants(2, 2, 2, 0, 0, 0), nil)
	if want := [][2]int{{1, 2}, {3, 4}, {5, 6}}; !slices.Equal(got, want) {
		t.Errorf("downfloat: %v, want %v", got, want)
	}
	// ... unless it floated down last round: the next one floats (C.12).
	es := entrants(2, 2, 2, 0, 0, 0)
	es[2].floatLast = floatedDown
	got, _ = pairOf(t, es, nil)
	if want := [][2]int{{1, 3}, {2, 4}, {5, 6}}; !slices.Equal(got, want) {
		t.Errorf("repeated downfloat: %v, want %v", got, want)
	}
	// Completion: 1-2 would leave 3 and 4, who met: both float instead.
	got, _ = pairOf(t, entrants(4, 4, 2, 2), [][2]int{{3, 4}})
	if want := [][2]int{{1, 3}, {2, 4}}; !slices.Equal(got, want) {
		t.Errorf("completion: %v, want %v", got, want)
	}
	// The bye: the lowest score, then fewest unplayed, then lowest placed,
	// never a second one.
	es = entrants(2, 0, 0, 0, 0)
	es[4].byeBlocked = true
	es[3].unplayed = 1
	_, bye := pairOf(t, es, nil)
	if bye != 3 {
		t.Errorf("bye to %d, want 3", bye)
	}
}
