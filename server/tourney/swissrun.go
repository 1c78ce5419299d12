package tourney

import (
	"context"
	"errors"

	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/tournament"
)

// tickSwiss runs a swiss event's rounds: a round is paired once every
// match of the one before is over, and each match is a micro-match of
// two games, colours swapped, the second's room opened when the first
// ends. After the last round (or when no pairing avoids repeats) the
// event finishes.
func (d *Director) tickSwiss(ctx context.Context, ev *event) {
	s := ev.swiss
	if !roundOver(s) {
		d.openMatches(ctx, ev)
		return
	}
	if len(ev.games) > 0 {
		return
	}
	ms, err := s.PairRound(d.may(ev))
	switch {
	case errors.Is(err, tournament.ErrFinished):
		d.finish(ctx, ev, d.cfg.Now())
		return
	case errors.Is(err, tournament.ErrNoPairing):
		d.append(ctx, ev, logNote, 0, noteData{Note: noteNoPairing})
		d.finish(ctx, ev, d.cfg.Now())
		return
	case err != nil:
		d.cfg.Log.Error("tourney: pairing a round", "event", ev.row.ID, "err", err)
		return
	}
	ev.changed()
	rd := roundData{Round: s.Round()}
	for _, m := range ms {
		if m.Bye() {
			rd.Bye = pid(m.First)
		} else {
			rd.Pairs = append(rd.Pairs, [2]store.PlayerID{pid(m.First), pid(m.Second)})
		}
	}
	d.append(ctx, ev, logRound, 0, rd)
	d.openMatches(ctx, ev)
}

// roundOver reports whether every match of the last round paired is
// done (true before the first).
func roundOver(s *tournament.Swiss) bool {
	for _, m := range s.Matches(s.Round()) {
		if !m.Done {
			return false
		}
	}
	return true
}

// openMatches opens the next game of each match of the round that has
// none in play: the first game, First with White, then the second,
// colours swapped. A game of a player who withdrew is lost by them
// unplayed (both withdrawn: a draw); a game whose room cannot open
// scores as a draw.
func (d *Director) openMatches(ctx context.Context, ev *event) {
	for _, m := range ev.swiss.Matches(ev.swiss.Round()) {
		if m.Done || m.Bye() {
			continue
		}
		first, second := pid(m.First), pid(m.Second)
		if ev.playing(first) != "" || ev.playing(second) != "" {
			continue
		}
		g := gameData{White: first, Black: second}
		if _, ok := ev.firstGames[[2]store.PlayerID{first, second}]; ok {
			g = gameData{White: second, Black: first, Game: 1}
		}
		wOut, bOut := ev.players[g.White].withdrawn, ev.players[g.Black].withdrawn
		if !wOut && !bOut {
			if g.Code = d.open(ctx, ev, g.White, g.Black, g.Game); g.Code != "" {
				continue
			}
		}
		g.Code = "-"
		switch {
		case wOut && !bOut:
			g.Outcome = tournament.BlackWins
		case bOut && !wOut:
			g.Outcome = tournament.WhiteWins
		default:
			g.Outcome = tournament.Draw
		}
		d.result(ctx, ev, g)
	}
}
