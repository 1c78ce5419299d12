package puzzle

import (
	"testing"
	"time"
)

// dailySet is a set of puzzles whose ratings and lengths vary: some fit
// the puzzle of the day's bounds, most do not.
func dailySet() []Puzzle {
	var set []Puzzle
	for i := range 200 {
		moves := 1 + i%3
		set = append(set, Puzzle{Rating: 800 + 10*i, Solution: make([]string, 2*moves-1)})
	}
	return set
}

// TestDailySameDaySamePuzzle: every time of one UTC day gives the same
// puzzle, one that fits the bounds; other days give others, mostly.
func TestDailySameDaySamePuzzle(t *testing.T) {
	set := dailySet()
	day := time.Date(2026, 12, 7, 0, 0, 0, 0, time.UTC)
	first := Daily(set, day)
	for _, at := range []time.Time{day.Add(time.Hour), day.Add(23*time.Hour + 59*time.Minute),
		day.Add(5 * time.Hour).In(time.FixedZone("east", 9*3600))} {
		if got := Daily(set, at); got != first {
			t.Fatalf("at %v the puzzle of the day is %d, at midnight %d", at, got, first)
		}
	}
	differ := 0
	const days = 30
	for d := range days {
		i := Daily(set, day.AddDate(0, 0, d))
		pz := set[i]
		if pz.Rating < DailyMinRating || pz.Rating > DailyMaxRating || pz.SolverMoves() < DailyMinMoves {
			t.Fatalf("day %d: puzzle %d (rating %d, %d moves) is outside the bounds", d, i, pz.Rating, pz.SolverMoves())
		}
		if d > 0 && i != Daily(set, day.AddDate(0, 0, d-1)) {
			differ++
		}
	}
	if differ < days*2/3 {
		t.Errorf("only %d of %d days give a puzzle other than the day before's", differ, days-1)
	}
}

// TestDailyWithoutFitTakesAny: a set with no puzzle in the bounds still
// has a puzzle of the day; an empty one has none.
func TestDailyWithoutFitTakesAny(t *testing.T) {
	set := []Puzzle{{Rating: 900, Solution: []string{"a"}}, {Rating: 2500, Solution: []string{"a", "b", "c"}}}
	seen := map[int]bool{}
	for d := range 20 {
		seen[Daily(set, time.Date(2026, 1, 1+d, 12, 0, 0, 0, time.UTC))] = true
	}
	if len(seen) != 2 {
		t.Errorf("over 20 days the puzzles of the day were %v, want both", seen)
	}
	if i := Daily(nil, time.Now()); i != -1 {
		t.Errorf("empty set: %d, want -1", i)
	}
}
