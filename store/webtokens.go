package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
)

// A browser that plays on the web door as a key holder is linked to the
// player with a link code (RedeemLinkCode), as another SSH key is, and
// holds a random token in a cookie. The store keeps only the token's
// hash, as the fingerprint of one of the player's keys, marked by
// WebTokenPrefix: everything that knows a player by their keys (bans,
// ratings, seats kept) knows the browser the same way. Revoking a web
// token removes that key.

// WebTokenPrefix begins the fingerprint of a web token, where an SSH
// key's begins with "SHA256:".
const WebTokenPrefix = "WEB-SHA256:"

// NewWebToken draws a new web token: 32 random bytes, base64url.
func NewWebToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic("crypto/rand: " + err.Error())
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// WebTokenFingerprint is the key fingerprint the store keeps for a web
// token: its SHA-256, never the token itself.
func WebTokenFingerprint(token string) string {
	sum := sha256.Sum256([]byte(token))
	return WebTokenPrefix + base64.RawStdEncoding.EncodeToString(sum[:])
}

// ForgetWebToken removes one web token (the browser signs out); a
// fingerprint that is not a web token's is left alone.
func (s *Store) ForgetWebToken(ctx context.Context, fingerprint string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM keys WHERE fingerprint = ? AND substr(fingerprint, 1, ?) = ?`,
			fingerprint, len(WebTokenPrefix), WebTokenPrefix)
		return err
	})
}

// RevokeWebTokens removes every web token of the player, and returns how
// many there were: each browser linked to them plays as a guest from its
// next session.
func (s *Store) RevokeWebTokens(ctx context.Context, id PlayerID) (int, error) {
	var n int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM keys WHERE player_id = ? AND substr(fingerprint, 1, ?) = ?`,
			id, len(WebTokenPrefix), WebTokenPrefix)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return int(n), err
}

// WebTokens counts the player's web tokens (the browsers linked to them).
func (s *Store) WebTokens(ctx context.Context, id PlayerID) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM keys WHERE player_id = ? AND substr(fingerprint, 1, ?) = ?`,
		id, len(WebTokenPrefix), WebTokenPrefix).Scan(&n)
	return n, err
}
