package store

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/fetaix/fetaix/game/pdn"
)

// Export writes the archived games as one PDN file, oldest first,
// separated by blank lines: every game, or with a player's ID only theirs.
// Each game's text is the record as pdn.Format wrote it when the game
// was archived, its chat added as a comment after its last move, so the
// file reads back with pdn.Parse. It returns the
// number of games written.
func (s *Store) Export(ctx context.Context, w io.Writer, player PlayerID) (int, error) {
	// each game's chat, in the order said, as a JSON array of
	// [author, spectator, text]
	query, args := `SELECT g.pdn, (SELECT json_group_array(json_array(c.author, c.spectator, c.text))
		FROM (SELECT author, spectator, text FROM chat WHERE game_id = g.id ORDER BY id) c)
		FROM games g`, []any{}
	if player != 0 {
		query += ` WHERE g.white_id = ?1 OR g.black_id = ?1`
		args = append(args, player)
	}
	rows, err := s.db.QueryContext(ctx, query+` ORDER BY g.played, g.id`, args...)
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var pdn, chat string
		if err := rows.Scan(&pdn, &chat); err != nil {
			return n, err
		}
		if pdn, err = withChat(pdn, chat); err != nil {
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

// chatBraces keeps a chat line from ending the comment it is written in.
var chatBraces = strings.NewReplacer("{", "(", "}", ")")

// withChat returns a game's record with its chat (as Export's query reads
// it) in the comment after its last move: "chat: alice: hi · bob: hello".
// A record the pdn package cannot read back is written as it is.
func withChat(record, chatJSON string) (string, error) {
	var raw [][]any
	if err := json.Unmarshal([]byte(chatJSON), &raw); err != nil {
		return "", fmt.Errorf("a game's chat: %w", err)
	}
	if len(raw) == 0 {
		return record, nil
	}
	said := make([]string, 0, len(raw))
	for _, r := range raw {
		if len(r) != 3 {
			return "", fmt.Errorf("a game's chat: a line of %d fields", len(r))
		}
		author, _ := r[0].(string)
		spectator, _ := r[1].(float64)
		text, _ := r[2].(string)
		said = append(said, chatBraces.Replace(ChatLine{Author: author, Spectator: spectator != 0, Text: text}.String()))
	}
	recs, err := pdn.Parse(record)
	if err != nil || len(recs) != 1 {
		return record, nil
	}
	rec := recs[0]
	last := len(rec.Game.Moves())
	comment := "chat: " + strings.Join(said, " · ")
	if c := rec.Comment(last); c != "" {
		comment = c + " " + comment
	}
	rec.SetComment(last, comment)
	out, err := pdn.Format(rec)
	if err != nil {
		return record, nil
	}
	return out, nil
}
