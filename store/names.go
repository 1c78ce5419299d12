package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// Display names are chosen by the players, first come, first served, as
// the name policy cleans them (internal/names), and unique by their key:
// two names that look alike (names.Key) are one name, held by whoever
// took it first. A player's name can be withdrawn (WithdrawName, and the
// migration that keyed names by their look: rekeyNames); they are then
// asked to choose another.

// Errors of SetName, besides the policy's own (names.Err…).
var (
	ErrNameTaken     = errors.New("that name is taken")
	ErrNameLookalike = errors.New("looks like an existing player's name")
)

// holderError is why a name is refused to a player when another holds
// its key: ErrNameTaken when the holder's name is the same whatever its
// case, else ErrNameLookalike with the holder's name.
func holderError(clean, holder string) error {
	if strings.EqualFold(clean, holder) {
		return ErrNameTaken
	}
	return LookalikeError{Holder: holder}
}

// LookalikeError is ErrNameLookalike naming the player whose name the
// refused one looks like.
type LookalikeError struct{ Holder string }

// Error is "looks like an existing player's name: Holder".
func (e LookalikeError) Error() string { return fmt.Sprintf("%v: %s", ErrNameLookalike, e.Holder) }

// Unwrap is ErrNameLookalike.
func (e LookalikeError) Unwrap() error { return ErrNameLookalike }

// nameHolder returns the id and name of the player holding the key of
// name, or ErrNotFound.
func nameHolder(ctx context.Context, q querier, key string) (PlayerID, string, error) {
	var id PlayerID
	var name string
	err := q.QueryRowContext(ctx, `SELECT id, name FROM players WHERE name_key = ?`, key).Scan(&id, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", ErrNotFound
	}
	return id, name, err
}

// WithdrawName takes the player's name from them, saying why (shown to
// them): they keep their games and ratings, have no name until they
// choose another, and are asked to at their next visit. The withdrawn
// name is kept for the record (players.former_name).
func (s *Store) WithdrawName(ctx context.Context, id PlayerID, why string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return withdraw(ctx, tx, id, why) })
}

func withdraw(ctx context.Context, tx *sql.Tx, id PlayerID, why string) error {
	res, err := tx.ExecContext(ctx, `UPDATE players SET former_name = coalesce(name, former_name), name = NULL,
		name_key = NULL, withdrawn_why = ? WHERE id = ?`, why, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}
