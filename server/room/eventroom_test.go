package room

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/store"
)

// eventNews collects what a hub tells of its event games' ends.
type eventNews struct {
	mu    sync.Mutex
	games []EventGame
}

// hearEvents makes h tell n of its event games' ends.
func hearEvents(h *Hub) *eventNews {
	n := &eventNews{}
	h.EventGameOver = func(eg EventGame) {
		n.mu.Lock()
		n.games = append(n.games, eg)
		n.mu.Unlock()
	}
	return n
}

// all returns the ends told so far.
func (n *eventNews) all() []EventGame {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]EventGame(nil), n.games...)
}

// first waits for the first end told.
func (n *eventNews) first(t *testing.T) EventGame {
	t.Helper()
	deadline := time.Now().Add(waitTimeout)
	for time.Now().Before(deadline) {
		if gs := n.all(); len(gs) > 0 {
			return gs[0]
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatal("timed out waiting for the event game's end")
	return EventGame{}
}

// once checks that exactly one end has been told.
func (n *eventNews) once(t *testing.T) {
	t.Helper()
	if gs := n.all(); len(gs) != 1 {
		t.Fatalf("EventGameOver called %d times, want once: %+v", len(gs), gs)
	}
}

// eventPlayers are two key holders of h's store.
func eventPlayers(t *testing.T, h *Hub) (alice, bob Player) {
	t.Helper()
	var ps [2]Player
	for i, name := range []string{"alice", "bob"} {
		p, err := h.Store().FindOrCreate(t.Context(), "SHA256:"+name)
		if err != nil {
			t.Fatal(err)
		}
		ps[i] = Player{Name: name, Key: "SHA256:" + name, ID: p.ID, Addr: "192.0.2." + string(rune('1'+i))}
	}
	return ps[0], ps[1]
}

// eventOptions is a game of event ev with a clock of clock+inc.
func eventOptions(ev int64, clock, inc time.Duration) Options {
	o := DefaultOptions()
	o.Event, o.Clock, o.Increment = ev, clock, inc
	return o
}

// TestStartPairSeatsBothPlayers: StartPair opens a started room with
// White and Black as the event paired them, not open to anyone, which
// spectators may watch; it refuses a pair without an event, a guest, one
// player twice and a correspondence game. Rematch and takeback are
// refused with their reasons.
func TestStartPairSeatsBothPlayers(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	news := hearEvents(h)
	alice, bob := eventPlayers(t, h)
	for _, bad := range []struct {
		w, b Player
		opts Options
		want error
	}{
		{bob, alice, eventOptions(0, time.Minute, 0), errPairNoEvent},
		{bob, Player{Name: "guest"}, eventOptions(1, time.Minute, 0), errPairGuest},
		{bob, bob, eventOptions(1, time.Minute, 0), errPairSelf},
		{bob, alice, Options{Rules: game.DefaultRules(), Event: 1, DaysPerMove: 3}, errPairDays},
	} {
		if _, _, err := h.StartPair(bad.w, bad.b, bad.opts); !errors.Is(err, bad.want) {
			t.Errorf("StartPair(%s, %s, %+v): %v, want %v", bad.w.Name, bad.b.Name, bad.opts, err, bad.want)
		}
	}
	opts := eventOptions(7, time.Minute, 0)
	opts.Open, opts.Quick, opts.Color = true, true, ChooseBlack // ignored
	w, b, err := h.StartPair(bob, alice, opts)
	if err != nil {
		t.Fatal(err)
	}
	st := waitFor(t, w, "the start", func(s *State) bool { return s.Started })
	if st.Player(game.White).Name != "bob" || st.Player(game.Black).Name != "alice" || st.ColorOf(w.Seat()) != game.White ||
		st.ColorOf(b.Seat()) != game.Black || st.Options.Open || st.Options.Quick || st.Options.Event != 7 {
		t.Fatalf("seats %+v white seat %d options %+v", st.Seats, st.White, st.Options)
	}
	if !strings.Contains(st.Event(), "bob has White against alice") || !strings.Contains(st.Event(), "first move within") {
		t.Fatalf("event %q", st.Event())
	}
	if got := h.OpenGames(Player{Name: "carol", Key: "SHA256:carol"}); len(got) != 0 {
		t.Fatalf("open games %+v, want none", got)
	}
	if _, err := h.Join(w.Code(), Player{Name: "carol", Key: "SHA256:carol"}, ""); !errors.Is(err, ErrRoomFull) {
		t.Fatalf("a third player joins: %v", err)
	}
	if _, err := h.Watch(w.Code(), Player{Name: "carol", Key: "SHA256:carol"}); err != nil {
		t.Fatalf("watch: %v", err)
	}
	if err := w.Move(firstMove(st)); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, w, "the move", plies(1))
	if st.CanTakeback[w.Seat()] {
		t.Fatal("the state offers a takeback")
	}
	if err := w.Takeback(); !errors.Is(err, ErrEventTakeback) {
		t.Fatalf("takeback: %v", err)
	}
	if err := b.Resign(); err != nil { // an abort (abort.go)
		t.Fatal(err)
	}
	waitFor(t, w, "the end", (*State).Over)
	for _, c := range []*Client{w, b} {
		if err := c.Rematch(); !errors.Is(err, ErrEventRematch) {
			t.Fatalf("rematch: %v", err)
		}
	}
	if eg := news.first(t); !eg.Aborted || eg.Result != game.Ongoing || eg.Plies != 1 {
		t.Fatalf("told %+v", eg)
	}
	news.once(t)
}

// TestBerserkHalvesTheClock: before their first move a player of an
// event game may halve their clock, once, and then gets no increment;
// after the first move, twice, in a room of no event or with no clock,
// it is refused.
func TestBerserkHalvesTheClock(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	alice, bob := eventPlayers(t, h)
	w, b, err := h.StartPair(alice, bob, eventOptions(3, time.Minute, 2*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	st := waitFor(t, w, "the start", func(s *State) bool { return s.Started })
	if !st.CanBerserk(w.Seat()) || !st.CanBerserk(b.Seat()) || st.CanBerserk(-1) {
		t.Fatal("berserk not offered before the first moves")
	}
	if err := w.Move(firstMove(st)); err != nil {
		t.Fatal(err)
	}
	if err := w.Berserk(); !errors.Is(err, ErrBerserkMoved) {
		t.Fatalf("berserk after the first move: %v", err)
	}
	if err := b.Berserk(); err != nil {
		t.Fatal(err)
	}
	st = waitFor(t, w, "berserk", func(s *State) bool { return s.Berserk[game.Black] })
	if st.Clock[game.Black] != 30*time.Second || st.Clock[game.White] != time.Minute || st.Berserk[game.White] ||
		st.CanBerserk(b.Seat()) || st.Event() != "bob went berserk: half the clock, no increment" || st.Shown(game.Black) != "bob (berserk)" {
		t.Fatalf("after berserk: clocks %v berserk %v event %q shown %q", st.Clock, st.Berserk, st.Event(), st.Shown(game.Black))
	}
	if err := b.Berserk(); !errors.Is(err, ErrBerserkAgain) {
		t.Fatalf("berserk twice: %v", err)
	}
	playOpening(t, w, b)
	st = waitFor(t, w, "the opening", plies(AbortPlies))
	if st.Clock[game.Black] > 30*time.Second || st.Clock[game.White] <= time.Minute {
		t.Fatalf("clocks after the opening %v: want Black under 30s (no increment), White over a minute", st.Clock)
	}

	a2, b2 := openRoom(t, h, eventOptions(0, time.Minute, 0))
	if err := a2.Berserk(); !errors.Is(err, ErrBerserkNoEvent) {
		t.Fatalf("berserk in a room of no event: %v", err)
	}
	b2.Leave()
	w3, _, err := h.StartPair(alice, bob, eventOptions(3, 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if err := w3.Berserk(); !errors.Is(err, ErrBerserkNoClock) {
		t.Fatalf("berserk with no clock: %v", err)
	}
	spec, err := h.Watch(w3.Code(), Player{Name: "carol"})
	if err != nil {
		t.Fatal(err)
	}
	if err := spec.Berserk(); !errors.Is(err, ErrSpectator) {
		t.Fatalf("a spectator's berserk: %v", err)
	}
}

// TestNoShowLosesTheGame: a side that does not make its first move
// within NoShowWithin of its turn loses (White from the start; Black
// from White's first move, not from the start), reported as a no-show,
// archived for the event, and not rated.
func TestNoShowLosesTheGame(t *testing.T) {
	t.Parallel()
	for _, whiteMoves := range []bool{false, true} {
		t.Run(map[bool]string{false: "white", true: "black"}[whiteMoves], func(t *testing.T) {
			t.Parallel()
			noShowLoss(t, whiteMoves)
		})
	}
}

// noShowLoss checks the no-show of White, or of Black once White has
// moved.
func noShowLoss(t *testing.T, whiteMoves bool) {
	h := newTestHub(t, time.Minute)
	h.NoShowWithin = time.Second
	news := hearEvents(h)
	alice, bob := eventPlayers(t, h)
	opts := eventOptions(5, time.Minute, 0)
	opts.Rated = true
	w, _, err := h.StartPair(alice, bob, opts)
	if err != nil {
		t.Fatal(err)
	}
	st := waitFor(t, w, "the start", func(s *State) bool { return s.Started })
	wantWhy, wantRes, wantPlies, from := "alice did not show up", game.BlackWin, 0, time.Now()
	if whiteMoves {
		time.Sleep(h.NoShowWithin / 3)
		from = time.Now() // Black's time runs from White's move, after this
		if err := w.Move(firstMove(st)); err != nil {
			t.Fatal(err)
		}
		wantWhy, wantRes, wantPlies = "bob did not show up", game.WhiteWin, 1
	}
	eg := news.first(t)
	if waited := time.Since(from); whiteMoves && waited < h.NoShowWithin {
		t.Fatalf("Black lost %v after White's move, want %v", waited, h.NoShowWithin)
	}
	if eg.Result != wantRes || eg.Why != wantWhy || !eg.NoShow || eg.Aborted || eg.Plies != wantPlies ||
		eg.Event != 5 || eg.Code != w.Code() || eg.White != alice.ID || eg.Black != bob.ID {
		t.Fatalf("told %+v; want %v, %q after %d plies", eg, wantRes, wantWhy, wantPlies)
	}
	st = waitFor(t, w, "the end", (*State).Over)
	if st.Reason != wantWhy || st.RatedText() != "casual (no show)" {
		t.Fatalf("state: %q, %s", st.Reason, st.RatedText())
	}
	h.WaitArchived()
	games, err := h.Store().TournamentGames(t.Context(), 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 || games[0].Result != wantRes || games[0].Rated {
		t.Fatalf("archived for the event: %+v", games)
	}
	news.once(t)
}

// TestEventGameOverTellsEachEndOnce: the hub hears of an event game's
// end once, with every field: a resignation (archived with its event),
// a flag fall, an abort, and a game the server's shutdown interrupts.
func TestEventGameOverTellsEachEndOnce(t *testing.T) {
	t.Parallel()
	t.Run("resignation", func(t *testing.T) {
		t.Parallel()
		h := newTestHub(t, time.Minute)
		news := hearEvents(h)
		alice, bob := eventPlayers(t, h)
		w, b, err := h.StartPair(alice, bob, eventOptions(11, time.Minute, 0))
		if err != nil {
			t.Fatal(err)
		}
		if err := w.Berserk(); err != nil {
			t.Fatal(err)
		}
		playOpening(t, w, b)
		if err := w.Resign(); err != nil {
			t.Fatal(err)
		}
		eg := news.first(t)
		want := EventGame{Event: 11, Code: w.Code(), White: alice.ID, Black: bob.ID, Result: game.BlackWin,
			Why: eg.Why, Plies: AbortPlies, Berserk: [2]bool{game.White: true}}
		if eg != want || !strings.Contains(strings.ToLower(eg.Why), "resign") {
			t.Fatalf("told %+v, want %+v", eg, want)
		}
		w.Leave()
		b.Leave()
		h.Shutdown("down")
		news.once(t)
		recs := archivedRecords(t, h)
		if len(recs) != 1 || recs[0].Tag(pdn.TagEvent) != "fetaix online, tournament 11, room "+w.Code() {
			t.Fatalf("records %d, event %q", len(recs), recs[0].Tag(pdn.TagEvent))
		}
		if games, err := h.Store().TournamentGames(t.Context(), 11, 0); err != nil || len(games) != 1 {
			t.Fatalf("the event's games: %+v, %v", games, err)
		}
	})
	t.Run("flag", func(t *testing.T) {
		t.Parallel()
		h := newTestHub(t, time.Minute)
		news := hearEvents(h)
		alice, bob := eventPlayers(t, h)
		w, b, err := h.StartPair(alice, bob, eventOptions(12, 2*time.Second, 0))
		if err != nil {
			t.Fatal(err)
		}
		playOpening(t, w, b) // White to move, its clock running
		eg := news.first(t)
		if eg.Result != game.BlackWin || eg.Why != "white's time ran out" || eg.Aborted || eg.NoShow || eg.Plies != AbortPlies {
			t.Fatalf("told %+v", eg)
		}
		news.once(t)
	})
	t.Run("draw", func(t *testing.T) {
		t.Parallel()
		h := newTestHub(t, time.Minute)
		news := hearEvents(h)
		alice, bob := eventPlayers(t, h)
		w, b, err := h.StartPair(alice, bob, eventOptions(15, 0, 0))
		if err != nil {
			t.Fatal(err)
		}
		playOpening(t, w, b)
		if err := w.OfferDraw(); err != nil {
			t.Fatal(err)
		}
		if err := b.OfferDraw(); err != nil {
			t.Fatal(err)
		}
		if eg := news.first(t); eg.Result != game.Draw || eg.Aborted || eg.Plies != AbortPlies || eg.Event != 15 {
			t.Fatalf("told %+v", eg)
		}
		news.once(t)
	})
	t.Run("abort", func(t *testing.T) {
		t.Parallel()
		h := newTestHub(t, time.Minute)
		news := hearEvents(h)
		alice, bob := eventPlayers(t, h)
		w, b, err := h.StartPair(alice, bob, eventOptions(13, time.Minute, 0))
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Abort(); err != nil {
			t.Fatal(err)
		}
		eg := news.first(t)
		if !eg.Aborted || eg.Result != game.Ongoing || eg.Why != "aborted: bob aborted the game" || eg.NoShow {
			t.Fatalf("told %+v", eg)
		}
		w.Leave()
		news.once(t)
	})
	t.Run("shutdown", func(t *testing.T) {
		t.Parallel()
		h := newTestHub(t, time.Minute)
		news := hearEvents(h)
		alice, bob := eventPlayers(t, h)
		w, b, err := h.StartPair(alice, bob, eventOptions(14, time.Minute, 0))
		if err != nil {
			t.Fatal(err)
		}
		playOpening(t, w, b)
		h.Shutdown("the server is going down")
		eg := news.first(t)
		if !eg.Aborted || eg.Result != game.Ongoing || eg.Plies != AbortPlies || !strings.HasPrefix(eg.Why, "interrupted: the server is going down") {
			t.Fatalf("told %+v", eg)
		}
		news.once(t)
	})
}

// TestRestoredEventRoomKeepsItsEvent: an event room kept across a
// restart comes back with its event and its berserk, and its no-show
// timer armed again: the side owing its first move loses.
func TestRestoredEventRoomKeepsItsEvent(t *testing.T) {
	t.Parallel()
	dir := dataDir(t)
	h, stop := eventHubOn(t, dir, NoShowWithin)
	alice, bob := eventPlayers(t, h)
	w, _, err := h.StartPair(alice, bob, eventOptions(21, time.Minute, 0))
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Berserk(); err != nil {
		t.Fatal(err)
	}
	if err := w.Move(firstMove(waitFor(t, w, "the start", func(s *State) bool { return s.Started }))); err != nil {
		t.Fatal(err)
	}
	code := w.Code()
	stop()

	h2, _ := eventHubOn(t, dir, 150*time.Millisecond)
	news := hearEvents(h2)
	r, err := h2.Find(code)
	if err != nil {
		t.Fatal(err)
	}
	r.Mu.Lock()
	event, berserk, clock := r.Opts.Event, r.ev.berserk, r.Clock
	r.Mu.Unlock()
	if event != 21 || berserk != [2]bool{game.White: true} || clock[game.White] != 30*time.Second {
		t.Fatalf("back with event %d berserk %v clocks %v", event, berserk, clock)
	}
	eg := news.first(t)
	if eg.Event != 21 || eg.Result != game.WhiteWin || !eg.NoShow || eg.Why != "bob did not show up" || eg.Berserk != berserk {
		t.Fatalf("told %+v", eg)
	}
}

// eventHubOn is hubOn with NoShowWithin noShow.
func eventHubOn(t *testing.T, dir string, noShow time.Duration) (*Hub, func()) {
	t.Helper()
	cfg := testConfig(dir, time.Minute, slog.New(slog.NewTextHandler(io.Discard, nil)))
	cfg.NoShowWithin = noShow
	st, err := store.Open(store.DefaultPath(dir), store.Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	h := NewHubFor(cfg)
	h.UseStore(st, cfg)
	var once sync.Once
	stop := func() {
		once.Do(func() {
			h.Shutdown("the server is going down")
			ctx, cancel := context.WithTimeout(context.Background(), waitTimeout)
			defer cancel()
			if err := h.CloseArchive(ctx); err != nil {
				t.Error(err)
			}
			h.Saves.Wait()
			st.Close()
		})
	}
	t.Cleanup(stop)
	return h, stop
}

// TestEventMayMeet: a block keeps two players apart in any event; linked
// keys and a shared address (unless both are established) only in a
// rated one.
func TestEventMayMeet(t *testing.T) {
	a := Player{Name: "a", ID: 1, Addr: "10.0.0.1", Blocks: &BlockList{Keys: map[string]bool{}}}
	b := Player{Name: "b", ID: 2, Addr: "10.0.0.2"}
	if !EventMayMeet(a, b, true) || !EventMayMeet(a, b, false) {
		t.Fatal("two strangers from two addresses may not meet")
	}
	same := b
	same.Addr = a.Addr
	if EventMayMeet(a, same, true) || !EventMayMeet(a, same, false) {
		t.Error("one address: want kept apart when rated only")
	}
	a.Established, same.Established = true, true
	if !EventMayMeet(a, same, true) {
		t.Error("two established players of one address kept apart")
	}
	linked := Player{Name: "a2", ID: 1, Addr: "10.0.0.9"}
	if EventMayMeet(a, linked, true) || !EventMayMeet(a, linked, false) {
		t.Error("linked keys: want kept apart when rated only")
	}
	a.Blocks.Set(b, true)
	if EventMayMeet(a, b, false) || EventMayMeet(b, a, true) {
		t.Error("a block does not keep them apart")
	}
}
