package store

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/fetaix/fetaix/rating"
)

// plus returns a rate function that adds d to the rating and takes 10
// from the deviation, for checking what RecordPuzzle stores.
func plus(d float64) func(rating.Rating) rating.Rating {
	return func(r rating.Rating) rating.Rating { r.R += d; r.RD -= 10; return r }
}

// TestPuzzleRatingPersists: a key holder's attempts are stored (the rating
// rate gives, solved and failed counts, the streak and the best streak),
// read back after the database is closed and opened again (the schema
// holds the table), shown on the profile and on the puzzle leaderboard,
// best first; a player who tried none has none.
func TestPuzzleRatingPersists(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), FileName)
	clock := newClock()
	s, err := Open(path, Options{Now: clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	ann, bob, cy := keyHolder(t, s, "key-ann", "ann"), keyHolder(t, s, "key-bob", "bob"), keyHolder(t, s, "key-cy", "cy")
	if _, err := s.PuzzleRating(ctx, ann.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("before any attempt: %v, want ErrNotFound", err)
	}
	for _, solved := range []bool{true, true, false, true} {
		d := map[bool]float64{true: 20, false: -30}[solved]
		if _, _, err := s.RecordPuzzle(ctx, ann.ID, solved, plus(d), clock.Now()); err != nil {
			t.Fatal(err)
		}
	}
	before, after, err := s.RecordPuzzle(ctx, bob.ID, true, plus(100), clock.Now())
	if err != nil || before != rating.New() || after.R != rating.DefaultR+100 {
		t.Fatalf("bob's first attempt: %v -> %v, %v", before, after, err)
	}
	s.Close()
	if s, err = Open(path, Options{Now: clock.Now}); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	z, err := s.PuzzleRating(ctx, ann.ID)
	if err != nil {
		t.Fatal(err)
	}
	if z.Rating.R != rating.DefaultR+30 || z.Rating.RD != rating.DefaultRD-40 || z.Solved != 3 || z.Failed != 1 ||
		z.Streak != 1 || z.Best != 2 || z.Rank != 2 || z.Attempts() != 4 {
		t.Errorf("ann's puzzle standing %+v", z)
	}
	board, err := s.PuzzleLeaderboard(ctx, 10)
	if err != nil || len(board) != 2 || board[0].Player.Name != "bob" || board[1].Player.Name != "ann" || board[0].Rank != 1 {
		t.Fatalf("leaderboard %+v, %v: want bob then ann, not cy", board, err)
	}
	pr, err := s.Profile(ctx, ann.ID, 5)
	if err != nil || pr.Puzzles == nil || pr.Puzzles.Solved != 3 {
		t.Errorf("ann's profile puzzles %+v, %v", pr.Puzzles, err)
	}
	if pr, err := s.Profile(ctx, cy.ID, 5); err != nil || pr.Puzzles != nil {
		t.Errorf("cy's profile puzzles %+v, %v: want none", pr.Puzzles, err)
	}
	// the deviation grows for the periods without an attempt
	clock.Advance(30 * 24 * time.Hour)
	if later, _ := s.PuzzleRating(ctx, ann.ID); later.Rating.RD <= z.Rating.RD {
		t.Errorf("RD %v after a month idle, was %v", later.Rating.RD, z.Rating.RD)
	}
}
