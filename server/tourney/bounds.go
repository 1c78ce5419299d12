package tourney

import "time"

// The director's bounds: what a client can make it hold. Players per
// event are the tournament package's (tournament.MaxArenaPlayers,
// tournament.MaxSwissPlayers).
const (
	// MaxRunningEvents is the most events running at once; an event
	// whose start has come waits while that many run.
	MaxRunningEvents = 20
	// MaxLoadedEvents is the most upcoming and running events held in
	// memory (listed and joinable); later ones wait in the store.
	MaxLoadedEvents = 100
	// MaxRowsShown is the most standings rows a View gives (the
	// player's own row comes apart, View.You).
	MaxRowsShown = 100
	// MaxGamesShown is the most games in play a View lists, best first.
	MaxGamesShown = 10
	// MaxFinishedShown is the most finished events List gives.
	MaxFinishedShown = 10
	// MaxJoinsPerMinute is how many joins, pauses, resumes and
	// withdrawals a key may make per minute, over every event.
	MaxJoinsPerMinute = 10
	// MaxActionsPerPlayer is how many joins, pauses, resumes and
	// withdrawals a player may make in one event: each is a row of the
	// event's log, so a flood of join and leave stops there.
	MaxActionsPerPlayer = 40
	// maxJoinLimiters is the most keys whose join rate is tracked at
	// once; keys whose allowance has filled up again are forgotten first.
	maxJoinLimiters = 4096
	// MaxEventChat is the most chat lines an event holds: the older go.
	MaxEventChat = 100
	// maxChatters is the most speakers whose chat rate an event tracks.
	maxChatters = 256
	// FinishGrace is how long an ended arena (or the last round of a
	// swiss event) waits for its games in play, beyond the longest a
	// game of its clock may last: a game still unreported then scores
	// as aborted.
	FinishGrace = 10 * time.Minute
	// PairBackoff is how long an arena pairs nobody after a room of its
	// could not open (the hub shutting down, a player's rooms full): the
	// wave's pairings are voided as aborted games, one log row a wave,
	// so at most one such row per PairBackoff.
	PairBackoff = 30 * time.Second
	// ScheduleEvery is how often the director makes the events of the
	// operator's schedules (Store.EnsureScheduled: each schedule's next
	// event), ScheduleAhead how long before its start at most.
	ScheduleEvery = time.Minute
	ScheduleAhead = 24 * time.Hour
)

// Defaults of Config.
const (
	DefaultPoll      = 5 * time.Second
	DefaultPairEvery = 2 * time.Second
	DefaultRating    = 1500
)

// gameLimit is the longest a game of the clock may last before the
// director stops waiting for its room: both clocks run out, with the
// increment of 300 plies, and FinishGrace more. An untimed event's
// games are waited for an hour.
func gameLimit(clock, inc time.Duration) time.Duration {
	if clock <= 0 {
		return time.Hour + FinishGrace
	}
	return 2*clock + 300*inc + FinishGrace
}
