package notify

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/fetaix/fetaix/store"
)

// fakeStore keeps addresses in memory; gate, when set, holds every
// lookup until it is closed, telling entered first.
type fakeStore struct {
	mu      sync.Mutex
	targets map[store.PlayerID]store.NotifyTarget
	gate    chan struct{}
	entered chan struct{}
}

func (f *fakeStore) NotifyTarget(ctx context.Context, id store.PlayerID) (store.NotifyTarget, error) {
	if f.gate != nil {
		select {
		case f.entered <- struct{}{}:
		default:
		}
		select {
		case <-f.gate:
		case <-ctx.Done():
			return store.NotifyTarget{}, ctx.Err()
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.targets[id], nil
}

func (f *fakeStore) SetNotifyTarget(_ context.Context, id store.PlayerID, t store.NotifyTarget) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.targets[id] = t
	return nil
}

// hook is a local web server that records what it is sent and answers
// with status.
type hook struct {
	*httptest.Server
	mu     sync.Mutex
	bodies []string
	types  []string
	status func(n int) int // the answer to the n-th request (from 1)
	extra  func(w http.ResponseWriter)
}

func newHook(t *testing.T, status func(n int) int) *hook {
	h := &hook{status: status}
	h.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		h.mu.Lock()
		h.bodies = append(h.bodies, r.Method+" "+string(b))
		h.types = append(h.types, r.Header.Get("Content-Type"))
		n := len(h.bodies)
		h.mu.Unlock()
		if h.extra != nil {
			h.extra(w)
		}
		w.WriteHeader(h.status(n))
	}))
	t.Cleanup(h.Close)
	return h
}

func (h *hook) got() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]string(nil), h.bodies...)
}

func ok200(int) int { return http.StatusOK }

// testNotifier starts a notifier over a fake store in which player 1 has
// url and events; tweak changes its Config (which allows loopback and
// batches within 50ms by default).
func testNotifier(t *testing.T, url string, events Kind, tweak func(*Config)) (*Notifier, *fakeStore) {
	cfg := Config{AllowPrivate: true, Batch: 50 * time.Millisecond, PerGame: time.Hour, Backoff: 5 * time.Millisecond, Timeout: 2 * time.Second}
	if tweak != nil {
		tweak(&cfg)
	}
	st := &fakeStore{targets: map[store.PlayerID]store.NotifyTarget{1: {URL: url, Events: uint8(events)}}}
	n := New(cfg, st, slog.New(slog.DiscardHandler))
	t.Cleanup(n.Close)
	return n, st
}

// waitFor polls cond for up to 5 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(5 * time.Second); !cond(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

func over(code string, game int) Event {
	return Event{Kind: GameOver, To: 1, Opponent: "bob", Code: code, Game: game, Clock: "5+3", Rated: true,
		Outcome: Won, Reason: "bob's time ran out"}
}

// TestMessageSentWithText: a game over reaches the player's address as
// one POST of plain text saying only what the lobby shows.
func TestMessageSentWithText(t *testing.T) {
	h := newHook(t, ok200)
	n, _ := testNotifier(t, h.URL+"/topic", AllKinds, nil)
	n.Post(over("ABCD", 1))
	waitFor(t, "the message", func() bool { return len(h.got()) == 1 })
	want := "POST fetaix: game over against bob in room ABCD (5+3, rated): you won (bob's time ran out)\n"
	if got := h.got()[0]; got != want {
		t.Errorf("sent %q, want %q", got, want)
	}
	if h.types[0] != "text/plain; charset=utf-8" {
		t.Errorf("Content-Type %q", h.types[0])
	}
	waitFor(t, "the count", func() bool { return n.Stats().Sent == 1 })
}

// TestEventsBatched: a player's events within the batch window go out as
// one message, a line each; an event of a kind the player did not ask
// for, and one for another player, are not sent.
func TestEventsBatched(t *testing.T) {
	h := newHook(t, ok200)
	n, _ := testNotifier(t, h.URL, GameOver|Started, func(c *Config) { c.Batch = 300 * time.Millisecond })
	n.Post(over("ABCD", 1))
	n.Post(Event{Kind: Started, To: 1, Opponent: "carol", Code: "EFGH", Clock: "no clock"})
	n.Post(Event{Kind: YourMove, To: 1, Opponent: "dave", Code: "JKLM", Clock: "3 days"}) // not asked for
	n.Post(over("NPQR", 2))
	n.Post(Event{Kind: GameOver, To: 2, Opponent: "x", Code: "STUV"}) // no address
	waitFor(t, "the message", func() bool { return len(h.got()) == 1 })
	time.Sleep(400 * time.Millisecond)
	got := h.got()
	if len(got) != 1 {
		t.Fatalf("%d messages, want 1: %q", len(got), got)
	}
	lines := strings.Split(strings.TrimSuffix(strings.TrimPrefix(got[0], "POST "), "\n"), "\n")
	want := []string{"in room ABCD", "carol joined your game in room EFGH (no clock, casual): it has started", "in room NPQR"}
	if len(lines) != len(want) {
		t.Fatalf("lines %q, want %d", lines, len(want))
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], messagePrefix) || !strings.Contains(lines[i], w) {
			t.Errorf("line %d %q, want it to hold %q", i, lines[i], w)
		}
	}
}

