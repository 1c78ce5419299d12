package plainsession

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/plain"
	"github.com/fetaix/fetaix/server/housebot"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
)

// errLeft returns the player from a room to the lobby.
var errLeft = errors.New("left")

// seated is the session's room, and what the player has been told of it.
type seated struct {
	c      *room.Client
	last   *room.State
	opened bool // the waiting line was told
	gameNo int  // the game told of (0: none yet)
	ply    int  // the plies told of
	draw   bool // the opponent's draw offer was told
	again  bool // the opponent's rematch request was told
	back   bool // the opponent's takeback request was told
	// offer is quick match's offer of a house bot to a player left
	// waiting (housebot.QuickMatchBotAfter); bot its level once told
	offer  housebot.QuickOffer
	bot    int
	over   bool // the result was told
	chatAt time.Time
}

// QuickPollEvery is how often a player waiting in quick match looks
// again for an opponent whose range has come to hold them, as the
// screen's waiting page does (room.Hub.Requick).
const QuickPollEvery = time.Second

// follow passes the states of c's room to the returned channel, closed
// with c's, until stop is called.
func follow(c *room.Client) (states <-chan *room.State, stop func()) {
	ch, done := make(chan *room.State), make(chan struct{})
	go func() {
		defer close(ch)
		for st := range c.Updates() {
			select {
			case ch <- st:
			case <-done:
				return
			}
		}
	}()
	return ch, func() { close(done) }
}

// inRoom plays in the room of c until the player leaves (back to the
// lobby), quits, the room closes, or ctx ends.
func (s *session) inRoom(ctx context.Context, c *room.Client) error {
	r := &seated{c: c, chatAt: time.Now()}
	states, stop := follow(c)
	defer func() { stop() }()
	poll := time.NewTicker(QuickPollEvery)
	defer poll.Stop()
	defer s.waiting.Store(false)
	for {
		c := r.c
		select {
		case <-ctx.Done():
			c.Leave()
			return nil
		case <-poll.C:
			if r.last == nil || !r.last.Options.Quick || r.last.Started {
				continue
			}
			if nc := s.srv.Hub.Requick(c); nc != nil { // the old room has closed
				stop()
				r.c, r.last = nc, nil
				states, stop = follow(nc)
				continue
			}
			s.offerBot(ctx, r)
		case st, ok := <-states:
			if !ok || st.Closed {
				s.closed(st)
				return nil
			}
			s.tell(r, st)
		case l, ok := <-s.lines:
			if !ok {
				c.Leave()
				return nil
			}
			err := s.roomLine(r, l)
			var taken botTaken
			switch {
			case errors.As(err, &taken): // quick match's house bot instead
				c.Leave()
				return s.bot(ctx, []string{strconv.Itoa(int(taken))})
			case errors.Is(err, errQuit):
				c.Leave()
				return err
			case errors.Is(err, errLeft):
				c.Leave()
				s.out.Line(s.t(txtLeft))
				return nil
			case err != nil:
				s.out.Line(s.errText(err))
			}
		}
	}
}

// closed tells that the room closed.
func (s *session) closed(st *room.State) {
	if st != nil && st.Notice != "" {
		s.out.Line(s.t(txtClosed, "Why", s.saidOr(st.NoticeSaid, st.Notice)))
	} else {
		s.out.Line(s.t(txtClosedPlain))
	}
	s.out.Line(s.t(txtLobby))
}

// tell writes what changed in the room since the last state told.
func (s *session) tell(r *seated, st *room.State) {
	r.last = st
	mine := r.c.Seat()
	if !st.Started {
		s.waiting.Store(true)
		if !r.opened {
			r.opened = true
			switch {
			case mine < 0:
				s.out.Line(s.t(txtWatchWaiting, "Code", st.Code))
			case st.Options.Quick:
				s.out.Line(s.t(txtQuickWait, "Code", st.Code))
			default:
				s.out.Line(s.t(txtWaiting, "Code", st.Code, "Clock", s.clockText(st.Options), "Rules", s.rulesText(room.RulesText(st.Options.Rules))))
			}
		}
		return
	}
	switch {
	case st.GameNo != r.gameNo:
		s.begin(r, st, mine)
	case st.Game.Ply() < r.ply: // a takeback
		s.out.Line(s.v.Count(txtTakenBack, r.ply-st.Game.Ply()))
		r.ply = st.Game.Ply()
		s.toMove(st, mine)
	case st.Game.Ply() > r.ply:
		for i := r.ply; i < st.Game.Ply(); i++ {
			s.out.Line(s.v.MoveLine(st.Game.PositionAt(i), st.Moves()[i]))
		}
		r.ply = st.Game.Ply()
		s.toMove(st, mine)
	}
	s.offers(r, st, mine)
	s.chat(r, st, mine)
	if st.Over() && !r.over {
		r.over = true
		s.waiting.Store(false)
		if st.Aborted {
			s.out.Line(s.t(txtAborted, "Why", s.v.Said(st.AbortedWhy())))
		} else {
			why := s.saidOr(st.ReasonSaid, st.Reason)
			if res, _ := st.Game.Result(); res == st.Result {
				why = s.v.WhyOver(st.Game) // ended on the board (or resigned): in the full screen's words
			}
			s.out.Line(s.v.ResultLine(st.Result, why))
		}
		if mine < 0 {
			s.out.Line(s.t(txtAfterWatch))
		} else {
			s.out.Line(s.t(txtAfterGame))
		}
	}
}

