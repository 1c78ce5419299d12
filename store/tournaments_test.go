package store

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// arena3 is a valid arena: 3+2, an hour, rated.
func arena3(starts time.Time) Tournament {
	return Tournament{Kind: TournamentArena, Name: "Hourly 3+2", Starts: starts, Minutes: 60,
		Clock: 3 * time.Minute, Increment: 2 * time.Second, Rated: true}
}

// TestTournamentRoundTrip: an event created is read back as given,
// upcoming, its name cleaned; it is active until cancelled or finished,
// then recent, the latest first; a finished event keeps its result and
// changes state no more.
func TestTournamentRoundTrip(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	start := c.Now().Add(time.Hour)
	a := arena3(start)
	a.Name = "  Blitz \x1b[31mnight  "
	id, err := s.CreateTournament(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	sw := Tournament{Kind: TournamentSwiss, Name: "Sunday swiss", Starts: start.Add(-time.Minute), Rounds: 5,
		Clock: 10 * time.Minute, Bots: true}
	id2, err := s.CreateTournament(ctx, sw)
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Tournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	want := a
	want.ID, want.Name, want.State, want.Created = id, "Blitz [31mnight", TournamentUpcoming, c.Now()
	if !got.Starts.Equal(want.Starts) || !got.Created.Equal(want.Created) {
		t.Fatalf("times %v %v, want %v %v", got.Starts, got.Created, want.Starts, want.Created)
	}
	got.Starts, got.Created, want.Starts, want.Created = time.Time{}, time.Time{}, time.Time{}, time.Time{}
	if got != want {
		t.Fatalf("read %+v\nwant %+v", got, want)
	}
	if _, err := s.Tournament(ctx, 999); !errors.Is(err, ErrNoTournament) {
		t.Fatalf("no such event: %v", err)
	}
	active, err := s.ActiveTournaments(ctx)
	if err != nil || len(active) != 2 || active[0].ID != id2 || active[1].ID != id {
		t.Fatalf("active (by start): %+v, %v", active, err)
	}
	if err := s.SetTournamentState(ctx, id, TournamentRunning); err != nil {
		t.Fatal(err)
	}
	if err := s.SetTournamentState(ctx, id2, TournamentCancelled); err != nil {
		t.Fatal(err)
	}
	c.Advance(2 * time.Hour)
	if err := s.FinishTournament(ctx, id, `{"rows":[]}`, c.Now()); err != nil {
		t.Fatal(err)
	}
	if active, _ := s.ActiveTournaments(ctx); len(active) != 0 {
		t.Fatalf("active after the end: %+v", active)
	}
	recent, err := s.RecentTournaments(ctx, 10)
	if err != nil || len(recent) != 2 || recent[0].ID != id || recent[1].ID != id2 {
		t.Fatalf("recent: %+v, %v", recent, err)
	}
	if r := recent[0]; r.State != TournamentFinished || r.Result != `{"rows":[]}` || !r.Finished.Equal(c.Now()) {
		t.Fatalf("finished event: %+v", r)
	}
	if r := recent[1]; r.State != TournamentCancelled || r.Result != "" || !r.Finished.IsZero() {
		t.Fatalf("cancelled event: %+v", r)
	}
	if recent, _ := s.RecentTournaments(ctx, 1); len(recent) != 1 || recent[0].ID != id {
		t.Fatalf("recent, 1: %+v", recent)
	}
	for _, tc := range []struct {
		id    int64
		state string
		want  error
	}{
		{id, TournamentRunning, ErrTournamentState},
		{id2, TournamentRunning, ErrTournamentState},
		{id, "paused", ErrTournamentState},
		{id, TournamentFinished, ErrTournamentState},
		{999, TournamentCancelled, ErrNoTournament},
	} {
		if err := s.SetTournamentState(ctx, tc.id, tc.state); !errors.Is(err, tc.want) {
			t.Errorf("event %d to %s: %v, want %v", tc.id, tc.state, err, tc.want)
		}
	}
	if err := s.FinishTournament(ctx, id2, "{}", c.Now()); !errors.Is(err, ErrTournamentState) {
		t.Errorf("finishing a cancelled event: %v", err)
	}
}

// TestTournamentValidation: every setting out of its bounds is refused
// with a message that says which, and nothing is stored.
func TestTournamentValidation(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	start := time.Date(2026, 12, 7, 18, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		change func(*Tournament)
		want   string
	}{
		{func(t *Tournament) { t.Kind = "knockout" }, `an arena or a swiss event, not "knockout"`},
		{func(t *Tournament) { t.Minutes = 9 }, "an arena lasts 10 to 1440 minutes, not 9"},
		{func(t *Tournament) { t.Minutes = 1441 }, "not 1441"},
		{func(t *Tournament) { t.Rounds = 3 }, "an arena has no rounds"},
		{func(t *Tournament) { t.Kind, t.Minutes, t.Rounds = TournamentSwiss, 0, 0 }, "a swiss event has 1 to 30 rounds, not 0"},
		{func(t *Tournament) { t.Kind, t.Minutes, t.Rounds = TournamentSwiss, 0, 31 }, "not 31"},
		{func(t *Tournament) { t.Kind, t.Rounds = TournamentSwiss, 3 }, "a swiss event has no length in minutes"},
		{func(t *Tournament) { t.Name = " \x1b\u200b " }, "a tournament needs a name"},
		{func(t *Tournament) { t.Clock = 0 }, "a tournament's clock is 30s to 3h0m0s, not 0s"},
		{func(t *Tournament) { t.Clock = 29 * time.Second }, "not 29s"},
		{func(t *Tournament) { t.Clock = 3*time.Hour + time.Second }, "not 3h0m1s"},
		{func(t *Tournament) { t.Increment = -time.Second }, "increment is 0 to 1m0s, not -1s"},
		{func(t *Tournament) { t.Increment = 61 * time.Second }, "not 1m1s"},
		{func(t *Tournament) { t.Starts = time.Time{} }, "needs a start time"},
	} {
		tt := arena3(start)
		tc.change(&tt)
		if _, err := s.CreateTournament(ctx, tt); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tt, err, tc.want)
		}
	}
	if active, _ := s.ActiveTournaments(ctx); len(active) != 0 {
		t.Fatalf("refused events were stored: %+v", active)
	}
	long := arena3(start)
	long.Name = strings.Repeat("é", 80)
	id, err := s.CreateTournament(ctx, long)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Tournament(ctx, id); got.Name != strings.Repeat("é", MaxTournamentName) {
		t.Fatalf("a long name is stored as %q", got.Name)
	}
}