// TestBatchBounded: beyond MaxBatchEvents events, a message says how
// many more there were.
func TestBatchBounded(t *testing.T) {
	h := newHook(t, ok200)
	n, _ := testNotifier(t, h.URL, AllKinds, func(c *Config) { c.Batch = 300 * time.Millisecond })
	for i := range MaxBatchEvents + 3 {
		n.Post(over("ABCD", i+1))
	}
	waitFor(t, "the message", func() bool { return len(h.got()) == 1 })
	body := h.got()[0]
	if c := strings.Count(body, "\n"); c != MaxBatchEvents+1 || !strings.HasSuffix(body, "fetaix: and 3 more\n") {
		t.Errorf("%d lines: %q", c, body)
	}
}

// TestOnePerGamePerInterval: a game told of is not told of again within
// PerGame (counted as suppressed); another game is.
func TestOnePerGamePerInterval(t *testing.T) {
	h := newHook(t, ok200)
	n, _ := testNotifier(t, h.URL, AllKinds, nil)
	n.Post(Event{Kind: YourMove, To: 1, Opponent: "bob", Code: "ABCD", Game: 1})
	waitFor(t, "the first message", func() bool { return len(h.got()) == 1 })
	n.Post(over("ABCD", 1))
	waitFor(t, "the suppression", func() bool { return n.Stats().Suppressed == 1 })
	n.Post(over("ABCD", 2)) // the room's next game
	waitFor(t, "the second message", func() bool { return len(h.got()) == 2 })
	if got := h.got()[1]; !strings.Contains(got, "room ABCD") {
		t.Errorf("second message %q", got)
	}
	time.Sleep(100 * time.Millisecond)
	if len(h.got()) != 2 {
		t.Errorf("messages %q", h.got())
	}
}

// TestRetriesBounded: an answer of 500 or 429 is retried Retries times
// and then given up; a 404 is not retried.
func TestRetriesBounded(t *testing.T) {
	for _, tc := range []struct {
		status, tries int
	}{{500, 3}, {503, 3}, {429, 3}, {404, 1}, {400, 1}} {
		h := newHook(t, func(int) int { return tc.status })
		n, _ := testNotifier(t, h.URL, AllKinds, func(c *Config) { c.Retries = 2 })
		n.Post(over("ABCD", 1))
		waitFor(t, "giving up", func() bool { return n.Stats().Failed == 1 })
		time.Sleep(50 * time.Millisecond)
		if got, s := len(h.got()), n.Stats(); got != tc.tries || s.Retried != int64(tc.tries-1) || s.Sent != 0 {
			t.Errorf("status %d: %d tries, stats %+v; want %d tries", tc.status, got, s, tc.tries)
		}
	}
}

// TestRetryThenSent: a message that fails once and then passes is sent.
func TestRetryThenSent(t *testing.T) {
	h := newHook(t, func(n int) int { return map[bool]int{true: 502, false: 204}[n == 1] })
	n, _ := testNotifier(t, h.URL, AllKinds, nil)
	n.Post(over("ABCD", 1))
	waitFor(t, "the message", func() bool { return n.Stats().Sent == 1 })
	if s := n.Stats(); len(h.got()) != 2 || s.Retried != 1 || s.Failed != 0 {
		t.Errorf("%d tries, stats %+v", len(h.got()), s)
	}
}

// TestNoRedirectFollowed: an address that redirects elsewhere is not
// followed; the message fails without retry.
func TestNoRedirectFollowed(t *testing.T) {
	elsewhere := newHook(t, ok200)
	h := newHook(t, func(int) int { return http.StatusFound })
	h.extra = func(w http.ResponseWriter) { w.Header().Set("Location", elsewhere.URL) }
	n, _ := testNotifier(t, h.URL, AllKinds, nil)
	n.Post(over("ABCD", 1))
	waitFor(t, "the failure", func() bool { return n.Stats().Failed == 1 })
	if len(elsewhere.got()) != 0 || len(h.got()) != 1 {
		t.Errorf("redirect followed: %d there, %d tries", len(elsewhere.got()), len(h.got()))
	}
	if err := n.Test(context.Background(), 1, h.URL); !errors.Is(err, errRedirect) {
		t.Errorf("test message to a redirect: %v", err)
	}
}

