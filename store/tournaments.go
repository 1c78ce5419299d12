package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/fetaix/fetaix/internal/names"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/tournament"
)

// Tournaments are the events the operator creates (fetaix admin
// tournament) or a schedule makes (tournamentschedules.go); the director
// (server/tourney) runs them, logs what happens (tournamentlog.go) and
// writes the final standings when one finishes.

// Tournament is one event's row.
type Tournament struct {
	ID               int64
	Kind             string // "arena" or "swiss"
	Name             string
	Starts           time.Time
	Minutes          int // an arena's length
	Rounds           int // a swiss event's rounds
	Clock, Increment time.Duration
	Rated, Bots      bool
	State            string // "upcoming", "running", "finished", "cancelled"
	Schedule         int64  // the schedule that made it; 0 for none
	Created          time.Time
	Finished         time.Time // zero until finished
	Result           string    // JSON of the final standings, "" until finished
}

// The kinds and states of a tournament.
const (
	TournamentArena = "arena"
	TournamentSwiss = "swiss"

	TournamentUpcoming  = "upcoming"
	TournamentRunning   = "running"
	TournamentFinished  = "finished"
	TournamentCancelled = "cancelled"
)

// Bounds of a tournament's settings (Validate).
const (
	MaxTournamentName   = 60                        // characters of a name kept
	MinArenaMinutes     = 10                        // an arena's shortest length
	MaxArenaMinutes     = 1440                      // and its longest: a day
	MaxTournamentRounds = tournament.MaxSwissRounds // a swiss event's rounds, from 1
	MinTournamentClock  = 30 * time.Second          // the shortest clock
	MaxTournamentClock  = 3 * time.Hour             // the longest clock
	MaxTournamentIncr   = 60 * time.Second          // the largest increment
)

// ErrNoTournament is returned for an event id the store does not hold.
var ErrNoTournament = errors.New("no such tournament")

// Validate says what is wrong with t's settings, nil when nothing: its
// kind, name, length (an arena) or rounds (a swiss event), and time
// control (tournaments are timed).
func (t Tournament) Validate() error {
	switch t.Kind {
	case TournamentArena:
		if t.Minutes < MinArenaMinutes || t.Minutes > MaxArenaMinutes {
			return fmt.Errorf("an arena lasts %d to %d minutes, not %d", MinArenaMinutes, MaxArenaMinutes, t.Minutes)
		}
		if t.Rounds != 0 {
			return errors.New("an arena has no rounds (give its minutes)")
		}
	case TournamentSwiss:
		if t.Rounds < 1 || t.Rounds > MaxTournamentRounds {
			return fmt.Errorf("a swiss event has 1 to %d rounds, not %d", MaxTournamentRounds, t.Rounds)
		}
		if t.Minutes != 0 {
			return errors.New("a swiss event has no length in minutes (give its rounds)")
		}
	default:
		return fmt.Errorf("a tournament is an arena or a swiss event, not %q", t.Kind)
	}
	if cleanTournamentName(t.Name) == "" {
		return errors.New("a tournament needs a name")
	}
	if t.Clock < MinTournamentClock || t.Clock > MaxTournamentClock {
		return fmt.Errorf("a tournament's clock is %v to %v, not %v", MinTournamentClock, MaxTournamentClock, t.Clock)
	}
	if t.Increment < 0 || t.Increment > MaxTournamentIncr {
		return fmt.Errorf("a tournament's increment is 0 to %v, not %v", MaxTournamentIncr, t.Increment)
	}
	if t.Starts.IsZero() {
		return errors.New("a tournament needs a start time")
	}
	return nil
}

// cleanTournamentName is a name as stored: printable characters only, at
// most MaxTournamentName of them, with at most two marks on a character.
func cleanTournamentName(s string) string {
	return textsafe.Line(names.LimitMarks(s), MaxTournamentName)
}

// CreateTournament stores a new event of t's settings (Validate), state
// "upcoming", created now, and returns its id. t's ID, State, Schedule,
// Created, Finished and Result are ignored (EnsureScheduled makes the
// events of a schedule).
func (s *Store) CreateTournament(ctx context.Context, t Tournament) (int64, error) {
	if err := t.Validate(); err != nil {
		return 0, err
	}
	return insertTournament(ctx, s.db, t, unix(s.now()))
}

