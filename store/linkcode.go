package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"math/big"
	"strings"
	"time"
)

// A player links another SSH key to themselves with a short code: a
// session of the player asks for one (NewLinkCode) and shows it, and a
// session of the new key types it (RedeemLinkCode). A code is used once,
// and lapses after LinkCodeLife.

// LinkCodeLife is how long a link code stays valid.
const LinkCodeLife = 10 * time.Minute

// linkAlphabet leaves out letters and digits that are easy to confuse
// (0/O, 1/I/L); linkCodeLen of them make 31⁸ ≈ 8.5·10¹¹ codes, out of
// reach of guessing within LinkCodeLife.
const (
	linkAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
	linkCodeLen  = 8
)

// Errors of RedeemLinkCode.
var (
	ErrBadCode        = errors.New("no such link code, or it has lapsed")
	ErrAlreadyLinked  = errors.New("this key already belongs to that player")
	ErrKeyHasHistory  = errors.New("this key's player has games or ratings of its own")
	errCodeCollisions = errors.New("could not draw a free link code")
)

// NewLinkCode returns a new code linking a key to the player, and when it
// lapses. It forgets lapsed codes.
func (s *Store) NewLinkCode(ctx context.Context, id PlayerID) (string, time.Time, error) {
	expires := s.now().Add(LinkCodeLife)
	var code string
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM link_codes WHERE expires <= ?`, unix(s.now())); err != nil {
			return err
		}
		for range 5 {
			code = randomLinkCode()
			res, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO link_codes (code, player_id, expires) VALUES (?, ?, ?)`,
				code, id, unix(expires))
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 1 {
				return nil
			}
		}
		return errCodeCollisions
	})
	if err != nil {
		return "", time.Time{}, err
	}
	return code, fromUnix(unix(expires)), nil
}

// RedeemLinkCode links the key with this fingerprint to the player who
// asked for the code, and returns that player. The code is typed by a
// person: case, spaces and dashes do not matter. A key new to the store
// is added; a key of another player moves, and that player is forgotten
// if it has no other key, unless it has games or ratings
// (ErrKeyHasHistory: linking would orphan them).
func (s *Store) RedeemLinkCode(ctx context.Context, code, fingerprint string) (Player, error) {
	if strings.TrimSpace(fingerprint) == "" {
		return Player{}, ErrBadKey
	}
	code = normLinkCode(code)
	var target PlayerID
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `SELECT player_id FROM link_codes WHERE code = ? AND expires > ?`,
			code, unix(s.now())).Scan(&target)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrBadCode
		} else if err != nil {
			return err
		}
		old, err := playerByKey(ctx, tx, fingerprint)
		switch {
		case errors.Is(err, ErrNotFound):
			_, err = tx.ExecContext(ctx, `INSERT INTO keys (fingerprint, player_id, added) VALUES (?, ?, ?)`,
				fingerprint, target, unix(s.now()))
		case err != nil:
		case old.ID == target:
			return ErrAlreadyLinked
		default:
			err = s.moveKey(ctx, tx, fingerprint, old.ID, target)
		}
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM link_codes WHERE code = ?`, code)
		return err
	})
	if err != nil {
		return Player{}, err
	}
	return s.PlayerByID(ctx, target)
}

// moveKey gives the key of player from to player to. If it was from's
// last key, from is forgotten, unless it has games or ratings, which
// would be orphaned (ErrKeyHasHistory).
func (s *Store) moveKey(ctx context.Context, tx *sql.Tx, fingerprint string, from, to PlayerID) error {
	var otherKeys, history int
	err := tx.QueryRowContext(ctx, `SELECT
		(SELECT count(*) FROM keys WHERE player_id = ?1 AND fingerprint != ?2),
		(SELECT count(*) FROM games WHERE white_id = ?1 OR black_id = ?1) +
		(SELECT count(*) FROM ratings WHERE player_id = ?1)`, from, fingerprint).Scan(&otherKeys, &history)
	if err != nil {
		return err
	}
	if otherKeys == 0 && history > 0 {
		return ErrKeyHasHistory
	}
	if _, err := tx.ExecContext(ctx, `UPDATE keys SET player_id = ?, added = ? WHERE fingerprint = ?`,
		to, unix(s.now()), fingerprint); err != nil {
		return err
	}
	if otherKeys == 0 {
		_, err = tx.ExecContext(ctx, `DELETE FROM players WHERE id = ?`, from)
	}
	return err
}

// randomLinkCode draws linkCodeLen characters of linkAlphabet, each
// equally likely.
func randomLinkCode() string {
	b := make([]byte, linkCodeLen)
	n := big.NewInt(int64(len(linkAlphabet)))
	for i := range b {
		k, err := rand.Int(rand.Reader, n)
		if err != nil {
			panic("crypto/rand: " + err.Error())
		}
		b[i] = linkAlphabet[k.Int64()]
	}
	return string(b)
}

// normLinkCode is a code as typed, in capitals without spaces or dashes.
func normLinkCode(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' || r == '\t' {
			return -1
		}
		return r
	}, strings.ToUpper(s))
}
