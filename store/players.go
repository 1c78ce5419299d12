package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/internal/names"
)

// PlayerID identifies a player; 0 is nobody (a guest or the computer).
type PlayerID int64

// Player is someone who connected with an SSH key.
type Player struct {
	ID      PlayerID
	Name    string // "" until the player chooses one
	Created time.Time
	// Withdrawn says why the player's former name was taken from them,
	// while they have no name: they are asked to choose another.
	Withdrawn string
	// Bot says the player is a bot account (bots.go).
	Bot bool
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
	return scanPlayer(q.QueryRowContext(ctx, `SELECT `+playerColumns+`
		FROM keys k JOIN players p ON p.id = k.player_id WHERE k.fingerprint = ?`, fingerprint))
}

// PlayerByID returns a player, or ErrNotFound.
func (s *Store) PlayerByID(ctx context.Context, id PlayerID) (Player, error) {
	return scanPlayer(s.db.QueryRowContext(ctx, `SELECT `+playerColumns+` FROM players p WHERE p.id = ?`, id))
}

// PlayerByName returns the player whose name looks like this one
// (names.Key: whatever its case, its accents, its look-alike letters), or
// ErrNotFound.
func (s *Store) PlayerByName(ctx context.Context, name string) (Player, error) {
	return scanPlayer(s.db.QueryRowContext(ctx, `SELECT `+playerColumns+` FROM players p WHERE p.name_key = ?`,
		names.Key(name)))
}

// playerColumns are the columns scanPlayer reads, of players as p.
const playerColumns = `p.id, coalesce(p.name, ''), p.created, coalesce(p.withdrawn_why, ''), ` + isBotColumn

func scanPlayer(row *sql.Row) (Player, error) {
	var p Player
	var created int64
	err := row.Scan(&p.ID, &p.Name, &created, &p.Withdrawn, &p.Bot)
	if errors.Is(err, sql.ErrNoRows) {
		return Player{}, ErrNotFound
	}
	p.Created = fromUnix(created)
	return p, err
}

// SetName gives the player a display name, or changes it, and returns the
// name as stored (names.Clean, whose errors it returns for a name the
// policy refuses). A name that looks like one another player holds is
// refused: ErrNameTaken when it is the same whatever its case, else
// ErrNameLookalike; the player may change the look of their own.
func (s *Store) SetName(ctx context.Context, id PlayerID, name string) (string, error) {
	clean, err := names.Clean(name)
	if err != nil {
		return "", err
	}
	key := names.Key(clean)
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		holder, held, err := nameHolder(ctx, tx, key)
		switch {
		case err == nil && holder != id:
			return holderError(clean, held)
		case err != nil && !errors.Is(err, ErrNotFound):
			return err
		}
		res, err := tx.ExecContext(ctx, `UPDATE players SET name = ?, name_key = ?, withdrawn_why = NULL,
			renamed = (SELECT max(renamed) FROM players) + 1 WHERE id = ?`, clean, key, id)
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
