package room

import (
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// A tournament event's room (Options.Event) holds one game between the
// two players the event's director (server/tourney) paired: StartPair
// opens it with both seated, White first, and it never opens to anyone
// else. It has no rematch and no takeback; aborts follow abort.go, but a
// side that has not made its first move within NoShowWithin of its turn
// loses the game (no show) instead of aborting it. A player may go
// berserk before their first move: half their clock, no increment. The
// room tells the hub how the game ended, once (Hub.EventGameOver).
//
// Event rooms do not count against their players' room quota: the
// director opens them and bounds them (one game per player at a time).

// NoShowWithin is how long a side of an event game has, from when its
// first move is due (the start for White, White's first move for Black),
// to make it before it loses the game. A server restart gives the side
// to move a fresh NoShowWithin. Hub.NoShowWithin holds it (tests
// shorten it).
const NoShowWithin = 60 * time.Second

// eventState is an event room's own state of its game.
type eventState struct {
	berserk  [2]bool     // by colour
	noShow   bool        // the game ended by a no-show
	reported bool        // Hub.EventGameOver has been told
	timer    *time.Timer // the no-show timer, nil when none is armed
	timerPly int         // the ply the timer was armed at
}

// StartPair opens an event room with opts (opts.Event > 0; never open nor
// quick, a live game) with white at the seat playing White and black at
// the other, both seated at once: it returns their clients, which the
// director hands to the players' sessions. Rated follows opts.Rated and
// the fair-play rules (fairplay.go). The no-show timer starts now.
func (h *Hub) StartPair(white, black Player, opts Options) (w, b *Client, err error) {
	opts.Open, opts.Quick, opts.Color = false, false, ChooseWhite
	switch {
	case opts.Event <= 0:
		return nil, nil, errPairNoEvent
	case white.Guest() || black.Guest():
		return nil, nil, errPairGuest
	case white.Key == black.Key:
		return nil, nil, errPairSelf
	case opts.Correspondence():
		return nil, nil, errPairDays
	}
	if err := opts.Validate(); err != nil {
		return nil, nil, err
	}
	now := time.Now()
	r := newRoom(h, "", opts, now)
	r.since, r.White = h.SeekClock(), 0 // owner "": counted against nobody
	if w, err = r.sitLocked(white, "", true); err != nil {
		return nil, nil, err
	}
	h.mu.Lock()
	if h.down {
		h.mu.Unlock()
		return nil, nil, ErrShuttingDown
	}
	r.code = RandomCode(CodeLen)
	for h.rooms[r.code] != nil {
		r.code = RandomCode(CodeLen)
	}
	h.rooms[r.code] = r
	h.mu.Unlock()
	err = r.Do(func(time.Time) error {
		var err error
		if b, err = r.sitLocked(black, "", false); err == nil {
			r.said = append(Says{pairedEvent(white.Name, black.Name, h.NoShowWithin)}, r.casualNoteLocked()...)
		}
		return err
	})
	if err != nil {
		w.Leave()
		return nil, nil, err
	}
	return w, b, nil
}

// casualNoteLocked is what a rated room's event says of a game that
// does not count for the ratings (decideRatedLocked).
func (r *Room) casualNoteLocked() Says {
	if r.Casual == "" {
		return nil
	}
	return Says{say(txtEvCasual, "Why", CasualSaid(r.Casual))}
}

// firstPly is the ply at which colour c makes its first move in a game
// from start.
func firstPly(start game.Position, c game.Color) int {
	if start.SideToMove() == c {
		return 0
	}
	return 1
}

// berserkRefusalLocked says why seat may not go berserk now, or nil.
func (r *Room) berserkRefusalLocked(seat int) error {
	c := r.colorOf(seat)
	switch {
	case r.Opts.Event <= 0:
		return ErrBerserkNoEvent
	case r.Opts.Clock <= 0:
		return ErrBerserkNoClock
	case !r.Started:
		return ErrWaiting
	case r.overLocked():
		return ErrOver
	case r.ev.berserk[c]:
		return ErrBerserkAgain
	case r.G.Ply() > firstPly(r.G.Start(), c):
		return ErrBerserkMoved
	}
	return nil
}

// berserk halves c's player's clock, before their first move, and drops
// their increment.
func (r *Room) berserk(c *Client) error {
	return r.Do(func(time.Time) error {
		if err := r.seatedLocked(c); err != nil {
			return err
		}
		if err := r.berserkRefusalLocked(c.seat); err != nil {
			return err
		}
		color := r.colorOf(c.seat)
		r.ev.berserk[color] = true
		r.Clock[color] /= 2
		r.said = Says{berserkEvent(r.Seats[c.seat].Player.Name)}
		return nil
	})
}

// Berserk halves the player's own clock and drops their increment for
// the rest of the game: in an event room with a clock, once, before the
// player's first move.
func (c *Client) Berserk() error { return c.room.berserk(c) }

// incrementLocked is the increment of colour c's moves: none for a
// player who went berserk.
func (r *Room) incrementLocked(c game.Color) time.Duration {
	if r.ev.berserk[c] {
		return 0
	}
	return r.Opts.Increment
}

// eventLocked keeps an event room's no-show timer armed while a side
// owes its first move, and stopped otherwise, and returns what tells
// the hub of the game's end (EventGameOver), to call once the room's
// lock is released; it does nothing for other rooms.
func (r *Room) eventLocked() func() {
	if r.Opts.Event <= 0 {
		return func() {}
	}
	ply := r.G.Ply()
	owed := r.Started && !r.closed && !r.overLocked() && ply <= firstPly(r.G.Start(), r.G.Position().SideToMove())
	if r.ev.timer != nil && (!owed || r.ev.timerPly != ply) {
		r.ev.timer.Stop()
		r.ev.timer = nil
	}
	if owed && r.ev.timer == nil {
		r.ev.timerPly = ply
		r.ev.timer = time.AfterFunc(r.hub.NoShowWithin, func() { r.noShow(ply) })
	}
	if r.ev.reported || !(r.overLocked() || r.closed) || r.hub.EventGameOver == nil {
		return func() {}
	}
	r.ev.reported = true
	eg, tell := r.eventGameLocked(), r.hub.EventGameOver
	return func() { tell(eg) }
}

// noShow ends the game as lost by the side to move if it still owes its
// first move at ply.
func (r *Room) noShow(ply int) {
	_ = r.Do(func(time.Time) error {
		if r.overLocked() || r.G.Ply() != ply {
			return ErrStale // moved meanwhile, or over: nothing to tell
		}
		side := r.G.Position().SideToMove()
		why := noShowWhy(r.Seats[r.seatOfLocked(side)].Player.Name)
		r.endResult, r.endWhy, r.endSaid, r.ev.noShow = game.WinFor(side.Other()), why.String(), why, true
		r.said = Says{say(txtEvGameOver, "Why", why)}
		if r.Rated { // too short a game to rate, as an abort (abort.go); it counts for the event
			r.hub.Fair.release(r.Seats[0].Player, r.Seats[1].Player, r.ratedAt)
			r.Rated, r.Casual = false, noShowCasual
		}
		return nil
	})
}

// seatOfLocked is the seat playing colour c.
func (r *Room) seatOfLocked(c game.Color) int {
	if c == game.White {
		return r.White
	}
	return 1 - r.White
}

// eventGameLocked is how the room's game ended, for EventGameOver: an
// unfinished game of a closed room is aborted.
func (r *Room) eventGameLocked() EventGame {
	res, why := r.resultLocked()
	eg := EventGame{Event: r.Opts.Event, Code: r.code,
		White: r.Seats[r.White].Player.ID, Black: r.Seats[1-r.White].Player.ID,
		Result: res, Why: why, Plies: r.G.Ply(), Aborted: r.aborted, NoShow: r.ev.noShow, Berserk: r.ev.berserk}
	if !r.overLocked() {
		eg.Aborted, eg.Why = true, interruptedWhy(r.notice)
	}
	if eg.Aborted {
		eg.Result = game.Ongoing
	}
	return eg
}

// unlockEvent releases the room's lock, then tells the hub of an event
// game's end if it has just ended (eventLocked).
func (r *Room) unlockEvent() {
	tell := r.eventLocked()
	r.Mu.Unlock()
	tell()
}

// CanBerserk reports whether seat may go berserk now: an event room with
// a clock, the game on, before its first move, not yet berserk.
func (s *State) CanBerserk(seat int) bool {
	if seat < 0 || s.Options.Event <= 0 || s.Options.Clock <= 0 || !s.Started || s.Over() {
		return false
	}
	c := s.ColorOf(seat)
	return !s.Berserk[c] && s.Game.Ply() <= firstPly(s.Start(), c)
}

// Shown is the name of colour c's player as the room shows it: marked
// when they went berserk.
func (s *State) Shown(c game.Color) string { return s.ShownIn(nil, c) }

// ShownIn is Shown in l's language (its berserk mark).
func (s *State) ShownIn(l *i18n.Localizer, c game.Color) string {
	name := s.Player(c).ShownIn(l)
	if s.Berserk[c] && name != "" {
		name += l.T(txtBerserkMark)
	}
	return name
}

// EventMayMeet reports whether an event may pair a and b: never when one
// blocks the other, and in a rated event never two keys of one player
// (linked keys) nor two players from one address unless both are
// established (the fair-play rule of rated rooms, fairplay.go).
func EventMayMeet(a, b Player, rated bool) bool {
	switch {
	case blocking(a, b):
		return false
	case !rated:
		return true
	case a.ID == b.ID:
		return false
	}
	return a.Addr == "" || a.Addr != b.Addr || (a.Established && b.Established)
}
