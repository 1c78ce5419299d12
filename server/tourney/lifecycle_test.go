package tourney

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
)

// TestSwissOfOneIsCancelled: a swiss event with fewer than two players
// at its start is cancelled, with a note in its log.
func TestSwissOfOneIsCancelled(t *testing.T) {
	r := newRig(t, swissRow(2, 3))
	r.clock.add(-time.Minute)
	r.d.poll(r.ctx)
	if err := r.d.Join(2, player(1)); err != nil {
		t.Fatal(err)
	}
	r.clock.add(time.Minute)
	r.d.poll(r.ctx)
	if got := r.st.row(2).State; got != StateCancelled {
		t.Errorf("state %q, want cancelled", got)
	}
	if notes := r.st.logOf(2, logNote); len(notes) != 1 || !strings.Contains(notes[0].Data, noteTooFew) {
		t.Errorf("notes %+v", notes)
	}
}

// TestCancelledEventStops: an event the operator cancels in the store is
// no longer paired nor scored; its rooms play on.
func TestCancelledEventStops(t *testing.T) {
	r := newRig(t, arenaRow(1))
	d := r.d
	d.poll(r.ctx)
	for n := 1; n <= 4; n++ {
		if err := d.Join(1, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	d.tick(r.ctx)
	games := r.rooms.opened(0)
	if len(games) != 2 {
		t.Fatalf("%d games", len(games))
	}
	if err := r.st.SetTournamentState(r.ctx, 1, StateCancelled); err != nil {
		t.Fatal(err)
	}
	d.poll(r.ctx)
	r.end(d, games[0], lowerWins(games[0]))
	d.tick(r.ctx)
	if n := len(r.rooms.opened(0)); n != 2 {
		t.Errorf("%d games opened after the cancellation, want none more", n)
	}
	if got := r.st.logOf(1, logResult); len(got) != 0 {
		t.Errorf("a game of a cancelled event scored: %+v", got)
	}
	if err := d.Join(1, player(5)); err != ErrNoEvent {
		t.Errorf("a join to a cancelled event: %v", err)
	}
}

// TestRunningEventsAreBounded: past MaxRunningEvents, an event whose
// start has come waits.
func TestRunningEventsAreBounded(t *testing.T) {
	var rows []EventRow
	for id := range int64(MaxRunningEvents + 3) {
		rows = append(rows, arenaRow(id+1))
	}
	r := newRig(t, rows...)
	r.d.poll(r.ctx)
	running := 0
	for _, row := range rows {
		if r.st.row(row.ID).State == StateRunning {
			running++
		}
	}
	if running != MaxRunningEvents {
		t.Errorf("%d events running, want %d", running, MaxRunningEvents)
	}
}

// TestViewOfAnArena: the page gives the standings, the player's state,
// the games in play and the time left.
func TestViewOfAnArena(t *testing.T) {
	r := newRig(t, arenaRow(1))
	d := r.d
	d.poll(r.ctx)
	for n := 1; n <= 3; n++ {
		if err := d.Join(1, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	d.tick(r.ctx)
	r.clock.add(10 * time.Minute)
	v, err := d.View(1, player(3))
	if err != nil {
		t.Fatal(err)
	}
	if v.State != Running || !v.Joined || v.Players != 3 || v.Clock != "3+2" || v.Left != 50*time.Minute {
		t.Errorf("summary %+v, left %s", v.Summary, v.Left)
	}
	if len(v.Rows) != 3 || len(v.Games) != 1 || v.Games[0].Code != r.rooms.opened(0)[0].Code {
		t.Errorf("rows %+v, games %+v", v.Rows, v.Games)
	}
	playing := 0
	for _, row := range v.Rows {
		if row.Playing {
			playing++
		}
	}
	if playing != 2 {
		t.Errorf("%d rows playing, want 2", playing)
	}
	g := r.rooms.opened(0)[0]
	r.end(d, g, lowerWins(g))
	v, _ = d.View(1, player(3))
	if len(v.Games) != 0 || v.Rows[0].Score != 2 || v.Rows[0].Playing {
		t.Errorf("after the game: rows %+v, games %+v", v.Rows, v.Games)
	}
	if _, err := d.View(7, player(1)); err != ErrNoEvent {
		t.Errorf("view of no event: %v", err)
	}
}

// TestRunScoresReportedGames runs the director's loop and reports games
// from other goroutines, as rooms do: GameOver never blocks, the games
// are scored, and Wait returns once the context ends.
func TestRunScoresReportedGames(t *testing.T) {
	r := newRig(t, arenaRow(1))
	r.d = New(Config{Store: r.st, Rooms: r.rooms, Now: r.clock.Now, Poll: 5 * time.Millisecond,
		PairEvery: 5 * time.Millisecond})
	d := r.d
	ctx, cancel := context.WithCancel(context.Background())
	d.Wait() // not begun: at once
	d.Start(ctx)
	deadline := time.Now().Add(10 * time.Second)
	for d.Join(1, player(1)) == ErrNoEvent && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	for n := 2; n <= 4; n++ {
		if err := d.Join(1, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	for len(r.st.logOf(1, logResult)) < 6 && time.Now().Before(deadline) {
		var wg sync.WaitGroup
		for _, g := range r.rooms.opened(0) {
			wg.Go(func() {
				d.GameOver(room.EventGame{Event: 1, Code: g.Code, White: g.White, Black: g.Black,
					Result: game.WhiteWin, Plies: 30})
			})
		}
		wg.Wait()
		d.Seat(1)
		d.List(player(1))
		time.Sleep(2 * time.Millisecond)
	}
	cancel()
	d.Wait()
	if n := len(r.st.logOf(1, logResult)); n < 6 {
		t.Errorf("%d games scored, want at least 6", n)
	}
}

// TestRunningEventsAreHeldFirst: with more upcoming events than
// MaxLoadedEvents, a running one is still held (and the soonest
// upcoming ones).
func TestRunningEventsAreHeldFirst(t *testing.T) {
	var rows []EventRow
	for id := range int64(MaxLoadedEvents + 5) {
		row := arenaRow(id + 1)
		row.Starts = t0.Add(time.Duration(id+1) * time.Hour)
		rows = append(rows, row)
	}
	running := arenaRow(MaxLoadedEvents + 50)
	running.State = StateRunning
	rows = append(rows, running)
	r := newRig(t, rows...)
	r.d.poll(r.ctx)
	if len(r.d.evs) != MaxLoadedEvents {
		t.Errorf("%d events held, want %d", len(r.d.evs), MaxLoadedEvents)
	}
	if r.d.evs[EventID(running.ID)] == nil || r.d.evs[1] == nil || r.d.evs[MaxLoadedEvents+5] != nil {
		t.Error("the running event and the soonest ones are not the ones held")
	}
}

// TestRoomsThatDoNotOpen: when the rooms cannot open, an arena's wave is
// voided in one log row and nobody is paired for PairBackoff; then the
// players are paired with other opponents, and a restart replays the
// voided wave.
func TestRoomsThatDoNotOpen(t *testing.T) {
	r := newRig(t, arenaRow(1))
	d := r.d
	d.poll(r.ctx)
	for n := 1; n <= 4; n++ {
		if err := d.Join(1, player(n)); err != nil {
			t.Fatal(err)
		}
	}
	r.rooms.fail = true
	for range 5 {
		d.tick(r.ctx)
		r.clock.add(2 * time.Second)
	}
	if n := len(r.st.logOf(1, logVoid)); n != 1 {
		t.Errorf("%d void rows over 10 s, want 1", n)
	}
	if n := len(r.st.logs[1]); n != 5 {
		t.Errorf("%d log rows, want 4 joins and 1 void", n)
	}
	r.rooms.mu.Lock()
	r.rooms.fail = false
	r.rooms.mu.Unlock()
	r.clock.add(PairBackoff)
	d.tick(r.ctx)
	games := r.rooms.opened(0)
	if len(games) != 2 {
		t.Fatalf("%d games after the backoff, want 2", len(games))
	}
	d2 := r.director(nil)
	d2.poll(r.ctx)
	if len(d2.evs[1].games) != 2 {
		t.Errorf("restored %d games in play, want 2", len(d2.evs[1].games))
	}
}

// TestListOrder: running events first, then the upcoming, each by
// start, then the finished, latest first.
func TestListOrder(t *testing.T) {
	late, soon, past := arenaRow(1), arenaRow(2), arenaRow(3)
	late.Starts, soon.Starts = t0.Add(2*time.Hour), t0.Add(time.Hour)
	past.State, past.Finished = StateFinished, t0.Add(-time.Hour)
	// Event 4 started at t0 but waits: MaxRunningEvents run already.
	rows := []EventRow{late, soon, past, arenaRow(4)}
	for i := range MaxRunningEvents {
		r := arenaRow(int64(10 + i))
		r.Starts = t0.Add(-time.Minute)
		rows = append(rows, r)
	}
	r := newRig(t, rows...)
	r.d.poll(r.ctx)
	var got []EventID
	for _, s := range r.d.List(player(1)) {
		if s.ID < 10 {
			got = append(got, s.ID)
		}
	}
	if want := []EventID{4, 2, 1, 3}; !slices.Equal(got, want) {
		t.Errorf("list order %v, want %v (the running ones apart)", got, want)
	}
	if s := r.d.List(player(1)); s[0].State != Running || s[len(s)-4].ID != 4 || s[len(s)-4].State != Upcoming {
		t.Errorf("first %+v, fourth from last %+v: want a running event, then event 4 waiting", s[0], s[len(s)-4])
	}
}

// cancelledStore is a store whose reads fail as a server's do once its
// Shutdown has cancelled the director's context.
type cancelledStore struct{ *fakeStore }

func (s cancelledStore) EnsureScheduled(ctx context.Context, _ time.Time, _ time.Duration) (int, error) {
	return 0, ctx.Err()
}

func (s cancelledStore) ActiveTournaments(ctx context.Context) ([]EventRow, error) {
	return nil, ctx.Err()
}

// TestStoppingLogsNoError: a poll cut short by the server's shutdown (its
// context cancelled) is no error to log.
func TestStoppingLogsNoError(t *testing.T) {
	var logs strings.Builder
	d := New(Config{Store: cancelledStore{newFakeStore()}, Rooms: newFakeRooms(t),
		Log: slog.New(slog.NewTextHandler(&logs, nil))})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	d.poll(ctx)
	if logs.Len() > 0 {
		t.Errorf("a poll at shutdown logged:\n%s", logs.String())
	}
}
