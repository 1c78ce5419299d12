package room

import (
	"errors"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/notify"
	"github.com/fetaix/fetaix/store"
)

// corrOptions are a correspondence room's options: days per move, the
// creator White.
func corrOptions(days int) Options {
	opts := DefaultOptions()
	opts.DaysPerMove, opts.Color = days, ChooseWhite
	return opts
}

// TestCorrespondenceOptions: the days offered are valid and named as
// records write them, others and days with a clock are refused; the
// class is correspondence; over a day the clock says days and hours.
func TestCorrespondenceOptions(t *testing.T) {
	t.Parallel()
	for _, d := range CorrespondenceDays {
		o := corrOptions(d)
		if err := o.Validate(); err != nil {
			t.Errorf("%d days: %v", d, err)
		}
		if o.Class() != rating.Correspondence || !o.Timed() || o.PerMove() != time.Duration(d)*24*time.Hour {
			t.Errorf("%d days: class %v, timed %v, per move %v", d, o.Class(), o.Timed(), o.PerMove())
		}
	}
	for days, want := range map[int]string{1: "1 day/move", 3: "3 days/move", 14: "14 days/move"} {
		if got := corrOptions(days).ClockText(); got != want {
			t.Errorf("ClockText of %d days = %q, want %q", days, got, want)
		}
	}
	bad := []Options{corrOptions(4), corrOptions(-1), corrOptions(30)}
	withClock := corrOptions(3)
	withClock.Clock = 5 * time.Minute
	bad = append(bad, withClock)
	for _, o := range bad {
		if err := o.Validate(); err == nil {
			t.Errorf("%d days, clock %v: accepted", o.DaysPerMove, o.Clock)
		}
	}
	if DefaultOptions().Class() != rating.Untimed || (Options{Clock: time.Minute}).Class() != rating.Clock {
		t.Error("the live classes changed")
	}
	for d, want := range map[time.Duration]string{
		2*Day + 5*time.Hour + 59*time.Minute: "2d 5h", 3 * Day: "3d", Day + time.Hour: "1d 1h",
	} {
		if got := DaysText(d); got != want {
			t.Errorf("DaysText(%v) = %q, want %q", d, got, want)
		}
	}
}

// corrGame opens a correspondence game of days between alice (White) and
// bob, both key holders, and waits until both see it started.
func corrGame(t *testing.T, h *Hub, days int) (white, black *Client) {
	t.Helper()
	a, b := openRoom(t, h, corrOptions(days))
	for _, c := range []*Client{a, b} {
		waitFor(t, c, "the start", func(s *State) bool { return s.Started })
	}
	return seatColors(t, a, b)
}

// playFirst plays, for c, the first legal move of its room's position.
func playFirst(t *testing.T, c *Client) {
	t.Helper()
	r := c.Room()
	r.Mu.Lock()
	m := r.G.LegalMoves()[0]
	r.Mu.Unlock()
	if err := c.Move(m); err != nil {
		t.Fatalf("%s's move: %v", c.who.Name, err)
	}
}

// clocks returns the room's clocks and whether they run.
func clocks(r *Room) ([2]time.Duration, bool) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return r.Clock, r.ClockOn
}

