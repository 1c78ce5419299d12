package room

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/store"
)

// hubOn returns a hub on the data directory dir (its database already
// there), keeping a kept game's seats for restartGrace after it starts,
// and a function that stops it as the server does: Shutdown, then the
// writer's last writes, then the database.
func hubOn(t *testing.T, dir string, restartGrace time.Duration) (*Hub, func()) {
	t.Helper()
	cfg := testConfig(dir, time.Minute, slog.New(slog.NewTextHandler(io.Discard, nil)))
	cfg.RestartGrace = restartGrace
	st, err := store.Open(store.DefaultPath(dir), store.Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	h := NewHubFor(cfg)
	h.UseStore(st, cfg)
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		h.Shutdown("the server is going down")
		ctx, cancel := context.WithTimeout(context.Background(), waitTimeout)
		defer cancel()
		if err := h.CloseArchive(ctx); err != nil {
			t.Error(err)
		}
		h.Saves.Wait()
		st.Close()
	}
	t.Cleanup(stop)
	return h, stop
}

// keptGames reads the games in progress of the store of dir.
func keptGames(t *testing.T, dir string) []store.LiveGame {
	t.Helper()
	st, err := store.Open(store.DefaultPath(dir), store.Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	gs, err := st.LiveGames(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return gs
}

// TestShutdownKeepsGamesInProgress: a server that stops archives no game
// in progress: it keeps it, and the next start on the same data directory
// brings the room back as it was — code, seats, moves, clocks, draw offer,
// chat — for its players to come back (by key, by resume token) and
// finish, the game archived once with every move.
func TestShutdownKeepsGamesInProgress(t *testing.T) {
	t.Parallel()
	dir := dataDir(t)
	h, stop := hubOn(t, dir, time.Minute)
	opts := DefaultOptions()
	opts.Clock = 5 * time.Minute
	a, err := h.Create(Player{Name: "alice", Key: "SHA256:alice"}, opts)
	if err != nil {
		t.Fatal(err)
	}
	g, err := h.Join(a.Code(), Player{Name: "guest", Addr: "192.0.2.1"}, "")
	if err != nil {
		t.Fatal(err)
	}
	white, black := seatColors(t, a, g)
	playOpening(t, white, black)
	if err := white.Move(firstMove(waitFor(t, white, "4 plies", plies(AbortPlies)))); err != nil {
		t.Fatal(err)
	}
	if err := a.Say("back soon"); err != nil {
		t.Fatal(err)
	}
	if err := black.OfferDraw(); err != nil {
		t.Fatal(err)
	}
	before := waitFor(t, a, "the offer", func(s *State) bool { return s.DrawOffer >= 0 })
	code, token := a.Code(), g.Token()
	stop()
	closed := waitFor(t, g, "closed", func(s *State) bool { return s.Closed })
	if !strings.Contains(closed.Notice, "kept") || !strings.Contains(closed.Notice, code) {
		t.Fatalf("notice %q", closed.Notice)
	}
	if recs := archivedGamesIn(t, dir); len(recs) != 0 {
		t.Fatalf("%d games archived at shutdown, want the game kept", len(recs))
	}
	if kept := keptGames(t, dir); len(kept) != 1 || len(kept[0].Moves) != AbortPlies+1 {
		t.Fatalf("kept %+v", kept)
	}

	h2, _ := hubOn(t, dir, time.Minute)
	r, err := h2.Find(code)
	if err != nil {
		t.Fatal(err)
	}
	r.Mu.Lock()
	ply, clock, offer, chat, on := r.G.Ply(), r.Clock, r.drawOffer, len(r.Chat.Msgs), r.ClockOn
	r.Mu.Unlock()
	near := func(c game.Color) bool { // settled at the shutdown, kept to the millisecond
		return clock[c] <= before.Clock[c] && clock[c] > before.Clock[c]-time.Second
	}
	if ply != AbortPlies+1 || !near(game.White) || !near(game.Black) || offer != before.DrawOffer || chat != 1 || on {
		t.Fatalf("back with ply %d clock %v offer %d chat %d running %v; want %d %v %d 1 false",
			ply, clock, offer, chat, on, AbortPlies+1, before.Clock, before.DrawOffer)
	}
	if got := h2.InProgress(Player{Name: "alice", Key: "SHA256:alice"}); got != 1 {
		t.Fatalf("alice has %d games in progress, want 1", got)
	}
	blocks := &BlockList{}
	a2, err := h2.GoBack(Player{Name: "alice", Key: "SHA256:alice", Blocks: blocks}, KeptSeat{})
	if err != nil {
		t.Fatal(err)
	}
	r.Mu.Lock()
	adopted := r.Seats[a2.Seat()].Player.Blocks == blocks
	r.Mu.Unlock()
	if !adopted {
		t.Fatal("the seat brought back does not take its player's block list")
	}
	if _, err := h2.Join(code, Player{Name: "guest"}, "WRONGTOKEN"); !errors.Is(err, ErrBadToken) {
		t.Fatalf("a wrong token: %v", err)
	}
	g2, err := h2.Join(code, Player{Name: "guest"}, token)
	if err != nil || g2.Seat() != g.Seat() {
		t.Fatalf("the guest's token: %v", err)
	}
	st := waitFor(t, a2, "both back, clock on", func(s *State) bool { return s.ClockRunning })
	if st.Moves()[AbortPlies].String() != before.Moves()[AbortPlies].String() {
		t.Fatal("the moves changed")
	}
	if err := a2.Resign(); err != nil {
		t.Fatal(err)
	}
	recs := archivedRecords(t, h2)
	if len(recs) != 1 || len(recs[0].Game.Moves()) != AbortPlies+1 {
		t.Fatalf("records %d, want the one game with all its moves", len(recs))
	}
	if res, _ := recs[0].FinalResult(); res != game.WinFor(st.ColorOf(a2.Seat()).Other()) {
		t.Fatalf("result %v", res)
	}
	if kept := keptGames(t, dir); len(kept) != 0 {
		t.Fatalf("the finished game is still kept: %+v", kept)
	}
}

// TestKeptGameLostWhenNobodyComesBack: after a restart the seats wait the
// restart grace; when nobody comes back the side to move loses by
// abandonment, and the game is archived with the row gone.
func TestKeptGameLostWhenNobodyComesBack(t *testing.T) {
	t.Parallel()
	dir := dataDir(t)
	h, stop := hubOn(t, dir, time.Minute)
	a, b := openRoom(t, h, DefaultOptions())
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	waitFor(t, a, "the opening", plies(AbortPlies))
	stop()
	h2, _ := hubOn(t, dir, 50*time.Millisecond)
	h2.WaitArchived()
	deadline := time.Now().Add(waitTimeout)
	for len(archivedGames(t, h2)) == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the abandoned game was not archived")
		}
		time.Sleep(10 * time.Millisecond)
		h2.WaitArchived()
	}
	recs := archivedRecords(t, h2)
	mover := recs[0].Game.Position().SideToMove()
	if res, why := recs[0].FinalResult(); res != game.WinFor(mover.Other()) || !strings.Contains(why, "left") {
		t.Fatalf("result %v (%s), want a win for the side not to move (%s was to move)", res, why, mover)
	}
	if kept := keptGames(t, dir); len(kept) != 0 {
		t.Fatalf("still kept: %+v", kept)
	}
}

