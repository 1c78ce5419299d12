package tourney

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/store"
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
	if now.Before(ev.holdUntil) {
		return
	}
	var void voidData
	for _, p := range ev.arena.Pair(d.mayHere(ev)) {
		w, b := pid(p.White), pid(p.Black)
		// Pair marked the two in play: the room takes it from here. Once
		// a room cannot open, the wave's other pairings are voided with
		// it, as aborted games (one row of the log), and the arena pairs
		// nobody for PairBackoff.
		if len(void.Pairs) == 0 && d.open(ctx, ev, w, b, 0) != "" {
			continue
		}
		void.Pairs = append(void.Pairs, [2]store.PlayerID{w, b})
	}
	if len(void.Pairs) > 0 {
		for _, p := range void.Pairs {
			if err := ev.arena.Record(tournament.ArenaGame{White: tid(p[0]), Black: tid(p[1]), Outcome: tournament.Aborted}); err != nil {
				d.cfg.Log.Error("tourney: voiding a pairing", "event", ev.row.ID, "err", err)
			}
		}
		ev.changed()
		ev.holdUntil = now.Add(PairBackoff)
		d.append(ctx, ev, logVoid, 0, void)
	}
}