// TestCorrespondenceClockGivesEachMoveItsDays: the side to move's days run
// from the game's start, whether anyone is connected or not; each move
// gives the side to move the full days again; a player who leaves keeps
// their seat with no grace period, the room stays open, and they come
// back to it by the room's code.
func TestCorrespondenceClockGivesEachMoveItsDays(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, 50*time.Millisecond) // a live seat would be lost at once
	white, black := corrGame(t, h, 3)
	r := white.Room()
	full := 3 * Day
	if c, on := clocks(r); !on || c[game.White] > full || c[game.White] < full-time.Minute || c[game.Black] != full {
		t.Fatalf("at the start: clocks %v, running %v; want White's 3 days running", c, on)
	}
	playFirst(t, white)
	st := waitFor(t, black, "White's move", plies(1))
	if !st.ClockRunning || st.ClockLeft(game.Black, time.Now()) < full-time.Minute || st.ClockLeft(game.White, time.Now()) != full {
		t.Fatalf("after White's move: clocks %v, running %v", st.Clock, st.ClockRunning)
	}
	black.Leave()
	white.Leave()
	time.Sleep(200 * time.Millisecond) // four grace periods of a live room
	r.Mu.Lock()
	seats, closed, on, event := r.Seats, r.closed, r.ClockOn, r.said.String()
	r.Mu.Unlock()
	for i, s := range seats {
		if !s.taken || s.Client != nil || !s.graceEnd.IsZero() || s.timer != nil {
			t.Errorf("seat %d after leaving: taken %v, grace end %v", i, s.taken, s.graceEnd)
		}
	}
	if closed || !on || h.RoomCount() != 1 || !strings.Contains(event, "waits for them") {
		t.Fatalf("with both away: closed %v, clock running %v, %d rooms, event %q", closed, on, h.RoomCount(), event)
	}
	back, err := h.Join(r.Code(), Player{Name: "bob", Key: "SHA256:bob"}, "")
	if err != nil {
		t.Fatal(err)
	}
	playFirst(t, back)
	if c, on := clocks(r); !on || c[game.White] < full-time.Minute || c[game.Black] != full {
		t.Fatalf("after Black's move: clocks %v, running %v", c, on)
	}
}

// rewind makes the side to move's days of r have begun ago before now, as
// if that time had passed (a fake clock for the room's days), and starts
// its clock again: the flag timer falls when the days are out.
func rewind(r *Room, ago time.Duration) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	r.StopClockLocked(time.Now())
	r.corr.since = r.corr.since.Add(-ago)
	r.StartClockLocked(time.Now())
}

// TestCorrespondenceLostOnTime: a side to move whose day runs out while
// both players are away loses on time (its flag timer falls, a day after
// its last move: faked here by moving the move back); the game is rated in
// the correspondence class, its record keeps the time of each move, and
// the room, whose players are away, closes.
func TestCorrespondenceLostOnTime(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	ctx := t.Context()
	var ids [2]store.PlayerID
	for i, key := range []string{"SHA256:alice", "SHA256:bob"} {
		p, err := h.Store().FindOrCreate(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		ids[i] = p.ID
	}
	opts := corrOptions(1)
	opts.Rated = true
	a, err := h.Create(Player{Name: "alice", Key: "SHA256:alice", ID: ids[0]}, opts)
	if err != nil {
		t.Fatal(err)
	}
	b, err := h.Join(a.Code(), Player{Name: "bob", Key: "SHA256:bob", ID: ids[1]}, "")
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, a, "the start", func(s *State) bool { return s.Started })
	started := time.Now()
	playOpening(t, a, b) // White (alice) is to move
	a.Leave()
	b.Leave()
	r := a.Room()
	r.Mu.Lock()
	if !r.Rated {
		t.Errorf("the game is casual: %s", r.Casual)
	}
	times := append([]time.Time(nil), r.corr.times...)
	r.Mu.Unlock()
	rewind(r, Day-30*time.Millisecond)
	deadline := time.Now().Add(waitTimeout)
	for h.RoomCount() != 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := h.RoomCount(); n != 0 {
		t.Fatalf("%d rooms left after the game was lost on time with both away", n)
	}
	recs := archivedRecords(t, h)
	if len(recs) != 1 {
		t.Fatalf("%d records, want 1", len(recs))
	}
	rec := recs[0]
	if res, why := rec.FinalResult(); res != game.BlackWin || !strings.Contains(why, "time ran out") {
		t.Errorf("record's result %v (%s), want Black wins on time", res, why)
	}
	if tc := rec.Tag("TimeControl"); tc != "1 day/move" {
		t.Errorf("TimeControl %q", tc)
	}
	if len(times) != AbortPlies {
		t.Fatalf("%d move times noted, want %d", len(times), AbortPlies)
	}
	for i, want := range times {
		got, ok := rec.MoveTime(i + 1)
		if !ok || !got.Equal(want.Truncate(time.Second)) || got.Before(started.Add(-time.Second)) {
			t.Errorf("move %d: recorded time %v, %v; played at %v", i+1, got, ok, want)
		}
	}
	games := archivedGames(t, h)
	if g := games[0]; g.Class != rating.Correspondence || !g.Rated {
		t.Errorf("archived as class %v, rated %v", g.Class, g.Rated)
	}
	for _, id := range ids {
		st, err := h.Store().RankOf(ctx, id, rating.Correspondence)
		if err != nil || st.Games() != 1 {
			t.Errorf("player %d's correspondence standing: %+v, %v", id, st, err)
		}
		if _, err := h.Store().RankOf(ctx, id, rating.Untimed); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("player %d has an untimed rating: %v", id, err)
		}
	}
}

