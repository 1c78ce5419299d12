package server

import (
	"time"

	"github.com/fetaix/fetaix/server/metrics"
)

// opsMetrics are the server's counters (metrics.Ops) as the rooms, the
// sessions and the archive move them. A nil *opsMetrics (a hub without a
// server, in tests) counts nothing.
type opsMetrics struct{ ops *metrics.Ops }

// newOpsMetrics returns the metrics of s, its gauges bound to it and its
// build (Config.Build) exported.
func newOpsMetrics(s *Server) *opsMetrics {
	m := &opsMetrics{metrics.New(metrics.Gauges{
		Sessions:        s.Sessions,
		Rooms:           func() int { return s.hub.RoomCount() },
		SearchesRunning: func() int { return s.searches.Stats().Running },
		SearchesQueued:  func() int { return s.searches.Stats().Queued },
		SearchSlots:     func() int { return s.searches.Stats().Slots },
		GamesUnsaved:    func() int { return s.hub.UnsavedGames() },
		BooksLoaded:     func() bool { return s.books.Ready() },
	})}
	m.ops.Build(s.cfg.Build.Version, s.cfg.Build.Revision, s.cfg.Build.Modified)
	return m
}

// GameStarted counts a game of kind starting.
func (m *opsMetrics) GameStarted(kind string, rated bool) {
	if m != nil {
		m.ops.GameStarted(kind, rated)
	}
}

// GameFinished counts a game of kind ending, with how it ended
// (room/gamecount.go, which calls it once per game started).
func (m *opsMetrics) GameFinished(kind string, rated bool, termination string) {
	if m != nil {
		m.ops.GameFinished(kind, rated, termination)
	}
}

// refused counts a client refused by the limit that msg (the event log's
// message, a constant) tells of.
func (m *opsMetrics) refused(msg string) {
	if m != nil {
		m.ops.Refused(msg)
	}
}

// outputDropped counts a session dropped for not reading its output
// (stalled), or whose output could not be written as its client had gone.
func (m *opsMetrics) outputDropped(stalled bool) {
	if m != nil {
		m.ops.OutputDropped(stalled)
	}
}

// StoreWrite counts a write of a game to the database with its result,
// and the latency of the successful ones.
func (m *opsMetrics) StoreWrite(result string, took time.Duration) {
	if m != nil {
		m.ops.StoreWrite(result, took)
	}
}
