package tourney

import (
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/tournament"
)

// A player may be in several events at once (an arena and a swiss event
// of the same evening), but plays one event game at a time: an arena
// pairs nobody who is in a game of another event; they are paired once
// it is over. (A swiss round pairs everyone in it: its game waits for
// the player, within the room's no-show time.)

// busyElsewhere is the players of ev in a game of another event.
func (d *Director) busyElsewhere(ev *event) map[store.PlayerID]bool {
	out := map[store.PlayerID]bool{}
	for _, o := range d.evs {
		if o == ev {
			continue
		}
		for _, g := range o.games {
			for _, id := range []store.PlayerID{g.white, g.black} {
				if ev.players[id] != nil {
					out[id] = true
				}
			}
		}
	}
	return out
}

// mayHere is ev's pairing predicate (may) that keeps apart the players
// in a game of another event.
func (d *Director) mayHere(ev *event) tournament.MayMeet {
	may, busy := d.may(ev), d.busyElsewhere(ev)
	if len(busy) == 0 {
		return may
	}
	return func(a, b tournament.ID) bool {
		return !busy[pid(a)] && !busy[pid(b)] && may(a, b)
	}
}
