package main

import (
	"math"
	"testing"
)

func TestMatchScoreElo(t *testing.T) {
	for _, tc := range []struct {
		m          matchScore
		score, elo float64
	}{
		{matchScore{50, 0, 50}, 0.5, 0},
		{matchScore{75, 0, 25}, 0.75, 190.85},
		{matchScore{20, 60, 20}, 0.5, 0},
		{matchScore{10, 0, 0}, 1, math.Inf(1)},
	} {
		d, e := tc.m.elo()
		if math.Abs(tc.m.score()-tc.score) > 1e-9 || (math.Abs(d-tc.elo) > 0.01 && !(math.IsInf(tc.elo, 1) && math.IsInf(d, 1))) {
			t.Errorf("%v: score %.3f elo %.2f, want %.3f %.2f", tc.m, tc.m.score(), d, tc.score, tc.elo)
		}
		if e <= 0 {
			t.Errorf("%v: margin %v, want positive", tc.m, e)
		}
	}
	// draws narrow the margin: same score, less variance
	_, wide := matchScore{50, 0, 50}.elo()
	_, narrow := matchScore{20, 60, 20}.elo()
	if narrow >= wide {
		t.Errorf("margin with draws %.1f ≥ without %.1f", narrow, wide)
	}
}
