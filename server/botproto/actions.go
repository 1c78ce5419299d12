package botproto

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
)

// lookupTimeout bounds the store's search for a challenged name.
const lookupTimeout = 5 * time.Second

// do carries out a parsed command through the hub and the rooms, as a
// human's screen would.
func (s *session) do(ctx context.Context, c Command) error {
	me, book := s.cfg.Player, s.cfg.Hub.Challenges()
	switch c.Name {
	case "quit":
		s.quit = true
		return nil
	case "accept":
		if len(s.games) >= MaxGames {
			return fmt.Errorf(textTooManyGames, c.Name, MaxGames)
		}
		cl, err := book.Accept(c.Args[0], me)
		if err != nil {
			return fmt.Errorf("accept: %w", err)
		}
		delete(s.seen, normCode(c.Args[0]))
		s.track(cl)
		return nil
	case "decline":
		return prefixed(c.Name, book.Decline(c.Args[0], me))
	case "seek":
		if len(s.games) >= MaxGames {
			return fmt.Errorf(textTooManyGames, c.Name, MaxGames)
		}
		opts := c.Opts
		opts.Open = true
		cl, err := s.cfg.Hub.CreateRanked(me, opts, s.cfg.Rank(opts.Clock))
		if err != nil {
			return prefixed(c.Name, err)
		}
		s.track(cl)
		return nil
	case "tournaments", "join", "withdraw":
		return s.inTourney(c) // tourneys.go
	case "challenge":
		lctx, cancel := context.WithTimeout(ctx, lookupTimeout)
		defer cancel()
		t, err := s.cfg.Lookup(lctx, c.Args[0])
		if err != nil {
			return fmt.Errorf(textNoName, err)
		}
		_, err = book.Offer(me, t.ID, t.Name, t.Bot, c.Opts)
		return prefixed(c.Name, err)
	}
	g := s.games[normCode(c.Args[0])]
	if g == nil {
		return fmt.Errorf(textNoGame, c.Name, clip(c.Args[0]))
	}
	return prefixed(c.Name, s.inGame(g, c))
}

// inGame carries out a command about one of the session's games.
func (s *session) inGame(g *tracked, c Command) error {
	switch c.Name {
	case "move":
		if g.last == nil || !g.last.Started {
			return errors.New(textNotBegun)
		}
		m, err := game.ParseMove(g.last.Position(), g.last.Options.Rules, c.Args[1])
		if err != nil {
			return err
		}
		return g.c.MoveAt(m, g.last.GameNo, g.last.Game.Ply())
	case "draw":
		if c.Args[1] == "decline" {
			return g.c.DeclineDraw()
		}
		if c.Args[1] == "accept" && (g.last == nil || g.last.DrawOffer != int8(1-g.c.Seat())) {
			return room.ErrNoOffer
		}
		return g.c.OfferDraw()
	case "takeback":
		if g.last == nil || g.last.Takeback != int8(1-g.c.Seat()) {
			return errors.New(textNoTakeback)
		}
		if c.Args[1] == "decline" {
			return g.c.DeclineTakeback()
		}
		return g.c.Takeback()
	case "resign":
		if g.last != nil && !g.last.Started { // a seek nobody took: withdrawn
			g.c.Leave()
			return nil
		}
		return g.c.Resign()
	case "chat":
		return g.c.Say(c.Args[1])
	case "berserk":
		return g.c.Berserk()
	}
	return fmt.Errorf(textUnknown, c.Name)
}

// prefixed puts the command's name before a refusal.
func prefixed(name string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", name, err)
}

// normCode is a room code or challenge ID as the hub keeps it.
func normCode(s string) string { return strings.ToUpper(strings.TrimSpace(s)) }
