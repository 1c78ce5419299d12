package tourney

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/tournament"
)

// tick is one beat of the running events: the games reported scored,
// games no room reported in time scored as aborted, arenas paired,
// swiss rounds paired and their games opened, ended events finished.
func (d *Director) tick(ctx context.Context) {
	d.scoreReported(ctx)
	now := d.cfg.Now()
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, ev := range d.evs {
		if !ev.started {
			continue
		}
		d.expire(ctx, ev, now)
		if ev.arena != nil {
			d.tickArena(ctx, ev, now)
		} else {
			d.tickSwiss(ctx, ev)
		}
	}
}

// scoreReported scores the games the rooms reported.
func (d *Director) scoreReported(ctx context.Context) {
	d.resMu.Lock()
	gs := d.results
	d.results = nil
	d.resMu.Unlock()
	if len(gs) == 0 {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, g := range gs {
		ev := d.evs[EventID(g.Event)]
		var ip *inPlay
		if ev != nil {
			ip = ev.games[g.Code]
		}
		if ip == nil || ip.white != g.White || ip.black != g.Black {
			continue // an event let go of, a game already scored as aborted, or not this game
		}
		d.result(ctx, ev, gameData{White: g.White, Black: g.Black, Code: g.Code, Game: ip.game,
			Outcome: outcome(g), Plies: g.Plies, Berserk: g.Berserk, NoShow: g.NoShow})
	}
}

// outcome is a room's result as package tournament scores it.
func outcome(g room.EventGame) tournament.Outcome {
	switch {
	case g.Aborted:
		return tournament.Aborted
	case g.Result == game.WhiteWin:
		return tournament.WhiteWins
	case g.Result == game.BlackWin:
		return tournament.BlackWins
	case g.Result == game.Draw:
		return tournament.Draw
	}
	return tournament.Aborted
}

// result scores a game and writes it to the log.
func (d *Director) result(ctx context.Context, ev *event, g gameData) {
	d.clearSeats(g.Code)
	if err := ev.applyResult(g); err != nil {
		d.cfg.Log.Error("tourney: scoring a game", "event", ev.row.ID, "code", g.Code, "err", err)
		return
	}
	d.append(ctx, ev, logResult, 0, g)
}

// expire scores as aborted the games whose room did not report within
// gameLimit of their clock (a room lost to a restart).
func (d *Director) expire(ctx context.Context, ev *event, now time.Time) {
	limit := gameLimit(ev.row.Clock, ev.row.Increment)
	for code, g := range ev.games {
		if now.Sub(g.opened) > limit {
			d.result(ctx, ev, gameData{White: g.white, Black: g.black, Code: code, Game: g.game, Outcome: tournament.Aborted})
		}
	}
}

// open opens a game's room and hands its seats; it returns the room's
// code, "" when the room could not open.
func (d *Director) open(ctx context.Context, ev *event, white, black store.PlayerID, gameNo int) string {
	wc, bc, err := d.cfg.Rooms.StartPair(ev.players[white].who, ev.players[black].who, ev.options())
	if err != nil {
		d.cfg.Log.Warn("tourney: opening a game", "event", ev.row.ID, "err", err)
		return ""
	}
	code := wc.Code()
	d.seats[white] = seat{client: wc, code: code}
	d.seats[black] = seat{client: bc, code: code}
	g := gameData{White: white, Black: black, Code: code, Game: gameNo}
	ev.track(g, d.cfg.Now())
	d.append(ctx, ev, logOpen, 0, g)
	return code
}
