package puzzle

import (
	"testing"

	"github.com/fetaix/fetaix/rating"
)

// TestRatePuzzleLosesWhenSolved: a solved attempt lowers the puzzle's
// rating and raises the solver's, a failed one the reverse, a hinted
// solve (0.5) moves both less than a clean one; the first rating is the
// committed one with PuzzleStartRD.
func TestRatePuzzleLosesWhenSolved(t *testing.T) {
	start := StartRating(Puzzle{Rating: 1500})
	if start.R != 1500 || start.RD != PuzzleStartRD {
		t.Fatalf("start rating %+v", start)
	}
	player := rating.New()
	solved, failed, hinted := RatePuzzle(start, player, 1), RatePuzzle(start, player, 0), RatePuzzle(start, player, 0.5)
	if !(solved.R < start.R && failed.R > start.R) {
		t.Errorf("puzzle after a solve %.1f, after a failure %.1f, from %.1f", solved.R, failed.R, start.R)
	}
	if hinted.R-start.R > 1e-9 || hinted.R <= solved.R {
		t.Errorf("puzzle after a hinted solve %.1f: want between %.1f and %.1f", hinted.R, solved.R, start.R)
	}
	if s, f := RateSolver(player, start, 1), RateSolver(player, start, 0); !(s.R > player.R && f.R < player.R) {
		t.Errorf("solver after a solve %.1f, after a failure %.1f, from %.1f", s.R, f.R, player.R)
	}
	if solved.RD >= start.RD {
		t.Errorf("the puzzle's deviation %.1f did not shrink from %.1f", solved.RD, start.RD)
	}
}
