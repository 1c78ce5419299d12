// Package notify sends players reminders while they are away: a short
// plain-text message POSTed to the web address a key holder gave (the
// form ntfy.sh and chat services' webhooks take), when it is their move
// in a correspondence game, a game they were waiting for has started,
// someone challenges them or a game of theirs is over.
//
// Outgoing requests are an attack surface, and every one is bounded: the
// events wait in a queue of Config.Queue (beyond, they are dropped and
// counted), a player's events within Config.Batch go out as one message,
// one game is told of at most once per Config.PerGame, Config.Senders
// requests run at once, each within Config.Timeout, retried at most
// Config.Retries times (server errors, 429 and network errors only). Only
// https addresses are taken, resolving to public addresses (checked as
// each connection is dialled), unless the operator allows private ones
// (and then plain http to loopback); no redirect is followed; at most
// MaxResponseBody bytes of an answer are read.
package notify

import (
	"context"
	"errors"
	"log/slog"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/time/rate"

	"github.com/fetaix/fetaix/store"
)

// Defaults and bounds of Config and of the notifier's memory.
const (
	DefaultQueue   = 1000
	DefaultSenders = 4
	DefaultTimeout = 10 * time.Second
	DefaultRetries = 3
	DefaultBackoff = 2 * time.Second
	DefaultBatch   = 30 * time.Second
	DefaultPerGame = 10 * time.Minute

	// MaxBatchEvents bounds the lines of one message; the events beyond
	// are counted in its last line ("and N more").
	MaxBatchEvents = 10
	// MaxPendingPlayers bounds the players whose message is gathering
	// events (within Config.Batch); an event for one more is dropped.
	MaxPendingPlayers = 1000
	// MaxTrackedGames bounds the games remembered as told within
	// Config.PerGame; a message beyond is dropped.
	MaxTrackedGames = 10000
	// SendQueue bounds the messages waiting for a sender; beyond, a
	// message is dropped.
	SendQueue = 100
	// lookupTimeout bounds the reading of a player's address.
	lookupTimeout = 2 * time.Second
)

// Config is the operator's choice of the notifier (0: the default of
// each).
type Config struct {
	// Off turns notifications off: nothing is sent, and the settings
	// page says so.
	Off bool
	// AllowPrivate allows addresses that are not public (private,
	// loopback, link-local…) and plain http to loopback: for tests and
	// servers on a private network.
	AllowPrivate bool
	Queue        int           // events waiting (DefaultQueue)
	Senders      int           // requests at once (DefaultSenders)
	Timeout      time.Duration // of one request (DefaultTimeout)
	Retries      int           // of one message after its first try (DefaultRetries; negative: none)
	Backoff      time.Duration // before the first retry, doubled at each (DefaultBackoff)
	Batch        time.Duration // a player's events within it go as one message (DefaultBatch)
	PerGame      time.Duration // at most one message per game within it (DefaultPerGame)
}

// withDefaults fills in the zero fields.
func (c Config) withDefaults() Config {
	fill := func(p *int, d int) {
		if *p == 0 {
			*p = d
		}
	}
	fillD := func(p *time.Duration, d time.Duration) {
		if *p == 0 {
			*p = d
		}
	}
	fill(&c.Queue, DefaultQueue)
	fill(&c.Senders, DefaultSenders)
	fill(&c.Retries, DefaultRetries)
	c.Retries = max(c.Retries, 0)
	fillD(&c.Timeout, DefaultTimeout)
	fillD(&c.Backoff, DefaultBackoff)
	fillD(&c.Batch, DefaultBatch)
	fillD(&c.PerGame, DefaultPerGame)
	return c
}

// Store is where the players' addresses are kept (*store.Store).
type Store interface {
	NotifyTarget(ctx context.Context, id store.PlayerID) (store.NotifyTarget, error)
	SetNotifyTarget(ctx context.Context, id store.PlayerID, t store.NotifyTarget) error
}

// Notifier takes events (Post), gathers each player's into a message and
// sends it. Its goroutines run until Close.
type Notifier struct {
	cfg   Config
	store Store
	log   *slog.Logger
	logs  *rate.Limiter // failures logged: a few, then one a minute

	in      chan Event
	jobs    chan job
	post    *poster
	tests   chan struct{} // test messages sending (Test), at most Senders
	testers testers       // when each player last sent one

	ctx  context.Context // ends with Close: requests in flight stop
	stop context.CancelFunc
	wg   sync.WaitGroup

	counts counts
}

