package tourney

import (
	"cmp"
	"encoding/json"
	"slices"

	"github.com/fetaix/fetaix/server/room"
)

// finishedEvent is a finished (or cancelled) event as the last poll read
// it, its result decoded.
type finishedEvent struct {
	row EventRow
	res Result
}

// decodeFinished decodes the results of finished events (a result that
// does not decode shows no rows).
func decodeFinished(rows []EventRow) []finishedEvent {
	out := make([]finishedEvent, 0, len(rows))
	for _, r := range rows {
		f := finishedEvent{row: r}
		_ = json.Unmarshal([]byte(r.Result), &f.res)
		out = append(out, f)
	}
	return out
}

// List returns the running events, then the upcoming ones, each by
// start, then the latest finished ones (at most MaxFinishedShown).
func (d *Director) List(p room.Player) []Summary {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []Summary
	for _, ev := range d.evs {
		ev.refresh(p)
		out = append(out, d.summary(ev, p))
	}
	slices.SortFunc(out, func(a, b Summary) int {
		return cmp.Or(-cmp.Compare(a.State, b.State), a.Starts.Compare(b.Starts), cmp.Compare(a.ID, b.ID))
	})
	for _, f := range d.recent {
		out = append(out, finishedSummary(f, p))
	}
	return out
}

// summary is a held event's line of the list.
func (d *Director) summary(ev *event, p room.Player) Summary {
	s := Summary{ID: EventID(ev.row.ID), Kind: Kind(ev.row.Kind), Name: ev.row.Name, Starts: ev.row.Starts,
		Clock: ev.options().ClockText(), Rated: ev.row.Rated, Bots: ev.row.Bots, State: Upcoming,
		Players: len(ev.players), Joined: p.ID != 0 && ev.players[p.ID] != nil}
	if ev.started {
		s.State = Running
	}
	if ev.arena != nil {
		s.Ends = ev.end()
	} else {
		s.Rounds, s.Round = ev.swiss.Rounds(), ev.swiss.Round()
	}
	return s
}

// finishedSummary is a finished event's line of the list.
func finishedSummary(f finishedEvent, p room.Player) Summary {
	o := room.DefaultOptions()
	o.Clock, o.Increment = f.row.Clock, f.row.Increment
	s := Summary{ID: EventID(f.row.ID), Kind: Kind(f.row.Kind), Name: f.row.Name, Starts: f.row.Starts,
		Ends: f.row.Finished, Rounds: f.row.Rounds, Round: len(f.res.Rounds), Clock: o.ClockText(),
		Rated: f.row.Rated, Bots: f.row.Bots, State: Finished, Players: len(f.res.Rows)}
	if f.row.State == StateCancelled {
		s.State = Cancelled
	}
	for _, r := range f.res.Rows {
		s.Joined = s.Joined || (p.Name != "" && r.Name == p.Name)
	}
	return s
}

// View returns an event's page: a held event's, or a finished one's among
// the latest (ErrNoEvent for another: the store is not read for it).
func (d *Director) View(id EventID, p room.Player) (View, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	now := d.cfg.Now()
	if ev := d.evs[id]; ev != nil {
		ev.refresh(p)
		v := View{Summary: d.summary(ev, p)}
		rows, games := ev.page()
		v.Rows, v.You = topRows(rows, ev.name(p.ID), p.ID != 0 && ev.players[p.ID] != nil)
		v.Games = games
		if ev.swiss != nil {
			v.Pairings = ev.pairings(ev.swiss.Round())
		}
		switch {
		case !ev.started:
			v.Left = ev.row.Starts.Sub(now)
		case ev.arena != nil:
			v.Left = max(ev.end().Sub(now), 0)
		}
		return v, nil
	}
	for _, f := range d.recent {
		if EventID(f.row.ID) == id {
			v := View{Summary: finishedSummary(f, p)}
			v.Rows, v.You = topRows(f.res.Rows, p.Name, v.Joined)
			if n := len(f.res.Rounds); n > 0 {
				v.Pairings = f.res.Rounds[n-1]
			}
			return v, nil
		}
	}
	return View{}, ErrNoEvent
}

// topRows cuts the standings to MaxRowsShown and finds the player's own
// row when cut off.
func topRows(rows []Row, name string, in bool) (top []Row, you *Row) {
	top = rows[:min(len(rows), MaxRowsShown)]
	if !in {
		return top, nil
	}
	for i := len(top); i < len(rows); i++ {
		if rows[i].Name == name {
			r := rows[i]
			return top, &r
		}
	}
	return top, nil
}

// topGames are the event's games in play, the best placed players'
// first, at most MaxGamesShown.
func (ev *event) topGames(rows []Row) []Game {
	rank := map[string]int{}
	for _, r := range rows {
		rank[r.Name] = r.Rank
	}
	var out []Game
	for code, g := range ev.games {
		w, b := ev.name(g.white), ev.name(g.black)
		out = append(out, Game{Code: code, White: w, Black: b, Rank: min(rank[w], rank[b])})
	}
	slices.SortFunc(out, func(a, b Game) int { return cmp.Or(cmp.Compare(a.Rank, b.Rank), cmp.Compare(a.Code, b.Code)) })
	return out[:min(len(out), MaxGamesShown)]
}
