// Package server is fetaix over SSH: a wish server where every session
// gets its own bubbletea program — a lobby, games against the computer,
// and rooms where two players meet and others watch.
package server

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"charm.land/wish/v2"
	"charm.land/wish/v2/ratelimiter"
	"charm.land/wish/v2/recover"
	"golang.org/x/time/rate"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/server/bookload"
	"github.com/fetaix/fetaix/server/botproto"
	"github.com/fetaix/fetaix/server/hostkey"
	"github.com/fetaix/fetaix/server/notify"
	"github.com/fetaix/fetaix/server/plainsession"
	"github.com/fetaix/fetaix/server/practice"
	"github.com/fetaix/fetaix/server/procmem"
	"github.com/fetaix/fetaix/server/proxyfrom"
	"github.com/fetaix/fetaix/server/replaycache"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/sshguard"
	"github.com/fetaix/fetaix/server/termio"
	"github.com/fetaix/fetaix/server/tourney"
	"github.com/fetaix/fetaix/server/tourneypage"
	"github.com/fetaix/fetaix/server/webdoor"
	"github.com/fetaix/fetaix/store"
)

// preloadBook reads the proven results (ai.PreloadBook): New starts it in
// the background (books.go) unless Config.loadBooks says otherwise. The
// package's tests leave it out outside the long checks (preload_test.go).
var preloadBook = ai.PreloadBook

// ShutdownNotice is what every session is told when the server stops,
// in English (the rooms say it in each reader's language:
// room.DownNotice; a session's last line is screentext.SessionDown's).
const ShutdownNotice = room.DownNotice

// Server is the fetaix SSH server.
type Server struct {
	cfg Config
	hub *room.Hub
	ssh *ssh.Server

	guards   *sshguard.Guards  // which connections are taken on, and what they may ask
	events   *room.EventLog    // client-caused events, summarised
	renames  *room.RenameQuota // players' own renames (room/renamequota.go)
	replays  replaycache.Cache // archived games' records, shared by their viewers
	searches *ai.Gate          // every session's engine searches pass it (searches.go)
	pacer    *termio.Pacer     // the rates sessions' input is read at
	// inputRead counts the bytes read from every session's input
	inputRead   atomic.Int64
	books       *bookload.Reading // the engine's proven results, read in the background (books.go)
	store       *store.Store      // players, ratings, the game archive
	newKeys     *room.WindowQuota // new keys per address (newkeys.go)
	puzzles     *puzzleBounds     // rated puzzle attempts per key (puzzlebounds.go)
	puzzlesOnce sync.Once
	// the people's ratings of the committed puzzles (puzzleratings.go)
	ratings     *practice.Ratings
	ratingsErr  error
	ratingsOnce sync.Once
	// ratingsRead is set once ratings is read: the lobby does not wait
	// for it.
	ratingsRead atomic.Bool
	// life ends when the server stops (stopBackground): the work New
	// starts in the background (background) ends with it, before the
	// store closes.
	life       context.Context
	endLife    context.CancelFunc
	background sync.WaitGroup
	runs       *runBounds // puzzle runs' results per key (puzzleruns.go)
	runsOnce   sync.Once

	// tourneys are the events the lobby's Tournaments show (nil: no such
	// item); eventSeat hands a player the seat of a game an event opened
	// for them (nil: none), looked for each second (tourneyscreen.go)
	tourneys  tourneypage.Events
	eventSeat func(store.PlayerID) *room.Client
	director  *tourney.Director // the events' director (tourneys.go)

	ops       *opsMetrics // counters for --metrics (opsmetrics.go)
	notify    *notify.Notifier
	accepting atomic.Bool // Serve runs and Shutdown has not begun: /healthz

	// serving holds the listeners Serve was given and whether Shutdown
	// has begun: a Serve that starts after it returns at once (the ssh
	// library's would wait on a listener it never closes).
	serving struct {
		sync.Mutex
		shut bool
		lns  []net.Listener
	}
	debugHTTP []*http.Server               // serving --metrics and --pprof, once ServeMetrics or ServePprof ran
	web       atomic.Pointer[webdoor.Door] // the browser door, once ServeWeb ran (webwire.go)
	listened  atomic.Pointer[string]       // the SSH listener's address, once Listen or Serve ran (its real port)

	sessions atomic.Int64
	memory   *procmem.Returner
	mu       sync.Mutex
	programs map[*tea.Program]*termio.Output // the running programs, and their outputs
	// renameSeq is the last name change the sessions were told of
	// (renames.go): the poller's alone
	renameSeq int64
	down      bool

	// the bans and mutes poller (sanctions.go): closing stopSanctions
	// (once) stops it, sanctionsDone is closed when it has
	stopSanctions, sanctionsDone chan struct{}
	stopOnce                     sync.Once
}

