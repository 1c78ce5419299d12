package room

import "time"

// Metrics is what the hub and its rooms report to the server's
// metrics: the games that start and finish (GameCount) and the archive's
// writes. The server's Prometheus counters implement it.
type Metrics interface {
	// GameStarted counts a game of kind ("room", "solo") starting.
	GameStarted(kind string, rated bool)
	// GameFinished counts a game of kind finishing, with how it ended
	// (EndOf).
	GameFinished(kind string, rated bool, termination string)
	// StoreWrite counts a finished game's write to the archive by result
	// ("ok" after took, "retry", "file").
	StoreWrite(result string, took time.Duration)
}

// noMetrics counts nothing: a hub's metrics until the server gives its
// own.
type noMetrics struct{}

// GameStarted counts nothing.
func (noMetrics) GameStarted(string, bool) {}

// GameFinished counts nothing.
func (noMetrics) GameFinished(string, bool, string) {}

// StoreWrite counts nothing.
func (noMetrics) StoreWrite(string, time.Duration) {}
