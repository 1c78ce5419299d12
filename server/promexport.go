package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// The operator's view of a running server (Config.Metrics): Prometheus
// text on /metrics and a health check on /healthz, served on their own
// address, apart from the players' SSH port. Each server has its own
// registry. (metrics.go is something else: the latencies a load test
// reads.)

// Ratings of games, as the games counters label them.
const (
	gameRated  = "rated"
	gameCasual = "casual"
)

// opsMetrics are the counters that the server's code moves as events
// happen; the gauges are read from the server when scraped. A nil
// *opsMetrics (a hub without a server, in tests) counts nothing.
type opsMetrics struct {
	reg           *prometheus.Registry
	gamesStarted  *prometheus.CounterVec // by kind and rating
	gamesFinished *prometheus.CounterVec // by kind and rating
	refusals      *prometheus.CounterVec // by limit: the event log's message
	outputDrops   prometheus.Counter     // stalls: the client stopped reading
	outputGone    prometheus.Counter     // hang-ups: a write failed as the client went
	storeWrites   *prometheus.CounterVec // by result
	storeLatency  prometheus.Histogram
}

// newOpsMetrics returns the metrics of s, its gauges bound to it.
func newOpsMetrics(s *Server) *opsMetrics {
	m := &opsMetrics{reg: prometheus.NewRegistry(),
		gamesStarted: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "fetaix_games_started_total",
			Help: "Games started: kind solo (against the computer) or room, rating rated or casual."}, []string{"kind", "rating"}),
		gamesFinished: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "fetaix_games_finished_total",
			Help: "Games ended, each started game once, by kind, rating and termination (decided, drawn, aborted, interrupted, quit)."},
			[]string{"kind", "rating", "termination"}),
		refusals: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "fetaix_refusals_total",
			Help: "Clients refused, cut or disconnected by a limit, by the limit (as the log says it)."}, []string{"limit"}),
		outputDrops: prometheus.NewCounter(prometheus.CounterOpts{Name: "fetaix_output_stalls_total",
			Help: "Sessions dropped because their client stopped reading its screen output (stalled, buffer full)."}),
		outputGone: prometheus.NewCounter(prometheus.CounterOpts{Name: "fetaix_output_hangups_total",
			Help: "Sessions whose screen output could not be written because the client had gone (a hang-up, not a stall)."}),
		storeWrites: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "fetaix_store_writes_total",
			Help: "Finished games written to the database: result ok, retry (a failed try, kept and retried) or file (given up on, written to DATA-DIR/games/unstored)."}, []string{"result"}),
		storeLatency: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "fetaix_store_write_seconds",
			Help: "Time from a finished game's submission to the database's commit of it.", Buckets: prometheus.ExponentialBuckets(0.001, 4, 9)}),
	}
	gauge := func(name, help string, f func() float64) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, f)
	}
	m.reg.MustRegister(m.gamesStarted, m.gamesFinished, m.refusals, m.outputDrops, m.outputGone, m.storeWrites, m.storeLatency,
		gauge("fetaix_sessions", "SSH sessions open.", func() float64 { return float64(s.Sessions()) }),
		gauge("fetaix_rooms", "Rooms open.", func() float64 { return float64(s.hub.roomCount()) }),
		gauge("fetaix_searches_running", "Engine searches running (at most fetaix_search_slots).",
			func() float64 { return float64(s.searches.Stats().Running) }),
		gauge("fetaix_searches_queued", "Engine searches waiting for a slot.",
			func() float64 { return float64(s.searches.Stats().Queued) }),
		gauge("fetaix_search_slots", "Engine searches allowed at once (--max-searches).",
			func() float64 { return float64(s.searches.Stats().Slots) }),
		gauge("fetaix_games_unsaved", "Finished games the database has not acknowledged yet (held in memory, retried).",
			func() float64 { return float64(s.hub.archive.pending.Len()) }),
		gauge("fetaix_books_loaded", "1 once the engine's books (proven results) are read, else 0.", func() float64 {
			if s.books.ready() {
				return 1
			}
			return 0
		}),
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	return m
}

// ratingLabel names a game's rating for the labels.
func ratingLabel(rated bool) string {
	if rated {
		return gameRated
	}
	return gameCasual
}

// gameStarted counts a game of kind starting.
func (m *opsMetrics) gameStarted(kind string, rated bool) {
	if m != nil {
		m.gamesStarted.WithLabelValues(kind, ratingLabel(rated)).Inc()
	}
}

// gameFinished counts a game of kind ending, with how it ended
// (gamecount.go, which calls it once per game started).
func (m *opsMetrics) gameFinished(kind string, rated bool, termination string) {
	if m != nil {
		m.gamesFinished.WithLabelValues(kind, ratingLabel(rated), termination).Inc()
	}
}

