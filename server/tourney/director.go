package tourney

import (
	"context"
	"encoding/json"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// Config is what a Director works with.
type Config struct {
	Store Store
	Rooms Rooms
	// Now is the clock: time.Now when nil.
	Now func() time.Time
	// Poll is how often the director reads the store for new, started
	// and cancelled events and makes the schedules' events
	// (DefaultPoll when 0).
	Poll time.Duration
	// PairEvery is how often an arena pairs its free players
	// (DefaultPairEvery when 0).
	PairEvery time.Duration
	// MayMeet is the server's fair-play predicate: whether two players
	// may be paired (blocks; the same address or linked keys in a rated
	// event). nil: anyone may meet anyone. It sees the players as they
	// last showed up (List, View, Join...): after a restart, a player's
	// address is unknown until they do.
	MayMeet func(a, b room.Player, rated bool) bool
	// Rating is a player's rating for an event (pairing order and
	// performance); DefaultRating when nil. It is called under the
	// director's lock: it must be quick.
	Rating func(p room.Player, ev EventRow) int
	// Sanctions are the operator's bans and mutes in force (the hub's):
	// a banned player may not join, a muted one not speak. nil: none.
	Sanctions func() *room.SanctionSet
	Log       *slog.Logger
}

// Director runs the server's events: it loads them from the store,
// starts them, pairs their players into rooms, scores the games the
// rooms report and finishes them. Its methods are safe for concurrent
// use; one lock guards every event (the store's writes of a change are
// made under it, so that the log keeps the order of the changes).
type Director struct {
	cfg   Config
	mu    sync.Mutex
	evs   map[EventID]*event
	seats map[store.PlayerID]seat
	// recent are the latest finished events, as the last poll read them.
	recent []finishedEvent
	joins  joinLimits
	// results are the games the rooms reported, for the loop to score
	// (GameOver never blocks); wake tells the loop there are some.
	resMu     sync.Mutex
	results   []room.EventGame
	wake      chan struct{}
	scheduled time.Time // when EnsureScheduled last ran
	// started says Run has begun (Start, or Run called); done closes
	// when it returns.
	started atomic.Bool
	done    chan struct{}
}

// New returns a director over cfg; Run runs it.
func New(cfg Config) *Director {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Poll <= 0 {
		cfg.Poll = DefaultPoll
	}
	if cfg.PairEvery <= 0 {
		cfg.PairEvery = DefaultPairEvery
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	return &Director{cfg: cfg, evs: map[EventID]*event{}, seats: map[store.PlayerID]seat{},
		wake: make(chan struct{}, 1), done: make(chan struct{})}
}

// Start runs the director in a goroutine of its own until ctx ends; Wait
// waits for it.
func (d *Director) Start(ctx context.Context) {
	d.started.Store(true)
	go d.Run(ctx)
}

// Run runs the director until ctx ends: it polls the store every Poll,
// pairs every PairEvery and scores the games reported. When ctx ends,
// it scores the games reported so far (within storeTimeout) and
// returns. Run once.
func (d *Director) Run(ctx context.Context) {
	d.started.Store(true)
	defer close(d.done)
	d.poll(ctx)
	poll := time.NewTicker(d.cfg.Poll)
	defer poll.Stop()
	pair := time.NewTicker(d.cfg.PairEvery)
	defer pair.Stop()
	for {
		select {
		case <-ctx.Done():
			last, cancel := actionCtx()
			defer cancel()
			d.scoreReported(last)
			return
		case <-poll.C:
			d.poll(ctx)
		case <-pair.C:
			d.tick(ctx)
		case <-d.wake:
			d.scoreReported(ctx)
		}
	}
}

// Wait returns once Run has returned, at once if it never began (the
// server's Shutdown calls it after ending Run's context).
func (d *Director) Wait() {
	if d.started.Load() {
		<-d.done
	}
}

// GameOver takes a game an event's room reports (the hub's
// EventGameOver). It never blocks: the game is queued for the loop. The
// queue holds at most the games in play of the events, which their
// players bound.
func (d *Director) GameOver(g room.EventGame) {
	d.resMu.Lock()
	d.results = append(d.results, g)
	d.resMu.Unlock()
	select {
	case d.wake <- struct{}{}:
	default:
	}
}

// append writes one entry of an event's log, after it was applied; a
// store error is logged (the change holds until a restart).
func (d *Director) append(ctx context.Context, ev *event, kind string, player store.PlayerID, data any) {
	e := LogEntry{At: d.cfg.Now(), Kind: kind, Player: player}
	if data != nil {
		b, err := json.Marshal(data)
		if err != nil {
			d.cfg.Log.Error("tourney: log entry", "event", ev.row.ID, "err", err)
			return
		}
		e.Data = string(b)
	}
	if _, err := d.cfg.Store.AppendTournamentLog(ctx, ev.row.ID, e); err != nil {
		d.cfg.Log.Error("tourney: writing the log", "event", ev.row.ID, "kind", kind, "err", err)
	}
}

// storeTimeout bounds the store calls of a player's action.
const storeTimeout = 5 * time.Second

// actionCtx is the context of a player's action's store calls.
func actionCtx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), storeTimeout)
}
