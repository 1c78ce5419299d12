package tourney

import (
	"errors"
	"time"

	"golang.org/x/time/rate"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/tournament"
)

// Joining and leaving: a player with a key joins an event (bots only
// where the event allows them, banned players never) while it takes
// players: an arena until its end, a swiss event until its last round is
// paired. Each join, pause, resume and withdrawal is a row of the
// event's log, so they are bounded twice: MaxJoinsPerMinute per key over
// every event, MaxActionsPerPlayer per player and event. The caller
// passes only players allowed on the server.

// joinLimits are the keys' join rates.
type joinLimits struct {
	m     map[string]*rate.Limiter
	swept time.Time // the last sweep of a full map: at most one a second
}

// allow takes one action from the key's allowance. While maxJoinLimiters
// keys are tracked, a new key waits until one has its allowance back.
func (j *joinLimits) allow(key string, now time.Time) bool {
	if j.m == nil {
		j.m = map[string]*rate.Limiter{}
	}
	l := j.m[key]
	if l == nil {
		if len(j.m) >= maxJoinLimiters && now.Sub(j.swept) >= time.Second {
			j.swept = now
			for k, x := range j.m {
				if x.TokensAt(now) >= MaxJoinsPerMinute {
					delete(j.m, k)
				}
			}
		}
		if len(j.m) >= maxJoinLimiters {
			return false
		}
		l = rate.NewLimiter(rate.Every(time.Minute/MaxJoinsPerMinute), MaxJoinsPerMinute)
		j.m[key] = l
	}
	return l.AllowN(now, 1)
}

// Join adds the player to the event; an arena player who paused comes
// back.
func (d *Director) Join(id EventID, p room.Player) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	ev, err := d.playable(id, p)
	if err != nil {
		return err
	}
	if e := ev.players[p.ID]; e != nil {
		switch {
		case e.withdrawn:
			return ErrWithdrawn
		case ev.arena != nil && e.paused:
			return d.presence(ev, p, logResume)
		}
		return ErrJoined
	}
	if err := d.spend(nil, p); err != nil {
		return err
	}
	rating := DefaultRating
	if d.cfg.Rating != nil {
		rating = d.cfg.Rating(p, ev.row)
	}
	jd := joinData{Name: p.Name, Key: p.Key, Rating: rating, Bot: p.Bot}
	if err := ev.applyJoin(p.ID, jd); err != nil {
		return joinError(err)
	}
	ev.players[p.ID].who = p
	ctx, cancel := actionCtx()
	defer cancel()
	d.append(ctx, ev, logJoin, p.ID, jd)
	return nil
}

// Pause keeps an arena player from being paired until Resume (or Join);
// a game in play goes on. A swiss event cannot be paused (Withdraw).
func (d *Director) Pause(id EventID, p room.Player) error {
	return d.leave(id, p, logPause)
}

// Resume makes a paused arena player free to be paired again.
func (d *Director) Resume(id EventID, p room.Player) error {
	return d.leave(id, p, logResume)
}

// Withdraw takes the player out: in an arena it is a pause (they may
// come back), in a swiss event for good (their match in play goes on;
// its game not yet started is lost by them).
func (d *Director) Withdraw(id EventID, p room.Player) error {
	return d.leave(id, p, logWithdraw)
}

// leave makes a pause, resume or withdrawal.
func (d *Director) leave(id EventID, p room.Player, kind string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	ev := d.evs[id]
	if ev == nil {
		return ErrNoEvent
	}
	e := ev.players[p.ID]
	switch {
	case p.ID == 0 || e == nil:
		return ErrNotIn
	case e.withdrawn:
		return ErrWithdrawn
	case ev.swiss != nil && kind != logWithdraw:
		return ErrNoPause
	}
	if ev.arena != nil && kind == logWithdraw {
		kind = logPause
	}
	return d.presence(ev, p, kind)
}

// presence writes a pause, resume or withdrawal of a player of ev; one
// that changes nothing (a pause of a paused player) writes nothing.
func (d *Director) presence(ev *event, p room.Player, kind string) error {
	e := ev.players[p.ID]
	if ev.arena != nil {
		if e.paused == (kind == logPause) {
			return nil
		}
	}
	if err := d.spend(e, p); err != nil {
		return err
	}
	if err := ev.applyPresence(kind, p.ID); err != nil {
		return joinError(err)
	}
	e.who = p
	ctx, cancel := actionCtx()
	defer cancel()
	d.append(ctx, ev, kind, p.ID, nil)
	return nil
}

// spend takes one action from the player's bounds.
func (d *Director) spend(e *entrant, p room.Player) error {
	if e != nil && e.actions >= MaxActionsPerPlayer {
		return ErrTooMany
	}
	if !d.joins.allow(p.Key, d.cfg.Now()) {
		return ErrTooFast
	}
	return nil
}

// playable returns the event the player may join.
func (d *Director) playable(id EventID, p room.Player) (*event, error) {
	ev := d.evs[id]
	switch {
	case ev == nil:
		return nil, ErrNoEvent
	case p.Guest() || p.ID == 0:
		return nil, ErrGuest
	case p.Bot && !ev.row.Bots:
		return nil, ErrNoBots
	case d.banned(p):
		return nil, ErrBanned
	case ev.arena != nil && (ev.finishing || !d.cfg.Now().Before(ev.end())):
		return nil, ErrOver
	case ev.swiss != nil && ev.swiss.Round() >= ev.swiss.Rounds():
		return nil, ErrClosed
	}
	return ev, nil
}

// banned reports whether the operator banned the player.
func (d *Director) banned(p room.Player) bool {
	return d.cfg.Sanctions != nil && d.cfg.Sanctions().Bans.Of(p) != nil
}

// joinError is what a player is told of package tournament's refusal.
func joinError(err error) error {
	switch {
	case errors.Is(err, tournament.ErrFull):
		return ErrFull
	case errors.Is(err, tournament.ErrJoined):
		return ErrJoined
	case errors.Is(err, tournament.ErrWithdrawn):
		return ErrWithdrawn
	case errors.Is(err, tournament.ErrFinished):
		return ErrClosed
	case errors.Is(err, tournament.ErrNotJoined):
		return ErrNotIn
	}
	return err
}
