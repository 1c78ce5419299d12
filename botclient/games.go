package botclient

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/match"
)

// gameRun is a game the bridge plays: the game as the events give it,
// its clocks, and its engine.
type gameRun struct {
	id       string
	color    game.Color
	opponent string
	clock    clockSpec
	g        *game.Game

	wtime, btime time.Duration // as the last event gave them
	clockKnown   bool
	clockAt      time.Time // when they were given

	eng        Engine // nil while lent to a search, or before the first
	busy       bool   // a search runs
	cancel     context.CancelFunc
	gen        int  // bumped when the position changes under a search
	reset      bool // the engine wants NewGame before its next search
	sent       bool // the bridge's move was sent, its move event not yet come
	awaitMoves bool // a moves event is expected (see MovesWait)
	faults     int
}

// thought is a search's end: the move, or why there is none.
type thought struct {
	id   string
	gen  int
	eng  Engine
	move game.Move
	err  error
}

// clockSpec is a game's time control as the protocol says it.
type clockSpec struct {
	live bool
	inc  time.Duration
	base time.Duration
}

// parseClock reads CLOCK: M+I (minutes, seconds of increment), Nd or
// none.
func parseClock(text string) clockSpec {
	m, i, ok := strings.Cut(text, "+")
	if !ok {
		return clockSpec{}
	}
	mins, err1 := strconv.ParseFloat(m, 64)
	inc, err2 := strconv.ParseFloat(i, 64)
	if err1 != nil || err2 != nil || mins < 0 || inc < 0 {
		return clockSpec{}
	}
	return clockSpec{live: true, base: time.Duration(mins * float64(time.Minute)), inc: time.Duration(inc * float64(time.Second))}
}

// parseMillis reads a clock in milliseconds; "-" (or anything else) is
// no clock.
func parseMillis(text string) (time.Duration, bool) {
	ms, err := strconv.ParseInt(text, 10, 64)
	if err != nil || ms < 0 {
		return 0, false
	}
	return time.Duration(ms) * time.Millisecond, true
}

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// gameStarts reads a game event: GAMEID COLOR RATED CLOCK OPPONENT
// POSITION.
func (s *session) gameStarts(rest string) {
	f := strings.SplitN(rest, " ", 6)
	if len(f) < 6 {
		s.lg.printf(textUnknownEvent, "game "+rest)
		return
	}
	id := f[0]
	color, err := game.ParseColor(f[1])
	pos, err2 := game.ParsePosition(f[5])
	if err != nil || err2 != nil {
		s.lg.printf(textUnknownEvent, "game "+rest)
		return
	}
	if old := s.games[id]; old != nil { // sent again: start over
		old.stop()
		old.gen++
	} else if len(s.games) >= maxRunning {
		s.send("resign %s", id)
		s.lg.printf(textTooManyGames, id, len(s.games))
		return
	} else {
		s.started()
	}
	g := &gameRun{id: id, color: color, opponent: f[4], clock: parseClock(f[3]), g: game.NewGame(game.DefaultRules(), pos)}
	if old := s.games[id]; old != nil {
		g.eng, g.busy, g.gen, g.reset = old.eng, old.busy, old.gen, true
	}
	s.games[id] = g
	s.lg.printf(textGameStarts, id, "plays", f[1], f[4], f[2], f[3])
	if f[5] != game.StartText {
		g.awaitMoves = true
		time.AfterFunc(MovesWait, func() {
			select {
			case s.kicks <- id:
			case <-s.done:
			}
		})
		return
	}
	s.think(g)
}

// movesSoFar reads a moves event: GAMEID WTIME BTIME MOVE…, all the moves
// so far. The game is played again from the start to give the engine its
// history (for the repetition rule) when the moves lead to the position
// the game event gave; else the bridge plays from that position alone.
func (s *session) movesSoFar(rest string) {
	f := strings.Fields(rest)
	g := s.games[firstOf(f)]
	if g == nil || len(f) < 3 {
		return
	}
	g.setClocks(f[1], f[2])
	full := game.NewGame(game.DefaultRules(), game.StartPosition())
	for _, m := range f[3:] {
		if _, err := full.PlayText(m); err != nil {
			full = nil
			break
		}
	}
	if full != nil && full.Position().String() == g.g.Position().String() {
		g.g = full
	}
	s.lg.printf(textGameResumes, g.id, len(f)-3)
	g.awaitMoves = false
	s.restart(g)
}

// moved reads a move event: GAMEID MOVE WTIME BTIME.
func (s *session) moved(rest string) {
	f := strings.Fields(rest)
	g := s.games[firstOf(f)]
	if g == nil || len(f) < 4 {
		return
	}
	mover := g.g.Position().SideToMove()
	if _, err := g.g.PlayText(f[1]); err != nil {
		s.lg.printf(textOutOfStep, g.id, f[1], err)
		return
	}
	if mover == g.color {
		g.sent = false
	}
	g.setClocks(f[2], f[3])
	s.restart(g)
}

