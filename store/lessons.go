package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// MaxLessonProgress bounds, in bytes, the text of a player's lesson
// progress: the stars of every stage of every lesson take under 1 KiB
// (server's TestLearnProgressFitsTheStore); a longer text is refused (ErrLessonProgressTooLong), so that no
// client can make a row grow.
const MaxLessonProgress = 16 << 10

// ErrLessonProgressTooLong refuses a lesson progress over
// MaxLessonProgress.
var ErrLessonProgressTooLong = fmt.Errorf("lesson progress over %d bytes", MaxLessonProgress)

// LessonProgress returns the text of a key holder's lesson progress (the
// text form of learn.Progress), "" for a player who has met no stage.
func (s *Store) LessonProgress(ctx context.Context, id PlayerID) (string, error) {
	var text string
	err := s.db.QueryRowContext(ctx, `SELECT progress FROM lesson_progress WHERE player_id = ?`, id).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return text, err
}

// UpdateLessonProgress replaces a key holder's lesson progress by
// merge's of it, in one transaction (so that two sessions of a player
// each keep what the other won), at time at; merge is given "" for a
// player without one. A text over MaxLessonProgress is refused, and the
// progress kept as it was. It returns the text stored.
func (s *Store) UpdateLessonProgress(ctx context.Context, id PlayerID, merge func(old string) (string, error), at time.Time) (string, error) {
	var text string
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var old string
		err := tx.QueryRowContext(ctx, `SELECT progress FROM lesson_progress WHERE player_id = ?`, id).Scan(&old)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if text, err = merge(old); err != nil {
			return err
		}
		if len(text) > MaxLessonProgress {
			return ErrLessonProgressTooLong
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO lesson_progress (player_id, progress, updated) VALUES (?, ?, ?)
			ON CONFLICT (player_id) DO UPDATE SET progress = excluded.progress, updated = excluded.updated`,
			id, text, unix(at))
		return err
	})
	if err != nil {
		return "", err
	}
	return text, nil
}
