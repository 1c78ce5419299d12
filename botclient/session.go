package botclient

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

// session is one connection's conversation with the server: it reads
// the events, answers them, and runs the games' engines. Its fields are
// the run loop's alone; the engines' goroutines talk to it through
// results.
type session struct {
	cfg *Config
	c   *conn
	lg  *logger

	greeted   bool
	lastError string // the server's last error line
	games     map[string]*gameRun
	accepted  map[string]acceptance // challenges accepted whose games have not started
	pending   []sent                // commands sent, not yet answered (ok, error), oldest first

	challenged time.Time // when the bridge last challenged Config.Challenge (matchmake)

	results chan thought  // the engines' moves
	kicks   chan string   // games whose moves event did not come (MovesWait)
	done    chan struct{} // closed when the session ends
	wg      sync.WaitGroup
}

func newSession(cfg *Config, c *conn, lg *logger) *session {
	return &session{cfg: cfg, c: c, lg: lg, games: map[string]*gameRun{}, accepted: map[string]acceptance{},
		results: make(chan thought), kicks: make(chan string), done: make(chan struct{})}
}

// run reads and answers the server's lines until the session ends.
func (s *session) run(ctx context.Context) error {
	defer s.end()
	lines := make(chan string)
	var readErr error
	go func() {
		defer close(lines)
		for s.c.out.Scan() {
			select {
			case lines <- s.c.out.Text():
			case <-s.done:
				return
			}
		}
		readErr = s.c.out.Err()
	}()
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			_ = s.c.send("quit") // the connection closes anyway
			return ctx.Err()
		case <-tick.C:
			s.matchmake()
		case line, ok := <-lines:
			if !ok {
				return s.ended(readErr)
			}
			if err := s.handle(line); err != nil {
				return err
			}
		case t := <-s.results:
			s.thought(t)
		case id := <-s.kicks:
			if g := s.games[id]; g != nil && g.awaitMoves {
				g.awaitMoves = false
				s.think(g)
			}
		}
	}
}

// ended is the session's error once the server's output has ended.
func (s *session) ended(readErr error) error {
	if readErr != nil {
		s.c.close()
		return fmt.Errorf("reading the server: %w", readErr)
	}
	status := s.c.exitStatus()
	switch {
	case !s.greeted && s.lastError != "":
		return fatal{fmt.Errorf(errNotBot, s.lastError)}
	case !s.greeted:
		return fmt.Errorf(errNoGreeting, exitText(status))
	}
	return errors.New(exitText(status))
}

// exitText says how the server ended the session.
func exitText(status int) string {
	if status < 0 {
		return "the connection dropped"
	}
	return fmt.Sprintf("the server ended the session (exit status %d)", status)
}

// end stops the engines and closes the connection.
func (s *session) end() {
	close(s.done)
	for _, g := range s.games {
		g.stop()
	}
	s.wg.Wait()
	for _, g := range s.games {
		g.closeEngine()
	}
	s.c.close()
}

// sent is a command sent: its first word, and its game's ID if any.
type sent struct{ kind, game string }

// maxPending bounds the commands remembered until answered: a server that
// does not answer some makes the oldest be forgotten.
const maxPending = 256

// send writes a command; a failed write is seen as the end of the
// server's output.
func (s *session) send(format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	f := strings.Fields(line)
	c := sent{kind: firstOf(f)}
	if len(f) > 1 {
		c.game = f[1]
	}
	if len(s.pending) >= maxPending {
		s.pending = s.pending[1:]
	}
	s.pending = append(s.pending, c)
	_ = s.c.send(line)
}

// handle answers one line of the server.
func (s *session) handle(line string) error {
	kind, rest, _ := strings.Cut(line, " ")
	switch kind {
	case "fetaix-bot":
		if s.greeted {
			s.lg.printf(textUnknownEvent, line)
			return nil
		}
		version, name, _ := strings.Cut(rest, " ")
		if version != ProtocolVersion {
			return fatal{fmt.Errorf(errVersion, version, ProtocolVersion)}
		}
		s.greeted = true
		s.lg.printf(textConnected, s.cfg.Addr, name, version)
	case "challenge":
		s.challenge(rest)
	case "challenge-gone":
		delete(s.accepted, rest)
	case "game":
		s.gameStarts(rest)
	case "moves":
		s.movesSoFar(rest)
	case "move":
		s.moved(rest)
	case "draw-offer":
		if s.games[rest] != nil {
			s.send("draw %s decline", rest)
			s.lg.printf(textDrawDeclined, rest)
		}
	case "takeback-ask":
		if s.games[rest] != nil {
			s.send("takeback %s decline", rest)
			s.lg.printf(textTakebackDenied, rest)
		}
	case "chat":
		f := strings.SplitN(rest, " ", 3)
		if len(f) == 3 {
			s.lg.printf(textChat, f[0], f[1], f[2])
		}
	case "over":
		s.over(rest)
	case "ok":
		s.answered(true)
	case "error":
		s.lastError = rest
		s.lg.printf(textServerError, rest)
		s.answered(false)
	default:
		s.lg.printf(textUnknownEvent, line)
	}
	return nil
}