// TestCorrespondenceAbortedOnTime: a side that lets its days run out
// before each side has made two moves aborts the game: nothing archived.
func TestCorrespondenceAbortedOnTime(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	white, black := corrGame(t, h, 2)
	playFirst(t, white)
	rewind(white.Room(), 2*Day-20*time.Millisecond)
	st := waitFor(t, black, "the end", func(s *State) bool { return s.Over() })
	if !st.Aborted || !strings.Contains(st.Reason, "time ran out") {
		t.Fatalf("ended %v (%s), aborted %v; want aborted on time", st.Result, st.Reason, st.Aborted)
	}
	if recs := archivedRecords(t, h); len(recs) != 0 {
		t.Fatalf("%d records of an aborted game", len(recs))
	}
}

// TestCorrespondenceRestoredPastItsDeadline: a room given back its times
// after a restart (RestoreCorrespondenceLocked) whose side to move ran out
// of days meanwhile is lost on time as soon as its clock starts: the
// flag is checked on load, not only by a running timer.
func TestCorrespondenceRestoredPastItsDeadline(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	white, black := corrGame(t, h, 1)
	playOpening(t, white, black)
	r := white.Room()
	r.Mu.Lock()
	times, since := r.CorrespondenceTimesLocked()
	r.StopClockLocked(time.Now())
	r.RestoreCorrespondenceLocked(times, since.Add(-2*Day))
	r.Mu.Unlock()
	_ = r.Do(func(time.Time) error { return nil }) // the room's first Do after its restore
	st := waitFor(t, black, "the end", func(s *State) bool { return s.Over() })
	if st.Result != game.BlackWin || !strings.Contains(st.Reason, "white's time ran out") {
		t.Fatalf("ended %v (%s), want White lost on time", st.Result, st.Reason)
	}
}

// TestCorrespondenceBounds: guests may neither open nor join a
// correspondence game, nor see one among the open games; a key holds at
// most MaxCorrespondenceGames, counted apart from the live rooms, and may
// always come back to one of theirs.
func TestCorrespondenceBounds(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t.TempDir(), time.Minute, slog.New(slog.NewTextHandler(io.Discard, nil)))
	cfg.MaxCorrespondenceGames, cfg.MaxOpenRooms = 2, 1
	h := NewHubFor(cfg)
	guest := Player{Name: "gus", Addr: "10.0.0.9"}
	if _, err := h.Create(guest, corrOptions(1)); !errors.Is(err, ErrCorrespondenceNeedsKey) {
		t.Errorf("a guest's correspondence game: %v", err)
	}
	alice := Player{Name: "alice", Key: "SHA256:alice"}
	live, err := h.Create(alice, DefaultOptions()) // the one live room alice may have
	if err != nil {
		t.Fatal(err)
	}
	open := corrOptions(3)
	open.Open = true
	var codes []string
	for range 2 {
		c, err := h.Create(alice, open)
		if err != nil {
			t.Fatalf("correspondence game beside a live room: %v", err)
		}
		codes = append(codes, c.Code())
	}
	if _, err := h.Create(alice, corrOptions(1)); !errors.Is(err, ErrTooManyCorrespondence) {
		t.Errorf("a third correspondence game: %v", err)
	}
	if games := h.OpenGames(guest); len(games) != 0 {
		t.Errorf("a guest is shown %d correspondence open games", len(games))
	}
	if games := h.OpenGames(Player{Name: "bob", Key: "SHA256:bob"}); len(games) != 2 || games[0].Clock != "3 days/move" {
		t.Errorf("bob's open games: %+v", games)
	}
	if _, err := h.Join(codes[0], guest, ""); !errors.Is(err, ErrCorrespondenceNeedsKey) {
		t.Errorf("a guest joins a correspondence game: %v", err)
	}
	if _, err := h.JoinOpen(codes[0], guest); !errors.Is(err, ErrCorrespondenceNeedsKey) {
		t.Errorf("a guest takes an open correspondence game: %v", err)
	}
	// bob, who has two games already, may not take a third, but may come
	// back to his own
	bob := Player{Name: "bob", Key: "SHA256:bob"}
	b1, err := h.JoinOpen(codes[0], bob)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Create(bob, corrOptions(1)); err != nil {
		t.Fatal(err)
	}
	if _, err := h.JoinOpen(codes[1], bob); !errors.Is(err, ErrTooManyCorrespondence) {
		t.Errorf("bob's third correspondence game: %v", err)
	}
	b1.Leave()
	if _, err := h.Join(codes[0], bob, ""); err != nil {
		t.Errorf("bob coming back to his game: %v", err)
	}
	live.Leave()
	if _, err := h.Create(alice, DefaultOptions()); err != nil {
		t.Errorf("a live room once the first closed: %v", err)
	}
	// server-wide, the correspondence rooms are bounded too (keys cost
	// nothing to make); a key coming back to its own is let in
	h.corr.rooms = 3
	if _, err := h.Create(Player{Name: "carol", Key: "SHA256:carol"}, corrOptions(1)); !errors.Is(err, ErrCorrespondenceFull) {
		t.Errorf("a correspondence room beyond the server's bound: %v", err)
	}
	if _, err := h.Join(codes[0], alice, ""); err != nil {
		t.Errorf("alice coming back to her game at the server's bound: %v", err)
	}
}

