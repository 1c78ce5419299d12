package prefs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/rating"
)

// TestPuzzleStatsPersist: attempts recorded in the puzzles file are read
// back (the rating rate gave, the counts, the streak and best streak); a
// missing file is a newcomer's; a bad line is a warning, ignored, and
// kept commented out when the file is saved. A hinted solve is counted
// solved without extending the streak.
func TestPuzzleStatsPersist(t *testing.T) {
	path := filepath.Join(t.TempDir(), PuzzlesFile)
	if s, w := LoadPuzzleStats(path); s != NewPuzzleStats() || len(w) != 0 {
		t.Fatalf("missing file: %+v %v", s, w)
	}
	up := func(r rating.Rating) rating.Rating { r.R += 10; r.RD = 200; return r }
	for _, score := range []float64{1, 1, 0, 1, 0.5} {
		if _, err := RecordPuzzle(path, up, score); err != nil {
			t.Fatal(err)
		}
	}
	s, w := LoadPuzzleStats(path)
	// the hinted solve (0.5) counts solved, and neither extends nor ends the streak
	want := PuzzleStats{Rating: rating.Rating{R: 1550, RD: 200, Vol: rating.DefaultVol}, Streak: 1, Best: 2, Solved: 4, Failed: 1}
	if s != want || len(w) != 0 {
		t.Fatalf("read back %+v %v, want %+v", s, w, want)
	}
	data, _ := os.ReadFile(path)
	if err := os.WriteFile(path, append(data, "rating = high\nstreak = -1\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	s, w = LoadPuzzleStats(path)
	if len(w) != 2 || s.Streak != 1 {
		t.Fatalf("bad lines: %+v, warnings %v", s, w)
	}
	if _, err := RecordPuzzle(path, up, 1); err != nil {
		t.Fatal(err)
	}
	data, _ = os.ReadFile(path)
	if !strings.Contains(string(data), "# (ignored) rating = high") {
		t.Errorf("the bad line was not kept, commented out:\n%s", data)
	}
}

// TestPuzzleRunBestsPersist: a file of the older version, without the
// runs' bests, still reads (its bests 0) and keeps its counts when a run
// is recorded; RecordRun returns the best before the run and keeps a
// score only when it beats it, each kind of run apart; an unknown kind
// is refused.
func TestPuzzleRunBestsPersist(t *testing.T) {
	path := filepath.Join(t.TempDir(), PuzzlesFile)
	old := "rating = 1600.00 120.00 0.060000\nstreak = 2\nbest-streak = 5\nsolved = 9\nfailed = 4\n"
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	if s, w := LoadPuzzleStats(path); len(w) != 0 || s.Best != 5 || s.BestStreakRun != 0 || s.BestTimed != 0 {
		t.Fatalf("the old file reads %+v %v", s, w)
	}
	for _, c := range []struct {
		kind        string
		score, want int
	}{
		{RunStreak, 4, 0}, {RunStreak, 3, 4}, {RunTimed, 7, 0}, {RunStreak, 6, 4}, {RunTimed, 7, 7},
	} {
		before, err := RecordRun(path, c.kind, c.score)
		if err != nil || before != c.want {
			t.Fatalf("%s run of %d: best before %d, %v; want %d", c.kind, c.score, before, err, c.want)
		}
	}
	s, w := LoadPuzzleStats(path)
	if len(w) != 0 || s.BestStreakRun != 6 || s.BestTimed != 7 || s.Best != 5 || s.Solved != 9 || s.Rating.R != 1600 {
		t.Errorf("read back %+v %v: want the bests 6 and 7 and the old counts", s, w)
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "best-streak-run = 6") || !strings.Contains(string(data), "best-timed = 7") {
		t.Errorf("the file lacks the bests:\n%s", data)
	}
	if _, err := RecordRun(path, "rated", 3); err == nil {
		t.Error("a run of an unknown kind was kept")
	}
}