// begin tells a new game, the moves already played in it, and who is
// to move.
func (s *session) begin(r *seated, st *room.State, mine int) {
	r.gameNo, r.ply, r.draw, r.over, r.again, r.back = st.GameNo, 0, false, false, false, false
	if mine < 0 {
		s.out.Line(s.t(txtWatchBegins, "Code", st.Code, "White", st.Player(game.White).ShownIn(s.v.Localizer()), "Black", st.Player(game.Black).ShownIn(s.v.Localizer()),
			"Clock", s.clockText(st.Options), "Rated", screentext.RatedIn(s.v.Localizer(), st)))
	} else {
		text := txtBegins
		if st.Game.Ply() > 0 {
			text = txtGoesOn // back at a seat: the moves so far follow
		}
		s.out.Line(s.t(text, "Code", st.Code, "Side", s.v.SideName(st.ColorOf(mine)), "Opponent", st.Seats[1-mine].ShownIn(s.v.Localizer()),
			"Clock", s.clockText(st.Options), "Rated", screentext.RatedIn(s.v.Localizer(), st)))
	}
	for i, m := range st.Moves() {
		s.out.Line(s.v.MoveLine(st.Game.PositionAt(i), m))
	}
	r.ply = st.Game.Ply()
	s.toMove(st, mine)
}

// toMove tells who is to move, while the game goes on.
func (s *session) toMove(st *room.State, mine int) {
	if st.Over() {
		return
	}
	p := st.Position()
	line := s.v.ToMoveLine(p, st.Options.Rules)
	yours := mine >= 0 && p.SideToMove() == st.ColorOf(mine)
	if yours {
		line += " " + s.v.YourMove()
	}
	s.waiting.Store(!yours)
	s.out.Line(line)
}

// offers tells the opponent's new draw offer.
func (s *session) offers(r *seated, st *room.State, mine int) {
	if mine < 0 {
		return // a spectator is not asked
	}
	if d := st.DrawOffer == int8(1-mine); d != r.draw {
		r.draw = d
		if d {
			s.out.Line(s.t(txtDrawOffered, "Name", st.Seats[1-mine].ShownIn(s.v.Localizer())))
		}
	}
	if b := st.Takeback == int8(1-mine); b != r.back {
		r.back = b
		if b {
			s.out.Line(s.t(txtTakebackAsked, "Name", st.Seats[1-mine].ShownIn(s.v.Localizer())))
		}
	}
	if a := st.Over() && st.Rematch[1-mine] && !st.Rematch[mine]; a != r.again {
		r.again = a
		if a {
			s.out.Line(s.t(txtRematchAsked, "Name", st.Seats[1-mine].ShownIn(s.v.Localizer())))
		}
	}
}

// chat tells what others said since the last line told.
func (s *session) chat(r *seated, st *room.State, mine int) {
	for _, m := range st.Chat {
		if !m.At.After(r.chatAt) {
			continue
		}
		r.chatAt = m.At
		own := m.Seat == mine && (mine >= 0 || m.Author == s.p.Name)
		if m.Author == "" || own {
			continue // a note of the server's, or the player's own
		}
		s.out.Line(s.t(txtSays, "Name", m.Author, "Text", m.Text))
	}
}

// clockText is a room's time control in words.
func (s *session) clockText(o room.Options) string {
	if !o.Correspondence() && o.Clock <= 0 {
		return s.t(txtNoClockShown)
	}
	return screentext.ClockIn(s.v.Localizer(), o)
}