// New prepares a server: it fills in defaults, creates the data dir and
// the host key if missing.
func New(cfg Config) (*Server, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	hostKey, err := hostkey.Load(cfg.HostKey, cfg.Log)
	if err != nil {
		return nil, err
	}
	st, err := openStore(cfg)
	if err != nil {
		return nil, err
	}
	if cfg.MemoryLimit > 0 {
		debug.SetMemoryLimit(int64(cfg.MemoryLimit))
	}
	s := &Server{cfg: cfg, hub: room.NewHubFor(cfg.rooms()), renames: room.NewRenameQuota(), searches: ai.NewGate(cfg.MaxSearches), store: st,
		pacer:    termio.NewPacer(termio.PaceLimits{Rate: cfg.InputRate, Burst: cfg.InputBurst, RatePerAddr: cfg.InputRatePerAddr, BurstPerAddr: cfg.InputBurstPerAddr}),
		programs: map[*tea.Program]*termio.Output{}, newKeys: room.NewWindowQuota(newKeyWindow),
		books: startBooks(cfg.loadBooks, cfg.Log), memory: procmem.New(),
		puzzles: newPuzzleBounds(cfg.PuzzlesPerHour)}
	s.hub.UseStore(st, cfg.rooms())
	s.hub.Fair.Seed(ratedToday(st, cfg))
	if err := s.hub.CheckStorage(); err != nil {
		cfg.Log.Warn("the data dir cannot store games: they will be kept in memory and retried until it can",
			"dir", cfg.DataDir, "error", err)
	}
	s.life, s.endLife = context.WithCancel(context.Background())
	s.background.Go(func() { // read while the server starts listening: the first sessions do not wait for it
		if _, err := s.puzzleRatings(); err != nil {
			cfg.Log.Warn("the puzzles' ratings cannot be read: the puzzles are rated by their committed ratings", "error", err)
		}
	})
	s.ops = newOpsMetrics(s)
	s.hub.Ops = s.ops
	s.notify = notify.New(cfg.Notify, st, cfg.Log) // players' reminders, until the server stops
	s.hub.Events = s.notify.Post
	s.ops.ops.Register(s.notify.Collectors()...)
	s.background.Go(func() { <-s.life.Done(); s.notify.Close() })
	s.startTourneys()
	s.events = room.NewEventLog(cfg.Log)
	s.events.Counted = s.ops.refused
	s.guards = sshguard.New(sshguard.Limits{MaxConnsPerAddr: cfg.MaxConnsPerAddr, MaxUnauthenticated: cfg.MaxUnauthenticated,
		HandshakeTimeout: cfg.HandshakeTimeout, MaxSessionsPerConn: cfg.MaxSessionsPerConn, MaxEnvVars: cfg.MaxEnvVars,
		MaxEnvBytes: cfg.MaxEnvBytes, SessionlessTimeout: cfg.SessionlessTimeout, MaxCommand: cfg.MaxCommand},
		s.events.Note, s.guard)
	limiter := ratelimiter.NewRateLimiter(rate.Limit(cfg.RatePerSecond), cfg.RateBurst, 4096)
	s.ssh, err = wish.NewServer(append(s.connOptions(),
		wish.WithAddress(cfg.Listen),
		wish.WithHostKeyPEM(hostKey),
		wish.WithVersion("fetaix"),
		// Any key is accepted: it only identifies the player. Without one,
		// keyboard-interactive (no questions asked) lets a guest in. A
		// banned key or address is refused (sanctions.go).
		wish.WithPublicKeyAuth(s.allowKey),
		wish.WithKeyboardInteractiveAuth(s.allowGuest),
		wish.WithMiddleware(
			// the last middleware runs first
			recover.MiddlewareWithLogger(slogPrintf{cfg.Log},
				leaveOnEnd,
				s.runSession,
				plainsession.NoPty, // the sessions without a terminal but bot and plain
				s.botSessions,
				s.plainSessions, // plainsessions.go
			),
			s.limitSessions,
			s.logSessions,
			ratelimiter.Middleware(limiter),
		),
	)...)
	if err != nil {
		s.endLife() // the notifier and the background reads end before the store closes
		s.background.Wait()
		_ = s.hub.CloseArchive(context.Background())
		_ = st.Close()
		return nil, err
	}
	if err := s.loadSanctions(context.Background()); err != nil {
		cfg.Log.Warn("reading the bans and mutes failed; none is in force until a reading works", "error", err)
	}
	if seq, err := s.store.LastRename(context.Background()); err == nil {
		s.renameSeq = seq // the names read from now on are the current ones
	}
	s.stopSanctions, s.sanctionsDone = make(chan struct{}), make(chan struct{})
	go s.watchSanctions(cfg.sanctionPoll, s.stopSanctions, s.sanctionsDone)
	go s.memory.Run(s.Sessions)
	return s, nil
}

