package server

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
// first failure and of the write that succeeds after it. A game the
// writer gives up on as it closes, or refuses, is written as a PDN file
// into DATA-DIR/games instead (fallback, the hub's saveAsync), so
// nothing is lost.
type archiver struct {
	st       *store.Store
	w        *store.Writer
	log      *slog.Logger
	fallback func(rec Record, report func(error))

	pending inflight  // games submitted and neither acknowledged nor given up
	latency latencies // from submission to acknowledgement
}

// newArchiver starts a writer into st.
func newArchiver(st *store.Store, opts store.WriterOptions, log *slog.Logger, fallback func(Record, func(error))) *archiver {
	return &archiver{st: st, w: st.NewWriter(opts), log: log, fallback: fallback}
}

// finished hands a game that has ended (or was interrupted) to the
// archive; a hub without one (tests) writes it as a PDN file. See
// archiver.submit for report and saved.
func (h *Hub) finished(rec Record, report func(error), saved func(store.Saved)) {
	if h.archive == nil {
		h.saveAsync(rec, report)
		return
	}
	h.archive.submit(rec, report, saved)
}

// finishedGame is rec as the store takes it.
func finishedGame(rec Record) store.FinishedGame {
	return store.FinishedGame{Record: pdnRecord(rec),
		White: store.Seat{Player: rec.WhiteID, Name: rec.White}, Black: store.Seat{Player: rec.BlackID, Name: rec.Black},
		Rated: rec.Rated, Class: rec.Class, Level: rec.Level, Ended: rec.Date, Chat: rec.Chat}
}

// submit hands rec to the writer and returns at once. report (if not nil)
// is told of the first failed write and of a success after failures;
// saved (if not nil) gets the store's acknowledgement, with the rating
// changes of a rated game. Both run on the writer's goroutine, in order,
// and must not block: they may take a room's lock, which is only ever held
// briefly and never while waiting for the writer.
func (ar *archiver) submit(rec Record, report func(error), saved func(store.Saved)) {
	g := finishedGame(rec)
	start := time.Now()
	failed := false // touched only on the writer's goroutine
	g.Saved = func(s store.Saved) {
		ar.latency.add(time.Since(start))
		ar.log.Info("game archived", "room", rec.Code, "game", rec.GameNo, "id", s.ID, "rated", s.Rated)
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
			ar.log.Error("the database could not take a game; writing it to the games directory instead",
				"room", rec.Code, "game", rec.GameNo, "error", err)
			ar.fallback(rec, nil) // counted in the hub's saves before this game leaves pending
			ar.pending.Done()
			return
		}
		ar.log.Error("archiving game; keeping it and retrying", "room", rec.Code, "game", rec.GameNo, "error", err)
		if !failed && report != nil {
			report(dbError{err})
		}
		failed = true
	}
	ar.pending.Add()
	if err := ar.w.Submit(g); err != nil {
		ar.pending.Done()
		ar.log.Error("the database refused a game; writing it to the games directory instead",
			"room", rec.Code, "game", rec.GameNo, "error", err)
		ar.fallback(rec, report)
	}
}

// close stops the writer: every game still waiting gets one more try
// within ctx, and what still fails goes to the fallback.
func (ar *archiver) close(ctx context.Context) error {
	_, err := ar.w.Close(ctx)
	return err
}

// WriteLatency returns the percentiles of the time from a finished
// game's submission to the store's acknowledgement of its commit.
func (s *Server) WriteLatency() Percentiles { return s.hub.archive.latency.percentiles() }

// dbError marks an error of the database, for the words players see
// (storageTrouble).
type dbError struct{ err error }

func (e dbError) Error() string { return "database: " + e.err.Error() }
func (e dbError) Unwrap() error { return e.err }
