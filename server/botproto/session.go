// Package botproto is the server's side of the bot protocol
// (docs/bot.md): a bot account's session over `ssh host bot`, a line
// protocol of events (challenges, games, moves, offers, chat, results)
// and commands (answer challenges, move, offer, resign, chat, seek,
// challenge, join and leave tournaments: tourneys.go). A session plays through the rooms' clients as a human's
// screen does, bound by the same rules and quotas; it reads the rooms'
// states from their non-blocking channels, so a slow bot never holds a
// room.
package botproto

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// Version is the protocol's version, in the greeting.
const Version = 1

// Bounds of a bot session.
const (
	// MaxLine is the longest line a bot may send, in bytes, its line
	// break left out; a longer one is dropped with an error line.
	MaxLine = 1024
	// MaxGames is how many games one bot session plays at once (seeks
	// waiting included); accept and seek are refused beyond.
	MaxGames = 16
	// CommandsPerSecond and CommandBurst pace a bot's commands; a
	// command beyond gets an error line, and MaxRefused of them in a row
	// end the session.
	CommandsPerSecond = 10
	CommandBurst      = 20
	MaxRefused        = 100
	// BanCheckEvery is how often a session looks whether its bot has
	// been banned meanwhile (the server reads the bans as often).
	BanCheckEvery = 2 * time.Second
)

// errBanned ends the session of a bot banned while it plays.
var errBanned = errors.New("banned")

// Target is a player found by name, for a challenge.
type Target struct {
	ID   store.PlayerID
	Name string
	Bot  bool
}

// Config is what a session needs of the server.
type Config struct {
	Hub    *room.Hub
	Player room.Player // the bot (Player.Bot set)
	// Lookup finds a player by name (an error the bot may read when not).
	Lookup func(ctx context.Context, name string) (Target, error)
	// Rank is the bot's rating in the class of a clock, for its seeks.
	Rank func(clock time.Duration) room.SeekRank
	Log  *slog.Logger
	// Events are the server's tournaments (nil: it runs none).
	Events Events
	// Now is the clock of the pacing and of the clocks written (nil:
	// time.Now).
	Now func() time.Time
}

// session is one bot's connection.
type session struct {
	cfg    Config
	out    io.Writer
	games  map[string]*tracked // by room code
	seen   map[string]bool     // challenges to the bot already told
	states chan update
	done   chan struct{}
	pace   pacer
	quit   bool
	err    error // the output failed: the session ends
}

// update is a state of one of the session's rooms; st nil when the
// client's channel closed.
type update struct {
	c  *room.Client
	st *room.State
}

// Serve runs a bot session: the greeting, then events and commands until
// the bot quits, its input ends, ctx ends, or it floods. It leaves every
// room as it ends (seats are kept for the rooms' grace period, for the bot
// to come back).
func Serve(ctx context.Context, in io.Reader, out io.Writer, cfg Config) error {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	s := &session{cfg: cfg, out: out, games: map[string]*tracked{}, seen: map[string]bool{},
		states: make(chan update), done: make(chan struct{}),
		pace: pacer{rate: CommandsPerSecond, burst: CommandBurst, tokens: CommandBurst, at: cfg.Now()}}
	defer close(s.done)
	book := cfg.Hub.Challenges()
	wake, stop := book.Watch(cfg.Player.ID)
	defer stop()
	defer s.leaveAll()
	s.printf("fetaix-bot %d %s", Version, field(cfg.Player.Name))
	for len(s.games) < MaxGames {
		c, ok := cfg.Hub.Resume(cfg.Player)
		if !ok {
			break
		}
		s.track(c)
	}
	s.challenges()
	lines := make(chan lineOrErr)
	go readLines(in, lines, s.done)
	banCheck := time.NewTicker(BanCheckEvery)
	defer banCheck.Stop()
	seats := time.NewTicker(SeatPollEvery)
	defer seats.Stop()
	for !s.quit && s.err == nil {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-banCheck.C:
			if sn := cfg.Hub.Sanctions().Bans.Of(cfg.Player); sn != nil {
				s.printf("error %s", room.SanctionText(nil, sn, room.WhoYou))
				return errBanned
			}
		case l, ok := <-lines:
			if !ok {
				return nil
			}
			s.line(ctx, l)
		case <-wake:
			s.challenges()
		case <-seats.C:
			s.eventSeats() // tourneys.go
		case u := <-s.states:
			s.state(u)
		}
	}
	return s.err
}

// lineOrErr is a line read, or a line too long.
type lineOrErr struct {
	text    string
	tooLong bool
}

// readLines reads the bot's lines of at most MaxLine bytes into lines,
// until the input ends or done closes.
func readLines(in io.Reader, lines chan<- lineOrErr, done <-chan struct{}) {
	defer close(lines)
	r := bufio.NewReaderSize(in, MaxLine+2)
	long := false
	for {
		b, err := r.ReadSlice('\n')
		var l lineOrErr
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			long = true
			continue
		case long && len(b) > 0 && b[len(b)-1] == '\n':
			long, l = false, lineOrErr{tooLong: true}
		case err != nil:
			return // the input ended: a last line without its break is dropped
		default:
			text := strings.TrimSuffix(strings.TrimSuffix(string(b), "\n"), "\r")
			if len(text) > MaxLine {
				l = lineOrErr{tooLong: true}
			} else {
				l = lineOrErr{text: text}
			}
		}
		select {
		case lines <- l:
		case <-done:
			return
		}
	}
}

// printf writes one line to the bot; a failed write ends the session.
func (s *session) printf(format string, args ...any) {
	if s.err != nil {
		return
	}
	line := oneLine(fmt.Sprintf(format, args...))
	if len(line) > MaxLine {
		line = line[:MaxLine]
	}
	if _, err := io.WriteString(s.out, line+"\n"); err != nil {
		s.err = err
	}
}

// oneLine keeps a text on one line.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' {
			return ' '
		}
		return r
	}, s)
}

// line handles one line from the bot.
func (s *session) line(ctx context.Context, l lineOrErr) {
	if !s.pace.take(s.cfg.Now()) {
		s.pace.refused++
		if s.pace.refused >= MaxRefused {
			s.printf("error %s", textFloodEnd)
			s.quit = true
			return
		}
		s.printf("error "+textFlood, float64(CommandsPerSecond))
		return
	}
	s.pace.refused = 0
	if l.tooLong {
		s.printf("error %s", textLineTooLong)
		return
	}
	c, err := Parse(l.text)
	if err != nil {
		s.printf("error %s", err)
		return
	}
	if err := s.do(ctx, c); err != nil {
		s.printf("error %s", err)
		return
	}
	s.printf("ok %s", c.Name)
}

// leaveAll leaves every room of the session.
func (s *session) leaveAll() {
	for _, g := range s.games {
		g.c.Leave()
	}
}

// pacer is a token bucket of commands.
type pacer struct {
	rate, burst, tokens float64
	at                  time.Time
	refused             int
}

func (p *pacer) take(now time.Time) bool {
	p.tokens = min(p.burst, p.tokens+now.Sub(p.at).Seconds()*p.rate)
	p.at = now
	if p.tokens < 1 {
		return false
	}
	p.tokens--
	return true
}
