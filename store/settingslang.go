package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// MaxLangLen bounds the language code a player's settings keep (the
// codes are two letters; the server checks them against its catalogs).
const MaxLangLen = 8

// Lang returns the language a key holder chose for the server's screens,
// "" when they chose none (the SSH client's environment decides).
func (s *Store) Lang(ctx context.Context, id PlayerID) (string, error) {
	var lang string
	err := s.db.QueryRowContext(ctx, `SELECT lang FROM player_settings WHERE player_id = ?`, id).Scan(&lang)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return lang, err
}

// SetLang stores the language a key holder chose ("" forgets it), and
// leaves their other settings as they are.
func (s *Store) SetLang(ctx context.Context, id PlayerID, lang string) error {
	if len(lang) > MaxLangLen {
		return fmt.Errorf("language code %q: longer than %d bytes", lang, MaxLangLen)
	}
	_, err := s.db.ExecContext(ctx, `INSERT INTO player_settings (player_id, lang) VALUES (?, ?)
		ON CONFLICT (player_id) DO UPDATE SET lang = excluded.lang`, id, lang)
	return err
}