// insertTournament stores a validated event, upcoming, of no schedule.
func insertTournament(ctx context.Context, db *sql.DB, t Tournament, created int64) (int64, error) {
	res, err := db.ExecContext(ctx, `INSERT INTO tournaments (kind, name, starts, minutes, rounds, clock_ms, increment_ms,
		rated, bots, state, schedule_id, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		t.Kind, cleanTournamentName(t.Name), unix(t.Starts), t.Minutes, t.Rounds, t.Clock.Milliseconds(),
		t.Increment.Milliseconds(), t.Rated, t.Bots, TournamentUpcoming, nil, created)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// tournamentColumns are the columns scanTournament reads, in its order.
const tournamentColumns = `id, kind, name, starts, minutes, rounds, clock_ms, increment_ms, rated, bots, state,
	coalesce(schedule_id, 0), created, coalesce(finished, 0), coalesce(result, '')`

func scanTournament(r scanner) (Tournament, error) {
	var t Tournament
	var starts, clock, incr, created, finished int64
	err := r.Scan(&t.ID, &t.Kind, &t.Name, &starts, &t.Minutes, &t.Rounds, &clock, &incr, &t.Rated, &t.Bots,
		&t.State, &t.Schedule, &created, &finished, &t.Result)
	t.Starts, t.Created, t.Finished = fromUnix(starts), fromUnix(created), fromUnix(finished)
	t.Clock, t.Increment = time.Duration(clock)*time.Millisecond, time.Duration(incr)*time.Millisecond
	return t, err
}

// Tournament returns event id, or ErrNoTournament.
func (s *Store) Tournament(ctx context.Context, id int64) (Tournament, error) {
	t, err := scanTournament(s.db.QueryRowContext(ctx, `SELECT `+tournamentColumns+` FROM tournaments WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Tournament{}, fmt.Errorf("%w: %d", ErrNoTournament, id)
	}
	return t, err
}

// MaxActiveTournaments bounds ActiveTournaments: the events upcoming or
// running that it returns, the earliest first.
const MaxActiveTournaments = 500

// ActiveTournaments returns the upcoming and running events, by start
// (at most MaxActiveTournaments).
func (s *Store) ActiveTournaments(ctx context.Context) ([]Tournament, error) {
	return s.tournaments(ctx, `SELECT `+tournamentColumns+` FROM tournaments
		WHERE state IN ('upcoming', 'running') ORDER BY starts, id LIMIT ?`, MaxActiveTournaments)
}

// RecentTournaments returns the finished and cancelled events, the
// latest first (by when they finished, else by start), at most n.
func (s *Store) RecentTournaments(ctx context.Context, n int) ([]Tournament, error) {
	return s.tournaments(ctx, `SELECT `+tournamentColumns+` FROM tournaments
		WHERE state IN ('finished', 'cancelled') ORDER BY coalesce(finished, starts) DESC, id DESC LIMIT ?`, limit(n))
}

func (s *Store) tournaments(ctx context.Context, query string, args ...any) ([]Tournament, error) {
	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Tournament
	for rows.Next() {
		t, err := scanTournament(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// ErrTournamentState is returned for a change of state an event cannot
// make: from finished or cancelled, or to a state that is none.
var ErrTournamentState = errors.New("the tournament cannot change to that state")

// SetTournamentState moves event id to state "running" or "cancelled"
// (FinishTournament finishes one). An event finished or cancelled stays
// so; ErrNoTournament for no such event.
func (s *Store) SetTournamentState(ctx context.Context, id int64, state string) error {
	if state != TournamentUpcoming && state != TournamentRunning && state != TournamentCancelled {
		return fmt.Errorf("%w: %q (finish an event with its result)", ErrTournamentState, state)
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		return changeState(ctx, tx, id, state, `UPDATE tournaments SET state = ? WHERE id = ?`, state, id)
	})
}

// FinishTournament marks event id finished at at, with its result (the
// director's JSON of the final standings and pairings).
func (s *Store) FinishTournament(ctx context.Context, id int64, result string, at time.Time) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		return changeState(ctx, tx, id, TournamentFinished,
			`UPDATE tournaments SET state = 'finished', finished = ?, result = ? WHERE id = ?`, unix(at), result, id)
	})
}

// changeState runs update on event id unless it is over already.
func changeState(ctx context.Context, tx *sql.Tx, id int64, to, update string, args ...any) error {
	var state string
	err := tx.QueryRowContext(ctx, `SELECT state FROM tournaments WHERE id = ?`, id).Scan(&state)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%w: %d", ErrNoTournament, id)
	}
	if err != nil {
		return err
	}
	if state == TournamentFinished || state == TournamentCancelled {
		return fmt.Errorf("%w: tournament %d is %s, not %s", ErrTournamentState, id, state, to)
	}
	_, err = tx.ExecContext(ctx, update, args...)
	return err
}
