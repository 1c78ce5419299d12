package store

import (
	"context"
	"errors"
	"sync"
	"time"
)

// Writer takes finished games from the rooms and writes them on its own
// goroutine, so that a room never waits for the disk. Several games that
// are waiting are written in one transaction. A game whose write fails is
// reported (FinishedGame.Failed) and tried again later, waiting twice as
// long each time (WriterOptions), while the others go on; it is never
// dropped: only Close gives up, and returns what it could not write. A
// game's Saved callback is called only after its transaction committed.
type Writer struct {
	s    *Store
	opts WriterOptions

	mu      sync.Mutex
	queue   []*pending // waiting, in the order handed over
	writing int        // games taken from the queue and not yet settled
	closing bool       // Close was called: no new games; one last try each
	abandon bool       // Close's context ended: give up at once
	lost    []FinishedGame
	// live holds the rooms' newest states waiting (live.go), by code, and
	// liveFlight those being written
	live       map[string]*liveOp
	liveFlight []*liveOp
	wake       chan struct{} // a game was queued, or Close was called
	done       chan struct{} // closed when the goroutine ends
}

// WriterOptions tune a Writer; zero fields take the defaults.
type WriterOptions struct {
	// RetryFirst is the wait before the first retry (default 2 s), and
	// RetryMax the longest wait between tries (default 5 min).
	RetryFirst, RetryMax time.Duration
	// MaxBatch is the most games written in one transaction (default 64).
	MaxBatch int
	// LiveGather is how long a room's state in progress (live.go) waits
	// for others to share its transaction, unless a finished game is
	// written sooner (default 20 ms): one commit, and one sync of the
	// disk, for the moves of many rooms.
	LiveGather time.Duration
}

// The defaults of WriterOptions.
const (
	DefaultRetryFirst = 2 * time.Second
	DefaultRetryMax   = 5 * time.Minute
	DefaultMaxBatch   = 64
	DefaultLiveGather = 20 * time.Millisecond
)

// ErrWriterClosed is returned by Submit after Close.
var ErrWriterClosed = errors.New("store: the writer is closed")

// NewWriter starts a writer of games into s.
func (s *Store) NewWriter(opts WriterOptions) *Writer {
	if opts.RetryFirst <= 0 {
		opts.RetryFirst = DefaultRetryFirst
	}
	if opts.RetryMax < opts.RetryFirst {
		opts.RetryMax = max(DefaultRetryMax, opts.RetryFirst)
	}
	if opts.MaxBatch <= 0 {
		opts.MaxBatch = DefaultMaxBatch
	}
	if opts.LiveGather <= 0 {
		opts.LiveGather = DefaultLiveGather
	}
	w := &Writer{s: s, opts: opts, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go w.run()
	return w
}

// Submit hands a finished game to the writer and returns at once. The game
// record is rendered now, so a record the archive cannot hold is refused
// here, as is any game after Close.
func (w *Writer) Submit(g FinishedGame) error {
	p, err := prepare(g, w.s.now())
	if err != nil {
		return err
	}
	p.backoff = w.opts.RetryFirst
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closing {
		return ErrWriterClosed
	}
	w.queue = append(w.queue, p)
	w.dropLiveLocked(g.Live)
	w.signal()
	return nil
}

// Pending returns how many games, and rooms' states in progress (live.go),
// are handed over and not yet written.
func (w *Writer) Pending() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.queue) + w.writing + len(w.live) + len(w.liveFlight)
}