// over reads an over event: GAMEID RESULT REASON.
func (s *session) over(rest string) {
	f := strings.SplitN(rest, " ", 3)
	g := s.games[f[0]]
	if g == nil {
		return
	}
	why := ""
	if len(f) == 3 {
		why = f[2]
	}
	s.lg.printf(textGameOver, g.id, strings.Join(f[1:2], ""), why)
	g.stop()
	g.closeEngine()
	delete(s.games, g.id)
}

// answered takes an ok or error line: the answer to the oldest command
// not yet answered. A move refused leaves its game waiting for a move
// event that will not come: it is searched again.
func (s *session) answered(ok bool) {
	if len(s.pending) == 0 {
		return
	}
	c := s.pending[0]
	s.pending = s.pending[1:]
	if ok || c.kind != "move" {
		return
	}
	if g := s.games[c.game]; g != nil && g.sent {
		g.sent = false
		g.reset = true
		g.faults++
		if g.faults >= MaxFaults {
			s.send("resign %s", g.id)
			s.lg.printf(textResigns, g.id, g.faults)
			g.sent = true
			return
		}
		s.think(g)
	}
}

func firstOf(f []string) string {
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// setClocks sets the clocks from an event's WTIME and BTIME.
func (g *gameRun) setClocks(w, b string) {
	wt, ok1 := parseMillis(w)
	bt, ok2 := parseMillis(b)
	g.wtime, g.btime, g.clockKnown, g.clockAt = wt, bt, ok1 && ok2, time.Now()
}

// restart searches g's position again: a search running on an older one
// is stopped first (its thought is then dropped).
func (s *session) restart(g *gameRun) {
	if g.busy {
		g.stop()
		g.gen++
		return // thought starts the new search when the old one has ended
	}
	s.think(g)
}

// stop cancels g's search, if any.
func (g *gameRun) stop() {
	if g.cancel != nil {
		g.cancel()
	}
}

// closeEngine ends g's engine, unless it is lent to a search.
func (g *gameRun) closeEngine() {
	if g.eng != nil {
		g.eng.Close()
		g.eng = nil
	}
}

// toMove says whether the bridge is to move in g, with nothing on the way.
func (g *gameRun) toMove() bool {
	r, _ := g.g.Result()
	return r == game.Ongoing && !g.busy && !g.sent && !g.awaitMoves && g.g.Position().SideToMove() == g.color
}

// searchClock is the clock the engine is given: the last event's, less
// the time since for the side to move.
func (g *gameRun) searchClock() (match.Clock, time.Duration) {
	if !g.clock.live {
		return match.Clock{}, NoClockMoveTime
	}
	c := match.Clock{White: g.clock.base, Black: g.clock.base, WhiteInc: g.clock.inc, BlackInc: g.clock.inc}
	if g.clockKnown {
		c.White, c.Black = g.wtime, g.btime
		since := time.Since(g.clockAt)
		if g.g.Position().SideToMove() == game.White {
			c.White = max(0, c.White-since)
		} else {
			c.Black = max(0, c.Black-since)
		}
	}
	return c, 0
}

// think starts the engine's search when the bridge is to move in g.
func (s *session) think(g *gameRun) {
	if !g.toMove() {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	g.busy, g.cancel = true, cancel
	eng, reset, pos := g.eng, g.reset, g.g.Clone()
	g.eng, g.reset = nil, false
	clock, moveTime := g.searchClock()
	t := thought{id: g.id, gen: g.gen}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer cancel()
		var err error
		if eng == nil {
			if eng, err = s.cfg.Engine(); err == nil {
				err = eng.NewGame()
			}
		} else if reset {
			err = eng.NewGame()
		}
		if err == nil {
			t.move, err = eng.Move(ctx, pos, clock, moveTime)
		}
		t.eng, t.err = eng, err
		select {
		case s.results <- t:
		case <-s.done:
			if eng != nil {
				eng.Close()
			}
		}
	}()
}

// thought takes a search's end: its move is sent, unless the position
// has changed since (then it is searched again); a fault of the engine
// is searched again with the engine readied again, up to MaxFaults.
func (s *session) thought(t thought) {
	g := s.games[t.id]
	if g == nil || g.eng != nil { // over, or an engine of its own since
		if t.eng != nil {
			t.eng.Close()
		}
		if g == nil {
			return
		}
	} else {
		g.eng = t.eng
	}
	g.busy, g.cancel = false, nil
	switch {
	case g.gen != t.gen:
		g.reset = true
	case t.err != nil:
		g.faults++
		g.reset = true
		s.lg.printf(textEngineFault, g.id, t.err)
		if g.faults >= MaxFaults {
			s.send("resign %s", g.id)
			s.lg.printf(textResigns, g.id, g.faults)
			g.sent = true // nothing more to play
			return
		}
	default:
		g.sent = true
		s.send("move %s %s", g.id, t.move)
		s.lg.printf(textPlayed, g.id, t.move)
		return
	}
	s.think(g)
}
