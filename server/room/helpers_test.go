package room

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/testkit/testdb"
	"github.com/fetaix/fetaix/store"
)

// waitTimeout bounds every wait for a state; generous so -race on a busy
// machine does not flake.
const waitTimeout = 10 * time.Second

func newTestHub(t *testing.T, grace time.Duration) *Hub {
	t.Helper()
	return testHub(t, grace, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// testHub returns a hub with the default limits (testConfig) that
// archives its games in a database of a temporary data directory (a copy
// of migrated, its writer retrying quickly), keeps a disconnected
// player's seat for grace, and logs to log.
func testHub(t *testing.T, grace time.Duration, log *slog.Logger) *Hub {
	t.Helper()
	cfg := testConfig(dataDir(t), grace, log)
	st, err := store.Open(store.DefaultPath(cfg.DataDir), store.Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	h := NewHubFor(cfg)
	h.UseStore(st, cfg)
	t.Cleanup(func() { // before the temp dir goes
		ctx, cancel := context.WithTimeout(context.Background(), waitTimeout)
		defer cancel()
		_ = h.CloseArchive(ctx)
		h.Saves.Wait()
		st.Close()
	})
	return h
}

// testConfig is the server's default limits for the rooms, with the
// data directory dir, the grace period grace and the log log, and a
// writer that retries quickly.
func testConfig(dir string, grace time.Duration, log *slog.Logger) Config {
	return Config{DataDir: dir, Log: log, Grace: grace,
		MaxOpenRooms: 5, RoomBurst: 10, RoomEvery: 30 * time.Second,
		MaxOpenGames: 2, MaxOpenGamesPerAddr: 4,
		WrongCodesPerConn: 3, WrongCodesPerAddr: 10, WrongCodeEvery: 30 * time.Second,
		ChatBurst: 5, ChatEvery: 2 * time.Second,
		MaxRatedPerPair: 5, MaxRatedPerDay: 40,
		ArchivePerHour: 30, ArchivePerAddrHour: 60, MaxHeldGames: 1000,
		Writer: store.WriterOptions{RetryFirst: 50 * time.Millisecond, RetryMax: 200 * time.Millisecond}}
}

// migrated is a database of the schema's latest version, made once per
// test binary.
var migrated = testdb.New(func(path string) error {
	st, err := store.Open(path, store.Options{})
	if err != nil {
		return err
	}
	return st.Close()
})

// dataDir returns a temporary data directory with a copy of migrated as
// its database.
func dataDir(tb testing.TB) string {
	tb.Helper()
	dir := tb.TempDir()
	if err := migrated.Write(store.DefaultPath(dir)); err != nil {
		tb.Fatal(err)
	}
	return dir
}

// waitFor reads states from c until one satisfies ok.
func waitFor(t testing.TB, c *Client, what string, ok func(*State) bool) *State {
	t.Helper()
	deadline := time.After(waitTimeout)
	for {
		select {
		case st, open := <-c.Updates():
			if !open {
				t.Fatalf("waiting for %s: channel closed", what)
			}
			if ok(st) {
				return st
			}
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

func plies(n int) func(*State) bool {
	return func(s *State) bool { return len(s.Moves()) == n }
}

// seatColors returns the clients playing White and Black.
func seatColors(t *testing.T, a, b *Client) (white, black *Client) {
	t.Helper()
	a.Room().Mu.Lock()
	w, started := a.Room().White, a.Room().Started
	a.Room().Mu.Unlock()
	if !started {
		t.Fatal("game not started")
	}
	if w == a.Seat() {
		return a, b
	}
	return b, a
}

func openRoom(t *testing.T, h *Hub, opts Options) (a, b *Client) {
	t.Helper()
	a, err := h.Create(Player{Name: "alice", Key: "SHA256:alice"}, opts)
	if err != nil {
		t.Fatal(err)
	}
	b, err = h.Join(a.Code(), Player{Name: "bob", Key: "SHA256:bob"}, "")
	if err != nil {
		t.Fatal(err)
	}
	return a, b
}

func firstMove(s *State) game.Move {
	return s.Position().LegalMoves(s.Options.Rules, nil)[0]
}

// playOpening plays the first legal move of each position until each side
// has made two moves, the least a game needs to count (abort.go).
func playOpening(t *testing.T, white, black *Client) {
	t.Helper()
	r := white.Room()
	for {
		r.Mu.Lock()
		g, started := r.G.Clone(), r.Started
		r.Mu.Unlock()
		if !started {
			t.Fatal("the game has not started")
		}
		if g.Ply() >= AbortPlies {
			return
		}
		mover := white
		if g.Position().SideToMove() == game.Black {
			mover = black
		}
		if err := mover.Move(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// archivedRecords waits until every game handed to the store is written
// and returns them from the database, oldest first.
func archivedRecords(t *testing.T, h *Hub) []*pdn.Record {
	t.Helper()
	h.WaitArchived()
	var all []*pdn.Record
	for _, g := range archivedGames(t, h) {
		recs, err := pdn.Parse(g.PDN)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, recs...)
	}
	return all
}

// archivedGames returns the games in the database, oldest first.
func archivedGames(t *testing.T, h *Hub) []store.ArchivedGame {
	t.Helper()
	sums, err := h.Store().RecentGames(t.Context(), 1000)
	if err != nil {
		t.Fatal(err)
	}
	var all []store.ArchivedGame
	for i := len(sums) - 1; i >= 0; i-- {
		g, err := h.Store().Game(t.Context(), sums[i].ID)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, g)
	}
	return all
}
