package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/fetaix/fetaix/rating"
)

// Standing is a player's place in a rating class.
type Standing struct {
	Rank   int // 1 for the best
	Player Player
	// Rating is as it stands now: its deviation has grown for the rating
	// periods since the player's last rated game.
	Rating rating.Rating
	Tally  // the rated games in the class
	Last   time.Time
}

// Players are ranked by rating, then by more rated games, then by who came
// first; provisional ratings are ranked too (shown with "?").
const standingOrder = `r.r DESC, r.games DESC, r.player_id`

const standingColumns = `p.id, coalesce(p.name, ''), p.created, r.r, r.rd, r.vol, r.wins, r.draws, r.losses, r.last_game, ` + isBotColumn

// Leaderboard returns the n best players of a class (every rated player
// when n ≤ 0), best first.
func (s *Store) Leaderboard(ctx context.Context, class rating.Class, n int) ([]Standing, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+standingColumns+`
		FROM ratings r JOIN players p ON p.id = r.player_id
		WHERE r.class = ? ORDER BY `+standingOrder+` LIMIT ?`, class.String(), limit(n))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Standing
	for rows.Next() {
		st, err := s.scanStanding(rows)
		if err != nil {
			return nil, err
		}
		st.Rank = len(out) + 1
		out = append(out, st)
	}
	return out, rows.Err()
}

// RankOf returns a player's standing in a class, or ErrNotFound if they
// have no rated game in it.
func (s *Store) RankOf(ctx context.Context, id PlayerID, class rating.Class) (Standing, error) {
	st, err := s.scanStanding(s.db.QueryRowContext(ctx, `SELECT `+standingColumns+`
		FROM ratings r JOIN players p ON p.id = r.player_id
		WHERE r.class = ? AND r.player_id = ?`, class.String(), id))
	if errors.Is(err, sql.ErrNoRows) {
		return Standing{}, ErrNotFound
	} else if err != nil {
		return Standing{}, err
	}
	var ahead int
	err = s.db.QueryRowContext(ctx, `SELECT count(*) FROM ratings r WHERE r.class = ?1 AND
		(r.r > ?2 OR (r.r = ?2 AND (r.games > ?3 OR (r.games = ?3 AND r.player_id < ?4))))`,
		class.String(), st.Rating.R, st.Games(), id).Scan(&ahead)
	st.Rank = ahead + 1
	return st, err
}

// scanner is a *sql.Row or *sql.Rows.
type scanner interface{ Scan(dest ...any) error }

func (s *Store) scanStanding(row scanner) (Standing, error) {
	var st Standing
	var created, last int64
	err := row.Scan(&st.Player.ID, &st.Player.Name, &created, &st.Rating.R, &st.Rating.RD, &st.Rating.Vol,
		&st.Wins, &st.Draws, &st.Losses, &last, &st.Player.Bot)
	st.Player.Created, st.Last = fromUnix(created), fromUnix(last)
	st.Rating = s.params.Idle(st.Rating, st.Last, s.now())
	return st, err
}
