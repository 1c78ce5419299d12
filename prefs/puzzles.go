package prefs

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/rating"
)

// PuzzlesFile is the file of the player's puzzle results inside Dir().
const PuzzlesFile = "puzzles"

// PuzzlesPath returns Dir()/puzzles.
func PuzzlesPath() (string, error) { return inDir(PuzzlesFile) }

// PuzzleStats are the player's results at the puzzles (fetaix puzzle):
// their Glicko-2 puzzle rating, the puzzles solved in a row now and at
// best, how many were solved and failed, and their personal bests of the
// unrated runs: the most puzzles solved in a streak run and in a timed
// run.
type PuzzleStats struct {
	Rating                   rating.Rating
	Streak, Best             int
	Solved, Failed           int
	BestStreakRun, BestTimed int
}

// NewPuzzleStats are a newcomer's: rating.New(), nothing counted.
func NewPuzzleStats() PuzzleStats { return PuzzleStats{Rating: rating.New()} }

// Add counts one attempt that scored score (1 solved, 0.5 solved after a
// hint, 0 failed), after which the rating is after: a hinted solve is
// counted solved but does not extend the streak (nor end it).
func (s *PuzzleStats) Add(score float64, after rating.Rating) {
	s.Rating = after
	switch {
	case score >= 1:
		s.Solved++
		s.Streak++
		s.Best = max(s.Best, s.Streak)
	case score > 0:
		s.Solved++
	default:
		s.Failed++
		s.Streak = 0
	}
}

// The keys of the puzzles file.
const (
	puzzleRatingKey = "rating"
	puzzleStreakKey = "streak"
	puzzleBestKey   = "best-streak"
	puzzleSolvedKey = "solved"
	puzzleFailedKey = "failed"
	puzzleRunKey    = "best-streak-run"
	puzzleTimedKey  = "best-timed"
)

// The runs whose personal bests the puzzles file keeps (RecordRun).
const (
	RunStreak = "streak" // puzzles of rising difficulty until the first mistake
	RunTimed  = "timed"  // as many as can be solved in three minutes
)

// LoadPuzzleStats reads the puzzles file at path: "rating = R RD VOL",
// "streak", "best-streak", "solved", "failed", "best-streak-run" and
// "best-timed" counts (a file without the last two, of an older version,
// reads as 0). A missing file
// is a newcomer's; a bad line is returned as a warning and ignored.
func LoadPuzzleStats(path string) (PuzzleStats, []Warning) {
	s := NewPuzzleStats()
	f := readKV(path)
	counts := s.counts()
	for _, e := range f.entries {
		if e.bad {
			continue
		}
		if e.key == puzzleRatingKey {
			r, err := parsePuzzleRating(e.value)
			if err != nil {
				f.warn(e.line, err.Error()+"; ignored")
				continue
			}
			s.Rating = r
			continue
		}
		n, ok := counts[e.key]
		if !ok {
			f.warn(e.line, fmt.Sprintf("unknown key %q; ignored", e.key))
			continue
		}
		v, err := strconv.Atoi(e.value)
		if err != nil || v < 0 {
			f.warn(e.line, fmt.Sprintf("%s: bad value %q (want a count); ignored", e.key, e.value))
			continue
		}
		*n = v
	}
	return s, f.warnings
}

// parsePuzzleRating reads "R RD VOL".
func parsePuzzleRating(text string) (rating.Rating, error) {
	f := strings.Fields(text)
	var v [3]float64
	bad := len(f) != 3
	for i := 0; !bad && i < 3; i++ {
		var err error
		v[i], err = strconv.ParseFloat(f[i], 64)
		bad = err != nil || math.IsNaN(v[i]) || math.IsInf(v[i], 0) || v[i] < 0
	}
	if bad || v[1] > rating.MaxRD {
		return rating.Rating{}, fmt.Errorf("rating: bad value %q (want: rating deviation volatility, e.g. 1500 350 0.06)", text)
	}
	return rating.Rating{R: v[0], RD: v[1], Vol: v[2]}, nil
}

// Save writes the puzzle statistics to path atomically.
func (s PuzzleStats) Save(path string) error {
	items := []item{
		{"", puzzleRatingKey, fmt.Sprintf("%.2f %.2f %.6f", s.Rating.R, s.Rating.RD, s.Rating.Vol)},
		{"", puzzleStreakKey, strconv.Itoa(s.Streak)},
		{"", puzzleBestKey, strconv.Itoa(s.Best)},
		{"", puzzleSolvedKey, strconv.Itoa(s.Solved)},
		{"", puzzleFailedKey, strconv.Itoa(s.Failed)},
		{"", puzzleRunKey, strconv.Itoa(s.BestStreakRun)},
		{"", puzzleTimedKey, strconv.Itoa(s.BestTimed)},
	}
	valid := func(key, value string) bool {
		if key == puzzleRatingKey {
			_, err := parsePuzzleRating(value)
			return err == nil
		}
		n, err := strconv.Atoi(value)
		_, known := s.counts()[key]
		return known && err == nil && n >= 0
	}
	return saveKV(path, []string{
		"Fetaix: your puzzle results, written by fetaix puzzle.",
		"rating = rating deviation volatility (Glicko-2)",
	}, items, func(k string) string { return k }, valid)
}

// RecordPuzzle counts one attempt that scored score (as PuzzleStats.Add)
// in the puzzles file at path: it reads the file, rates the attempt (the
// rating becomes rate's of the file's), counts it and saves the file
// atomically. It returns the rating after.
// A bad line of the old file is ignored (LoadPuzzleStats), and commented
// out as the file is saved.
func RecordPuzzle(path string, rate func(rating.Rating) rating.Rating, score float64) (rating.Rating, error) {
	s, _ := LoadPuzzleStats(path)
	s.Add(score, rate(s.Rating))
	return s.Rating, s.Save(path)
}

// RecordRun keeps the score (puzzles solved) of a run of kind RunStreak
// or RunTimed in the puzzles file at path, as its personal best when it
// beats it; it returns the personal best before the run.
func RecordRun(path, kind string, score int) (before int, err error) {
	s, _ := LoadPuzzleStats(path)
	best := map[string]*int{RunStreak: &s.BestStreakRun, RunTimed: &s.BestTimed}[kind]
	if best == nil {
		return 0, fmt.Errorf("puzzles: no run %q (want %s or %s)", kind, RunStreak, RunTimed)
	}
	before = *best
	if score <= before {
		return before, nil
	}
	*best = score
	return before, s.Save(path)
}

// counts are the file's keys of counts, and where each is kept.
func (s *PuzzleStats) counts() map[string]*int {
	return map[string]*int{puzzleStreakKey: &s.Streak, puzzleBestKey: &s.Best, puzzleSolvedKey: &s.Solved,
		puzzleFailedKey: &s.Failed, puzzleRunKey: &s.BestStreakRun, puzzleTimedKey: &s.BestTimed}
}
