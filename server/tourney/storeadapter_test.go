package tourney

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// TestOverTheRealStoreAndHub runs a short arena over the server's own
// database (StoreOf) and room hub (StartPair, EventGameOver): the pair's
// room opens, its end reaches the director through the hub, the result
// is in the event's log, the arena finishes with its standings, and a
// second director finds nothing left to run.
func TestOverTheRealStoreAndHub(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(filepath.Join(t.TempDir(), store.FileName), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	clock := &fakeClock{now: time.Now().Truncate(time.Second)}
	id, err := st.CreateTournament(ctx, store.Tournament{Kind: store.TournamentArena, Name: "Test arena",
		Starts: clock.Now(), Minutes: 30, Clock: 3 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	cfg := room.Config{DataDir: t.TempDir(), Log: log, Grace: time.Minute, MaxOpenRooms: 5,
		RoomBurst: 10, RoomEvery: time.Second, MaxRatedPerPair: 5, MaxRatedPerDay: 40,
		ArchivePerHour: 30, ArchivePerAddrHour: 60, MaxHeldGames: 10}
	hub := room.NewHubFor(cfg)
	hub.UseStore(st, cfg)
	t.Cleanup(func() {
		hub.Shutdown("")
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = hub.CloseArchive(ctx)
		st.Close()
	})
	d := New(Config{Store: StoreOf(st), Rooms: hub, Now: clock.Now})
	hub.EventGameOver = d.GameOver
	d.poll(ctx)
	for n := 1; n <= 2; n++ {
		p := player(n)
		sp, err := st.FindOrCreate(ctx, p.Key) // the archive's games name their players
		if err != nil || sp.ID != p.ID {
			t.Fatalf("player %d: %+v, %v", n, sp, err)
		}
		if err := d.Join(EventID(id), p); err != nil {
			t.Fatal(err)
		}
	}
	d.tick(ctx)
	w, b := d.Seat(1), d.Seat(2)
	if w == nil || b == nil || w.Code() != b.Code() {
		t.Fatalf("seats %v %v", w, b)
	}
	// Each side moves twice (a game resigned earlier is aborted,
	// room.AbortPlies), then Black resigns: a win for White.
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for _, c := range []*room.Client{w, b, w, b} {
		m := g.LegalMoves()[0]
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		if err := c.Move(m); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Resign(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		d.scoreReported(ctx)
		es, err := st.TournamentLog(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if es[len(es)-1].Kind == logResult {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no result in the log: %+v", es)
		}
		time.Sleep(5 * time.Millisecond)
	}
	clock.add(31 * time.Minute)
	d.tick(ctx)
	row, err := st.Tournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	var res Result
	if err := json.Unmarshal([]byte(row.Result), &res); err != nil || row.State != store.TournamentFinished || len(res.Rows) != 2 {
		t.Fatalf("row %+v, result %+v (%v)", row, res, err)
	}
	d2 := New(Config{Store: StoreOf(st), Rooms: hub, Now: clock.Now})
	d2.poll(ctx)
	if res.Rows[0].Name != "p1" || res.Rows[0].Score != 2 {
		t.Errorf("first row %+v, want p1 with a win", res.Rows[0])
	}
	for { // the archive's writer is asynchronous
		games, err := st.TournamentGames(ctx, id, 0)
		if err == nil && len(games) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the archive's games of the event: %v (%v)", games, err)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if s := d2.List(player(1)); len(s) != 1 || s[0].State != Finished || s[0].Players != 2 {
		t.Errorf("list after a restart: %+v", s)
	}
}
