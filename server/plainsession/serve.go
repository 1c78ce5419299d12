// Package plainsession is the server's side of the plain mode for screen
// readers (package plain): a session of `ssh HOST plain`, with or
// without a pty, gets the lobby and the rooms as lines — one line per
// event, commands typed as lines — and plays through the rooms' clients
// as a screen does, bound by the same rules and limits: the session's
// input is the server's paced and bounded input (termio.Input: bytes
// and keys a second, per session and per address), its output the
// non-blocking queue of a screen's (termio.Output), and it ends when
// idle as a screen does.
package plainsession

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync/atomic"
	"time"

	"charm.land/ssh"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/plain"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/termio"
	"github.com/fetaix/fetaix/tables"
)

// SSHCommand is the SSH command of a plain session: `ssh HOST plain`.
const SSHCommand = "plain"

// Server is what plain sessions need of the SSH server.
type Server struct {
	Hub *room.Hub
	// Player is who the session is; Identify finds them in the store
	// (name, ID), as for any session.
	Player   func(sess ssh.Session) room.Player
	Identify func(ctx context.Context, p *room.Player)
	// Input is the session's input, paced and bounded as a screen's
	// (its Pump is run here, and it is closed at the end).
	Input func(sess ssh.Session) *termio.Input
	// Searches is the player's seat at the server's engine queue, for
	// the house bots' games (nil: searches run at once).
	Searches func(p room.Player) *ai.Gate
	Tables   *tables.Cache
	// Online counts the sessions connected now (nil: not told).
	Online func() int
	Log    *slog.Logger
	// Life ends when the server shuts down: sessions end with it.
	Life context.Context
	// OutputBuffer and OutputStall bound what waits for a player who
	// reads slowly, as for a screen (termio.NewOutput).
	OutputBuffer int
	OutputStall  time.Duration
	// IdleTimeout ends a session whose player has typed nothing for
	// this long, WaitIdleTimeout one that waits on others (an opponent
	// to come or to move), as for a screen.
	IdleTimeout, WaitIdleTimeout time.Duration
	// IdleCheckEvery is how often idleness is checked.
	IdleCheckEvery time.Duration
	// Lang is the language of a player's session, as a screen's
	// (server/locale.ForSession: the key's setting, else the client's
	// LC_ALL, LC_MESSAGES or LANG); nil: English.
	Lang func(ctx context.Context, sess ssh.Session, p room.Player) i18n.Lang
}

// Middleware runs the sessions whose command is SSHCommand, and passes
// the others on to next.
func Middleware(srv Server, next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if strings.TrimSpace(sess.RawCommand()) != SSHCommand {
			next(sess)
			return
		}
		_ = sess.Exit(srv.serve(sess))
	}
}

// session is one plain session.
type session struct {
	srv     Server
	p       room.Player
	out     *plain.Out
	v       plain.Voice // the player's language
	lines   <-chan plain.Line
	lastIn  atomic.Int64 // unix nanoseconds of the last line
	waiting atomic.Bool  // waiting on others: the longer idle limit
	banned  atomic.Bool  // the player was banned meanwhile: exit status 1
	// archiveFullTold: the player was told their games are not archived
	archiveFullTold bool
}

// t is a text of the catalogs in the player's language.
func (s *session) t(id i18n.ID, args ...any) string { return s.v.Text(id, args...) }

// say is an error line of a text of the catalogs.
func (s *session) say(id i18n.ID, args ...any) error { return plain.Message(s.t(id, args...)) }

// said is a room's line in the player's language, or english, the
// room's own words, for a line it keeps only in English.
func (s *session) saidOr(said room.Said, english string) string {
	if said.ID == "" {
		return english
	}
	return s.v.Said(said)
}

// errText is err as the player reads it: a room's refusal in their
// language (room.RefusalIn), another error as it is.
func (s *session) errText(err error) string {
	l := s.v.Localizer()
	return l.Show(room.RefusalIn(l, err))
}