// TestQueueBound: events beyond the queue are dropped and counted, while
// the dispatcher is held up.
func TestQueueBound(t *testing.T) {
	h := newHook(t, ok200)
	n, st := testNotifier(t, h.URL, AllKinds, func(c *Config) { c.Queue = 2 })
	st.gate, st.entered = make(chan struct{}), make(chan struct{}, 1)
	n.Post(over("ABCD", 1))
	<-st.entered // the dispatcher holds the first event
	for i := range 10 {
		n.Post(over("ABCD", i+2))
	}
	if d := n.Stats().Dropped; d != 8 {
		t.Errorf("dropped %d of 10 beyond a queue of 2, want 8", d)
	}
	close(st.gate)
	waitFor(t, "the message", func() bool { return len(h.got()) == 1 })
	if c := strings.Count(h.got()[0], "\n"); c != 3 {
		t.Errorf("message of %d lines, want the 3 kept: %q", c, h.got()[0])
	}
}

// TestTurnedOff: a notifier the operator turned off sends nothing.
func TestTurnedOff(t *testing.T) {
	h := newHook(t, ok200)
	n, _ := testNotifier(t, h.URL, AllKinds, func(c *Config) { c.Off = true })
	n.Post(over("ABCD", 1))
	if err := n.Test(context.Background(), 1, h.URL); !errors.Is(err, ErrOff) {
		t.Errorf("test message when off: %v", err)
	}
	time.Sleep(100 * time.Millisecond)
	if n.Enabled() || len(h.got()) != 0 {
		t.Errorf("turned off, yet %d sent", len(h.got()))
	}
	var nilN *Notifier
	nilN.Post(over("ABCD", 1)) // a server without one
}

// TestLaterEventOfAGameTakesItsLine: within one message, a game's later
// event takes the place of its earlier one; a challenge (Challenge) is a
// line of its own; a guest's event is never taken.
func TestLaterEventOfAGameTakesItsLine(t *testing.T) {
	h := newHook(t, ok200)
	n, _ := testNotifier(t, h.URL, AllKinds, func(c *Config) { c.Batch = 200 * time.Millisecond })
	n.Post(Event{Kind: Started, To: 1, Opponent: "bob", Code: "ABCD", Game: 1, Clock: "1+0"})
	n.Challenge(1, "carol", "", "5+3", true)
	n.Post(over("ABCD", 1))
	n.Post(Event{Kind: GameOver, To: 0, Opponent: "x", Code: "ZZZZ"})
	waitFor(t, "the message", func() bool { return len(h.got()) == 1 })
	want := "POST fetaix: game over against bob in room ABCD (5+3, rated): you won (bob's time ran out)\n" +
		"fetaix: carol challenges you to a game (5+3, rated)\n"
	if got := h.got()[0]; got != want {
		t.Errorf("sent %q, want %q", got, want)
	}
}

// TestCollectors: the counters are served as fetaix_notify_total by
// result.
func TestCollectors(t *testing.T) {
	n, _ := testNotifier(t, "", 0, func(c *Config) { c.Off = true })
	n.counts.dropped.Add(3)
	reg := prometheus.NewRegistry()
	reg.MustRegister(n.Collectors()...)
	mfs, err := reg.Gather()
	if err != nil || len(mfs) != 1 || mfs[0].GetName() != "fetaix_notify_total" || len(mfs[0].Metric) != 5 {
		t.Fatalf("gathered %v, %v", mfs, err)
	}
	for _, m := range mfs[0].Metric {
		if m.Label[0].GetValue() == "dropped" && m.Counter.GetValue() != 3 {
			t.Errorf("dropped = %v", m.Counter.GetValue())
		}
	}
}

// TestTestMessageBounded: a player's test message is sent at once, with
// its own text; a second within TestEvery is refused, another player's is
// not; a guest has none.
func TestTestMessageBounded(t *testing.T) {
	h := newHook(t, ok200)
	n, _ := testNotifier(t, h.URL, AllKinds, nil)
	ctx := context.Background()
	if err := n.Test(ctx, 1, h.URL); err != nil {
		t.Fatal(err)
	}
	if got := h.got(); len(got) != 1 || got[0] != "POST "+testMessage(nil) {
		t.Errorf("sent %q", got)
	}
	if err := n.Test(ctx, 1, h.URL); !errors.Is(err, ErrBusy) {
		t.Errorf("a second test at once: %v", err)
	}
	if err := n.Test(ctx, 2, h.URL); err != nil {
		t.Errorf("another player's test: %v", err)
	}
	if err := n.Test(ctx, 0, h.URL); !errors.Is(err, ErrGuest) {
		t.Errorf("a guest's test: %v", err)
	}
	if len(h.got()) != 2 {
		t.Errorf("%d sent, want 2", len(h.got()))
	}
}