// TestAbortedAndClosedGamesAreNotKept: a game that ends aborted, or whose
// room closes, leaves no row behind.
func TestAbortedAndClosedGamesAreNotKept(t *testing.T) {
	t.Parallel()
	dir := dataDir(t)
	h, stop := hubOn(t, dir, time.Minute)
	a, b := openRoom(t, h, DefaultOptions())
	waitFor(t, a, "start", func(s *State) bool { return s.Started })
	h.WaitArchived()
	if err := a.Resign(); err != nil { // in the opening: aborted
		t.Fatal(err)
	}
	waitFor(t, b, "aborted", func(s *State) bool { return s.Aborted })
	a.Leave()
	b.Leave()
	stop()
	if kept := keptGames(t, dir); len(kept) != 0 {
		t.Fatalf("kept %+v", kept)
	}
}

// archivedGamesIn reads the archive of the store of dir.
func archivedGamesIn(t *testing.T, dir string) []store.GameSummary {
	t.Helper()
	st, err := store.Open(store.DefaultPath(dir), store.Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	gs, err := st.RecentGames(t.Context(), 0)
	if err != nil {
		t.Fatal(err)
	}
	return gs
}

// TestInProgressCountsTheSeatsWaiting: the lobby's count is of the games
// in progress whose seat waits for the key holder (disconnected), not of
// those they are connected to, and its line names the number.
func TestInProgressCountsTheSeatsWaiting(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	alice := Player{Name: "alice", Key: "SHA256:alice"}
	var clients []*Client
	for _, name := range []string{"bob", "carol"} {
		a, err := h.Create(alice, DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := h.Join(a.Code(), Player{Name: name, Key: "SHA256:" + name}, ""); err != nil {
			t.Fatal(err)
		}
		waitFor(t, a, "start", func(s *State) bool { return s.Started })
		clients = append(clients, a)
	}
	if n := h.InProgress(alice); n != 0 {
		t.Fatalf("%d games waiting for a connected player", n)
	}
	for _, c := range clients {
		c.Leave()
	}
	n := h.InProgress(alice)
	if n != 2 || h.InProgress(Player{Name: "guest"}) != 0 {
		t.Fatalf("alice has %d games waiting, want 2", n)
	}
	if txt := InProgressText(nil, n, "ABCD"); !strings.Contains(txt, "2 games in progress") || !strings.Contains(txt, "ABCD") {
		t.Fatalf("the lobby's line: %q", txt)
	}
}

// TestKeptGameThatDoesNotReplayIsDropped: a kept game whose moves the
// rules refuse is not brought back: it is logged and its row deleted,
// and the other rooms come back.
func TestKeptGameThatDoesNotReplayIsDropped(t *testing.T) {
	t.Parallel()
	dir := dataDir(t)
	st, err := store.Open(store.DefaultPath(dir), store.Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	seats := [2]store.LiveSeat{{Taken: true, Name: "ann", Token: "AAAAAAAAAAAAAA"}, {Taken: true, Name: "bob", Token: "BBBBBBBBBBBBBB"}}
	for _, g := range []store.LiveGame{
		{Code: "BADD", Life: 1, GameNo: 1, Seats: seats, Moves: []string{"c2-c3", "a1-a5"}, State: store.LiveState{Started: true, DrawOffer: -1, Takeback: -1}},
		{Code: "GOOD", Life: 2, GameNo: 1, Seats: seats, Moves: []string{"c2-c3"}, State: store.LiveState{Started: true, DrawOffer: -1, Takeback: -1}},
	} {
		if err := st.SaveLive(t.Context(), g); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	h, _ := hubOn(t, dir, time.Minute)
	if _, err := h.Find("BADD"); !errors.Is(err, ErrNoRoom) {
		t.Fatalf("the game that does not replay: %v", err)
	}
	r, err := h.Find("GOOD")
	if err != nil {
		t.Fatal(err)
	}
	r.Mu.Lock()
	ply, draw := r.G.Ply(), r.drawOffer
	r.Mu.Unlock()
	if ply != 1 || draw != -1 {
		t.Fatalf("GOOD back with %d plies, draw offer %d", ply, draw)
	}
	if kept := keptGames(t, dir); len(kept) != 1 || kept[0].Code != "GOOD" {
		t.Fatalf("kept %+v, want GOOD alone", kept)
	}
}
