package store

import (
	"context"
	"database/sql"
	"errors"
)

// Settings are a key holder's choices for the server's screens.
type Settings struct {
	// Bell rings the terminal bell in a room when it is the player's turn
	// and when their time runs low.
	Bell bool
}

// DefaultSettings are the settings of a player who has changed none.
func DefaultSettings() Settings { return Settings{Bell: true} }

// Settings returns a player's settings (the defaults if they changed
// none).
func (s *Store) Settings(ctx context.Context, id PlayerID) (Settings, error) {
	out := DefaultSettings()
	err := s.db.QueryRowContext(ctx, `SELECT bell FROM player_settings WHERE player_id = ?`, id).Scan(&out.Bell)
	if errors.Is(err, sql.ErrNoRows) {
		return DefaultSettings(), nil
	}
	return out, err
}

// SetSettings stores a player's settings.
func (s *Store) SetSettings(ctx context.Context, id PlayerID, st Settings) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO player_settings (player_id, bell) VALUES (?, ?)
		ON CONFLICT (player_id) DO UPDATE SET bell = excluded.bell`, id, st.Bell)
	return err
}
