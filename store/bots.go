package store

import (
	"context"
	"database/sql"
	"errors"
)

// A bot account is a player whose keys play through the bot protocol
// (server/botproto). Making a player a bot cannot be undone.

// isBotColumn is a column of queries over players as p: whether the
// player is a bot account (Player.Bot).
const isBotColumn = `EXISTS (SELECT 1 FROM bot_accounts b WHERE b.player_id = p.id)`

// BotMark follows a bot account's name wherever a name is shown.
const BotMark = "BOT"

// Shown is how the player is shown in lists and pages: the Label, and
// BotMark after a bot's.
func (p Player) Shown() string {
	if p.Bot {
		return p.Label() + " " + BotMark
	}
	return p.Label()
}

// MakeBot makes player id a bot account; making a bot a bot again changes
// nothing. It returns ErrNotFound for no such player.
func (s *Store) MakeBot(ctx context.Context, id PlayerID) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM players WHERE id = ?`, id).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return ErrNotFound
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO bot_accounts (player_id, since) VALUES (?, ?)
			ON CONFLICT (player_id) DO NOTHING`, id, unix(s.now()))
		return err
	})
}

// IsBot reports whether player id is a bot account.
func (s *Store) IsBot(ctx context.Context, id PlayerID) (bool, error) {
	var one int
	err := s.db.QueryRowContext(ctx, `SELECT 1 FROM bot_accounts WHERE player_id = ?`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// Bots returns the bot accounts, by name (a bot without a name yet
// last), at most limit of them.
func (s *Store) Bots(ctx context.Context, limit int) ([]Player, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT p.id, coalesce(p.name, ''), p.created, coalesce(p.withdrawn_why, '')
		FROM bot_accounts b0 JOIN players p ON p.id = b0.player_id
		ORDER BY p.name IS NULL, p.name_key, p.id LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Player
	for rows.Next() {
		var p Player
		var created int64
		if err := rows.Scan(&p.ID, &p.Name, &created, &p.Withdrawn); err != nil {
			return nil, err
		}
		p.Created, p.Bot = fromUnix(created), true
		out = append(out, p)
	}
	return out, rows.Err()
}