// roomLine carries out one line typed in a room.
func (s *session) roomLine(r *seated, l plain.Line) error {
	if l.TooLong {
		return s.v.TooLong()
	}
	word, rest, _ := strings.Cut(strings.TrimSpace(l.Text), " ")
	switch strings.ToLower(word) {
	case "leave":
		return errLeft
	case "bot":
		if r.bot == 0 || r.last == nil || r.last.Started || strings.TrimSpace(rest) != strconv.Itoa(r.bot) {
			return s.say(txtNoBotHere)
		}
		return botTaken(r.bot)
	case "takeback":
		return s.takeback(r)
	case "rematch":
		if r.c.Seat() < 0 {
			return s.say(txtWatching)
		}
		if r.last == nil || !r.last.Started || !r.last.Over() {
			return s.say(txtNoRematch)
		}
		if err := r.c.Rematch(); err != nil {
			return err
		}
		s.out.Line(s.t(txtYouRematch))
		return nil
	case "say", "chat":
		if strings.TrimSpace(rest) == "" {
			return s.say(txtUsage, "Usage", s.t(txtUsageSay))
		}
		if err := r.c.Say(rest); err != nil {
			return err
		}
		s.out.Line(s.t(txtSaid, "Text", strings.TrimSpace(rest)))
		return nil
	}
	c, err := s.v.Parse(l.Text)
	if err != nil {
		return err
	}
	st := r.last
	switch c.Kind {
	case plain.Quit:
		return errQuit
	case plain.Help:
		s.out.Lines(s.v.HelpLines())
		for _, id := range helpRoom {
			s.out.Line(s.t(id))
		}
		return nil
	case plain.Hint:
		return s.say(txtNoHint)
	}
	if st == nil || !st.Started {
		return s.say(txtNotBegun)
	}
	switch c.Kind {
	case plain.Clock:
		if st.Options.Clock <= 0 {
			s.out.Line(s.t(txtClockNoClock))
			return nil
		}
		now := time.Now()
		s.out.Line(s.v.ClocksLine(st.ClockLeft(game.White, now), st.ClockLeft(game.Black, now)))
		return nil
	case plain.Move, plain.Resign, plain.Draw:
		if r.c.Seat() < 0 {
			return s.say(txtWatching)
		}
		return s.act(r, st, c)
	}
	s.out.Lines(s.v.Describe(c, st.Position(), st.Options.Rules, st.Over()))
	return nil
}

// act plays a move, resigns or offers a draw in the room's game.
func (s *session) act(r *seated, st *room.State, c plain.Command) error {
	if st.Over() {
		return s.say(txtOverAlready)
	}
	switch c.Kind {
	case plain.Resign:
		return r.c.Resign()
	case plain.Draw:
		offered := st.DrawOffer == int8(1-r.c.Seat())
		if err := r.c.OfferDraw(); err != nil {
			return err
		}
		if !offered {
			s.out.Line(s.t(txtYouOffer))
		}
		return nil
	}
	p := st.Position()
	if side := p.SideToMove(); side != st.ColorOf(r.c.Seat()) {
		return s.say(txtNotYourMove, "Side", s.v.SideName(side))
	}
	m, err := s.v.ParseMove(p, st.Options.Rules, c.Text)
	if err != nil {
		return err
	}
	return r.c.MoveAt(m, st.GameNo, st.Game.Ply())
}

// takeback asks to take back the player's last move, or grants the
// opponent's request.
func (s *session) takeback(r *seated) error {
	st := r.last
	switch {
	case r.c.Seat() < 0:
		return s.say(txtWatching)
	case st == nil || !st.Started:
		return s.say(txtNotBegun)
	case st.Over():
		return s.say(txtOverAlready)
	}
	granting := st.Takeback == int8(1-r.c.Seat())
	if err := r.c.Takeback(); err != nil {
		return err
	}
	if !granting {
		s.out.Line(s.t(txtYouTakeback))
	}
	return nil
}

// botTaken is quick match's offer of a house bot taken, at its level.
type botTaken int

func (b botTaken) Error() string { return "bot " + strconv.Itoa(int(b)) }

// offerBot tells a player waiting in quick match, once, that a house bot
// is there instead, at a level near their rating, as the screen's
// waiting page offers it (on the hub's seek clock).
func (s *session) offerBot(ctx context.Context, r *seated) {
	if r.bot != 0 || r.c.Seat() != 0 {
		return
	}
	class := r.last.Options.Class()
	if r.offer.Level(s.srv.Hub.SeekClock(), func() int { return s.rank(ctx, class).R }) == 0 {
		return
	}
	r.bot = r.offer.Taken(housebot.OfferKey)
	s.out.Line(s.t(txtBotOffer, "Wait", s.v.ClockText(housebot.QuickMatchBotAfter), "Level", r.bot, "Name", s.v.LevelName(r.bot)))
}
