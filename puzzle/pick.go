package puzzle

import (
	"math"
	"math/rand/v2"
	"sort"

	"github.com/fetaix/fetaix/rating"
)

// pickAmong is how many of the puzzles nearest the player's rating Pick
// chooses among, so that the same rating does not always give the same
// puzzle.
const pickAmong = 12

// Pick returns the index of a puzzle of set near rating r: one of the
// pickAmong nearest by rating that skip does not exclude (chosen with
// rng); -1 when every puzzle is excluded.
func Pick(set []Puzzle, r float64, skip func(i int) bool, rng *rand.Rand) int {
	idx := make([]int, 0, len(set))
	for i := range set {
		if skip == nil || !skip(i) {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return -1
	}
	sort.SliceStable(idx, func(a, b int) bool {
		return math.Abs(float64(set[idx[a]].Rating)-r) < math.Abs(float64(set[idx[b]].Rating)-r)
	})
	return idx[rng.IntN(min(pickAmong, len(idx)))]
}

// PuzzleRD is the deviation a puzzle's rating is given as a player's
// opponent: its rating is a formula's (rate.go), not learnt from results.
const PuzzleRD = 80

// Rated returns the player's rating after an attempt at pz: a rating
// period of one game against the puzzle, won when solved (RatedScore of
// ScoreSolved or ScoreFailed).
func Rated(player rating.Rating, pz Puzzle, solved bool) rating.Rating {
	if solved {
		return RatedScore(player, pz, ScoreSolved)
	}
	return RatedScore(player, pz, ScoreFailed)
}
