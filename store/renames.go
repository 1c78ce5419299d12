package store

import "context"

// Rename is a change of a player's name (SetName), numbered in the order
// of the changes: a running server reads those after the last it saw.
type Rename struct {
	Player PlayerID
	Name   string // the name now
	Seq    int64
}

// LastRename returns the number of the latest name change (0: none).
func (s *Store) LastRename(ctx context.Context) (int64, error) {
	var seq int64
	err := s.db.QueryRowContext(ctx, `SELECT coalesce(max(renamed), 0) FROM players`).Scan(&seq)
	return seq, err
}

// Renames returns the name changes numbered after seq, in their order, at
// most limit of them (the next call goes on from the last one's Seq); a
// player renamed twice since is returned once, with the name now.
func (s *Store) Renames(ctx context.Context, after int64, limit int) ([]Rename, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, coalesce(name, ''), renamed FROM players
		WHERE renamed > ? ORDER BY renamed LIMIT ?`, after, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Rename
	for rows.Next() {
		var r Rename
		if err := rows.Scan(&r.Player, &r.Name, &r.Seq); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
