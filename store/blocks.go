package store

import (
	"context"
	"database/sql"
	"errors"
)

// A key holder may block other players: the server then shows the
// blocker no chat from them and never pairs the two in quick match.

// MaxBlocks is the most players one player may have blocked.
const MaxBlocks = 500

// ErrTooManyBlocks refuses a block beyond MaxBlocks.
var ErrTooManyBlocks = errors.New("you have blocked as many players as one may; unblock some first")

// ErrBlockSelf refuses a player's block of themselves.
var ErrBlockSelf = errors.New("you cannot block yourself")

// Block records that player by blocks player whom; blocking twice is
// blocking once.
func (s *Store) Block(ctx context.Context, by, whom PlayerID) error {
	if by == whom {
		return ErrBlockSelf
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var n, already int
		if err := tx.QueryRowContext(ctx, `SELECT count(*), count(*) FILTER (WHERE blocked_id = ?) FROM blocks WHERE player_id = ?`,
			whom, by).Scan(&n, &already); err != nil {
			return err
		}
		switch {
		case already > 0:
			return nil
		case n >= MaxBlocks:
			return ErrTooManyBlocks
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO blocks (player_id, blocked_id, added) VALUES (?, ?, ?)`, by, whom, unix(s.now()))
		return err
	})
}

// Unblock forgets that player by blocked player whom.
func (s *Store) Unblock(ctx context.Context, by, whom PlayerID) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM blocks WHERE player_id = ? AND blocked_id = ?`, by, whom)
	return err
}

// Blocked returns the players that player by has blocked.
func (s *Store) Blocked(ctx context.Context, by PlayerID) ([]PlayerID, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT blocked_id FROM blocks WHERE player_id = ? ORDER BY added, blocked_id`, by)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []PlayerID
	for rows.Next() {
		var id PlayerID
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}
