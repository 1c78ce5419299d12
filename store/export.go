package store

import (
	"context"
	"io"
)

// Export writes the archived games as one PDN file, oldest first,
// separated by blank lines: every game, or with a player's ID only theirs.
// Each game's text is the record as game.FormatPDN wrote it when the game
// was archived, so the file reads back with game.ParsePDN. It returns the
// number of games written.
func (s *Store) Export(ctx context.Context, w io.Writer, player PlayerID) (int, error) {
	query, args := `SELECT pdn FROM games ORDER BY played, id`, []any{}
	if player != 0 {
		query = `SELECT pdn FROM games WHERE white_id = ?1 OR black_id = ?1 ORDER BY played, id`
		args = append(args, player)
	}
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var pdn string
		if err := rows.Scan(&pdn); err != nil {
			return n, err
		}
		if n > 0 {
			pdn = "\n" + pdn
		}
		if _, err := io.WriteString(w, pdn); err != nil {
			return n, err
		}
		n++
	}
	return n, rows.Err()
}