// connOptions returns the server options that bound connections before
// their sessions run: admission, and the filtered session channels.
func (s *Server) connOptions() []ssh.Option {
	return append(s.guards.Options(), func(srv *ssh.Server) error {
		srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": s.guards.SessionChannel}
		return nil
	})
}

// Hub returns the server's rooms.
func (s *Server) Hub() *room.Hub { return s.hub }

// Config returns the configuration in effect (defaults filled in).
func (s *Server) Config() Config { return s.cfg }

// WriteLatency returns the percentiles of the time from a finished
// game's submission to the store's acknowledgement of its commit.
func (s *Server) WriteLatency() room.Percentiles { return s.hub.WriteLatency() }

// Serve accepts sessions on ln until Shutdown, reading the PROXY headers
// of the load balancers of Config.ProxyFrom.
func (s *Server) Serve(ln net.Listener) error {
	ln, err := proxyfrom.Wrap(ln, s.cfg.ProxyFrom)
	if err != nil {
		_ = ln.Close()
		return &SettingError{Name: "proxy-from", Err: err}
	}
	s.serving.Lock()
	if s.serving.shut {
		s.serving.Unlock()
		return ln.Close()
	}
	s.serving.lns = append(s.serving.lns, ln)
	s.listenedOn(ln)
	s.accepting.Store(true)
	s.serving.Unlock()
	err = s.ssh.Serve(ln)
	s.serving.Lock()
	shut := s.serving.shut
	s.serving.Unlock()
	if shut || errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// Listen opens the configured listening socket.
func (s *Server) Listen() (net.Listener, error) {
	ln, err := net.Listen("tcp", s.cfg.Listen)
	if err == nil {
		s.listenedOn(ln)
	}
	return ln, err
}

// Shutdown stops accepting sessions, tells every session the server is
// going down, writes every game in progress and waits for the sessions to
// end until ctx is done; then it closes whatever is left. Every step is
// bounded by ctx: a client that stops reading, or a disk that hangs, cannot
// hold it.
func (s *Server) Shutdown(ctx context.Context) error {
	s.serving.Lock()
	s.serving.shut = true
	s.accepting.Store(false)
	for _, ln := range s.serving.lns {
		_ = ln.Close() // a Serve whose listener the ssh library has yet to track ends too
	}
	s.serving.Unlock()
	s.web.Load().Close() // the web door takes no new sessions; those open are told below
	s.stopBackground()
	// The listeners are closed above; the ssh library's own Shutdown is
	// not called: it waits on a WaitGroup that a connection finishing its
	// handshake at that moment adds to (a data race in the library), and
	// the sessions are waited for below anyway. Close ends the rest.
	finish := func(err error) error {
		_ = s.ssh.Close() // err, or the shutdown's own, is the one to report
		_ = s.web.Load().Shutdown(ctx)
		s.memory.Close()
		s.stopMetrics(ctx)
		// the games the store could not take by now go to PDN files
		if cerr := s.hub.CloseArchive(ctx); err == nil {
			err = cerr
		}
		if cerr := s.store.Close(); err == nil {
			err = cerr
		}
		return err
	}
	if !waitCtx(ctx, func() { s.hub.Shutdown(ShutdownNotice) }) {
		s.cfg.Log.Warn("shutdown: room games still being written when time ran out")
		return finish(ctx.Err())
	}
	s.mu.Lock()
	s.down = true
	progs := make([]*tea.Program, 0, len(s.programs))
	for p := range s.programs {
		progs = append(progs, p)
	}
	s.mu.Unlock()
	// Every solo game is saved when its program has taken the message; a
	// program that cannot take it (its session is being dropped) ends with
	// its connection, and saves then.
	told := waitCtx(ctx, func() {
		var wg sync.WaitGroup
		for _, p := range progs {
			wg.Add(1)
			go func() { defer wg.Done(); p.Send(shutdownMsg{}) }()
		}
		wg.Wait()
	})
	if !told {
		return finish(ctx.Err())
	}
	// Sessions end once their users have read the notice; then close the
	// connections that clients keep open without a session.
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for s.Sessions() > 0 {
		select {
		case <-tick.C:
		case <-ctx.Done():
			return finish(ctx.Err())
		}
	}
	// games against the computer archived as their sessions ended, and
	// what the store could not take written to files
	if err := s.hub.CloseArchive(ctx); err != nil {
		return finish(err)
	}
	if !waitCtx(ctx, s.hub.Saves.Wait) {
		return finish(ctx.Err())
	}
	return finish(nil)
}

// waitCtx runs fn and waits for it until ctx is done; it reports whether
// fn finished in time (when not, fn goes on in the background).
func waitCtx(ctx context.Context, fn func()) bool {
	finished := make(chan struct{})
	go func() { defer close(finished); fn() }()
	select {
	case <-finished:
		return true
	case <-ctx.Done():
		return false
	}
}

// appKey is the session context key of the session's model.
type appKey struct{}

// leaveOnEnd runs when a session's program has ended, however it ended
// (quit, dropped connection, shutdown): the player leaves their room, which
// keeps their seat for the grace period, and a game against the computer
// still in progress is written down.
func leaveOnEnd(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if m, ok := sess.Context().Value(appKey{}).(*app); ok {
			m.leaveAll()
			m.saveSolo("the connection closed")
		}
		next(sess)
	}
}

