package store

import (
	"context"
	"database/sql"
	"errors"
)

// NotifyTarget is where a key holder's reminders go (server/notify): the
// URL the server POSTs them to and the events they asked for, a bitmask
// that server/notify defines. The zero target sends nothing.
type NotifyTarget struct {
	URL    string
	Events uint8
}

// NotifyTarget returns a player's notification address and events (the
// zero target when they gave none).
func (s *Store) NotifyTarget(ctx context.Context, id PlayerID) (NotifyTarget, error) {
	var t NotifyTarget
	err := s.db.QueryRowContext(ctx, `SELECT url, events FROM player_notify WHERE player_id = ?`, id).Scan(&t.URL, &t.Events)
	if errors.Is(err, sql.ErrNoRows) {
		return NotifyTarget{}, nil
	}
	return t, err
}

// SetNotifyTarget stores a player's notification address and events; a
// target without a URL removes it. The caller has checked the URL.
func (s *Store) SetNotifyTarget(ctx context.Context, id PlayerID, t NotifyTarget) error {
	if t.URL == "" {
		_, err := s.db.ExecContext(ctx, `DELETE FROM player_notify WHERE player_id = ?`, id)
		return err
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO player_notify (player_id, url, events) VALUES (?, ?, ?)
		ON CONFLICT (player_id) DO UPDATE SET url = excluded.url, events = excluded.events`, id, t.URL, t.Events)
	return err
}
