package tourney

import (
	"cmp"
	"context"
	"slices"
	"time"
)

// poll reads the store: the schedules' events made, new events loaded
// (their logs replayed), events whose start has come started, events the
// operator cancelled dropped, and the finished events of List refreshed.
func (d *Director) poll(ctx context.Context) {
	now := d.cfg.Now()
	if now.Sub(d.scheduled) >= ScheduleEvery {
		d.scheduled = now
		if _, err := d.cfg.Store.EnsureScheduled(ctx, now, ScheduleAhead); err != nil && ctx.Err() == nil {
			d.cfg.Log.Error("tourney: schedules", "err", err)
		}
	}
	rows, err := d.cfg.Store.ActiveTournaments(ctx)
	if err != nil {
		if ctx.Err() == nil { // else the server is stopping: no error
			d.cfg.Log.Error("tourney: reading the events", "err", err)
		}
		return
	}
	recent, err := d.cfg.Store.RecentTournaments(ctx, MaxFinishedShown)
	if err != nil && ctx.Err() == nil {
		d.cfg.Log.Error("tourney: reading the finished events", "err", err)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.recent = decodeFinished(recent)
	// Running events first (they must be held), then the soonest.
	slices.SortFunc(rows, func(a, b EventRow) int {
		return cmp.Or(-cmp.Compare(boolInt(a.State == StateRunning), boolInt(b.State == StateRunning)),
			a.Starts.Compare(b.Starts), cmp.Compare(a.ID, b.ID))
	})
	active := map[EventID]bool{}
	for _, row := range rows {
		id := EventID(row.ID)
		active[id] = true
		if d.evs[id] == nil && len(d.evs) < MaxLoadedEvents {
			d.load(ctx, row)
		}
	}
	for id, ev := range d.evs {
		if !active[id] {
			d.dropIfGone(ctx, ev)
		}
	}
	d.startDue(ctx, now)
}

// load holds an event and replays its log.
func (d *Director) load(ctx context.Context, row EventRow) {
	ev, err := newEvent(row)
	if err != nil {
		d.cfg.Log.Error("tourney: an event", "event", row.ID, "err", err)
		return
	}
	if err := d.replay(ctx, ev); err != nil {
		d.cfg.Log.Error("tourney: replaying an event's log", "event", row.ID, "err", err)
		return
	}
	ev.started = row.State == StateRunning
	d.evs[EventID(row.ID)] = ev
}

// dropIfGone lets go of an event the store no longer lists as active:
// cancelled by the operator (its rooms play on, their results are no
// longer scored) or finished elsewhere.
func (d *Director) dropIfGone(ctx context.Context, ev *event) {
	row, err := d.cfg.Store.Tournament(ctx, ev.row.ID)
	if err == nil && (row.State == StateUpcoming || row.State == StateRunning) {
		return
	}
	d.cfg.Log.Info("tourney: event dropped", "event", ev.row.ID, "state", row.State, "err", err)
	d.drop(ev)
}

// drop lets go of an event and of the seats it holds.
func (d *Director) drop(ev *event) {
	for code := range ev.games {
		d.clearSeats(code)
	}
	delete(d.evs, EventID(ev.row.ID))
}

// startDue starts the events whose start has come, the earliest first,
// while fewer than MaxRunningEvents run; a swiss event with fewer than two players is
// cancelled instead, with a note.
func (d *Director) startDue(ctx context.Context, now time.Time) {
	running := 0
	for _, ev := range d.evs {
		if ev.started {
			running++
		}
	}
	var due []*event
	for _, ev := range d.evs {
		if !ev.started && !now.Before(ev.row.Starts) {
			due = append(due, ev)
		}
	}
	slices.SortFunc(due, func(a, b *event) int {
		return cmp.Or(a.row.Starts.Compare(b.row.Starts), cmp.Compare(a.row.ID, b.row.ID))
	})
	for _, ev := range due {
		if running >= MaxRunningEvents {
			break
		}
		if ev.swiss != nil && len(ev.players) < 2 {
			d.append(ctx, ev, logNote, 0, noteData{Note: noteTooFew})
			if err := d.cfg.Store.SetTournamentState(ctx, ev.row.ID, StateCancelled); err != nil {
				d.cfg.Log.Error("tourney: cancelling", "event", ev.row.ID, "err", err)
			}
			d.drop(ev)
			continue
		}
		if err := d.cfg.Store.SetTournamentState(ctx, ev.row.ID, StateRunning); err != nil {
			d.cfg.Log.Error("tourney: starting", "event", ev.row.ID, "err", err)
			continue
		}
		ev.started = true
		ev.row.State = StateRunning
		running++
	}
}

// replay applies an event's log to it.
func (d *Director) replay(ctx context.Context, ev *event) error {
	entries, err := d.cfg.Store.TournamentLog(ctx, ev.row.ID)
	if err != nil {
		return err
	}
	var errs []error
	for _, e := range entries {
		if err := ev.apply(e); err != nil {
			errs = append(errs, err) // an entry that no longer fits is skipped
		}
	}
	if len(errs) > 0 {
		d.cfg.Log.Warn("tourney: log entries skipped", "event", ev.row.ID, "n", len(errs), "first", errs[0])
	}
	return nil
}
