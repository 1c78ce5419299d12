package server

import "time"

// roomMetrics is what the hub and its rooms report to the server's
// metrics: the games that start and finish (gameCount) and the archive's
// writes. The server's Prometheus counters (opsMetrics) implement it.
type roomMetrics interface {
	// gameStarted counts a game of kind ("room", "solo") starting.
	gameStarted(kind string, rated bool)
	// gameFinished counts a game of kind finishing, with how it ended
	// (endOf).
	gameFinished(kind string, rated bool, termination string)
	// storeWrite counts a finished game's write to the archive by result
	// ("ok" after took, "retry", "file").
	storeWrite(result string, took time.Duration)
}

// noMetrics counts nothing: a hub's metrics until the server gives its
// own.
type noMetrics struct{}

func (noMetrics) gameStarted(string, bool)          {}
func (noMetrics) gameFinished(string, bool, string) {}
func (noMetrics) storeWrite(string, time.Duration)  {}
