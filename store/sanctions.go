package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/internal/textsafe"
)

// The operator's sanctions (fetaix admin): a ban refuses a player, a key
// or an address at authentication; a mute refuses their chat messages.
// Each lasts until it is lifted or, when it was given a duration, until it
// expires. The running server reads them every few seconds.

// SanctionKind is what a sanction does.
type SanctionKind string

// The kinds of sanctions.
const (
	Ban  SanctionKind = "ban"
	Mute SanctionKind = "mute"
)

// Target is whom a sanction is for: exactly one of its fields is set.
type Target struct {
	Player PlayerID // a player: every key of theirs
	Key    string   // one SSH key, by its SHA256 fingerprint
	Addr   string   // an IP address, or an IPv6 /64 ("2001:db8::/64")
}

// ErrBadTarget is returned for a target with no field set, or more than one.
var ErrBadTarget = errors.New("a sanction needs exactly one of a player, a key or an address")

func (t Target) check() error {
	n := 0
	for _, set := range []bool{t.Player != 0, t.Key != "", t.Addr != ""} {
		if set {
			n++
		}
	}
	if n != 1 {
		return ErrBadTarget
	}
	return nil
}

// String is the target in words: "player 12", "key SHA256:…", "address
// 192.0.2.1".
func (t Target) String() string {
	switch {
	case t.Player != 0:
		return fmt.Sprintf("player %d", t.Player)
	case t.Key != "":
		return "key " + t.Key
	}
	return "address " + t.Addr
}

// Sanction is one ban or mute in force.
type Sanction struct {
	ID     int64
	Kind   SanctionKind
	Target Target
	// Name is the target player's label (Player.Label) and Keys their
	// keys' fingerprints, when the target is a player.
	Name    string
	Keys    []string
	Reason  string // "" when none was given
	Created time.Time
	Expires time.Time // zero: never
}

// MaxReason is the most characters of a sanction's reason kept.
const MaxReason = textsafe.MaxChat

// Sanction bans or mutes target for d (0: until lifted), with a reason
// (cleaned, at most MaxReason characters), replacing a sanction of the
// same kind that target had. A player target must exist (ErrNotFound).
func (s *Store) Sanction(ctx context.Context, kind SanctionKind, target Target, reason string, d time.Duration) (Sanction, error) {
	if err := target.check(); err != nil {
		return Sanction{}, err
	}
	if d < 0 {
		return Sanction{}, fmt.Errorf("a sanction's duration must not be negative, got %v", d)
	}
	now := s.now()
	sn := Sanction{Kind: kind, Target: target, Reason: textsafe.Line(reason, MaxReason), Created: fromUnix(unix(now))}
	var expires any
	if d > 0 {
		sn.Expires = fromUnix(unix(now.Add(d)))
		expires = unix(sn.Expires)
	}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if target.Player != 0 {
			p, err := scanPlayer(tx.QueryRowContext(ctx, `SELECT `+playerColumns+` FROM players p WHERE p.id = ?`, target.Player))
			if err != nil {
				return err
			}
			sn.Name = p.Label()
		}
		if _, err := liftTx(ctx, tx, kind, target, now); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO sanctions (kind, player_id, fingerprint, addr, reason, created, expires)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, kind, nullID(target.Player), nullText(target.Key), nullText(target.Addr),
			sn.Reason, unix(now), expires)
		if err != nil {
			return err
		}
		sn.ID, err = res.LastInsertId()
		return err
	})
	return sn, err
}

// Lift ends target's sanction of this kind; it reports ErrNotFound when
// target has none in force.
func (s *Store) Lift(ctx context.Context, kind SanctionKind, target Target) error {
	if err := target.check(); err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		n, err := liftTx(ctx, tx, kind, target, s.now())
		if err == nil && n == 0 {
			err = ErrNotFound
		}
		return err
	})
}

// liftTx deletes target's sanctions of this kind, and every expired one;
// it returns how many of target's were in force.
func liftTx(ctx context.Context, tx *sql.Tx, kind SanctionKind, target Target, now time.Time) (int64, error) {
	res, err := tx.ExecContext(ctx, `DELETE FROM sanctions WHERE kind = ? AND player_id IS ? AND fingerprint IS ? AND addr IS ?
		AND (expires IS NULL OR expires > ?)`, kind, nullID(target.Player), nullText(target.Key), nullText(target.Addr), unix(now))
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, err
	}
	_, err = tx.ExecContext(ctx, `DELETE FROM sanctions WHERE expires <= ?`, unix(now))
	return n, err
}

// Sanctions returns the sanctions in force, of one kind ("" for both),
// oldest first.
func (s *Store) Sanctions(ctx context.Context, kind SanctionKind) ([]Sanction, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT s.id, s.kind, coalesce(s.player_id, 0), coalesce(s.fingerprint, ''), coalesce(s.addr, ''),
			s.reason, s.created, coalesce(s.expires, 0), coalesce(p.name, ''),
			coalesce((SELECT group_concat(k.fingerprint, ' ') FROM keys k WHERE k.player_id = s.player_id), '')
		FROM sanctions s LEFT JOIN players p ON p.id = s.player_id
		WHERE (s.expires IS NULL OR s.expires > ?) AND (? = '' OR s.kind = ?)
		ORDER BY s.id`, unix(s.now()), kind, kind)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Sanction
	for rows.Next() {
		var sn Sanction
		var created, expires int64
		var keys string
		if err := rows.Scan(&sn.ID, &sn.Kind, &sn.Target.Player, &sn.Target.Key, &sn.Target.Addr, &sn.Reason,
			&created, &expires, &sn.Name, &keys); err != nil {
			return nil, err
		}
		sn.Created, sn.Expires, sn.Keys = fromUnix(created), fromUnix(expires), strings.Fields(keys)
		if sn.Target.Player != 0 {
			sn.Name = Player{ID: sn.Target.Player, Name: sn.Name}.Label()
		}
		out = append(out, sn)
	}
	return out, rows.Err()
}

// nullText is s for the database, NULL when empty.
func nullText(s string) any {
	if s == "" {
		return nil
	}
	return s
}
