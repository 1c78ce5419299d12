package room

import (
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/notify"
)

// A room tells its players' reminders (server/notify) what it has just
// done, through the hub's Events, outside its lock: a game a waiting
// creator opened has started; a move made it the turn of a player not
// connected, in a correspondence game; a game ended while a player was
// not connected to the room. Events never wait (notify.Notifier.Post).

// reminderMark is what a room was before a change (Do), to tell what the
// change did.
type reminderMark struct {
	started bool
	gameNo  int
	ply     int
}

// markLocked notes the room as it is before a change.
func (r *Room) markLocked() reminderMark {
	return reminderMark{started: r.Started, gameNo: r.gameNo, ply: r.G.Ply()}
}

// isCorrespondence reports whether o is a correspondence time control,
// whose players are told of their turn while away. There are none yet:
// the correspondence controls (issue 40, part 2) make it say so.
func isCorrespondence(Options) bool { return false }

// remindersLocked returns the events of the change since m; ended says
// the change ended the current game with res.
func (r *Room) remindersLocked(m reminderMark, ended bool, res game.Result) []notify.Event {
	if r.hub.Events == nil {
		return nil
	}
	var out []notify.Event
	ev := func(k notify.Kind, seat int) notify.Event {
		return notify.Event{Kind: k, To: r.Seats[seat].Player.ID, Opponent: r.Seats[1-seat].Player.Name,
			Code: r.code, Game: r.gameNo, Clock: r.Opts.ClockText(), Rated: r.Rated}
	}
	if !m.started && r.Started {
		out = append(out, ev(notify.Started, 0)) // the creator sits at seat 0
	}
	if ended {
		for i, s := range r.Seats {
			if s.Client != nil {
				continue
			}
			e := ev(notify.GameOver, i)
			_, e.Reason = r.resultLocked()
			switch res {
			case game.Draw:
				e.Outcome = notify.Drawn
			case game.WinFor(r.colorOf(i)):
				e.Outcome = notify.Won
			default:
				e.Outcome = notify.Lost
			}
			out = append(out, e)
		}
	} else if m.gameNo == r.gameNo && r.G.Ply() > m.ply && r.Started && !r.overLocked() && isCorrespondence(r.Opts) {
		i := 1 - r.White
		if r.G.Position().SideToMove() == game.White {
			i = r.White
		}
		if r.Seats[i].Client == nil {
			out = append(out, ev(notify.YourMove, i))
		}
	}
	return out
}

// remind hands the events to the hub's Events; the room's lock is not
// held.
func (h *Hub) remind(evs []notify.Event) {
	for _, e := range evs {
		h.Events(e)
	}
}
