package server

import (
	"fmt"
	"runtime"

	"github.com/fetaix/fetaix/server/room"
)

// The engine searches of every session (games against the computer, and
// analysis in rooms) pass one gate, so that many games against the
// computer cannot take every processor from the rooms. Config.MaxSearches
// sizes it. Each session has a seat at it (ai.Gate.PlayerSeat) with its
// client's address (addrKey) and its player (searcherOf): the
// computer's moves go before hints, the explorer and analysis, and within
// each the addresses take turns, then an address's players, then a
// player's sessions, each session with at most one search in the turn;
// so neither one address with many sessions or keys, nor one player with
// sessions from many addresses, can starve the others' games.

// DefaultMaxSearches is the cap on engine searches at once when
// Config.MaxSearches is 0: one per CPU the Go runtime runs on (GOMAXPROCS,
// which follows a container's CPU limit) but one, at least 1. Each search
// keeps a CPU busy; Go's scheduler gives the rooms' sessions no priority,
// so a CPU left to them is what keeps their moves quick (TestLoad with
// -load-solo=50 on 2 CPUs: the rooms' key-to-screen p50 was 9ms with a
// cap of 1, as with no solo games at all, but 42ms with a cap of 2 and
// 0.9s with none).
func DefaultMaxSearches() int { return max(runtime.GOMAXPROCS(0)-1, 1) }

// searcherOf is who the player p is at the engine's queue: the store's
// player, whose keys all share one turn, or else the key; "" for a guest,
// whose sessions are each a player of their own (their address still
// shares one turn).
func searcherOf(p room.Player) string {
	switch {
	case p.ID != 0:
		return fmt.Sprintf("player %d", p.ID)
	case p.Key != "":
		return "key " + p.Key
	}
	return ""
}
