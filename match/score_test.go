package match

import (
	"math"
	"strings"
	"testing"
)

func TestMatchScoreElo(t *testing.T) {
	for _, tc := range []struct {
		m          Score
		score, elo float64
	}{
		{Score{50, 0, 50}, 0.5, 0},
		{Score{75, 0, 25}, 0.75, 190.85},
		{Score{20, 60, 20}, 0.5, 0},
		{Score{10, 0, 0}, 1, math.Inf(1)},
	} {
		d, e := tc.m.Elo()
		if math.Abs(tc.m.Share()-tc.score) > 1e-9 || (math.Abs(d-tc.elo) > 0.01 && !(math.IsInf(tc.elo, 1) && math.IsInf(d, 1))) {
			t.Errorf("%v: score %.3f elo %.2f, want %.3f %.2f", tc.m, tc.m.Share(), d, tc.score, tc.elo)
		}
		if e <= 0 {
			t.Errorf("%v: margin %v, want positive", tc.m, e)
		}
	}
	// draws narrow the margin: same score, less variance
	_, wide := Score{50, 0, 50}.Elo()
	_, narrow := Score{20, 60, 20}.Elo()
	if narrow >= wide {
		t.Errorf("margin with draws %.1f ≥ without %.1f", narrow, wide)
	}
}

// TestMatchScoreText: an even score reads Elo 0, never -0 (eloOf(0.5) is
// a hair below zero), and the other signs stay.
func TestMatchScoreText(t *testing.T) {
	for _, tc := range []struct {
		m    Score
		want string
	}{
		{Score{1, 0, 1}, "W/D/L 1/0/1 score 50.0% Elo 0 ± inf"},
		{Score{0, 2, 0}, "W/D/L 0/2/0 score 50.0% Elo 0 ± "},
		{Score{75, 0, 25}, "W/D/L 75/0/25 score 75.0% Elo +191 ± "},
		{Score{0, 0, 1}, "W/D/L 0/0/1 score 0.0% Elo -inf ± inf"},
	} {
		if got := tc.m.String(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%v: %q, want %q...", tc.m, got, tc.want)
		}
	}
}
