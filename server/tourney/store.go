package tourney

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// Rooms opens the room of a paired game: both players seated, white at
// White (room.Hub satisfies it).
type Rooms interface {
	StartPair(white, black room.Player, opts room.Options) (w, b *room.Client, err error)
}

// Store is where the director keeps events: their rows and, for each, an
// append-only log of what happened (joins, pauses, pairings, results)
// from which a restarted director rebuilds a running event.
type Store interface {
	ActiveTournaments(ctx context.Context) ([]EventRow, error)
	RecentTournaments(ctx context.Context, n int) ([]EventRow, error)
	Tournament(ctx context.Context, id int64) (EventRow, error)
	SetTournamentState(ctx context.Context, id int64, state string) error
	FinishTournament(ctx context.Context, id int64, result string, at time.Time) error
	AppendTournamentLog(ctx context.Context, id int64, e LogEntry) (int64, error)
	TournamentLog(ctx context.Context, id int64) ([]LogEntry, error)
	EnsureScheduled(ctx context.Context, now time.Time, ahead time.Duration) (int, error)
	TournamentGames(ctx context.Context, id int64, n int) ([]store.GameSummary, error)
}

// EventRow is an event as the store keeps it (the fields of
// store.Tournament).
type EventRow struct {
	ID                int64
	Kind              string // "arena" or "swiss"
	Name              string
	Starts            time.Time
	Minutes           int // an arena's length
	Rounds            int // a swiss event's rounds
	Clock, Increment  time.Duration
	Rated, Bots       bool
	State             string // "upcoming", "running", "finished", "cancelled"
	Schedule          int64
	Created, Finished time.Time
	Result            string // JSON, once finished
}

// The states of an event as the store writes them.
const (
	StateUpcoming  = store.TournamentUpcoming
	StateRunning   = store.TournamentRunning
	StateFinished  = store.TournamentFinished
	StateCancelled = store.TournamentCancelled
)

// LogEntry is one line of an event's log (the fields of
// store.TournamentEntry): Kind is one of the log kinds of eventlog.go,
// Data its JSON.
type LogEntry struct {
	Seq    int64
	At     time.Time
	Kind   string
	Player store.PlayerID
	Data   string
}
