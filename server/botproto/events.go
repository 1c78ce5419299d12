package botproto

import (
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
)

// tracked is one of the session's rooms, and what the bot has been told
// of it.
type tracked struct {
	c      *room.Client
	last   *room.State
	gameNo int  // the game the bot was told of (0: none yet)
	ply    int  // plies the bot was told of
	draw   bool // the opponent's draw offer was told
	ask    bool // the opponent's takeback request was told
	over   bool // the result was told
	// berserk: who went berserk was told, by colour (tourneys.go)
	berserk [2]bool
	chatAt  time.Time // the time of the last chat line told
}

// track starts following a room the bot sits in.
func (s *session) track(c *room.Client) {
	g := &tracked{c: c, chatAt: s.cfg.Now()}
	s.games[c.Code()] = g
	go func() {
		for st := range c.Updates() {
			select {
			case s.states <- update{c, st}:
			case <-s.done:
				return
			}
		}
		select {
		case s.states <- update{c: c}:
		case <-s.done:
		}
	}()
}

// state tells the bot what changed in one of its rooms.
func (s *session) state(u update) {
	code := u.c.Code()
	g := s.games[code]
	if g == nil || g.c != u.c {
		return
	}
	st := u.st
	if st == nil || st.Closed {
		if g.gameNo != 0 && !g.over {
			reason := textClosed
			if st != nil && st.Notice != "" {
				reason = st.Notice
			}
			s.printf("over %s * %s", code, reason)
		}
		delete(s.games, code)
		return
	}
	g.last = st
	if !st.Started {
		return
	}
	mine := g.c.Seat()
	if g.gameNo != st.GameNo || st.Game.Ply() < g.ply {
		s.tellGame(g, st) // a new game, or a move taken back
	} else {
		for _, m := range st.Moves()[g.ply:] {
			s.printf("move %s %s %s", code, m, clocks(st, s.cfg.Now()))
		}
		g.ply = st.Game.Ply()
	}
	s.tellOffers(g, st, mine)
	s.tellBerserk(g, st) // tourneys.go
	s.tellChat(g, st, mine)
	if st.Over() && !g.over {
		g.over = true
		res, reason := st.Result.String(), st.Reason
		if st.Aborted {
			res = game.Ongoing.String()
		}
		if reason == "" {
			reason = textAborted
		}
		s.printf("over %s %s %s", code, res, reason)
		g.c.Leave() // the bot does not ask for rematches
	}
}

// tellGame writes the game line, and the moves so far.
func (s *session) tellGame(g *tracked, st *room.State) {
	mine := g.c.Seat()
	color, opp := "white", st.Seats[1-mine].Name
	if st.ColorOf(mine) == game.Black {
		color = "black"
	}
	rated := "casual"
	if st.Options.Rated && st.Casual == "" {
		rated = "rated"
	}
	s.tellEvent(st) // tourneys.go
	s.printf("game %s %s %s %s %s %s", st.Code, color, rated, st.Options.ClockWord(), field(opp), st.Position())
	if moves := st.Moves(); len(moves) > 0 {
		words := make([]string, len(moves))
		for i, m := range moves {
			words[i] = m.String()
		}
		s.printf("moves %s %s %s", st.Code, clocks(st, s.cfg.Now()), strings.Join(words, " "))
	}
	g.gameNo, g.ply, g.draw, g.ask, g.over = st.GameNo, st.Game.Ply(), false, false, false
}

// tellOffers writes the opponent's new draw offer or takeback request.
func (s *session) tellOffers(g *tracked, st *room.State, mine int) {
	theirs := int8(1 - mine)
	if d := st.DrawOffer == theirs; d != g.draw {
		g.draw = d
		if d {
			s.printf("draw-offer %s", st.Code)
		}
	}
	if a := st.Takeback == theirs; a != g.ask {
		g.ask = a
		if a {
			s.printf("takeback-ask %s", st.Code)
		}
	}
}

// tellChat writes the chat lines said by others since the last told.
func (s *session) tellChat(g *tracked, st *room.State, mine int) {
	for _, m := range st.Chat {
		if !m.At.After(g.chatAt) {
			continue
		}
		g.chatAt = m.At
		if m.Author == "" || m.Seat == mine {
			continue // a note of the server's, or the bot's own
		}
		s.printf("chat %s %s %s", st.Code, field(m.Author), m.Text)
	}
}

// clocks writes both clocks in milliseconds, White's first, or "- -".
func clocks(st *room.State, now time.Time) string {
	if st.Options.Clock <= 0 {
		return "- -"
	}
	return fmt.Sprintf("%d %d", st.ClockLeft(game.White, now).Milliseconds(), st.ClockLeft(game.Black, now).Milliseconds())
}

// challenges tells the bot of challenges new to it, and of those gone,
// and follows the rooms its own accepted challenges opened.
func (s *session) challenges() {
	book := s.cfg.Hub.Challenges()
	to, _ := book.Pending(s.cfg.Player)
	now := map[string]bool{}
	for _, c := range to {
		now[c.ID] = true
		if s.seen[c.ID] {
			continue
		}
		s.seen[c.ID] = true
		rated := "casual"
		if c.Opts.Rated {
			rated = "rated"
		}
		s.printf("challenge %s %s %s %s", c.ID, field(c.From.Name), rated, c.Opts.ClockWord())
	}
	for id := range s.seen {
		if !now[id] {
			delete(s.seen, id)
			s.printf("challenge-gone %s", id)
		}
	}
	started, _ := book.Started(s.cfg.Player.ID)
	for _, c := range started {
		if len(s.games) >= MaxGames {
			c.Leave()
			continue
		}
		s.track(c)
	}
}

// field writes a name as one field: its spaces as underscores.
func field(name string) string { return strings.ReplaceAll(name, " ", "_") }
