package analysis

import (
	"testing"

	"github.com/fetaix/fetaix/explore"
)

// TestDescribe checks the comment's words for each kind of knowledge: an
// exact proven value, a bound alone, a bound beside the engine's view
// (both said), the engine's view alone, and nothing.
func TestDescribe(t *testing.T) {
	L, D, W := explore.Loss, explore.Draw, explore.Win
	cases := []struct {
		v    explore.Verdict
		want string
	}{
		{explore.Verdict{Bounds: explore.Bounds{Low: W, High: W}, Source: explore.FromTable, Plies: 7}, "wins (table, 7 plies)"},
		{explore.Verdict{Bounds: explore.Bounds{Low: L, High: D}, Source: explore.FromProof, Plies: -1}, "does not win (proof)"},
		{explore.Verdict{Bounds: explore.Bounds{Low: L, High: D}, Source: explore.FromSearch, Plies: -1, Mate: -9, Depth: 8},
			"does not win (proof), loses in 9 plies (engine, depth 8)"},
		{explore.Verdict{Bounds: explore.Bounds{Low: D, High: W}, Source: explore.FromSearch, Plies: -1, Score: 35, Depth: 8},
			"draws or better (proof), scores +0.35 (engine, depth 8)"},
		{explore.Verdict{Bounds: explore.Bounds{Low: D, High: D}, Source: explore.FromSearch, Plies: -1, Score: 35, Depth: 8}, "draws (proof)"},
		{explore.Verdict{Bounds: explore.Bounds{Low: L, High: W}, Source: explore.FromSearch, Plies: -1, Mate: 3, Depth: 6}, "wins in 3 plies (engine, depth 6)"},
		{explore.Verdict{Bounds: explore.Bounds{Low: L, High: W}, Plies: -1}, "is not judged"},
	}
	for _, c := range cases {
		if got := Describe(c.v); got != c.want {
			t.Errorf("Describe(%+v) = %q, want %q", c.v, got, c.want)
		}
	}
}
