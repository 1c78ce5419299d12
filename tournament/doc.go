// Package tournament holds the rules of Fetaix's two tournament formats as
// pure logic, with no clock, network or storage: arenas, which pair
// whoever is free at once and score by streaks (arena.go,
// arena_pairing.go, arena_score.go), and swiss events, a fixed number of
// rounds of two-game matches paired by score groups (swiss.go,
// swiss_pairing.go, swiss_standings.go). docs/tournaments.md states the
// rules as this package implements them.
//
// Players are named by an ID the caller chooses (an account's name or a
// key's fingerprint); whether two players may meet at all (a block
// between them, the same address or linked keys in a rated event) is the
// caller's call, passed as a MayMeet predicate.
package tournament

// ID names a player of an event.
type ID string

// MayMeet reports whether two players may be paired at all: false when
// one blocks the other, or, in a rated event, when they share an address
// or have linked keys. It must be symmetric. A nil MayMeet lets anyone
// meet anyone.
type MayMeet func(a, b ID) bool

// may calls m, treating nil as "anyone may meet anyone".
func (m MayMeet) may(a, b ID) bool { return m == nil || m(a, b) }
