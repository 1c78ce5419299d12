package server

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// waitTimeout bounds every wait for a state; generous so -race on a busy
// machine does not flake.
const waitTimeout = 10 * time.Second

// flagClock is a clock short enough for a game's flag to fall within a
// test.
const flagClock = 500 * time.Millisecond

func newTestHub(t *testing.T, grace time.Duration) *room.Hub {
	t.Helper()
	return testHub(t, grace, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// testHub returns a hub with the default limits that archives its games
// in a database of a temporary data directory (a copy of migrated, its
// writer retrying quickly), keeps a disconnected player's seat for grace,
// and logs to log.
func testHub(t *testing.T, grace time.Duration, log *slog.Logger) *room.Hub {
	t.Helper()
	cfg := DefaultConfig()
	cfg.DataDir, cfg.Grace, cfg.Log = dataDir(t), grace, log
	quickRetries(&cfg)
	st, err := store.Open(store.DefaultPath(cfg.DataDir), store.Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	h := room.NewHubFor(cfg.rooms())
	h.UseStore(st, cfg.rooms())
	t.Cleanup(func() { // before the temp dir goes
		ctx, cancel := context.WithTimeout(context.Background(), waitTimeout)
		defer cancel()
		_ = h.CloseArchive(ctx)
		h.Saves.Wait()
		st.Close()
	})
	return h
}

// waitFor reads states from c until one satisfies ok.
func waitFor(t testing.TB, c *room.Client, what string, ok func(*room.State) bool) *room.State {
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

func plies(n int) func(*room.State) bool {
	return func(s *room.State) bool { return len(s.Moves()) == n }
}

// seatColors returns the clients playing White and Black.
func seatColors(t *testing.T, a, b *room.Client) (white, black *room.Client) {
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

func openRoom(t *testing.T, h *room.Hub, opts room.Options) (a, b *room.Client) {
	t.Helper()
	a, err := h.Create(room.Player{Name: "alice", Key: "SHA256:alice"}, opts)
	if err != nil {
		t.Fatal(err)
	}
	b, err = h.Join(a.Code(), room.Player{Name: "bob", Key: "SHA256:bob"}, "")
	if err != nil {
		t.Fatal(err)
	}
	return a, b
}

// playOpening plays the first legal move of each position until each side
// has made two moves, the least a game needs to count (room/abort.go).
func playOpening(t *testing.T, white, black *room.Client) {
	t.Helper()
	r := white.Room()
	for {
		r.Mu.Lock()
		g, started := r.G.Clone(), r.Started
		r.Mu.Unlock()
		if !started {
			t.Fatal("the game has not started")
		}
		if g.Ply() >= room.AbortPlies {
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

// openingGame is a game against the computer in which each side has made
// two moves: the least a game needs to be archived.
func openingGame(t *testing.T) *game.Game {
	t.Helper()
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for g.Ply() < room.AbortPlies {
		if err := g.Play(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// archivedRecords waits until every game handed to the store is written
// and returns them from the database, oldest first.
func archivedRecords(t *testing.T, h *room.Hub) []*pdn.Record {
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
func archivedGames(t *testing.T, h *room.Hub) []store.ArchivedGame {
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
