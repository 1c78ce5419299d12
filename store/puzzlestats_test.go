package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/fetaix/fetaix/rating"
)

// swing rates an attempt for the tests: the player gains 10 and the
// puzzle loses 10 on a solve, the reverse on a failure.
func swing(score float64) func(p, z rating.Rating) (rating.Rating, rating.Rating) {
	d := 20*score - 10
	return func(p, z rating.Rating) (rating.Rating, rating.Rating) {
		p.R += d
		z.R -= d
		return p, z
	}
}

// TestPuzzleAttemptMovesBothRatings: a rated attempt moves the player's
// puzzle rating and the puzzle's, the puzzle starting from the rating
// given the first time and from its stored one after; a hinted solve is
// not counted solved; PuzzleStats reads back only the keys asked for.
func TestPuzzleAttemptMovesBothRatings(t *testing.T) {
	ctx := context.Background()
	clock := newClock()
	s := openTemp(t, clock)
	ann, bob := keyHolder(t, s, "key-ann", "ann"), keyHolder(t, s, "key-bob", "bob")
	start := rating.Rating{R: 1700, RD: 150, Vol: 0.06}
	res, err := s.RecordPuzzleAttempt(ctx, ann.ID, PuzzleAttempt{Key: "k1", Start: start, Score: 1}, swing(1), clock.Now())
	if err != nil || res.PuzzleBefore != start || res.PuzzleAfter.R != 1690 || res.After.R != rating.DefaultR+10 {
		t.Fatalf("ann's attempt: %+v, %v", res, err)
	}
	res, err = s.RecordPuzzleAttempt(ctx, bob.ID, PuzzleAttempt{Key: "k1", Start: start, Score: 0}, swing(0), clock.Now())
	if err != nil || res.PuzzleBefore.R != 1690 || res.PuzzleAfter.R != 1700 {
		t.Fatalf("bob's attempt starts from the puzzle's stored rating: %+v, %v", res, err)
	}
	if _, err := s.RecordPuzzleAttempt(ctx, bob.ID, PuzzleAttempt{Key: "k2", Start: start, Score: 0.5}, swing(0.5), clock.Now()); err != nil {
		t.Fatal(err)
	}
	stats, err := s.PuzzleStats(ctx, func(key string) bool { return key == "k1" })
	if err != nil || len(stats) != 1 || stats["k1"].Rating.R != 1700 || stats["k1"].Attempts != 2 || stats["k1"].Solved != 1 {
		t.Fatalf("stats %+v, %v: want k1 alone, 1700, 2 attempts, 1 solved", stats, err)
	}
	z, err := s.PuzzleRating(ctx, bob.ID)
	if err != nil || z.Solved != 0 || z.Failed != 2 || z.Rating.R != rating.DefaultR-10 {
		t.Fatalf("bob's standing %+v, %v: a hinted solve (0.5) is not counted solved", z, err)
	}
	all, err := s.PuzzleStats(ctx, nil)
	if k2 := all["k2"]; err != nil || k2.Attempts != 1 || k2.Solved != 0 || k2.Rating.R != 1700 {
		t.Fatalf("k2 after a hinted solve %+v, %v: one attempt, none solved, the rating even", k2, err)
	}
	hist, total, err := s.PuzzleHistory(ctx, bob.ID, 5)
	if err != nil || total != 2 || len(hist) != 2 || hist[0].Key != "k2" || hist[0].Score != 0.5 || hist[0].Solved() || hist[1].Solved() ||
		hist[1].PuzzleR != 1690 || hist[1].After != rating.DefaultR-10 {
		t.Fatalf("bob's history %+v (%d), %v", hist, total, err)
	}
}

