package server

import "runtime"

// The engine searches of every session (games against the computer, and
// analysis in rooms) pass one gate, so that many games against the
// computer cannot take every processor from the rooms. Config.MaxSearches
// sizes it. Each session has a seat at it (ai.Gate.Seat) whose owner is
// its client's address (addrKey): the computer's moves go before hints,
// the explorer and analysis, and within each the addresses take turns,
// then an address's sessions, so that one address with many sessions
// cannot starve the others' games.

// DefaultMaxSearches is the cap on engine searches at once when
// Config.MaxSearches is 0: one per CPU the Go runtime runs on (GOMAXPROCS,
// which follows a container's CPU limit) but one, at least 1. Each search
// keeps a CPU busy; Go's scheduler gives the rooms' sessions no priority,
// so a CPU left to them is what keeps their moves quick (TestLoad with
// -load-solo=50 on 2 CPUs: the rooms' key-to-screen p50 was 9ms with a
// cap of 1, as with no solo games at all, but 42ms with a cap of 2 and
// 0.9s with none).
func DefaultMaxSearches() int { return max(runtime.GOMAXPROCS(0)-1, 1) }
