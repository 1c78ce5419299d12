package tourney

import (
	"context"
	"encoding/json"
	"time"
)

// Result is an event's final record, as FinishTournament stores it
// (JSON): the final standings and, for a swiss event, every round's
// pairings with their results. The games are in the archive under the
// event's id.
type Result struct {
	Kind   Kind
	Rows   []Row
	Rounds [][]string `json:",omitempty"` // a swiss event's pairings, round by round
	Note   string     `json:",omitempty"`
}

// finish writes an event's result and lets go of it.
func (d *Director) finish(ctx context.Context, ev *event, now time.Time) {
	res := Result{Kind: Kind(ev.row.Kind), Rows: ev.rows()}
	if ev.swiss != nil {
		for r := 1; r <= ev.swiss.Round(); r++ {
			res.Rounds = append(res.Rounds, ev.pairings(r))
		}
		if !ev.swiss.Finished() {
			res.Note = noteNoPairing
		}
	}
	b, err := json.Marshal(res)
	if err != nil {
		d.cfg.Log.Error("tourney: a result", "event", ev.row.ID, "err", err)
		return
	}
	if err := d.cfg.Store.FinishTournament(ctx, ev.row.ID, string(b), now); err != nil {
		d.cfg.Log.Error("tourney: finishing", "event", ev.row.ID, "err", err)
		return // tried again next tick
	}
	d.drop(ev)
	row := ev.row
	row.State, row.Result, row.Finished = StateFinished, string(b), now
	d.recent = append([]finishedEvent{{row: row, res: res}}, d.recent[:min(len(d.recent), MaxFinishedShown-1)]...)
}