// refused counts a client refused by the limit that msg (the event log's
// message, a constant) tells of.
func (m *opsMetrics) refused(msg string) {
	if m != nil {
		m.refusals.WithLabelValues(msg).Inc()
	}
}

// outputDropped counts a session dropped for not reading its output
// (stalled), or whose output could not be written as its client had gone.
func (m *opsMetrics) outputDropped(stalled bool) {
	switch {
	case m == nil:
	case stalled:
		m.outputDrops.Inc()
	default:
		m.outputGone.Inc()
	}
}

// storeWrite counts a write of a game to the database with its result,
// and the latency of the successful ones.
func (m *opsMetrics) storeWrite(result string, took time.Duration) {
	if m == nil {
		return
	}
	m.storeWrites.WithLabelValues(result).Inc()
	if result == "ok" {
		m.storeLatency.Observe(took.Seconds())
	}
}

// roomCount returns the number of rooms open.
func (h *Hub) roomCount() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.rooms)
}

// maxMetricsConns bounds the connections the metrics' address keeps open
// at once; one more waits until one closes.
const maxMetricsConns = 16

// limitListener accepts a connection only while fewer than cap(slots)
// of its connections are open.
type limitListener struct {
	net.Listener
	slots chan struct{}
}

// Accept waits for a free slot, then for a connection.
func (l *limitListener) Accept() (net.Conn, error) {
	l.slots <- struct{}{}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &slotConn{Conn: c, free: sync.OnceFunc(func() { <-l.slots })}, nil
}

// slotConn is a connection that frees its slot when closed.
type slotConn struct {
	net.Conn
	free func()
}

// Close closes the connection and frees its slot.
func (c *slotConn) Close() error {
	err := c.Conn.Close()
	c.free()
	return err
}

// ServeMetrics listens on Config.Metrics and serves /metrics and /healthz
// there until Shutdown; it returns the address it listens on. It is an
// error to call it without Config.Metrics.
func (s *Server) ServeMetrics() (net.Addr, error) {
	if s.cfg.Metrics == "" {
		return nil, errors.New("no metrics address")
	}
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(s.ops.reg, promhttp.HandlerOpts{ErrorLog: slog.NewLogLogger(s.cfg.Log.Handler(), slog.LevelError)}))
	mux.HandleFunc("/healthz", s.healthz)
	addr, err := s.serveHTTP("metrics", s.cfg.Metrics, mux, 30*time.Second)
	if err == nil && !privateAddr(addr) {
		s.cfg.Log.Warn(metricsPublicWarning, "addr", addr.String())
	}
	return addr, err
}

// metricsPublicWarning is the log's line for metrics served on an address
// that is neither loopback nor private: anyone who reaches it reads them.
const metricsPublicWarning = "metrics served on a public address: keep it private (loopback, a private network, or a firewall)"

// privateAddr reports whether a listener's address is a loopback or
// private one (0.0.0.0 and :: listen on every address: not private).
func privateAddr(a net.Addr) bool {
	tcp, ok := a.(*net.TCPAddr)
	return ok && (tcp.IP.IsLoopback() || tcp.IP.IsPrivate())
}

// serveHTTP listens on addr and serves h there until Shutdown, at most
// maxMetricsConns connections at once, a response taking at most write;
// what names the listener in errors.
func (s *Server) serveHTTP(what, addr string, h http.Handler, write time.Duration) (net.Addr, error) {
	tl, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	ln := &limitListener{Listener: tl, slots: make(chan struct{}, maxMetricsConns)}
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second,
		WriteTimeout: write, IdleTimeout: time.Minute, MaxHeaderBytes: 8 << 10}
	s.mu.Lock()
	s.debugHTTP = append(s.debugHTTP, hs)
	s.mu.Unlock()
	go func() {
		if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.cfg.Log.Error(what+": serving stopped", "error", err)
		}
	}()
	return ln.Addr(), nil
}

// stopMetrics closes the listeners and connections of --metrics and
// --pprof.
func (s *Server) stopMetrics(ctx context.Context) {
	s.mu.Lock()
	hss := s.debugHTTP
	s.mu.Unlock()
	for _, hs := range hss {
		if hs.Shutdown(ctx) != nil {
			_ = hs.Close()
		}
	}
}

// healthz answers 200 while the server accepts players, its body saying
// what is still loading; 503 before it accepts them and once it stops.
func (s *Server) healthz(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if !s.accepting.Load() {
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprintln(w, "not accepting players")
		return
	}
	var loading []string
	if !s.books.ready() {
		loading = append(loading, "the engine's books")
	}
	if len(loading) == 0 {
		fmt.Fprintln(w, "ok: accepting players")
		return
	}
	fmt.Fprintf(w, "ok: accepting players; loading: %s\n", strings.Join(loading, ", "))
}
