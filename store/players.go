package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// PlayerID identifies a player; 0 is nobody (a guest or the computer).
type PlayerID int64

// Player is someone who connected with an SSH key.
type Player struct {
	ID      PlayerID
	Name    string // "" until the player chooses one
	Created time.Time
}

// Label is how the player is shown: the name, or "player N" while they
// have none.
func (p Player) Label() string {
	if p.Name != "" {
		return p.Name
	}
	return fmt.Sprintf("player %d", p.ID)
}

// ErrNotFound is returned when a player, game or code does not exist.
var ErrNotFound = errors.New("not found")

// ErrBadKey is returned for an empty key fingerprint.
var ErrBadKey = errors.New("no key fingerprint")

// FindOrCreate returns the player of the SSH key with this fingerprint,
// creating a new player (without a name) the first time the key is seen.
func (s *Store) FindOrCreate(ctx context.Context, fingerprint string) (Player, error) {
	if strings.TrimSpace(fingerprint) == "" {
		return Player{}, ErrBadKey
	}
	var p Player
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		p, err = playerByKey(ctx, tx, fingerprint)
		if !errors.Is(err, ErrNotFound) {
			return err
		}
		now := unix(s.now())
		res, err := tx.ExecContext(ctx, `INSERT INTO players (created) VALUES (?)`, now)
		if err != nil {
			return err
		}
		id, err := res.LastInsertId()
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO keys (fingerprint, player_id, added) VALUES (?, ?, ?)`,
			fingerprint, id, now); err != nil {
			return err
		}
		p = Player{ID: PlayerID(id), Created: fromUnix(now)}
		return nil
	})
	return p, err
}

// PlayerByKey returns the player of a key, or ErrNotFound.
func (s *Store) PlayerByKey(ctx context.Context, fingerprint string) (Player, error) {
	return playerByKey(ctx, s.db, fingerprint)
}

func playerByKey(ctx context.Context, q querier, fingerprint string) (Player, error) {
	return scanPlayer(q.QueryRowContext(ctx, `SELECT p.id, coalesce(p.name, ''), p.created
		FROM keys k JOIN players p ON p.id = k.player_id WHERE k.fingerprint = ?`, fingerprint))
}

// PlayerByID returns a player, or ErrNotFound.
func (s *Store) PlayerByID(ctx context.Context, id PlayerID) (Player, error) {
	return scanPlayer(s.db.QueryRowContext(ctx, `SELECT id, coalesce(name, ''), created FROM players WHERE id = ?`, id))
}

// PlayerByName returns the player with this name, whatever its case, or
// ErrNotFound.
func (s *Store) PlayerByName(ctx context.Context, name string) (Player, error) {
	return scanPlayer(s.db.QueryRowContext(ctx, `SELECT id, name, created FROM players WHERE name_key = ?`,
		nameKey(strings.TrimSpace(name))))
}

func scanPlayer(row *sql.Row) (Player, error) {
	var p Player
	var created int64
	err := row.Scan(&p.ID, &p.Name, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Player{}, ErrNotFound
	}
	p.Created = fromUnix(created)
	return p, err
}

// SetName gives the player a display name, or changes it, and returns the
// name as stored (CleanName). A name another player holds, in any case, is
// refused with ErrNameTaken; the player may change the case of their own.
func (s *Store) SetName(ctx context.Context, id PlayerID, name string) (string, error) {
	clean, err := CleanName(name)
	if err != nil {
		return "", err
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var holder PlayerID
		err := tx.QueryRowContext(ctx, `SELECT id FROM players WHERE name_key = ?`, nameKey(clean)).Scan(&holder)
		switch {
		case err == nil && holder != id:
			return ErrNameTaken
		case err != nil && !errors.Is(err, sql.ErrNoRows):
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE players SET name = ?, name_key = ? WHERE id = ?`, clean, nameKey(clean), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNotFound
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	return clean, nil
}

// Keys returns the fingerprints of the player's keys, oldest first.
func (s *Store) Keys(ctx context.Context, id PlayerID) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT fingerprint FROM keys WHERE player_id = ? ORDER BY added, fingerprint`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var keys []string
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			return nil, err
		}
		keys = append(keys, k)
	}
	return keys, rows.Err()
}
