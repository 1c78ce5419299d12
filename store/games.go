package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/rating"
)

// GameSummary is an archived game without its moves.
type GameSummary struct {
	ID GameID
	// White and Black are the players as they were named in the game.
	White, Black Seat
	Result       game.Result
	Termination  string
	Rated        bool
	Class        rating.Class
	Rules        string // the options that differ from the defaults ("" for none)
	Played       time.Time
	Level        int // the computer's level, 0 if it did not play
	// WhiteChange and BlackChange are the rating changes of a rated game.
	WhiteChange, BlackChange float64
	Imported                 bool // read from a PDN file rather than played on the server
}

// ArchivedGame is a game of the archive in full.
type ArchivedGame struct {
	GameSummary
	PDN  string // the game record (pdn.Parse reads it)
	Chat []ChatLine
}

const summaryColumns = `g.id, coalesce(g.white_id, 0), g.white_name, coalesce(g.black_id, 0), g.black_name,
	g.result, g.termination, g.rated, g.class, g.rules, g.played, coalesce(g.level, 0),
	coalesce(g.white_change, 0), coalesce(g.black_change, 0), g.imported_from IS NOT NULL,
	EXISTS (SELECT 1 FROM bot_accounts b WHERE b.player_id = g.white_id),
	EXISTS (SELECT 1 FROM bot_accounts b WHERE b.player_id = g.black_id)`

func scanSummary(row scanner, extra ...any) (GameSummary, error) {
	var g GameSummary
	var result, class string
	var played int64
	dest := append([]any{&g.ID, &g.White.Player, &g.White.Name, &g.Black.Player, &g.Black.Name,
		&result, &g.Termination, &g.Rated, &class, &g.Rules, &played, &g.Level,
		&g.WhiteChange, &g.BlackChange, &g.Imported, &g.White.Bot, &g.Black.Bot}, extra...)
	if err := row.Scan(dest...); err != nil {
		return g, err
	}
	g.Played = fromUnix(played)
	var err error
	if g.Result, err = parseResult(result); err != nil {
		return g, err
	}
	g.Class, err = rating.ParseClass(class)
	return g, err
}

// parseResult reads a stored result.
func parseResult(s string) (game.Result, error) {
	for _, r := range []game.Result{game.Ongoing, game.WhiteWin, game.BlackWin, game.Draw} {
		if r.String() == s {
			return r, nil
		}
	}
	return game.Ongoing, fmt.Errorf("store: bad result %q", s)
}

// RecentGames returns the n games that ended last (all when n ≤ 0),
// latest first.
func (s *Store) RecentGames(ctx context.Context, n int) ([]GameSummary, error) {
	return s.summaries(ctx, `SELECT `+summaryColumns+` FROM games g
		ORDER BY g.played DESC, g.id DESC LIMIT ?`, limit(n))
}

// PlayerGames returns the n games the player played that ended last (all
// when n ≤ 0), latest first.
func (s *Store) PlayerGames(ctx context.Context, id PlayerID, n int) ([]GameSummary, error) {
	return s.summaries(ctx, `SELECT `+summaryColumns+` FROM games g
		WHERE g.white_id = ?1 OR g.black_id = ?1 ORDER BY g.played DESC, g.id DESC LIMIT ?2`, id, limit(n))
}

// limit is the LIMIT of at most n rows, n ≤ 0 meaning all (-1 to SQLite).
func limit(n int) int {
	if n <= 0 {
		return -1
	}
	return n
}

func (s *Store) summaries(ctx context.Context, query string, args ...any) ([]GameSummary, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []GameSummary
	for rows.Next() {
		g, err := scanSummary(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, rows.Err()
}

// Game returns an archived game with its record and chat, or ErrNotFound.
func (s *Store) Game(ctx context.Context, id GameID) (ArchivedGame, error) {
	var ag ArchivedGame
	var err error
	ag.GameSummary, err = scanSummary(s.db.QueryRowContext(ctx, `SELECT `+summaryColumns+`, g.pdn
		FROM games g WHERE g.id = ?`, id), &ag.PDN)
	if errors.Is(err, sql.ErrNoRows) {
		return ArchivedGame{}, ErrNotFound
	} else if err != nil {
		return ArchivedGame{}, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT author, spectator, at, text FROM chat WHERE game_id = ? ORDER BY id`, id)
	if err != nil {
		return ArchivedGame{}, err
	}
	defer rows.Close()
	for rows.Next() {
		var c ChatLine
		var at int64
		if err := rows.Scan(&c.Author, &c.Spectator, &at, &c.Text); err != nil {
			return ArchivedGame{}, err
		}
		c.At = fromUnix(at)
		ag.Chat = append(ag.Chat, c)
	}
	return ag, rows.Err()
}

// RatedGame is a rated game of the archive: its players and its end.
type RatedGame struct {
	White, Black PlayerID
	Played       time.Time
}

// RatedGamesSince returns the rated games that ended at or after since,
// oldest first: what the server counts per pair of players.
func (s *Store) RatedGamesSince(ctx context.Context, since time.Time) ([]RatedGame, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT white_id, black_id, played FROM games
		WHERE rated = 1 AND played >= ? ORDER BY played, id`, unix(since))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []RatedGame
	for rows.Next() {
		var g RatedGame
		var played int64
		if err := rows.Scan(&g.White, &g.Black, &played); err != nil {
			return nil, err
		}
		g.Played = fromUnix(played)
		out = append(out, g)
	}
	return out, rows.Err()
}
