package room

import (
	"slices"
	"time"

	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/store"
)

// Correspondence games: a room whose Options.DaysPerMove is set gives
// each move days, not minutes, as lichess's correspondence games do. The
// side to move has the full days again after every move (per-move time,
// not a bank), from the game's start on: a side that never moves loses on
// time, and a game that ends so before each side has made two moves is
// aborted (abort.go). The clock runs whether its players are connected
// or not; a player who leaves keeps their seat with no grace period
// (nobody's seat times out while they are away) and comes back by the
// room's code (join CODE) or from the lobby's list of their games
// (Hub.Correspondence), those waiting for their move first. Once the game
// is over the seats of the players away are given up, so the room closes
// when the last one present leaves.
//
// Only key holders play them (a guest cannot come back), at most
// MaxCorrespondenceGames at once each, apart from the bound of live rooms;
// they are rated in their own class (rating.Correspondence), with the
// fair-play rules of live games (fairplay.go). The archive keeps the time
// of each move (pdn.Record.SetMoveTime).

// CorrespondenceDays are the days per move a correspondence room may give.
var CorrespondenceDays = []int{1, 2, 3, 5, 7, 14}

// Day is a correspondence day.
const Day = 24 * time.Hour

// WaitingLapse is how long a correspondence room waits for its second
// player once its creator has left it: then it closes.
const WaitingLapse = 14 * Day

// Correspondence reports whether the options make correspondence games.
func (o Options) Correspondence() bool { return o.DaysPerMove > 0 }

// PerMove is the time a correspondence game gives each move.
func (o Options) PerMove() time.Duration { return time.Duration(o.DaysPerMove) * Day }

// Timed reports whether the room's games run a clock: a live clock or
// days per move.
func (o Options) Timed() bool { return o.Clock > 0 || o.Correspondence() }

// Class is the rating class of the room's games.
func (o Options) Class() rating.Class {
	if o.Correspondence() {
		return rating.Correspondence
	}
	return rating.ClassOf(o.Clock)
}

// validateCorrespondence refuses days per move that are not offered, and
// a live clock with them.
func (o Options) validateCorrespondence() error {
	switch {
	case o.DaysPerMove == 0:
		return nil
	case !slices.Contains(CorrespondenceDays, o.DaysPerMove):
		return errBadDays(o.DaysPerMove)
	case o.Clock != 0 || o.Increment != 0:
		return errDaysAndClock
	}
	return nil
}

// corrClock is a correspondence game's time: when each move was played,
// and when the side to move's days began.
type corrClock struct {
	times []time.Time // times[i] is when move i+1 was played
	since time.Time   // the last move, the game's start, or a takeback; zero before the start
}

// startCorrespondenceLocked runs the side to move's days (StartClockLocked
// for a correspondence room): from the last move, noted here as the game's
// ply changes, or the game's start. Its flag timer falls at once when the
// days have run out meanwhile (a room restored after its deadline).
func (r *Room) startCorrespondenceLocked(now time.Time) {
	if !r.Started || r.overLocked() || r.closed {
		return
	}
	c := &r.corr
	switch n := r.G.Ply(); {
	case c.since.IsZero(): // the game starts
		c.since = now
		r.joinedCorrespondenceLocked()
	case n > len(c.times): // a move
		for len(c.times) < n {
			c.times = append(c.times, now)
		}
		c.since = now
	case n < len(c.times): // taken back: the side to move's days begin again
		c.times, c.since = c.times[:n], now
	}
	side := r.G.Position().SideToMove()
	r.Clock[side], r.Clock[side.Other()] = r.Opts.PerMove()-now.Sub(c.since), r.Opts.PerMove()
	r.ClockOn, r.clockFrom = true, now
	r.armFlagLocked(now)
}

// CorrespondenceTimesLocked returns when the current game's moves were
// played and when the side to move's days began (zero before the game
// starts): what a room restored from storage needs back
// (RestoreCorrespondenceLocked). Do not modify times.
func (r *Room) CorrespondenceTimesLocked() (times []time.Time, since time.Time) {
	return r.corr.times, r.corr.since
}

