package tournament

import (
	"math/rand/v2"
	"testing"
)

// bruteMatching is the maximum matching by trying every way.
func bruteMatching(n int, edge func(i, j int) bool, used []bool) int {
	first := -1
	for i := range n {
		if !used[i] {
			first = i
			break
		}
	}
	if first == -1 {
		return 0
	}
	used[first] = true
	best := bruteMatching(n, edge, used) // first stays unmatched
	for j := first + 1; j < n; j++ {
		if !used[j] && edge(first, j) {
			used[j] = true
			best = max(best, 1+bruteMatching(n, edge, used))
			used[j] = false
		}
	}
	used[first] = false
	return best
}

// TestMaxMatchingAgreesWithBruteForce checks the blossom algorithm on
// random small graphs, odd cycles included, against trying every way.
func TestMaxMatchingAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 400 {
		n := 1 + rng.IntN(10)
		p := rng.Float64()
		adj := make([][]bool, n)
		for i := range adj {
			adj[i] = make([]bool, n)
		}
		for i := range n {
			for j := i + 1; j < n; j++ {
				if rng.Float64() < p {
					adj[i][j], adj[j][i] = true, true
				}
			}
		}
		edge := func(i, j int) bool { return adj[i][j] }
		got, want := maxMatching(n, edge), bruteMatching(n, edge, make([]bool, n))
		if got != want {
			t.Fatalf("trial %d: n=%d: blossom %d, brute force %d", trial, n, got, want)
		}
	}
}
