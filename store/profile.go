package store

import (
	"context"
	"errors"

	"github.com/fetaix/fetaix/rating"
)

// Profile is what the lobby shows of a player.
type Profile struct {
	Player Player
	// Ratings are the player's standings, one per class they have rated
	// games in, in the order of rating.Classes.
	Ratings []Standing
	// Record counts every finished game the player played, rated or
	// casual, against people or the computer.
	Record Tally
	// Levels is the record against each computer level played.
	Levels []LevelRecord
	// Recent are the games that ended last, latest first.
	Recent []GameSummary
	// Puzzles is the player's puzzle rating, nil before their first
	// attempt.
	Puzzles *PuzzleStanding
}

// LevelRecord is a player's record against one computer level.
type LevelRecord struct {
	Level int
	Tally
}

// tallyColumns count, over the games a query selects, those won, drawn
// and lost by player ?1.
const tallyColumns = `
	coalesce(sum((g.white_id = ?1 AND g.result = '1-0') OR (g.black_id = ?1 AND g.result = '0-1')), 0),
	coalesce(sum(g.result = '1/2-1/2'), 0),
	coalesce(sum((g.white_id = ?1 AND g.result = '0-1') OR (g.black_id = ?1 AND g.result = '1-0')), 0)`

// Profile returns a player's ratings, record and recent games (the last
// recent of them; all when recent ≤ 0), or ErrNotFound.
func (s *Store) Profile(ctx context.Context, id PlayerID, recent int) (Profile, error) {
	p, err := s.PlayerByID(ctx, id)
	if err != nil {
		return Profile{}, err
	}
	pr := Profile{Player: p}
	for _, c := range rating.Classes {
		st, err := s.RankOf(ctx, id, c)
		switch {
		case err == nil:
			pr.Ratings = append(pr.Ratings, st)
		case !errors.Is(err, ErrNotFound):
			return Profile{}, err
		}
	}
	err = s.db.QueryRowContext(ctx, `SELECT `+tallyColumns+` FROM games g WHERE g.white_id = ?1 OR g.black_id = ?1`, id).
		Scan(&pr.Record.Wins, &pr.Record.Draws, &pr.Record.Losses)
	if err != nil {
		return Profile{}, err
	}
	if pr.Levels, err = s.LevelRecords(ctx, id); err != nil {
		return Profile{}, err
	}
	if pr.Recent, err = s.PlayerGames(ctx, id, recent); err != nil {
		return Profile{}, err
	}
	switch z, err := s.PuzzleRating(ctx, id); {
	case err == nil:
		pr.Puzzles = &z
	case !errors.Is(err, ErrNotFound):
		return Profile{}, err
	}
	return pr, nil
}

// LevelRecords returns the player's record against each computer level
// they have finished a game against, by level.
func (s *Store) LevelRecords(ctx context.Context, id PlayerID) ([]LevelRecord, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT g.level, `+tallyColumns+` FROM games g
		WHERE g.level IS NOT NULL AND g.result != '*' AND (g.white_id = ?1 OR g.black_id = ?1)
		GROUP BY g.level ORDER BY g.level`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []LevelRecord
	for rows.Next() {
		var lr LevelRecord
		if err := rows.Scan(&lr.Level, &lr.Wins, &lr.Draws, &lr.Losses); err != nil {
			return nil, err
		}
		out = append(out, lr)
	}
	return out, rows.Err()
}
