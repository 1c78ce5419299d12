package server

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/tourney"
)

// startTourneys makes the server's tournament director (server/tourney)
// over its store and room hub, and runs it for the server's life: the
// rooms report their event games to it, the lobby lists its events
// (tourneyscreen.go) and takes players to the games it opens.
func (s *Server) startTourneys() {
	d := tourney.New(tourney.Config{Store: tourney.StoreOf(s.store), Rooms: s.hub, Now: s.cfg.tourneyNow,
		Poll: s.cfg.tourneyPoll, PairEvery: s.cfg.tourneyPairEvery, MayMeet: room.EventMayMeet,
		Rating: s.eventRating, Sanctions: s.hub.Sanctions, Log: s.cfg.Log})
	s.hub.EventGameOver = d.GameOver
	s.director, s.tourneys, s.eventSeat = d, d, d.Seat
	d.Start(s.life)
	s.background.Go(d.Wait)
}

// eventRating is a player's rating in the class of an event's clock, as
// stored (the director orders its pairings by it); an unrated player, or
// one the store cannot tell of at once, has tourney.DefaultRating.
func (s *Server) eventRating(p room.Player, ev tourney.EventRow) int {
	if p.ID == 0 {
		return tourney.DefaultRating
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	r, err := s.store.PlayerRating(ctx, p.ID, rating.ClassOf(ev.Clock))
	if err != nil {
		return tourney.DefaultRating
	}
	return int(r.R + 0.5)
}
