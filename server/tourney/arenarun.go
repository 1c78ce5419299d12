package tourney

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/tournament"
)

// tickArena pairs an arena's free players, each pairing a room, until
// its end; then, once its games in play are over (those in play at the
// end still count, as on lichess), finishes it.
func (d *Director) tickArena(ctx context.Context, ev *event, now time.Time) {
	if !now.Before(ev.end()) {
		ev.finishing = true
		if len(ev.games) == 0 {
			d.finish(ctx, ev, now)
		}
		return
	}
	for _, p := range ev.arena.Pair(d.may(ev)) {
		w, b := pid(p.White), pid(p.Black)
		// Pair marked the two in play: the room takes it from here. A
		// room that could not open is an aborted game (the two are not
		// paired together again at once).
		code := d.open(ctx, ev, w, b, 0)
		if code == "" {
			code = "-"
			g := gameData{White: w, Black: b, Code: code}
			ev.track(g, now)
			d.append(ctx, ev, logOpen, 0, g)
			d.result(ctx, ev, gameData{White: w, Black: b, Code: code, Outcome: tournament.Aborted})
		}
	}
}
