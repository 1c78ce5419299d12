package room

import (
	"context"
	"log/slog"
	"time"

	"github.com/fetaix/fetaix/store"
)

// archiver hands the server's finished games (rooms and games against the
// computer) to the store's writer, which commits them on its own
// goroutine: a room never waits for the disk. A game the writer cannot
// write stays in its memory and is retried; its players are told of the
// first failure and of the write that succeeds after it; the log tells of
// the failures in a summary at most every EventLogEvery. A game the writer
// gives up on as it closes, or refuses, or any game beyond maxHeld held in
// memory, is written at once to a file of DATA-DIR/games/unstored instead
// (hold), which the next start stores (store.StoreHeld), so nothing is
// lost; a game that cannot even be written there is logged with its text.
type archiver struct {
	st      *store.Store
	w       *store.Writer
	log     *slog.Logger
	hub     *Hub   // its failure log, its count of background writes, its metrics
	heldDir string // store.HeldDir
	maxHeld int

	pending inflight  // games submitted and neither acknowledged nor given up
	latency Latencies // from submission to acknowledgement
}

// newArchiver starts a writer into st for hub h with cfg.
func newArchiver(st *store.Store, cfg Config, h *Hub) *archiver {
	return &archiver{st: st, w: st.NewWriter(cfg.Writer), log: cfg.Log, hub: h,
		heldDir: store.HeldDir(cfg.DataDir), maxHeld: cfg.MaxHeldGames}
}

// Finished hands g, a game that has ended (or was interrupted), to the
// archive; ref names it in the log. See archiver.submit for report and
// saved.
func (h *Hub) Finished(ref GameRef, g store.FinishedGame, report func(error), saved func(store.Saved)) {
	h.archive.submit(ref, g, report, saved)
}

// submit hands g to the writer and returns at once. report (if not nil)
// is told of the first failed write and of a success after failures;
// saved (if not nil) gets the store's acknowledgement, with the rating
// changes of a rated game. Both run on the writer's goroutine, in order,
// and must not block: they may take a room's lock, which is only ever held
// briefly and never while waiting for the writer.
func (ar *archiver) submit(ref GameRef, g store.FinishedGame, report func(error), saved func(store.Saved)) {
	start := time.Now()
	failed := false // touched only on the writer's goroutine
	g.Saved = func(s store.Saved) {
		ar.latency.Add(time.Since(start))
		ar.hub.Ops.StoreWrite("ok", time.Since(start))
		ar.log.Info("game archived", "room", ref.Code, "game", ref.No, "id", s.ID, "rated", s.Rated)
		if failed && report != nil {
			report(nil)
		}
		if saved != nil {
			saved(s)
		}
		ar.pending.Done()
	}
	g.Failed = func(err error, gaveUp bool) {
		if gaveUp {
			ar.hub.Ops.StoreWrite("file", 0)
			ar.log.Error("the database could not take a game; writing it to the games directory instead",
				"room", ref.Code, "game", ref.No, "error", err)
			_ = ar.hold(ref, g)
			ar.pending.Done()
			return
		}
		ar.hub.Ops.StoreWrite("retry", 0)
		ar.hub.failures.Note("archiving games failed; keeping them and retrying",
			"room", ref.Code, "game", ref.No, "held", ar.pending.Len(), "error", err)
		if !failed && report != nil {
			report(dbError{err})
		}
		failed = true
	}
	if n := ar.pending.Len(); n >= ar.maxHeld {
		ar.hub.failures.Note("the server holds the most games it may in memory; writing games to the games directory at once",
			"room", ref.Code, "game", ref.No, "held", n)
		ar.hub.Ops.StoreWrite("file", 0)
		ar.holdAsync(ref, g, report)
		return
	}
	ar.pending.Add()
	if err := ar.w.Submit(g); err != nil {
		ar.pending.Done()
		ar.hub.Ops.StoreWrite("file", 0)
		ar.log.Error("the database refused a game; writing it to the games directory instead",
			"room", ref.Code, "game", ref.No, "error", err)
		ar.holdAsync(ref, g, report)
	}
}

// hold writes g to a file of the held games, stored at the next start;
// one that cannot be written is logged with its text (lost).
func (ar *archiver) hold(ref GameRef, g store.FinishedGame) error {
	path, err := store.WriteHeld(ar.heldDir, g)
	if err != nil {
		ar.lost(ref, g, err)
		return err
	}
	ar.log.Warn("game written to a file; it is stored at the next start", "room", ref.Code, "game", ref.No, "path", path)
	return nil
}

// holdAsync holds g in the background (the caller may hold a room's
// lock), counted in the hub's saves so that Shutdown waits for it, and
// tells report (if not nil) when even that failed.
func (ar *archiver) holdAsync(ref GameRef, g store.FinishedGame, report func(error)) {
	ar.hub.Saves.Add()
	go func() {
		defer ar.hub.Saves.Done()
		if err := ar.hold(ref, g); err != nil && report != nil {
			report(err)
		}
	}()
}

// lost logs a game that could not be written anywhere, with its text, so
// that it is not lost with the process.
func (ar *archiver) lost(ref GameRef, g store.FinishedGame, err error) {
	ar.log.Error("could not write game record before shutdown", "room", ref.Code, "game", ref.No,
		"white", g.White.Name, "black", g.Black.Name, "error", err, "record", recordText(g))
}

// close stops the writer: every game still waiting gets one more try
// within ctx, and what still fails goes to the fallback.
func (ar *archiver) close(ctx context.Context) error {
	_, err := ar.w.Close(ctx)
	return err
}

// UseStore gives h the store its finished games are written to, through
// a writer started with cfg; a hub writes no game before it has one. The
// games in progress the store kept come back as rooms (restore.go).
func (h *Hub) UseStore(st *store.Store, cfg Config) {
	h.archive = newArchiver(st, cfg, h)
	grace := cfg.RestartGrace
	if grace <= 0 {
		grace = DefaultRestartGrace
	}
	h.restoreLive(st, grace)
}

// Store is the store h writes its finished games to.
func (h *Hub) Store() *store.Store { return h.archive.st }

// CloseArchive stops h's writer: every game still waiting gets one more
// try within ctx, and what still fails goes to the fallback file.
func (h *Hub) CloseArchive(ctx context.Context) error { return h.archive.close(ctx) }

// WaitArchived waits until every finished game handed to the archive so
// far has been written or given up on.
func (h *Hub) WaitArchived() { h.archive.pending.Wait() }

// UnsavedGames counts the finished games handed to the archive and not
// yet written nor given up on.
func (h *Hub) UnsavedGames() int { return h.archive.pending.Len() }

// WriteLatency summarises how long the archive's writes took, from
// hand-off to acknowledgement.
func (h *Hub) WriteLatency() Percentiles { return h.archive.latency.Percentiles() }

// dbError marks an error of the database, for the words players see
// (storageTrouble).
type dbError struct{ err error }

// Error says the database failed, and how.
func (e dbError) Error() string { return "database: " + e.err.Error() }

// Unwrap is the database's error.
func (e dbError) Unwrap() error { return e.err }
