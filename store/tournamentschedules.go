package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// A schedule makes one event per period (an hour or a day) from its
// template: the k-th starts at the first's start plus k periods. The
// store makes them ahead of time (EnsureScheduled), each once; deleting
// a schedule keeps the events it made.

// MaxTournamentSchedules bounds the schedules the store holds.
const MaxTournamentSchedules = 50

// The periods of a schedule.
const (
	Hourly = "hourly"
	Daily  = "daily"
)

// ErrNoSchedule is returned for a schedule id the store does not hold.
var ErrNoSchedule = errors.New("no such tournament schedule")

// TournamentSchedule is a schedule of events.
type TournamentSchedule struct {
	ID       int64
	Every    string     // "hourly" or "daily"
	Template Tournament // Starts is the first event's start
	Created  time.Time
}

// Period is how far apart the schedule's events start; 0 for an Every
// that is none.
func (sc TournamentSchedule) Period() time.Duration {
	switch sc.Every {
	case Hourly:
		return time.Hour
	case Daily:
		return 24 * time.Hour
	}
	return 0
}

// Validate says what is wrong with sc: its period, or its template's
// settings (Tournament.Validate); an arena longer than the period would
// overlap the next one and is refused.
func (sc TournamentSchedule) Validate() error {
	p := sc.Period()
	if p == 0 {
		return fmt.Errorf("a schedule is hourly or daily, not %q", sc.Every)
	}
	if err := sc.Template.Validate(); err != nil {
		return err
	}
	if time.Duration(sc.Template.Minutes)*time.Minute > p {
		return fmt.Errorf("an %s arena lasts at most %d minutes, not %d", sc.Every, int(p.Minutes()), sc.Template.Minutes)
	}
	return nil
}

// CreateTournamentSchedule stores schedule sc (Validate) and returns its
// id; at most MaxTournamentSchedules are held. sc's ID and Created are
// ignored. The events come from EnsureScheduled.
func (s *Store) CreateTournamentSchedule(ctx context.Context, sc TournamentSchedule) (int64, error) {
	if err := sc.Validate(); err != nil {
		return 0, err
	}
	t := sc.Template
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM tournament_schedules`).Scan(&n); err != nil {
			return err
		}
		if n >= MaxTournamentSchedules {
			return fmt.Errorf("there are %d tournament schedules already, the most the server keeps: remove one first", n)
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO tournament_schedules (every, kind, name, minutes, rounds, clock_ms,
			increment_ms, rated, bots, first, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			sc.Every, t.Kind, cleanTournamentName(t.Name), t.Minutes, t.Rounds, t.Clock.Milliseconds(),
			t.Increment.Milliseconds(), t.Rated, t.Bots, unix(t.Starts), unix(s.now()))
		if err != nil {
			return err
		}
		id, err = res.LastInsertId()
		return err
	})
	return id, err
}

// TournamentSchedules returns the schedules, oldest first (at most
// MaxTournamentSchedules).
func (s *Store) TournamentSchedules(ctx context.Context) ([]TournamentSchedule, error) {
	return schedules(ctx, s.db)
}

func schedules(ctx context.Context, q querier) ([]TournamentSchedule, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, every, kind, name, minutes, rounds, clock_ms, increment_ms, rated, bots,
		first, created FROM tournament_schedules ORDER BY id LIMIT ?`, MaxTournamentSchedules)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []TournamentSchedule
	for rows.Next() {
		var sc TournamentSchedule
		t := &sc.Template
		var clock, incr, first, created int64
		if err := rows.Scan(&sc.ID, &sc.Every, &t.Kind, &t.Name, &t.Minutes, &t.Rounds, &clock, &incr, &t.Rated, &t.Bots,
			&first, &created); err != nil {
			return nil, err
		}
		t.Clock, t.Increment = time.Duration(clock)*time.Millisecond, time.Duration(incr)*time.Millisecond
		t.Starts, t.Schedule, sc.Created = fromUnix(first), sc.ID, fromUnix(created)
		out = append(out, sc)
	}
	return out, rows.Err()
}

// DeleteTournamentSchedule removes schedule id (ErrNoSchedule when there
// is none); the events it made stay.
func (s *Store) DeleteTournamentSchedule(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM tournament_schedules WHERE id = ?`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("%w: %d", ErrNoSchedule, id)
	}
	return nil
}

// MaxScheduleAhead bounds EnsureScheduled's ahead: the events made at
// once per schedule are at most 7·24 (hourly, a week ahead).
const MaxScheduleAhead = 7 * 24 * time.Hour

// EnsureScheduled creates, for every schedule, its next event (the first
// start at or after now) if it starts before now+ahead and does not exist
// yet (by schedule_id and starts); it returns how many it made.
// Idempotent. ahead is cut to MaxScheduleAhead.
func (s *Store) EnsureScheduled(ctx context.Context, now time.Time, ahead time.Duration) (int, error) {
	ahead = min(ahead, MaxScheduleAhead)
	made := 0
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		made = 0
		list, err := schedules(ctx, tx)
		if err != nil {
			return err
		}
		created := unix(s.now())
		for _, sc := range list {
			for _, start := range scheduledStarts(sc, now, ahead) {
				t := sc.Template
				t.Starts = start
				res, err := tx.ExecContext(ctx, `INSERT INTO tournaments (kind, name, starts, minutes, rounds, clock_ms,
					increment_ms, rated, bots, state, schedule_id, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
					ON CONFLICT (schedule_id, starts) WHERE schedule_id IS NOT NULL DO NOTHING`,
					t.Kind, t.Name, unix(start), t.Minutes, t.Rounds, t.Clock.Milliseconds(), t.Increment.Milliseconds(),
					t.Rated, t.Bots, TournamentUpcoming, sc.ID, created)
				if err != nil {
					return err
				}
				n, _ := res.RowsAffected()
				made += int(n)
			}
		}
		return nil
	})
	return made, err
}

// scheduledStarts is the next start first + k·period (k ≥ 0) of sc at
// or after now, if it is before now+ahead: a schedule announces its next
// event alone (an hourly one does not fill the list of events with a
// day of them).
func scheduledStarts(sc TournamentSchedule, now time.Time, ahead time.Duration) []time.Time {
	p := sc.Period()
	first := sc.Template.Starts
	if p == 0 || ahead <= 0 {
		return nil
	}
	end := now.Add(ahead)
	k := int64(0)
	if now.After(first) {
		k = int64((now.Sub(first) + p - 1) / p) // the first k with first + k·p ≥ now
	}
	if t := first.Add(time.Duration(k) * p); t.Before(end) {
		return []time.Time{t}
	}
	return nil
}