// TestPuzzleHistoryKeepsTheLast100: past MaxPuzzleHistory attempts a
// player's oldest are deleted as each new one is written; another
// player's are untouched.
func TestPuzzleHistoryKeepsTheLast100(t *testing.T) {
	ctx := context.Background()
	clock := newClock()
	s := openTemp(t, clock)
	ann, bob := keyHolder(t, s, "key-ann", "ann"), keyHolder(t, s, "key-bob", "bob")
	start := rating.Rating{R: 1500, RD: 150, Vol: 0.06}
	if _, err := s.RecordPuzzleAttempt(ctx, bob.ID, PuzzleAttempt{Key: "b", Start: start, Score: 1}, swing(1), clock.Now()); err != nil {
		t.Fatal(err)
	}
	const n = MaxPuzzleHistory + 5
	for i := range n {
		clock.Advance(time.Second)
		score := float64(i % 2)
		if _, err := s.RecordPuzzleAttempt(ctx, ann.ID, PuzzleAttempt{Key: "a", Start: start, Score: score}, swing(score), clock.Now()); err != nil {
			t.Fatal(err)
		}
	}
	hist, total, err := s.PuzzleHistory(ctx, ann.ID, 0)
	if err != nil || total != MaxPuzzleHistory || len(hist) != MaxPuzzleHistory {
		t.Fatalf("ann's history holds %d (count %d), %v: want %d", len(hist), total, err, MaxPuzzleHistory)
	}
	if !hist[0].At.Equal(clock.Now()) || !hist[len(hist)-1].At.Equal(clock.Now().Add(-(MaxPuzzleHistory-1)*time.Second)) {
		t.Errorf("ann's history runs from %v to %v: want the last %d seconds' up to %v", hist[len(hist)-1].At, hist[0].At, MaxPuzzleHistory, clock.Now())
	}
	if z, err := s.PuzzleRating(ctx, ann.ID); err != nil || z.Attempts() != n {
		t.Errorf("ann's standing %+v, %v: want all %d attempts counted", z, err, n)
	}
	if _, total, _ := s.PuzzleHistory(ctx, bob.ID, 0); total != 1 {
		t.Errorf("bob's history holds %d, want 1", total)
	}
}

// TestPuzzleRunBests: a run is kept when it beats the player's best of
// its mode, one row per player and mode, and the best before it is
// returned; the leaderboard of a mode lists its bests, best first, and
// ranks a player.
func TestPuzzleRunBests(t *testing.T) {
	ctx := context.Background()
	clock := newClock()
	s := openTemp(t, clock)
	ann, bob := keyHolder(t, s, "key-ann", "ann"), keyHolder(t, s, "key-bob", "bob")
	for _, c := range []struct {
		id           PlayerID
		mode         string
		score, prior int
	}{{ann.ID, "streak", 4, 0}, {ann.ID, "streak", 2, 4}, {bob.ID, "streak", 6, 0}, {ann.ID, "timed", 9, 0}, {ann.ID, "streak", 7, 4},
		{ann.ID, "streak", 0, 7}, {bob.ID, "timed", 0, 0}} {
		clock.Advance(time.Minute)
		if prior, err := s.RecordPuzzleRun(ctx, c.id, c.mode, c.score, clock.Now()); err != nil || prior != c.prior {
			t.Fatalf("run %+v: best before %d, %v", c, prior, err)
		}
	}
	board, err := s.PuzzleRunLeaderboard(ctx, "streak", 10)
	if err != nil || len(board) != 2 || board[0].Player.Name != "ann" || board[0].Best != 7 || board[1].Best != 6 || board[1].Rank != 2 {
		t.Fatalf("streak leaderboard %+v, %v", board, err)
	}
	if st, err := s.PuzzleRunBest(ctx, bob.ID, "streak"); err != nil || st.Rank != 2 || st.Best != 6 {
		t.Errorf("bob's streak best %+v, %v", st, err)
	}
	if _, err := s.PuzzleRunBest(ctx, bob.ID, "timed"); !errors.Is(err, ErrNotFound) {
		t.Errorf("bob's timed best: %v, want ErrNotFound", err)
	}
	if board, _ := s.PuzzleRunLeaderboard(ctx, "timed", 10); len(board) != 1 || board[0].Best != 9 {
		t.Errorf("timed leaderboard %+v: want ann's 9 alone (bob's run solved none)", board)
	}
}
