package tourney

import "time"

// EventID names an event: its row in the store.
type EventID int64

// Kind is an event's format.
type Kind string

// The two formats (package tournament holds their rules).
const (
	Arena Kind = "arena"
	Swiss Kind = "swiss"
)

// State is where an event stands.
type State int8

// The states of an event, in the order it goes through them.
const (
	Upcoming State = iota
	Running
	Finished
	Cancelled
)

// Summary is one event as the list of events shows it.
type Summary struct {
	ID   EventID
	Kind Kind
	Name string
	// Starts is when the event begins; Ends when an arena ends (a swiss
	// event: when it finished, zero before).
	Starts, Ends time.Time
	// Rounds and Round are a swiss event's rounds and the round being
	// played (0 before the first); 0 for an arena.
	Rounds, Round int
	Clock         string // the time control, as rooms write it ("3+2")
	Rated, Bots   bool   // rated; open to bot accounts
	State         State
	Players       int
	Joined        bool // the player asking is in it (paused or not)
}

// Row is one line of an event's standings.
type Row struct {
	Rank  int
	Name  string
	Bot   bool
	Score int // arena points, or a swiss event's match points
	// Streak marks an arena player on a streak (wins score double).
	Streak bool
	Games  int // games scored (arena), matches played (swiss)
	// Perf is an arena player's performance; Buchholz and
	// SonnebornBerger a swiss player's tie-breaks, in match points.
	Perf                      int
	Buchholz, SonnebornBerger int
	// Sheet is the player's results, latest last: arena points per game
	// ("2 4 4 0"), or a swiss player's matches ("+ = - bye").
	Sheet                      string
	Paused, Withdrawn, Playing bool
}

// Game is a game of the event being played now, to watch.
type Game struct {
	Code         string // the room's code
	White, Black string
	// Rank is the better standing of its two players: the top games come
	// first.
	Rank int
}

// View is one event's page as a player sees it.
type View struct {
	Summary
	Rows  []Row // the top of the standings, at most MaxRowsShown
	You   *Row  // the player's own row, when not among Rows; nil if not in it
	Games []Game
	// Pairings are a swiss event's pairings of the round being played (or
	// the last), one line each ("alice – bob 1½–½", "carol: bye").
	Pairings []string
	// Left is the time left in a running arena, or before an upcoming
	// event starts.
	Left time.Duration
}
