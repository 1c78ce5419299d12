package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/fetaix/fetaix/internal/names"
)

// rekeyNames is the Go step of the migration name_skeletons: it gives
// every named player's name_key names.Key of their name, taking players
// in the order they came (created, then id). A name the policy refuses
// (names.Clean), or whose key an earlier player's name has, is withdrawn
// (withdraw): the earlier player keeps theirs, the later one is asked to
// choose again. A kept name is stored as Clean gives it. It may run again
// on its own result and changes nothing then.
func rekeyNames(ctx context.Context, tx *sql.Tx) error {
	// Keys that no name has (a name has no control character), so that
	// the unique index holds while the real keys are given one by one.
	if _, err := tx.ExecContext(ctx, `UPDATE players SET name_key = char(0) || id WHERE name IS NOT NULL`); err != nil {
		return err
	}
	var after struct {
		created int64
		id      PlayerID
	}
	for {
		batch, err := namedAfter(ctx, tx, after.created, after.id)
		if err != nil || len(batch) == 0 {
			return err
		}
		for _, p := range batch {
			if err := rekeyName(ctx, tx, p); err != nil {
				return fmt.Errorf("player %d: %w", p.ID, err)
			}
		}
		last := batch[len(batch)-1]
		after.created, after.id = last.Created.Unix(), last.ID
	}
}

// rekeyBatch is how many players rekeyNames reads at once.
const rekeyBatch = 500

// namedAfter returns the next named players after (created, id), in order.
func namedAfter(ctx context.Context, q querier, created int64, id PlayerID) ([]Player, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, name, created FROM players
		WHERE name IS NOT NULL AND (created > ? OR (created = ? AND id > ?))
		ORDER BY created, id LIMIT ?`, created, created, id, rekeyBatch)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Player
	for rows.Next() {
		var p Player
		var at int64
		if err := rows.Scan(&p.ID, &p.Name, &at); err != nil {
			return nil, err
		}
		p.Created = fromUnix(at)
		out = append(out, p)
	}
	return out, rows.Err()
}

// rekeyName keys one player's name, or withdraws it.
func rekeyName(ctx context.Context, tx *sql.Tx, p Player) error {
	clean, err := names.Clean(p.Name)
	if err != nil {
		return withdraw(ctx, tx, p.ID, err.Error())
	}
	key := names.Key(clean)
	switch holder, held, err := nameHolder(ctx, tx, key); {
	case err == nil && holder != p.ID:
		return withdraw(ctx, tx, p.ID, holderError(clean, held).Error())
	case err != nil && !errors.Is(err, ErrNotFound):
		return err
	}
	_, err = tx.ExecContext(ctx, `UPDATE players SET name = ?, name_key = ? WHERE id = ?`, clean, key, p.ID)
	return err
}
