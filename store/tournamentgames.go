package store

import "context"

// TournamentGames returns the n archived games of tournament event id
// (FinishedGame.Tournament) that ended first (all when n ≤ 0), oldest
// first.
func (s *Store) TournamentGames(ctx context.Context, id int64, n int) ([]GameSummary, error) {
	return s.summaries(ctx, `SELECT `+summaryColumns+` FROM games g
		WHERE g.tournament_id = ? ORDER BY g.played, g.id LIMIT ?`, id, limit(n))
}