// botSessions runs the sessions of the command `bot` (server/botproto).
func (s *Server) botSessions(next ssh.Handler) ssh.Handler {
	return botproto.Middleware(botproto.Server{Hub: s.hub, Store: s.store, Player: playerOf, Log: s.cfg.Log, Life: s.life,
		Identify: func(ctx context.Context, p *room.Player) { s.identify(ctx, p) }, OutputBuffer: s.cfg.OutputBuffer,
		OutputStall: s.cfg.OutputStall, Events: s.director}, next)
}

// limitSessions refuses sessions beyond MaxSessions.
func (s *Server) limitSessions(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if n := s.sessions.Add(1); n > int64(s.cfg.MaxSessions) {
			s.sessions.Add(-1)
			s.ops.refused("refused a session: the server is full")
			wish.Fatalln(sess, "fetaix: the server is full; try again later")
			return
		}
		defer s.memory.SessionEnded()
		defer s.sessions.Add(-1)
		defer s.guards.SessionStarted(sess.Context())()
		next(sess)
	}
}

// Sessions returns the number of sessions open now.
func (s *Server) Sessions() int { return int(s.sessions.Load()) }

// slogPrintf adapts a slog.Logger to the Printf loggers of wish's
// middlewares.
type slogPrintf struct {
	l interface{ Info(string, ...any) }
}

// Printf logs one formatted line.
func (p slogPrintf) Printf(format string, args ...any) {
	p.l.Info(strings.TrimSpace(fmt.Sprintf(format, args...)))
}

// shutdownMsg tells a session's program that the server is going down.
type shutdownMsg struct{}

// idleCheckEvery is how often a session checks for idleness.
const idleCheckEvery = 30 * time.Second

// idleEvery is how often a session checks for idleness: idleCheckEvery,
// or the tests' own.
func (s *Server) idleEvery() time.Duration {
	if s.cfg.idleCheckEvery > 0 {
		return s.cfg.idleCheckEvery
	}
	return idleCheckEvery
}