// RestoreCorrespondenceLocked gives a correspondence room restored from
// storage its times back (CorrespondenceTimesLocked): the days of the side
// to move run from since, wall-clock time.
func (r *Room) RestoreCorrespondenceLocked(times []time.Time, since time.Time) {
	r.corr = corrClock{times: slices.Clone(times), since: since}
}

// restoredCorrespondenceLocked gives a correspondence room brought back
// after a restart (restore.go) at now its times from the store's row: its
// seats wait for the game, and the days of its side to move run from its
// last move, wall-clock time (a row without one: from now). An outage
// does not lose a game on time: a side to move whose days ran out while
// the server was down, or would within the restart grace, has the grace
// from now.
func (r *Room) restoredCorrespondenceLocked(st store.LiveState, now time.Time, grace time.Duration) {
	for i := range r.Seats {
		r.Seats[i].graceEnd = time.Time{}
	}
	since := st.DaysSince
	if since.IsZero() {
		since = now
	}
	if least := now.Add(grace - r.Opts.PerMove()); since.Before(least) {
		since = least
	}
	r.RestoreCorrespondenceLocked(st.MoveTimes, since)
}

// startRestored starts, once the room brought back is published, the
// days of a correspondence room (at least the restart grace left). (A
// live room's clock waits for its players.)
func (r *Room) startRestored() {
	if r.Opts.Correspondence() || r.Opts.Event > 0 { // (an event room's no-show timer: eventroom.go)
		_ = r.Do(func(time.Time) error { return nil })
	}
}

// leftCorrespondenceLocked keeps seat i of a player who leaves a
// correspondence room whose game is not over, with no grace period: only
// the days per move count. A creator who leaves before anyone joined
// keeps the room waiting (listed in the open games if it is open) for
// WaitingLapse, after which it closes (graceOver), unless they come back
// or someone joins first.
func (r *Room) leftCorrespondenceLocked(i int, now time.Time) {
	s := &r.Seats[i]
	if r.Started {
		r.said = Says{say(txtEvLeftWaiting, "Name", s.Player.Name)}
		return
	}
	lapse := r.hub.corr.lapse
	s.graceEnd, s.timer = now.Add(lapse), time.AfterFunc(lapse, func() { r.graceOver(i) })
	r.said = Says{say(txtEvLeftOpen, "Name", s.Player.Name, "Lapse", daysSaid(lapse))}
}

// keepsSeatLocked reports whether s, whose grace period is over, is kept
// all the same: a seat of a correspondence game in progress is kept for
// the game, whatever armed its timer (a room restored after a restart,
// say); the grace period is then forgotten.
func (r *Room) keepsSeatLocked(s *seat) bool {
	if !r.Opts.Correspondence() || !r.Started || r.overLocked() {
		return false
	}
	s.graceEnd, s.timer = time.Time{}, nil
	return true
}

// joinedCorrespondenceLocked ends the wait of a creator away from a
// correspondence room that someone has just joined: the seat is theirs
// for the game, however long they stay away.
func (r *Room) joinedCorrespondenceLocked() {
	for i := range r.Seats {
		if s := &r.Seats[i]; s.Client == nil && s.timer != nil {
			s.timer.Stop()
			s.timer, s.graceEnd = nil, time.Time{}
		}
	}
}

// settleCorrespondenceLocked gives up, once a correspondence game is
// over, the seats of its players who are away, so that the room closes
// when the last one present leaves (or at once).
func (r *Room) settleCorrespondenceLocked() {
	if !r.Opts.Correspondence() || !r.Started || !r.overLocked() {
		return
	}
	for i := range r.Seats {
		if s := &r.Seats[i]; s.taken && s.Client == nil && s.timer == nil {
			s.taken = false
		}
	}
}

// addMoveTimesLocked writes the time of each move of the current game in
// its record g; a move not yet noted (the last one, in the Do that ends
// the game) was played at ended.
func (r *Room) addMoveTimesLocked(g *store.FinishedGame, ended time.Time) {
	if !r.Opts.Correspondence() {
		return
	}
	for i := range r.G.Ply() {
		t := ended
		if i < len(r.corr.times) {
			t = r.corr.times[i]
		}
		g.Record.SetMoveTime(i+1, t)
	}
}
