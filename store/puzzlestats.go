package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/fetaix/fetaix/rating"
)

// MaxPuzzleHistory is how many of a key holder's last rated puzzle
// attempts are kept (table puzzle_attempts): writing one deletes those
// older than the last MaxPuzzleHistory, in the same transaction.
const MaxPuzzleHistory = 100

// PuzzleStat is a puzzle's rating by the people who tried it (table
// puzzle_stats, keyed by puzzle.Puzzle.Key).
type PuzzleStat struct {
	Rating           rating.Rating
	Attempts, Solved int
}

// PuzzleAttempt is one rated attempt at a puzzle: its key
// (puzzle.Puzzle.Key), the rating it starts from if no one tried it yet
// (puzzle.StartRating), and the score for the player (1 solved, 0.5
// solved with a hint, 0 failed; only 1 counts as solved: a hint ends the
// streak, as the puzzle screen's own count does).
type PuzzleAttempt struct {
	Key   string
	Start rating.Rating
	Score float64
}

// PuzzleResult is what an attempt did to the two ratings.
type PuzzleResult struct {
	Before, After             rating.Rating // the player's
	PuzzleBefore, PuzzleAfter rating.Rating
}

// PuzzleRecord is one attempt of a player's history.
type PuzzleRecord struct {
	Key           string
	PuzzleR       float64 // the puzzle's rating before the attempt
	Score         float64
	Before, After float64 // the player's rating
	At            time.Time
}

// Solved says the attempt solved the puzzle without a hint.
func (r PuzzleRecord) Solved() bool { return r.Score >= 1 }

// RecordPuzzleAttempt counts a player's rated attempt at a puzzle at time
// at, in one transaction: the player's puzzle rating and record move as
// RecordPuzzle's, the puzzle's rating (att.Start for its first attempt)
// and counts move too, rate giving both new ratings from both old ones,
// and the attempt joins the player's history (the last MaxPuzzleHistory
// kept).
func (s *Store) RecordPuzzleAttempt(ctx context.Context, id PlayerID, att PuzzleAttempt,
	rate func(player, puzzle rating.Rating) (rating.Rating, rating.Rating), at time.Time) (PuzzleResult, error) {
	var res PuzzleResult
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		st := PuzzleStat{Rating: att.Start}
		err := tx.QueryRowContext(ctx, `SELECT r, rd, vol, attempts, solved FROM puzzle_stats WHERE puzzle_key = ?`, att.Key).
			Scan(&st.Rating.R, &st.Rating.RD, &st.Rating.Vol, &st.Attempts, &st.Solved)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		res.PuzzleBefore = st.Rating
		solved := att.Score >= 1
		res.Before, res.After, err = s.recordSolver(ctx, tx, id, solved, func(p rating.Rating) rating.Rating {
			var after rating.Rating
			after, res.PuzzleAfter = rate(p, res.PuzzleBefore)
			return after
		}, at)
		if err != nil {
			return err
		}
		st.Attempts++
		if solved {
			st.Solved++
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO puzzle_stats (puzzle_key, r, rd, vol, attempts, solved)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (puzzle_key) DO UPDATE SET r = excluded.r, rd = excluded.rd,
			vol = excluded.vol, attempts = excluded.attempts, solved = excluded.solved`,
			att.Key, res.PuzzleAfter.R, res.PuzzleAfter.RD, res.PuzzleAfter.Vol, st.Attempts, st.Solved); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO puzzle_attempts (player_id, puzzle_key, puzzle_r, score, before_r, after_r, at)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, att.Key, res.PuzzleBefore.R, att.Score, res.Before.R, res.After.R, unix(at)); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM puzzle_attempts WHERE player_id = ?1 AND id <
			(SELECT id FROM puzzle_attempts WHERE player_id = ?1 ORDER BY id DESC LIMIT 1 OFFSET ?2)`, id, MaxPuzzleHistory-1)
		return err
	})
	return res, err
}

// PuzzleStats returns the people's rating of every puzzle tried whose
// key keep accepts (the server's: the committed puzzles', so that what it
// holds is bounded by the set).
func (s *Store) PuzzleStats(ctx context.Context, keep func(key string) bool) (map[string]PuzzleStat, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT puzzle_key, r, rd, vol, attempts, solved FROM puzzle_stats`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]PuzzleStat{}
	for rows.Next() {
		var key string
		var st PuzzleStat
		if err := rows.Scan(&key, &st.Rating.R, &st.Rating.RD, &st.Rating.Vol, &st.Attempts, &st.Solved); err != nil {
			return nil, err
		}
		if keep == nil || keep(key) {
			out[key] = st
		}
	}
	return out, rows.Err()
}

// PuzzleHistory returns a player's n last rated attempts (every one kept
// when n ≤ 0), the latest first, and how many are kept.
func (s *Store) PuzzleHistory(ctx context.Context, id PlayerID, n int) ([]PuzzleRecord, int, error) {
	var total int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM puzzle_attempts WHERE player_id = ?`, id).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT puzzle_key, puzzle_r, score, before_r, after_r, at FROM puzzle_attempts
		WHERE player_id = ? ORDER BY id DESC LIMIT ?`, id, limit(n))
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var out []PuzzleRecord
	for rows.Next() {
		var r PuzzleRecord
		var at int64
		if err := rows.Scan(&r.Key, &r.PuzzleR, &r.Score, &r.Before, &r.After, &at); err != nil {
			return nil, 0, err
		}
		r.At = fromUnix(at)
		out = append(out, r)
	}
	return out, total, rows.Err()
}