// serve runs one plain session and returns its exit status.
func (srv Server) serve(sess ssh.Session) int {
	ctx, cancel := context.WithCancel(sess.Context())
	defer cancel()
	stop := context.AfterFunc(srv.Life, cancel)
	defer stop()
	_, _, pty := sess.Pty()
	p := srv.Player(sess)
	srv.Identify(ctx, &p)
	out := termio.NewOutput(sess, srv.OutputBuffer, srv.OutputStall, func(reason string, _ bool) {
		srv.Log.Warn("plain session dropped", "player", p.Name, "id", int64(p.ID), "reason", reason)
		_ = sess.Close()
	})
	go out.Run()
	defer out.CloseWait()
	in := srv.Input(sess)
	defer in.Close()
	go in.Pump()
	s := &session{srv: srv, p: p, out: plain.NewOut(out, pty)}
	if srv.Lang != nil {
		s.v = plain.NewVoice(srv.Lang(ctx, sess, p))
	}
	raw, lines := make(chan plain.Line), make(chan plain.Line)
	done := make(chan struct{})
	defer close(done)
	var echo *plain.Out
	if pty {
		echo = s.out
	}
	go plain.ReadLines(in, echo, raw, done)
	go s.stamp(raw, lines, done)
	s.lines = lines
	s.lastIn.Store(time.Now().UnixNano())
	go s.watchIdle(ctx, cancel, done)
	srv.Log.Info("plain session start", "player", p.Name, "id", int64(p.ID), "remote", sess.RemoteAddr().String(), "pty", pty)
	s.out.Line(s.t(txtWelcome, "Name", room.ShownNameIn(s.v.Localizer(), p.Name, p.Bot)))
	if c, ok := srv.Hub.Resume(p); ok { // back to the seat of a game in progress
		s.out.Line(s.t(txtResumed))
		if err := s.inRoom(ctx, c); errors.Is(err, errQuit) {
			s.out.Line(s.t(txtBye))
			return 0
		}
	}
	s.lobby(ctx)
	if srv.Life.Err() != nil {
		s.out.Line(s.t(txtShutdown))
	}
	srv.Log.Info("plain session end", "player", p.Name, "id", int64(p.ID), "banned", s.banned.Load())
	if s.banned.Load() {
		return 1
	}
	return 0
}

// stamp passes the lines on, noting when each came.
func (s *session) stamp(raw <-chan plain.Line, lines chan<- plain.Line, done <-chan struct{}) {
	defer close(lines)
	for l := range raw {
		s.lastIn.Store(time.Now().UnixNano())
		select {
		case lines <- l:
		case <-done:
			return
		}
	}
}

// BanCheckEvery is how often a plain session looks whether its player
// has been banned meanwhile (the server reads the bans as often).
const BanCheckEvery = 2 * time.Second

// watchIdle ends the session when its player has typed nothing for the
// idle limit (the longer one while waiting on others), or has been
// banned meanwhile.
func (s *session) watchIdle(ctx context.Context, cancel context.CancelFunc, done <-chan struct{}) {
	every := s.srv.IdleCheckEvery
	if every <= 0 {
		every = 30 * time.Second
	}
	t := time.NewTicker(every)
	defer t.Stop()
	bans := time.NewTicker(BanCheckEvery)
	defer bans.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-done:
			return
		case <-bans.C:
			if sn := s.srv.Hub.Sanctions().Bans.Of(s.p); sn != nil {
				s.out.Line(sentence(room.SanctionText(s.v.Localizer(), sn, room.WhoYou)))
				s.banned.Store(true)
				cancel()
				return
			}
			continue
		case <-t.C:
		}
		limit := s.srv.IdleTimeout
		if s.waiting.Load() {
			limit = s.srv.WaitIdleTimeout
		}
		if limit > 0 && time.Since(time.Unix(0, s.lastIn.Load())) > limit {
			s.out.Line(s.t(txtIdle, "Time", s.v.ClockText(limit)))
			cancel()
			return
		}
	}
}
