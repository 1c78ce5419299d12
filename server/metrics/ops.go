// Package metrics is the operator's view of a running SSH server: its
// counters and gauges in a Prometheus registry of their own, and the
// listener that serves them (and the profiles) on an address apart from
// the players' SSH port, a bounded number of connections at once.
package metrics

import (
	"log"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Kinds and ratings of games, as the games counters label them.
const (
	GameSolo   = "solo"
	GameRoom   = "room"
	gameRated  = "rated"
	gameCasual = "casual"
)

// Gauges are what the gauges read from the server when scraped.
type Gauges struct {
	Sessions        func() int  // SSH sessions open
	Rooms           func() int  // rooms open
	SearchesRunning func() int  // engine searches running
	SearchesQueued  func() int  // engine searches waiting for a slot
	SearchSlots     func() int  // engine searches allowed at once
	GamesUnsaved    func() int  // finished games the database has not acknowledged
	BooksLoaded     func() bool // the engine's books are read
}

// Ops are the counters that the server's code moves as events happen;
// the gauges are read from the server when scraped. A nil *Ops (a hub
// without a server, in tests) counts nothing.
type Ops struct {
	reg           *prometheus.Registry
	gamesStarted  *prometheus.CounterVec // by kind and rating
	gamesFinished *prometheus.CounterVec // by kind and rating
	refusals      *prometheus.CounterVec // by limit: the event log's message
	outputDrops   prometheus.Counter     // stalls: the client stopped reading
	outputGone    prometheus.Counter     // hang-ups: a write failed as the client went
	storeWrites   *prometheus.CounterVec // by result
	storeLatency  prometheus.Histogram
}

// New returns the metrics of a server, its gauges read through g.
func New(g Gauges) *Ops {
	m := &Ops{reg: prometheus.NewRegistry(),
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
	gauge := func(name, help string, f func() int) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, func() float64 { return float64(f()) })
	}
	m.reg.MustRegister(m.gamesStarted, m.gamesFinished, m.refusals, m.outputDrops, m.outputGone, m.storeWrites, m.storeLatency,
		gauge("fetaix_sessions", "SSH sessions open.", g.Sessions),
		gauge("fetaix_rooms", "Rooms open.", g.Rooms),
		gauge("fetaix_searches_running", "Engine searches running (at most fetaix_search_slots).", g.SearchesRunning),
		gauge("fetaix_searches_queued", "Engine searches waiting for a slot.", g.SearchesQueued),
		gauge("fetaix_search_slots", "Engine searches allowed at once (--max-searches).", g.SearchSlots),
		gauge("fetaix_games_unsaved", "Finished games the database has not acknowledged yet (held in memory, retried).",
			g.GamesUnsaved),
		gauge("fetaix_books_loaded", "1 once the engine's books (proven results) are read, else 0.", func() int {
			if g.BooksLoaded() {
				return 1
			}
			return 0
		}),
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	return m
}

// Build exports fetaix_build_info, 1, labelled with the build that
// serves: its version, VCS revision and whether its tree was modified
// ("true", "false", or "" when unknown).
func (m *Ops) Build(version, revision, modified string) {
	g := prometheus.NewGauge(prometheus.GaugeOpts{Name: "fetaix_build_info",
		Help:        "1, labelled with the build that serves: its version, VCS revision and whether its tree was modified (\"\" when unknown).",
		ConstLabels: prometheus.Labels{"version": version, "revision": revision, "modified": modified}})
	g.Set(1)
	m.reg.MustRegister(g)
}

// Handler serves the registry as Prometheus text, logging its errors to
// errs.
func (m *Ops) Handler(errs *log.Logger) http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{ErrorLog: errs})
}

// ratingLabel names a game's rating for the labels.
func ratingLabel(rated bool) string {
	if rated {
		return gameRated
	}
	return gameCasual
}

// GameStarted counts a game of kind starting.
func (m *Ops) GameStarted(kind string, rated bool) {
	if m != nil {
		m.gamesStarted.WithLabelValues(kind, ratingLabel(rated)).Inc()
	}
}

// GameFinished counts a game of kind ending, with how it ended
// (the server calls it once per game started).
func (m *Ops) GameFinished(kind string, rated bool, termination string) {
	if m != nil {
		m.gamesFinished.WithLabelValues(kind, ratingLabel(rated), termination).Inc()
	}
}

// Refused counts a client refused by the limit that msg (the event log's
// message, a constant) tells of.
func (m *Ops) Refused(msg string) {
	if m != nil {
		m.refusals.WithLabelValues(msg).Inc()
	}
}

// OutputDropped counts a session dropped for not reading its output
// (stalled), or whose output could not be written as its client had gone.
func (m *Ops) OutputDropped(stalled bool) {
	switch {
	case m == nil:
	case stalled:
		m.outputDrops.Inc()
	default:
		m.outputGone.Inc()
	}
}

// StoreWrite counts a write of a game to the database with its result,
// and the latency of the successful ones.
func (m *Ops) StoreWrite(result string, took time.Duration) {
	if m == nil {
		return
	}
	m.storeWrites.WithLabelValues(result).Inc()
	if result == "ok" {
		m.storeLatency.Observe(took.Seconds())
	}
}
