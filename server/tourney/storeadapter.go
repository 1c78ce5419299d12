package tourney

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/store"
)

// StoreOf is the director's Store over the server's database: EventRow
// and LogEntry are store.Tournament and store.TournamentEntry field for
// field.
func StoreOf(st *store.Store) Store { return storeAdapter{st} }

// storeAdapter converts the store's types to the director's.
type storeAdapter struct{ st *store.Store }

func (a storeAdapter) ActiveTournaments(ctx context.Context) ([]EventRow, error) {
	return eventRows(a.st.ActiveTournaments(ctx))
}

func (a storeAdapter) RecentTournaments(ctx context.Context, n int) ([]EventRow, error) {
	return eventRows(a.st.RecentTournaments(ctx, n))
}

func (a storeAdapter) Tournament(ctx context.Context, id int64) (EventRow, error) {
	t, err := a.st.Tournament(ctx, id)
	return EventRow(t), err
}

func (a storeAdapter) SetTournamentState(ctx context.Context, id int64, state string) error {
	return a.st.SetTournamentState(ctx, id, state)
}

func (a storeAdapter) FinishTournament(ctx context.Context, id int64, result string, at time.Time) error {
	return a.st.FinishTournament(ctx, id, result, at)
}

func (a storeAdapter) AppendTournamentLog(ctx context.Context, id int64, e LogEntry) (int64, error) {
	return a.st.AppendTournamentLog(ctx, id, store.TournamentEntry(e))
}

func (a storeAdapter) TournamentLog(ctx context.Context, id int64) ([]LogEntry, error) {
	es, err := a.st.TournamentLog(ctx, id)
	out := make([]LogEntry, len(es))
	for i, e := range es {
		out[i] = LogEntry(e)
	}
	return out, err
}

func (a storeAdapter) EnsureScheduled(ctx context.Context, now time.Time, ahead time.Duration) (int, error) {
	return a.st.EnsureScheduled(ctx, now, ahead)
}

func (a storeAdapter) TournamentGames(ctx context.Context, id int64, n int) ([]store.GameSummary, error) {
	return a.st.TournamentGames(ctx, id, n)
}

// eventRows converts the store's rows.
func eventRows(ts []store.Tournament, err error) ([]EventRow, error) {
	out := make([]EventRow, len(ts))
	for i, t := range ts {
		out[i] = EventRow(t)
	}
	return out, err
}
