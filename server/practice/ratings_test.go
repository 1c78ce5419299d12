package practice

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/store"
)

// TestPuzzleRatingsBoundedAndShared: the server reads the people's
// ratings of the committed puzzles only (a row of another key is left
// out), the sessions pick from one shared copy of the set with them
// (every puzzle of a position rated alike), and a rating moved reaches
// that copy once SnapshotEvery passed, not before.
func TestPuzzleRatingsBoundedAndShared(t *testing.T) {
	t.Parallel()
	st, err := store.Open(filepath.Join(t.TempDir(), store.FileName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	p, err := st.FindOrCreate(t.Context(), "SHA256:ann")
	if err != nil {
		t.Fatal(err)
	}
	set, err := puzzle.Committed()
	if err != nil {
		t.Fatal(err)
	}
	fixed := func(r float64) func(p, z rating.Rating) (rating.Rating, rating.Rating) {
		return func(p, z rating.Rating) (rating.Rating, rating.Rating) { z.R = r; return p, z }
	}
	now := time.Now()
	for key, r := range map[string]float64{set[0].Key(): 2345, "not a committed key": 1234} {
		if _, err := st.RecordPuzzleAttempt(t.Context(), p.ID, store.PuzzleAttempt{Key: key, Start: rating.New(), Score: 1},
			fixed(r), now); err != nil {
			t.Fatal(err)
		}
	}
	pr, err := LoadRatings(t.Context(), st, now)
	if err != nil {
		t.Fatal(err)
	}
	if len(pr.people) != 1 || pr.people[set[0].Key()].R != 2345 {
		t.Fatalf("ratings held %+v: want the committed puzzle's alone", pr.people)
	}
	snap := pr.Puzzles(now)
	if snap[0].Rating != 2345 || snap[1].Rating != set[1].Rating || set[0].Rating == 2345 {
		t.Fatalf("the copy rates puzzle 0 %d and 1 %d (committed %d, %d)", snap[0].Rating, snap[1].Rating, set[0].Rating, set[1].Rating)
	}
	for i, pz := range snap {
		if pz.Key() == set[0].Key() && pz.Rating != 2345 {
			t.Errorf("puzzle %d, at puzzle 0's position, is rated %d in the copy, want 2345", i, pz.Rating)
		}
	}
	if set[1].Key() == set[0].Key() {
		t.Fatal("the committed puzzles 0 and 1 are one position")
	}
	pr.Moved(set[1].Key(), rating.Rating{R: 1999, RD: 100, Vol: rating.DefaultVol})
	if again := pr.Puzzles(now.Add(SnapshotEvery - time.Second)); &again[0] != &snap[0] || again[1].Rating != set[1].Rating {
		t.Fatalf("within SnapshotEvery the copy was made again, or moved (%d)", again[1].Rating)
	}
	if later := pr.Puzzles(now.Add(SnapshotEvery)); later[1].Rating != 1999 || later[0].Rating != 2345 {
		t.Fatalf("after SnapshotEvery the copy rates puzzle 1 %d and 0 %d, want 1999 and 2345", later[1].Rating, later[0].Rating)
	}
}
