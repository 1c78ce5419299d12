package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// An event's log is what the director (server/tourney) records as it
// runs an event: joins, pauses, withdrawals, results, rounds, in order;
// it replays them after a restart. The store keeps the entries as given.

// MaxTournamentLog bounds the entries of one event's log: an arena of
// the most players over the longest length logs far fewer.
const MaxTournamentLog = 200_000

// ErrTournamentLogFull is returned by AppendTournamentLog for an event
// whose log holds MaxTournamentLog entries.
var ErrTournamentLogFull = fmt.Errorf("the tournament's log is full (%d entries)", MaxTournamentLog)

// tournamentLogBound is MaxTournamentLog; the tests lower it.
var tournamentLogBound int64 = MaxTournamentLog

// TournamentEntry is one line of an event's log.
type TournamentEntry struct {
	Seq    int64
	At     time.Time
	Kind   string   // the director's: "join", "pause", "resume", "withdraw", "result", "round", …
	Player PlayerID // 0 for none
	Data   string   // JSON, the director's
}

// AppendTournamentLog adds e to event id's log as its next entry (e.Seq
// is ignored) and returns its Seq, from 1. It refuses an entry without a
// kind, beyond MaxTournamentLog (ErrTournamentLogFull), and for no such
// event (ErrNoTournament).
func (s *Store) AppendTournamentLog(ctx context.Context, id int64, e TournamentEntry) (int64, error) {
	if e.Kind == "" {
		return 0, errors.New("a tournament log entry needs a kind")
	}
	var seq int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM tournaments WHERE id = ?`, id).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return fmt.Errorf("%w: %d", ErrNoTournament, id)
		}
		if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(seq), 0) + 1 FROM tournament_log WHERE tournament_id = ?`,
			id).Scan(&seq); err != nil {
			return err
		}
		if seq > tournamentLogBound {
			return fmt.Errorf("tournament %d: %w", id, ErrTournamentLogFull)
		}
		var player any
		if e.Player != 0 {
			player = e.Player
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO tournament_log (tournament_id, seq, at, kind, player_id, data)
			VALUES (?, ?, ?, ?, ?, ?)`, id, seq, unix(e.At), e.Kind, player, e.Data)
		return err
	})
	return seq, err
}

// TournamentLog returns event id's log, in order (at most
// MaxTournamentLog entries).
func (s *Store) TournamentLog(ctx context.Context, id int64) ([]TournamentEntry, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT seq, at, kind, coalesce(player_id, 0), data FROM tournament_log
		WHERE tournament_id = ? ORDER BY seq`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []TournamentEntry
	for rows.Next() {
		var e TournamentEntry
		var at int64
		if err := rows.Scan(&e.Seq, &at, &e.Kind, &e.Player, &e.Data); err != nil {
			return nil, err
		}
		e.At = fromUnix(at)
		out = append(out, e)
	}
	return out, rows.Err()
}
