package server

import (
	"fmt"
	"runtime"

	"github.com/fetaix/fetaix/ai"
)

// The engine searches of every session (games against the computer, and
// analysis in rooms) pass one gate, so that many games against the
// computer cannot take every processor from the rooms, and a search that
// asked first runs first. Config.MaxSearches sizes it.

// DefaultMaxSearches is the cap on engine searches at once when
// Config.MaxSearches is 0: one per CPU.
func DefaultMaxSearches() int { return runtime.NumCPU() }

// searchGate fills in Config.MaxSearches and returns the server's gate.
func searchGate(cfg *Config) (*ai.Gate, error) {
	if cfg.MaxSearches == 0 {
		cfg.MaxSearches = DefaultMaxSearches()
	}
	if cfg.MaxSearches < 1 {
		return nil, fmt.Errorf("max searches: want at least 1, got %d", cfg.MaxSearches)
	}
	return ai.NewGate(cfg.MaxSearches), nil
}