// signal wakes the goroutine; w.mu is held.
func (w *Writer) signal() {
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// Close stops taking games, tries every game still waiting once more (at
// once, whatever its backoff), and returns the games it could not write,
// after calling their Failed with gaveUp set. If ctx ends first it gives
// up on the games not yet tried, returns them with ctx's error, and still
// waits for the transaction under way (bounded by the busy timeout).
func (w *Writer) Close(ctx context.Context) ([]FinishedGame, error) {
	w.mu.Lock()
	w.closing = true
	w.signal()
	w.mu.Unlock()
	var err error
	select {
	case <-w.done:
	case <-ctx.Done():
		err = ctx.Err()
		w.mu.Lock()
		w.abandon = true
		w.signal()
		w.mu.Unlock()
		<-w.done
	}
	return w.lost, err
}

// run is the writer's goroutine.
func (w *Writer) run() {
	defer close(w.done)
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		batch, live, wait, exit := w.take()
		switch {
		case exit:
			for _, p := range batch {
				w.giveUp(p, errAbandoned)
			}
			w.settleLive(live, errAbandoned)
			return
		case len(batch) > 0 || len(live) > 0:
			w.write(batch, live)
			continue
		case wait > 0:
			timer.Reset(wait)
		}
		select {
		case <-w.wake:
		case <-timer.C:
		}
		timer.Stop()
	}
}

// take removes from the queue the games due for a try, at most MaxBatch,
// in order, and the rooms' states due (takeLiveLocked). With none due it returns how long until the first is (0: none
// is waiting), or exit when the writer is done, with the games that Close
// gave up on (never tried since) as the batch.
func (w *Writer) take() (batch []*pending, live []*liveOp, wait time.Duration, exit bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.abandon {
		batch, w.queue = w.queue, nil
		for _, op := range w.live {
			op.lastTry = true
			live = append(live, op)
		}
		clear(w.live)
		return batch, live, 0, true
	}
	if w.closing && len(w.queue) == 0 && len(w.live) == 0 {
		return nil, nil, 0, true
	}
	now := time.Now()
	keep := w.queue[:0]
	for _, p := range w.queue {
		due := w.closing || !p.notBefore.After(now)
		if due && len(batch) < w.opts.MaxBatch {
			p.lastTry = w.closing
			batch = append(batch, p)
			continue
		}
		keep = append(keep, p)
		if !due && (wait == 0 || p.notBefore.Sub(now) < wait) {
			wait = max(p.notBefore.Sub(now), time.Millisecond)
		}
	}
	clear(w.queue[len(keep):])
	w.queue = keep
	w.writing += len(batch)
	live = w.takeLiveLocked(now, len(batch) > 0, &wait)
	return batch, live, wait, false
}

// errAbandoned is the error of games not tried before Close's context
// ended.
var errAbandoned = errors.New("store: the writer closed before the game could be written")

// write writes a batch and tells each game's caller how it went; a game
// that failed goes back in the queue for a later try, unless this was its
// last. A game counts as pending (Pending) until it is settled: it is
// queued again before its caller hears of the failure.
func (w *Writer) write(batch []*pending, live []*liveOp) {
	saved, errs, liveErr := w.s.writeBatch(context.Background(), live, batch)
	w.settleLive(live, liveErr)
	for i, p := range batch {
		err := errs[i]
		switch {
		case err == nil:
			w.settled()
			if p.g.Saved != nil {
				p.g.Saved(saved[i])
			}
		case p.lastTry:
			w.settled()
			w.giveUp(p, err)
		default:
			p.notBefore = time.Now().Add(p.backoff)
			p.backoff = min(2*p.backoff, w.opts.RetryMax)
			w.mu.Lock()
			w.queue = append(w.queue, p)
			w.writing--
			w.mu.Unlock()
			if p.g.Failed != nil {
				p.g.Failed(err, false)
			}
		}
	}
}

// settled counts one game taken for writing as done with.
func (w *Writer) settled() {
	w.mu.Lock()
	w.writing--
	w.mu.Unlock()
}

// giveUp reports a game the writer stops trying to write and keeps it for
// Close to return. It is called without w.mu, on the goroutine.
func (w *Writer) giveUp(p *pending, err error) {
	if p.g.Failed != nil {
		p.g.Failed(err, true)
	}
	w.lost = append(w.lost, *p.g)
}