// TestCorrespondenceListsYourMovesFirst: the lobby's list of a player's
// correspondence games puts those waiting for their move first; a live
// game is not in it, and is the seat kept to go back to, while a
// correspondence game is not (the list is where those are).
func TestCorrespondenceListsYourMovesFirst(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	alice := Player{Name: "alice", Key: "SHA256:alice"}
	join := func(code string) *Client {
		c, err := h.Join(code, Player{Name: "bob", Key: "SHA256:bob"}, "")
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	// game 1: alice (White) to move
	a1, err := h.Create(alice, corrOptions(7))
	if err != nil {
		t.Fatal(err)
	}
	join(a1.Code())
	// game 2: alice White has moved: bob's move
	a2, err := h.Create(alice, corrOptions(1))
	if err != nil {
		t.Fatal(err)
	}
	join(a2.Code())
	st := waitFor(t, a2, "the start", func(s *State) bool { return s.Started })
	if err := a2.Move(firstMove(st)); err != nil {
		t.Fatal(err)
	}
	// game 3: waits for an opponent
	if _, err := h.Create(alice, corrOptions(2)); err != nil {
		t.Fatal(err)
	}
	a1.Leave()
	a2.Leave()
	games := h.Correspondence(alice)
	if len(games) != 3 || games[0].Code != a1.Code() || !games[0].YourMove || games[1].Code != a2.Code() ||
		games[1].YourMove || games[2].Started || YourMoves(games) != 1 {
		t.Fatalf("alice's games: %+v", games)
	}
	if games[0].Opponent != "bob" || games[0].Left < 7*Day-time.Minute || games[0].Left > 7*Day {
		t.Errorf("alice's first game: %+v", games[0])
	}
	if line := CorrespondenceLine(nil, games[0], DaysText); !strings.Contains(line, "vs bob · your move, 6d 23h left · move 1 · 7 days/move") {
		t.Errorf("its line: %q", line)
	}
	if bobs := h.Correspondence(Player{Name: "bob", Key: "SHA256:bob"}); YourMoves(bobs) != 1 || !bobs[0].YourMove || bobs[0].Code != a2.Code() {
		t.Errorf("bob's games: %+v", bobs)
	}
	if _, kept := h.Kept(alice, KeptSeat{}); kept {
		t.Error("a correspondence game is offered as the seat kept")
	}
	if c, err := h.GoBack(alice, KeptSeat{}); err != nil || c.Code() != a1.Code() {
		t.Errorf("going back with no live seat kept: %v; want alice's move in %s", err, a1.Code())
	}
	if _, err := h.GoBack(Player{Name: "carol", Key: "SHA256:carol"}, KeptSeat{}); !errors.Is(err, ErrNoSeatKept) {
		t.Errorf("going back with no game: %v", err)
	}
	if games := h.Correspondence(Player{Name: "gus"}); games != nil {
		t.Errorf("a guest's correspondence games: %+v", games)
	}
}

// TestCorrespondenceFairPlay: a rated correspondence game between two
// players of one address, not both established, is casual, as a live one.
func TestCorrespondenceFairPlay(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	opts := corrOptions(3)
	opts.Rated = true
	a, err := h.Create(Player{Name: "alice", Key: "SHA256:alice", ID: 1, Addr: "10.0.0.1"}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Join(a.Code(), Player{Name: "bob", Key: "SHA256:bob", ID: 2, Addr: "10.0.0.1"}, ""); err != nil {
		t.Fatal(err)
	}
	st := waitFor(t, a, "the start", func(s *State) bool { return s.Started })
	if st.Casual != "same address" {
		t.Fatalf("a rated correspondence game from one address: casual %q", st.Casual)
	}
}

// TestCorrespondenceTakebackGivesFreshDays: a move taken back in a
// correspondence game gives the side to move its days again, and drops
// the move's time.
func TestCorrespondenceTakebackGivesFreshDays(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	white, black := corrGame(t, h, 1)
	playFirst(t, white)
	if err := white.Takeback(); err != nil {
		t.Fatal(err)
	}
	rewind(white.Room(), 12*time.Hour) // half of Black's day
	if err := black.Takeback(); err != nil {
		t.Fatal(err)
	}
	r := white.Room()
	r.Mu.Lock()
	defer r.Mu.Unlock()
	if r.G.Ply() != 0 || len(r.corr.times) != 0 || r.Clock[game.White] < Day-time.Minute {
		t.Fatalf("after the takeback: ply %d, %d times, White's clock %v", r.G.Ply(), len(r.corr.times), r.Clock[game.White])
	}
}

// TestCorrespondenceRoomWaitsForItsOpponent: a creator may leave a
// correspondence room before anyone joined: it stays, listed in the open
// games, for WaitingLapse; whoever joins then starts the game, the
// creator's seat theirs for the game however long they stay away (their
// days running if they play White). A room nobody joins closes after the
// lapse.
func TestCorrespondenceRoomWaitsForItsOpponent(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	alice, bob := Player{Name: "alice", Key: "SHA256:alice"}, Player{Name: "bob", Key: "SHA256:bob"}
	opts := corrOptions(2)
	opts.Open = true
	a, err := h.Create(alice, opts)
	if err != nil {
		t.Fatal(err)
	}
	a.Leave()
	r := a.Room()
	r.Mu.Lock()
	event, graceEnd := r.said.String(), r.Seats[0].graceEnd
	r.Mu.Unlock()
	if event != "alice left; the room waits for an opponent for 14d" || time.Until(graceEnd) < WaitingLapse-time.Minute {
		t.Fatalf("after the creator left: %q, waiting until %v", event, graceEnd)
	}
	if games := h.OpenGames(bob); len(games) != 1 || games[0].Code != a.Code() {
		t.Fatalf("bob's open games with alice away: %+v", games)
	}
	b, err := h.JoinOpen(a.Code(), bob)
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, b, "the start", func(s *State) bool { return s.Started })
	r.Mu.Lock()
	s := r.Seats[0]
	r.Mu.Unlock()
	if !s.taken || s.timer != nil || !s.graceEnd.IsZero() {
		t.Fatalf("the creator's seat once joined: taken %v, timer %v, grace end %v", s.taken, s.timer != nil, s.graceEnd)
	}
	if games := h.Correspondence(alice); len(games) != 1 || !games[0].Started || !games[0].YourMove {
		t.Fatalf("alice's games: %+v", games)
	}

	h.corr.lapse = 50 * time.Millisecond // before the next room: read as its creator leaves
	c, err := h.Create(alice, corrOptions(1))
	if err != nil {
		t.Fatal(err)
	}
	c.Leave()
	deadline := time.Now().Add(waitTimeout)
	for h.RoomCount() != 1 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if _, err := h.Find(c.Code()); !errors.Is(err, ErrNoRoom) {
		t.Fatalf("a room nobody joined is still there after the lapse: %v", err)
	}
}

// TestCorrespondenceMoveRemindsThePlayerAway: a move of a correspondence
// game tells the hub's Events that it is now the turn of the opponent,
// who is away (server/notify sends their reminder); a move to a player
// connected tells nothing.
func TestCorrespondenceMoveRemindsThePlayerAway(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	var mu sync.Mutex
	var got []notify.Event
	h.Events = func(e notify.Event) {
		mu.Lock()
		got = append(got, e)
		mu.Unlock()
	}
	yourMoves := func() (n int, last notify.Event) {
		mu.Lock()
		defer mu.Unlock()
		for _, e := range got {
			if e.Kind == notify.YourMove {
				n, last = n+1, e
			}
		}
		return n, last
	}
	a, err := h.Create(Player{Name: "alice", Key: "SHA256:alice", ID: 1}, corrOptions(3)) // White
	if err != nil {
		t.Fatal(err)
	}
	b, err := h.Join(a.Code(), Player{Name: "bob", Key: "SHA256:bob", ID: 2}, "")
	if err != nil {
		t.Fatal(err)
	}
	playFirst(t, a)
	playFirst(t, b)
	if n, _ := yourMoves(); n != 0 {
		t.Fatalf("%d reminders of moves to players connected", n)
	}
	b.Leave()
	playFirst(t, a)
	want := notify.Event{Kind: notify.YourMove, To: 2, Opponent: "alice", Code: a.Code(), Game: 1, Clock: "3 days/move"}
	if n, last := yourMoves(); n != 1 || last != want {
		t.Fatalf("after a move to bob away: %d reminders, the last %+v; want %+v", n, last, want)
	}
}

// TestCorrespondenceSeatOutlivesAGracePeriod: a grace period that runs
// out on a seat of a correspondence game in progress (as a room restored
// after a restart may give every seat) does not forfeit it: the seat is
// kept for the game.
func TestCorrespondenceSeatOutlivesAGracePeriod(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	white, black := corrGame(t, h, 1)
	black.Leave()
	r := white.Room()
	r.Mu.Lock()
	r.Seats[black.Seat()].graceEnd = time.Now().Add(-time.Second)
	r.Mu.Unlock()
	r.graceOver(black.Seat())
	r.Mu.Lock()
	defer r.Mu.Unlock()
	if s := r.Seats[black.Seat()]; !s.taken || !s.graceEnd.IsZero() || r.overLocked() {
		t.Fatalf("after a grace period ran out: taken %v, grace end %v, over %v (%s)", s.taken, s.graceEnd, r.overLocked(), r.said.String())
	}
}

// TestCorrespondenceChallengeWithinTheBound: a correspondence game by
// challenge counts against its target's bound as a join does: a target
// who plays as many as they may cannot accept one more (and the
// challenge stands), and can once a game is over.
func TestCorrespondenceChallengeWithinTheBound(t *testing.T) {
	t.Parallel()
	cfg := testConfig(t.TempDir(), time.Minute, slog.New(slog.NewTextHandler(io.Discard, nil)))
	cfg.MaxCorrespondenceGames = 1
	h := NewHubFor(cfg)
	alice := Player{Name: "alice", Key: "SHA256:alice", ID: 1}
	bob := Player{Name: "bob", Key: "SHA256:bob", ID: 2}
	carol := Player{Name: "carol", Key: "SHA256:carol", ID: 3}
	c1, err := h.Create(carol, corrOptions(3))
	if err != nil {
		t.Fatal(err)
	}
	b1, err := h.Join(c1.Code(), bob, "")
	if err != nil {
		t.Fatal(err)
	}
	_, stop := h.Challenges().Watch(bob.ID)
	defer stop()
	ch, err := h.Challenges().Offer(alice, bob.ID, "bob", false, corrOptions(7))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Challenges().Accept(ch.ID, bob); !errors.Is(err, ErrTooManyCorrespondence) {
		t.Fatalf("bob accepts a second correspondence game: %v", err)
	}
	if err := b1.Abort(); err != nil {
		t.Fatal(err)
	}
	b1.Leave()
	c1.Leave()
	c, err := h.Challenges().Accept(ch.ID, bob)
	if err != nil {
		t.Fatalf("bob accepts once his game is over: %v", err)
	}
	if !c.Room().Opts.Correspondence() {
		t.Fatal("the challenge's room is not a correspondence one")
	}
}
