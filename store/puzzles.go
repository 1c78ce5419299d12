package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/fetaix/fetaix/rating"
)

// PuzzleStanding is a key holder's puzzle rating and record.
type PuzzleStanding struct {
	Rank   int // 1 for the best (Profile and PuzzleLeaderboard fill it)
	Player Player
	// Rating is as it stands now: its deviation has grown for the rating
	// periods since the last attempt.
	Rating         rating.Rating
	Solved, Failed int
	Streak, Best   int // puzzles solved in a row: now, and at best
	Last           time.Time
}

// Attempts is how many puzzles the player tried.
func (p PuzzleStanding) Attempts() int { return p.Solved + p.Failed }

const puzzleColumns = `p.id, coalesce(p.name, ''), p.created, z.r, z.rd, z.vol, z.solved, z.failed, z.streak, z.best_streak, z.last_attempt`

// Players are ranked by puzzle rating, then by more puzzles solved, then
// by who came first.
const puzzleOrder = `z.r DESC, z.solved DESC, z.player_id`

func (s *Store) scanPuzzle(row scanner) (PuzzleStanding, error) {
	var st PuzzleStanding
	var created, last int64
	err := row.Scan(&st.Player.ID, &st.Player.Name, &created, &st.Rating.R, &st.Rating.RD, &st.Rating.Vol,
		&st.Solved, &st.Failed, &st.Streak, &st.Best, &last)
	st.Player.Created, st.Last = fromUnix(created), fromUnix(last)
	st.Rating = s.params.Idle(st.Rating, st.Last, s.now())
	return st, err
}

// PuzzleRating returns a player's puzzle standing, ranked, or ErrNotFound
// if they have tried no puzzle.
func (s *Store) PuzzleRating(ctx context.Context, id PlayerID) (PuzzleStanding, error) {
	st, err := s.scanPuzzle(s.db.QueryRowContext(ctx, `SELECT `+puzzleColumns+`
		FROM puzzle_ratings z JOIN players p ON p.id = z.player_id WHERE z.player_id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return PuzzleStanding{}, ErrNotFound
	} else if err != nil {
		return PuzzleStanding{}, err
	}
	var ahead int
	err = s.db.QueryRowContext(ctx, `SELECT count(*) FROM puzzle_ratings z WHERE
		z.r > ?1 OR (z.r = ?1 AND (z.solved > ?2 OR (z.solved = ?2 AND z.player_id < ?3)))`,
		st.Rating.R, st.Solved, id).Scan(&ahead)
	st.Rank = ahead + 1
	return st, err
}

// PuzzleLeaderboard returns the n best puzzle solvers (every one when
// n ≤ 0), best first.
func (s *Store) PuzzleLeaderboard(ctx context.Context, n int) ([]PuzzleStanding, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+puzzleColumns+`
		FROM puzzle_ratings z JOIN players p ON p.id = z.player_id ORDER BY `+puzzleOrder+` LIMIT ?`, limit(n))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []PuzzleStanding
	for rows.Next() {
		st, err := s.scanPuzzle(rows)
		if err != nil {
			return nil, err
		}
		st.Rank = len(out) + 1
		out = append(out, st)
	}
	return out, rows.Err()
}

// RecordPuzzle counts an attempt of a player at a puzzle at time at, in
// one transaction: their puzzle rating (rating.New for a first attempt),
// brought up to date for the periods since their last attempt, becomes
// rate's of it; the streak grows with a solved puzzle and ends with a
// failed one. It returns the rating before and after.
func (s *Store) RecordPuzzle(ctx context.Context, id PlayerID, solved bool, rate func(rating.Rating) rating.Rating, at time.Time) (before, after rating.Rating, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		before, after, err = s.recordSolver(ctx, tx, id, solved, rate, at)
		return err
	})
	return before, after, err
}

// recordSolver is RecordPuzzle's work in the transaction tx.
func (s *Store) recordSolver(ctx context.Context, tx *sql.Tx, id PlayerID, solved bool, rate func(rating.Rating) rating.Rating, at time.Time) (before, after rating.Rating, err error) {
	st := PuzzleStanding{Rating: rating.New()}
	var last int64
	err = tx.QueryRowContext(ctx, `SELECT r, rd, vol, solved, failed, streak, best_streak, last_attempt
		FROM puzzle_ratings WHERE player_id = ?`, id).
		Scan(&st.Rating.R, &st.Rating.RD, &st.Rating.Vol, &st.Solved, &st.Failed, &st.Streak, &st.Best, &last)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return before, after, err
	}
	before = s.params.Idle(st.Rating, fromUnix(last), at)
	after = rate(before)
	if solved {
		st.Solved++
		st.Streak++
		st.Best = max(st.Best, st.Streak)
	} else {
		st.Failed++
		st.Streak = 0
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO puzzle_ratings
		(player_id, r, rd, vol, solved, failed, streak, best_streak, last_attempt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (player_id) DO UPDATE SET r = excluded.r, rd = excluded.rd, vol = excluded.vol,
			solved = excluded.solved, failed = excluded.failed, streak = excluded.streak,
			best_streak = excluded.best_streak, last_attempt = excluded.last_attempt`,
		id, after.R, after.RD, after.Vol, st.Solved, st.Failed, st.Streak, st.Best, unix(at))
	return before, after, err
}
