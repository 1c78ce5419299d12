package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// RunStanding is a key holder's best run in a puzzle mode (table
// puzzle_runs): the puzzles solved in it, and when.
type RunStanding struct {
	Rank   int // 1 for the best (PuzzleRunBest and PuzzleRunLeaderboard fill it)
	Player Player
	Best   int
	At     time.Time
}

// Runs are ranked by more puzzles solved, then by who ran it first.
const runOrder = `r.best DESC, r.at, r.player_id`

// RecordPuzzleRun keeps a player's run of mode ("streak", "timed") that
// solved score puzzles at time at, if it beats their best (one row per
// player and mode; a run that solved none is not kept), and returns their best before it (0 before their
// first run), so that the screen can say whether it beat it.
func (s *Store) RecordPuzzleRun(ctx context.Context, id PlayerID, mode string, score int, at time.Time) (prior int, err error) {
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `SELECT best FROM puzzle_runs WHERE player_id = ? AND mode = ?`, id, mode).Scan(&prior)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if score <= 0 || (err == nil && score <= prior) { // a run that solved none is on no leaderboard
			return nil
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO puzzle_runs (player_id, mode, best, at) VALUES (?, ?, ?, ?)
			ON CONFLICT (player_id, mode) DO UPDATE SET best = excluded.best, at = excluded.at`, id, mode, score, unix(at))
		return err
	})
	return prior, err
}

func scanRun(row scanner) (RunStanding, error) {
	var st RunStanding
	var created, at int64
	err := row.Scan(&st.Player.ID, &st.Player.Name, &created, &st.Best, &at)
	st.Player.Created, st.At = fromUnix(created), fromUnix(at)
	return st, err
}

const runColumns = `p.id, coalesce(p.name, ''), p.created, r.best, r.at`

// PuzzleRunBest returns a player's best run of mode, ranked, or
// ErrNotFound if they have ended none.
func (s *Store) PuzzleRunBest(ctx context.Context, id PlayerID, mode string) (RunStanding, error) {
	st, err := scanRun(s.db.QueryRowContext(ctx, `SELECT `+runColumns+`
		FROM puzzle_runs r JOIN players p ON p.id = r.player_id WHERE r.player_id = ? AND r.mode = ?`, id, mode))
	if errors.Is(err, sql.ErrNoRows) {
		return RunStanding{}, ErrNotFound
	} else if err != nil {
		return RunStanding{}, err
	}
	var ahead int
	err = s.db.QueryRowContext(ctx, `SELECT count(*) FROM puzzle_runs r WHERE r.mode = ?1 AND
		(r.best > ?2 OR (r.best = ?2 AND (r.at < ?3 OR (r.at = ?3 AND r.player_id < ?4))))`,
		mode, st.Best, unix(st.At), id).Scan(&ahead)
	st.Rank = ahead + 1
	return st, err
}

// PuzzleRunLeaderboard returns the n best runs of mode (every one when
// n ≤ 0), best first.
func (s *Store) PuzzleRunLeaderboard(ctx context.Context, mode string, n int) ([]RunStanding, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+runColumns+`
		FROM puzzle_runs r JOIN players p ON p.id = r.player_id WHERE r.mode = ? ORDER BY `+runOrder+` LIMIT ?`, mode, limit(n))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []RunStanding
	for rows.Next() {
		st, err := scanRun(rows)
		if err != nil {
			return nil, err
		}
		st.Rank = len(out) + 1
		out = append(out, st)
	}
	return out, rows.Err()
}
