package botproto

import (
	"fmt"
	"strconv"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/tourney"
	"github.com/fetaix/fetaix/store"
)

// SeatPollEvery is how often a bot session asks the server's events for
// the seat of a game one opened for the bot (as the lobby polls for a
// human's), while it plays fewer than MaxGames games.
const SeatPollEvery = 250 * time.Millisecond

// Events is what a bot session needs of the server's tournaments
// (server/tourney's Director): their list, joining and leaving, and the
// seats of the games they open for the bot.
type Events interface {
	List(p room.Player) []tourney.Summary
	Join(id tourney.EventID, p room.Player) error
	// Withdraw pauses an arena's player (Join brings them back), and
	// takes a swiss event's out for good.
	Withdraw(id tourney.EventID, p room.Player) error
	// Seat hands the seat of a game an event opened for the player,
	// once; nil when there is none.
	Seat(id store.PlayerID) *room.Client
}

// stateWords are the events' states as the tournament lines write them.
var stateWords = map[tourney.State]string{tourney.Upcoming: "upcoming", tourney.Running: "running",
	tourney.Finished: "finished", tourney.Cancelled: "cancelled"}

// inTourney carries out the commands about events: tournaments, join,
// withdraw.
func (s *session) inTourney(c Command) error {
	ev, me := s.cfg.Events, s.cfg.Player
	if ev == nil {
		return fmt.Errorf(textNoEvents, c.Name)
	}
	if c.Name == "tournaments" {
		for _, e := range ev.List(me) {
			s.printf("tournament %d %s %s %s %s %s %d %s %s", e.ID, e.Kind, stateWords[e.State], field(e.Clock),
				yesNo(e.Rated, "rated", "casual"), yesNo(e.Bots, "bots", "nobots"), e.Players,
				yesNo(e.Joined, "in", "out"), e.Name)
		}
		return nil
	}
	id, err := strconv.ParseInt(c.Args[0], 10, 64)
	if err != nil || id <= 0 {
		return fmt.Errorf(textNoEventID, c.Name, clip(c.Args[0]))
	}
	eid := tourney.EventID(id)
	if c.Name == "join" {
		if err := ev.Join(eid, me); err != nil {
			return prefixed(c.Name, err)
		}
		s.printf("joined %d", id)
		return nil
	}
	// withdraw: an arena's player pauses (they may join again), a swiss
	// event's leaves it for good
	if err := ev.Withdraw(eid, me); err != nil {
		return prefixed(c.Name, err)
	}
	s.printf("left %d", id)
	return nil
}

// eventSeats follows the rooms of games the events opened for the bot,
// while it plays fewer than MaxGames (a seat not taken waits in the
// events until the bot has room for it, or the game is over).
func (s *session) eventSeats() {
	for s.cfg.Events != nil && len(s.games) < MaxGames {
		c := s.cfg.Events.Seat(s.cfg.Player.ID)
		if c == nil {
			return
		}
		s.track(c)
	}
}

// tellEvent writes, before a game line, that the game is an event's.
func (s *session) tellEvent(st *room.State) {
	if st.Options.Event > 0 {
		s.printf("tournament-game %s %d", st.Code, st.Options.Event)
	}
}

// tellBerserk writes who went berserk, the bot or its opponent, once
// each: their clock is halved, and their moves get no increment.
func (s *session) tellBerserk(g *tracked, st *room.State) {
	for c, b := range st.Berserk {
		if b && !g.berserk[c] {
			g.berserk[c] = true
			s.printf("berserk %s %s", st.Code, yesNo(game.Color(c) == game.White, "white", "black"))
		}
	}
}

// yesNo is yes when b holds, else no.
func yesNo(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}
