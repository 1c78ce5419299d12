package room

import (
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/fetaix/fetaix/game"
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

// DefaultMaxCorrespondenceGames bounds the correspondence games a key
// holds a seat in at once (Config.MaxCorrespondenceGames), apart from the
// live rooms' bound (Config.MaxOpenRooms).
const DefaultMaxCorrespondenceGames = 20

// MaxCorrespondenceRooms bounds the correspondence rooms open at once,
// server-wide: they outlive their players' connections, so keys alone
// (which anyone may make) do not bound them. A room's game, chat (100
// lines) and timer take at most about 30 KB: 5000 rooms, 150 MB.
const MaxCorrespondenceRooms = 5000

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
// to move run from since, wall-clock time, so a game whose side to move
// ran out of days while the server was down is lost on time as soon as
// its clock starts (the next Do).
func (r *Room) RestoreCorrespondenceLocked(times []time.Time, since time.Time) {
	r.corr = corrClock{times: slices.Clone(times), since: since}
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
		r.event = s.Player.Name + " " + leftWaitingText
		return
	}
	lapse := r.hub.corr.lapse
	s.graceEnd, s.timer = now.Add(lapse), time.AfterFunc(lapse, func() { r.graceOver(i) })
	r.event = s.Player.Name + " " + leftOpenText(lapse)
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

// correspondenceBound bounds the correspondence games of each key: seats
// held at once (max) and rooms created over time (quota, which counts
// them apart from the live rooms).
type correspondenceBound struct {
	max   int
	rooms int           // server-wide: MaxCorrespondenceRooms
	lapse time.Duration // WaitingLapse
	quota *roomQuota
	mu    sync.Mutex // held from a count to the seat it admits, so that two at once cannot both pass
}

// newCorrespondenceBound bounds each key to max correspondence games (the
// default when max ≤ 0), created at the pace of cfg's rooms.
func newCorrespondenceBound(max int, cfg Config) *correspondenceBound {
	if max <= 0 {
		max = DefaultMaxCorrespondenceGames
	}
	return &correspondenceBound{max: max, rooms: MaxCorrespondenceRooms, lapse: WaitingLapse, quota: newRoomQuota(max, cfg.RoomBurst, cfg.RoomEvery)}
}

// quotaFor is the quota counting rooms of opts: the correspondence rooms'
// or the live rooms'.
func (h *Hub) quotaFor(opts Options) *roomQuota {
	if opts.Correspondence() {
		return h.corr.quota
	}
	return h.quota
}

// admitCorrespondence checks that p may take a seat in one more
// correspondence game (r, or a new room when r is nil): p holds a key and
// fewer than the bound's games, and a new room stays within
// MaxCorrespondenceRooms. A live room, or one where p's key holds a
// seat already, needs nothing. Unless it refuses, the caller calls done
// once the seat is taken (or not).
func (h *Hub) admitCorrespondence(r *Room, opts Options, p Player) (done func(), err error) {
	if !opts.Correspondence() {
		return func() {}, nil
	}
	if p.Guest() {
		return nil, ErrCorrespondenceNeedsKey
	}
	if r != nil {
		r.Mu.Lock()
		back := r.holdsLocked(p.Key)
		r.Mu.Unlock()
		if back {
			return func() {}, nil
		}
	}
	b := h.corr
	b.mu.Lock()
	mine, all := h.correspondenceSeats(p.Key)
	switch {
	case mine >= b.max:
		b.mu.Unlock()
		return nil, errTooManyCorrespondence(mine)
	case r == nil && all >= b.rooms:
		b.mu.Unlock()
		return nil, ErrCorrespondenceFull
	}
	return b.mu.Unlock, nil
}

// correspondenceSeats counts the correspondence rooms where key holds a
// seat, and all those open.
func (h *Hub) correspondenceSeats(key string) (mine, all int) {
	for _, r := range h.snapshot() {
		if !r.Opts.Correspondence() {
			continue
		}
		r.Mu.Lock()
		if !r.closed {
			all++
			if r.holdsLocked(key) {
				mine++
			}
		}
		r.Mu.Unlock()
	}
	return mine, all
}

// SeatOfLocked returns the seat playing colour c in the current game.
func (r *Room) SeatOfLocked(c game.Color) int {
	if c == game.White {
		return r.White
	}
	return 1 - r.White
}

// holdsLocked reports whether key holds a seat of the room, its player
// connected or away.
func (r *Room) holdsLocked(key string) bool {
	for _, s := range r.Seats {
		if key != "" && s.taken && s.Player.Key == key {
			return true
		}
	}
	return false
}

// Correspondence lists the correspondence games where p's key holds a
// seat, as the lobby shows them: those waiting for p's move first, then
// those waiting for the opponent's, the least time left first in each,
// then those waiting for an opponent to join. Info.YourMove and
// Info.Left say which and how long.
func (h *Hub) Correspondence(p Player) []Info {
	if p.Guest() {
		return nil
	}
	now := time.Now()
	var games []Info
	for _, r := range h.snapshot() {
		if !r.Opts.Correspondence() {
			continue
		}
		r.Mu.Lock()
		mine := !r.closed && r.holdsLocked(p.Key)
		yours, left, opp := false, time.Duration(0), ""
		if mine && r.Started && !r.overLocked() {
			side := r.G.Position().SideToMove()
			mover := r.Seats[r.SeatOfLocked(side)].Player
			yours, left = mover.Key == p.Key, r.Clock[side]
			opp = r.Seats[1-r.SeatOfLocked(side)].Player.Name
			if !yours {
				opp = mover.Name
			}
			if r.ClockOn {
				left -= now.Sub(r.clockFrom)
			}
		}
		r.Mu.Unlock()
		if mine {
			info := r.Info()
			info.YourMove, info.Left, info.Opponent = yours, max(left, 0), opp
			games = append(games, info)
		}
	}
	sort.SliceStable(games, func(i, j int) bool { return corrBefore(games[i], games[j]) })
	return games
}

// nextCorrespondenceMove seats p (a key holder) in the correspondence game
// waiting for their move with the least time left, if there is one.
func (h *Hub) nextCorrespondenceMove(p Player) (*Client, error) {
	games := h.Correspondence(p)
	if len(games) == 0 || !games[0].YourMove {
		return nil, ErrNoSeatKept
	}
	return h.Join(games[0].Code, p, "")
}

// corrBefore orders the lobby's correspondence games: p's move first, then
// the opponent's, then those not started; the least time left first.
func corrBefore(a, b Info) bool {
	rank := func(g Info) int {
		switch {
		case g.YourMove:
			return 0
		case g.Started && !g.Over:
			return 1
		}
		return 2
	}
	if rank(a) != rank(b) {
		return rank(a) < rank(b)
	}
	if a.Left != b.Left {
		return a.Left < b.Left
	}
	return a.Code < b.Code
}

// YourMoves counts the correspondence games waiting for p's move.
func YourMoves(games []Info) int {
	n := 0
	for _, g := range games {
		if g.YourMove {
			n++
		}
	}
	return n
}
