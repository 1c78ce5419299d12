package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/rating"
)

// classRating is a row of the ratings table: a player's rating in one
// class as of their last rated game, and the rated record behind it.
type classRating struct {
	Rating rating.Rating
	Tally
	Last time.Time // the last rated game; zero for a player not rated yet
}

// Tally counts games won, drawn and lost.
type Tally struct {
	Wins, Draws, Losses int
}

// Games is how many games the tally counts.
func (t Tally) Games() int { return t.Wins + t.Draws + t.Losses }

// add counts one game with the player's score.
func (t *Tally) add(score float64) {
	switch score {
	case rating.Win:
		t.Wins++
	case rating.Draw:
		t.Draws++
	default:
		t.Losses++
	}
}

// loadRating reads a player's rating in a class; an unrated player has
// rating.New().
func loadRating(ctx context.Context, q querier, id PlayerID, class rating.Class) (classRating, error) {
	var cr classRating
	var last int64
	err := q.QueryRowContext(ctx, `SELECT r, rd, vol, wins, draws, losses, last_game
		FROM ratings WHERE player_id = ? AND class = ?`, id, class.String()).
		Scan(&cr.Rating.R, &cr.Rating.RD, &cr.Rating.Vol, &cr.Wins, &cr.Draws, &cr.Losses, &last)
	if errors.Is(err, sql.ErrNoRows) {
		return classRating{Rating: rating.New()}, nil
	}
	cr.Last = fromUnix(last)
	return cr, err
}

// saveRating writes a player's rating in a class.
func saveRating(ctx context.Context, tx *sql.Tx, id PlayerID, class rating.Class, cr classRating) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO ratings (player_id, class, r, rd, vol, games, wins, draws, losses, last_game)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (player_id, class) DO UPDATE SET r = excluded.r, rd = excluded.rd, vol = excluded.vol,
			games = excluded.games, wins = excluded.wins, draws = excluded.draws, losses = excluded.losses,
			last_game = excluded.last_game`,
		id, class.String(), cr.Rating.R, cr.Rating.RD, cr.Rating.Vol, cr.Games(), cr.Wins, cr.Draws, cr.Losses, unix(cr.Last))
	return err
}

// rateGame updates both players' ratings in the class for a game that
// ended at `at` with result, inside tx, and returns the changes. Each
// player's rating is first brought up to date for the rating periods
// they sat out.
func (s *Store) rateGame(ctx context.Context, tx *sql.Tx, class rating.Class, white, black PlayerID,
	result game.Result, at time.Time) (RatingChange, RatingChange, error) {
	w, err := loadRating(ctx, tx, white, class)
	if err != nil {
		return RatingChange{}, RatingChange{}, err
	}
	b, err := loadRating(ctx, tx, black, class)
	if err != nil {
		return RatingChange{}, RatingChange{}, err
	}
	wEst, err := established(ctx, tx, white, at)
	if err != nil {
		return RatingChange{}, RatingChange{}, err
	}
	bEst, err := established(ctx, tx, black, at)
	if err != nil {
		return RatingChange{}, RatingChange{}, err
	}
	score := whiteScore(result)
	wc := RatingChange{Before: s.params.Idle(w.Rating, w.Last, at)}
	bc := RatingChange{Before: s.params.Idle(b.Rating, b.Last, at)}
	wc.After, bc.After = s.params.Game(wc.Before, bc.Before, score)
	// a rating moves only in a game against an established opponent:
	// throwaway keys lose rating to nobody's gain
	if !bEst && !s.rateNew {
		wc.After, wc.Held = wc.Before, true
	}
	if !wEst && !s.rateNew {
		bc.After, bc.Held = bc.Before, true
	}
	for _, side := range []struct {
		id    PlayerID
		cr    classRating
		after rating.Rating
		score float64
	}{{white, w, wc.After, score}, {black, b, bc.After, 1 - score}} {
		side.cr.Rating = side.after
		side.cr.add(side.score)
		if at.After(side.cr.Last) {
			side.cr.Last = at
		}
		if err := saveRating(ctx, tx, side.id, class, side.cr); err != nil {
			return RatingChange{}, RatingChange{}, err
		}
	}
	return wc, bc, nil
}

// whiteScore is White's score in a finished game.
func whiteScore(r game.Result) float64 {
	switch r {
	case game.WhiteWin:
		return rating.Win
	case game.BlackWin:
		return rating.Loss
	}
	return rating.Draw
}

// A player is established once they have played rated games against
// EstablishedOpponents different opponents, the first of them more than
// EstablishedAge before: only a game against an established player moves
// a rating (games against a new key move the new key's rating alone).
const (
	EstablishedOpponents = 3
	EstablishedAge       = 24 * time.Hour
)

// Established reports whether the player is established at `at`.
func (s *Store) Established(ctx context.Context, id PlayerID, at time.Time) (bool, error) {
	return established(ctx, s.db, id, at)
}

// established reports whether id is established at `at`, from the rated
// games of the archive that ended before it.
func established(ctx context.Context, q querier, id PlayerID, at time.Time) (bool, error) {
	var opponents int
	var first sql.NullInt64
	err := q.QueryRowContext(ctx, `SELECT count(DISTINCT opp), min(played) FROM (
		SELECT black_id AS opp, played FROM games WHERE white_id = ?1 AND rated = 1 AND played < ?2
		UNION ALL
		SELECT white_id, played FROM games WHERE black_id = ?1 AND rated = 1 AND played < ?2)`,
		id, unix(at)).Scan(&opponents, &first)
	if err != nil {
		return false, err
	}
	return opponents >= EstablishedOpponents && first.Valid && at.Sub(fromUnix(first.Int64)) > EstablishedAge, nil
}

// PlayerRating reads a player's rating in a class as stored; an unrated
// player has rating.New().
func (s *Store) PlayerRating(ctx context.Context, id PlayerID, class rating.Class) (rating.Rating, error) {
	cr, err := loadRating(ctx, s.db, id, class)
	return cr.Rating, err
}
