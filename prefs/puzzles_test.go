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
// kept commented out when the file is saved.
func TestPuzzleStatsPersist(t *testing.T) {
	path := filepath.Join(t.TempDir(), PuzzlesFile)
	if s, w := LoadPuzzleStats(path); s != NewPuzzleStats() || len(w) != 0 {
		t.Fatalf("missing file: %+v %v", s, w)
	}
	up := func(r rating.Rating) rating.Rating { r.R += 10; r.RD = 200; return r }
	for _, solved := range []bool{true, true, false, true} {
		if _, err := RecordPuzzle(path, up, solved); err != nil {
			t.Fatal(err)
		}
	}
	s, w := LoadPuzzleStats(path)
	want := PuzzleStats{Rating: rating.Rating{R: 1540, RD: 200, Vol: rating.DefaultVol}, Streak: 1, Best: 2, Solved: 3, Failed: 1}
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
	if _, err := RecordPuzzle(path, up, true); err != nil {
		t.Fatal(err)
	}
	data, _ = os.ReadFile(path)
	if !strings.Contains(string(data), "# (ignored) rating = high") {
		t.Errorf("the bad line was not kept, commented out:\n%s", data)
	}
}