// counts are the notifier's counters (Stats).
type counts struct{ sent, failed, retried, dropped, suppressed atomic.Int64 }

// Stats are what the notifier has done so far.
type Stats struct {
	Sent       int64 // messages delivered (a 2xx answer)
	Failed     int64 // messages given up on
	Retried    int64 // retries of messages
	Dropped    int64 // events dropped: a queue or a bound was full
	Suppressed int64 // events not sent: their game was told of within PerGame
}

// Stats returns the counters.
func (n *Notifier) Stats() Stats {
	c := &n.counts
	return Stats{c.sent.Load(), c.failed.Load(), c.retried.Load(), c.dropped.Load(), c.suppressed.Load()}
}

// job is one message to send.
type job struct {
	to        store.PlayerID
	url, body string
}

// New starts a notifier of cfg reading the players' addresses from st.
// When cfg.Off, it starts nothing and Post drops every event.
func New(cfg Config, st Store, log *slog.Logger) *Notifier {
	cfg = cfg.withDefaults()
	if log == nil {
		log = slog.Default()
	}
	n := &Notifier{cfg: cfg, store: st, log: log, logs: rate.NewLimiter(rate.Every(time.Minute), 5),
		in: make(chan Event, cfg.Queue), jobs: make(chan job, SendQueue), post: newPoster(cfg),
		tests: make(chan struct{}, cfg.Senders), testers: testers{last: map[store.PlayerID]time.Time{}}}
	n.ctx, n.stop = context.WithCancel(context.Background())
	if cfg.Off {
		return n
	}
	n.wg.Add(1 + cfg.Senders)
	go n.dispatch()
	for range cfg.Senders {
		go n.sender()
	}
	return n
}

// Close stops the notifier: events waiting and messages gathering are
// dropped, requests in flight stop; it returns once its goroutines have
// ended.
func (n *Notifier) Close() {
	n.stop()
	n.wg.Wait()
	n.post.close()
}

// Enabled reports whether the operator allows notifications.
func (n *Notifier) Enabled() bool { return n != nil && !n.cfg.Off }

// Post hands an event over without waiting: when the queue is full it is
// dropped, and counted. A nil notifier, one turned off and an event for
// a guest drop it silently.
func (n *Notifier) Post(e Event) {
	if !n.Enabled() || e.To == 0 {
		return
	}
	select {
	case n.in <- e:
	default:
		n.counts.dropped.Add(1)
	}
}

// Challenge tells player to that from challenges them (C1's challenges
// call it, or Post an Event of kind Challenge): the room's code if there
// is one yet, the time control and whether it is rated.
func (n *Notifier) Challenge(to store.PlayerID, from, code, clock string, rated bool) {
	n.Post(Event{Kind: Challenge, To: to, Opponent: from, Code: code, Clock: clock, Rated: rated})
}

// sender sends messages until Close.
func (n *Notifier) sender() {
	defer n.wg.Done()
	for {
		select {
		case <-n.ctx.Done():
			return
		case j := <-n.jobs:
			n.deliver(j)
		}
	}
}

// deliver sends j, retrying a failure that may pass at most Retries
// times, waiting Backoff, then twice as long each time.
func (n *Notifier) deliver(j job) {
	for try := 0; ; try++ {
		retry, err := n.post.post(n.ctx, j.url, j.body)
		if err == nil {
			n.counts.sent.Add(1)
			return
		}
		if !retry || try >= n.cfg.Retries || n.ctx.Err() != nil {
			n.counts.failed.Add(1)
			if n.logs.Allow() {
				n.log.Info("a notification could not be sent", "player", j.to, "tries", try+1, "error", withoutURL(err))
			}
			return
		}
		n.counts.retried.Add(1)
		select {
		case <-time.After(n.cfg.Backoff << try):
		case <-n.ctx.Done():
		}
	}
}

// withoutURL is err without the address it was sent to: a player's
// address may hold a secret (a topic's name, a webhook's token), which
// the log does not keep.
func withoutURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}
