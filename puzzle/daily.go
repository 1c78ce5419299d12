package puzzle

import (
	"hash/fnv"
	"time"
)

// The puzzle of the day is drawn from the committed puzzles of
// DailyMinRating to DailyMaxRating with DailyMinMoves solver's moves or
// more, or, when the set has none, from all of it.
const (
	DailyMinRating = 1300
	DailyMaxRating = 2200
	DailyMinMoves  = 2
)

// Daily returns the index in set of the puzzle of day (its UTC date): the
// same for every call that day, chosen by a hash of the date among the
// puzzles that fit (above); -1 when set is empty.
func Daily(set []Puzzle, day time.Time) int {
	var fit []int
	for i, pz := range set {
		if pz.Rating >= DailyMinRating && pz.Rating <= DailyMaxRating && pz.SolverMoves() >= DailyMinMoves {
			fit = append(fit, i)
		}
	}
	if len(fit) == 0 {
		if len(set) == 0 {
			return -1
		}
		fit = make([]int, len(set))
		for i := range fit {
			fit[i] = i
		}
	}
	h := fnv.New64a()
	h.Write([]byte(day.UTC().Format(time.DateOnly)))
	return fit[h.Sum64()%uint64(len(fit))]
}
