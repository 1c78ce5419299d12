package tourney

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// fakeStore keeps events and their logs in memory.
type fakeStore struct {
	mu     sync.Mutex
	rows   map[int64]*EventRow
	logs   map[int64][]LogEntry
	writes int // log entries appended
}

func newFakeStore(rows ...EventRow) *fakeStore {
	s := &fakeStore{rows: map[int64]*EventRow{}, logs: map[int64][]LogEntry{}}
	for _, r := range rows {
		s.rows[r.ID] = &r
	}
	return s
}

func (s *fakeStore) ActiveTournaments(context.Context) ([]EventRow, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []EventRow
	for _, r := range s.rows {
		if r.State == StateUpcoming || r.State == StateRunning {
			out = append(out, *r)
		}
	}
	return out, nil
}

func (s *fakeStore) RecentTournaments(_ context.Context, n int) ([]EventRow, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []EventRow
	for _, r := range s.rows {
		if r.State == StateFinished || r.State == StateCancelled {
			out = append(out, *r)
		}
	}
	slices.SortFunc(out, func(a, b EventRow) int { return b.Finished.Compare(a.Finished) })
	return out[:min(n, len(out))], nil
}

func (s *fakeStore) Tournament(_ context.Context, id int64) (EventRow, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rows[id]
	if !ok {
		return EventRow{}, fmt.Errorf("no event %d", id)
	}
	return *r, nil
}

func (s *fakeStore) SetTournamentState(_ context.Context, id int64, state string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rows[id].State = state
	return nil
}

func (s *fakeStore) FinishTournament(_ context.Context, id int64, result string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.rows[id]
	r.State, r.Result, r.Finished = StateFinished, result, at
	return nil
}

func (s *fakeStore) AppendTournamentLog(_ context.Context, id int64, e LogEntry) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e.Seq = int64(len(s.logs[id]) + 1)
	s.logs[id] = append(s.logs[id], e)
	s.writes++
	return e.Seq, nil
}

func (s *fakeStore) TournamentLog(_ context.Context, id int64) ([]LogEntry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.logs[id]), nil
}

func (s *fakeStore) EnsureScheduled(context.Context, time.Time, time.Duration) (int, error) {
	return 0, nil
}

func (s *fakeStore) TournamentGames(context.Context, int64, int) ([]store.GameSummary, error) {
	return nil, nil
}

// row returns a copy of an event's row.
func (s *fakeStore) row(id int64) EventRow {
	s.mu.Lock()
	defer s.mu.Unlock()
	return *s.rows[id]
}

// logKinds counts an event's log entries by kind.
func (s *fakeStore) logOf(id int64, kind string) []LogEntry {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []LogEntry
	for _, e := range s.logs[id] {
		if e.Kind == kind {
			out = append(out, e)
		}
	}
	return out
}

// pairing is a game the fake rooms opened.
type pairing struct {
	White, Black store.PlayerID
	Code         string
	Opts         room.Options
	w, b         *room.Client
}

// fakeRooms opens real rooms of a hub with no store (Create, then Join:
// the director gets real clients) and records the pairings.
type fakeRooms struct {
	hub   *room.Hub
	mu    sync.Mutex
	games []pairing
	fail  bool
	err   error // the last error of StartPair
}

func newFakeRooms(t testing.TB) *fakeRooms {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	h := room.NewHubFor(room.Config{DataDir: t.TempDir(), Log: log, Grace: time.Minute,
		MaxOpenRooms: 10000, RoomBurst: 10000, RoomEvery: time.Millisecond,
		MaxOpenGames: 2, MaxOpenGamesPerAddr: 4, WrongCodesPerConn: 3, WrongCodesPerAddr: 10,
		WrongCodeEvery: time.Second, ChatBurst: 5, ChatEvery: time.Second,
		MaxRatedPerPair: 5, MaxRatedPerDay: 40, ArchivePerHour: 30, ArchivePerAddrHour: 60, MaxHeldGames: 10})
	t.Cleanup(func() { h.Shutdown("") })
	return &fakeRooms{hub: h}
}

func (f *fakeRooms) StartPair(white, black room.Player, opts room.Options) (_, _ *room.Client, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.fail {
		return nil, nil, fmt.Errorf("no room")
	}
	defer func() {
		if err != nil {
			f.err = err
		}
	}()
	o := opts
	o.Event, o.Rated = 0, false // the hub of the test has no store
	w, err := f.hub.Create(white, o)
	if err != nil {
		return nil, nil, err
	}
	b, err := f.hub.Join(w.Code(), black, "")
	if err != nil {
		return nil, nil, err
	}
	f.games = append(f.games, pairing{White: white.ID, Black: black.ID, Code: w.Code(), Opts: opts, w: w, b: b})
	return w, b, nil
}

// opened returns the pairings from the n-th on.
func (f *fakeRooms) opened(from int) []pairing {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.games[min(from, len(f.games)):])
}

// fakeClock is a test's clock.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// t0 is the tests' start.
var t0 = time.Date(2026, 12, 1, 18, 0, 0, 0, time.UTC)

// rig is a director over fakes.
type rig struct {
	st    *fakeStore
	rooms *fakeRooms
	clock *fakeClock
	d     *Director
	ctx   context.Context
}

func newRig(t testing.TB, rows ...EventRow) *rig {
	r := &rig{st: newFakeStore(rows...), rooms: newFakeRooms(t), clock: &fakeClock{now: t0}, ctx: context.Background()}
	r.d = r.director(nil)
	return r
}

// director makes a director over the rig's fakes (a restart makes a
// second one).
func (r *rig) director(may func(a, b room.Player, rated bool) bool) *Director {
	return New(Config{Store: r.st, Rooms: r.rooms, Now: r.clock.Now, MayMeet: may})
}

// player is the test's player n.
func player(n int) room.Player {
	return room.Player{Name: fmt.Sprintf("p%d", n), Key: fmt.Sprintf("SHA256:key%d", n), ID: store.PlayerID(n),
		Addr: fmt.Sprintf("10.0.0.%d", n)}
}

// arenaRow is an arena of an hour starting at t0.
func arenaRow(id int64) EventRow {
	return EventRow{ID: id, Kind: "arena", Name: "Hourly", Starts: t0, Minutes: 60, Clock: 3 * time.Minute,
		Increment: 2 * time.Second, State: StateUpcoming}
}

// swissRow is a swiss event of rounds starting at t0.
func swissRow(id int64, rounds int) EventRow {
	return EventRow{ID: id, Kind: "swiss", Name: "Sunday swiss", Starts: t0, Rounds: rounds, Clock: 5 * time.Minute,
		State: StateUpcoming}
}

// end reports a game over, as a room would, and lets the director score it.
func (r *rig) end(d *Director, g pairing, res room.EventGame) {
	res.Event, res.Code, res.White, res.Black = g.Opts.Event, g.Code, g.White, g.Black
	g.w.Leave()
	g.b.Leave()
	d.GameOver(res)
	d.scoreReported(r.ctx)
}
