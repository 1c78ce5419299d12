package store

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestEnsureScheduled: an hourly and a daily schedule make the events
// that start in the window, at first + k periods, once however often it
// runs; a later window makes the next ones; a deleted schedule makes no
// more and its events stay.
func TestEnsureScheduled(t *testing.T) {
	c := newClock() // 12:00
	s := openTemp(t, c)
	ctx := context.Background()
	first := c.Now().Add(-90 * time.Minute).Add(15 * time.Minute) // 10:45: the next is 12:45
	hourly, err := s.CreateTournamentSchedule(ctx, TournamentSchedule{Every: Hourly, Template: arena3(first)})
	if err != nil {
		t.Fatal(err)
	}
	sw := Tournament{Kind: TournamentSwiss, Name: "Daily swiss", Starts: c.Now().Add(30 * time.Hour), Rounds: 7,
		Clock: 5 * time.Minute, Increment: 3 * time.Second, Bots: true}
	daily, err := s.CreateTournamentSchedule(ctx, TournamentSchedule{Every: Daily, Template: sw})
	if err != nil {
		t.Fatal(err)
	}
	list, err := s.TournamentSchedules(ctx)
	if err != nil || len(list) != 2 || list[0].ID != hourly || list[1].Every != Daily ||
		list[1].Template.Rounds != 7 || list[1].Template.Increment != 3*time.Second || !list[1].Template.Bots ||
		!list[1].Template.Starts.Equal(sw.Starts) || !list[1].Created.Equal(c.Now()) {
		t.Fatalf("schedules: %+v, %v", list, err)
	}
	for range 2 {
		n, err := s.EnsureScheduled(ctx, c.Now(), 3*time.Hour)
		if err != nil {
			t.Fatal(err)
		}
		if active, _ := s.ActiveTournaments(ctx); len(active) != 1 {
			t.Fatalf("%d made, active %+v; want the hourly schedule's next event alone", n, active)
		}
	}
	active, _ := s.ActiveTournaments(ctx)
	for i, a := range active {
		want := c.Now().Add(45*time.Minute + time.Duration(i)*time.Hour)
		if !a.Starts.Equal(want) || a.Schedule != hourly || a.Kind != TournamentArena || a.Name != "Hourly 3+2" ||
			a.Clock != 3*time.Minute || !a.Rated || a.State != TournamentUpcoming {
			t.Errorf("event %d: %+v, want an arena at %v", i, a, want)
		}
	}
	// a day later: the hourly schedule's next event and the first daily one
	c.Advance(24 * time.Hour)
	n, err := s.EnsureScheduled(ctx, c.Now(), 7*time.Hour)
	if err != nil || n != 2 {
		t.Fatalf("a day later: %d made, %v; want the next hourly and the first daily", n, err)
	}
	if n, _ := s.EnsureScheduled(ctx, c.Now(), 7*time.Hour); n != 0 {
		t.Fatalf("again: %d made", n)
	}
	active, _ = s.ActiveTournaments(ctx)
	var dailies []Tournament
	for _, a := range active {
		if a.Schedule == daily {
			dailies = append(dailies, a)
		}
	}
	if len(dailies) != 1 || !dailies[0].Starts.Equal(sw.Starts) || dailies[0].Rounds != 7 || dailies[0].Minutes != 0 {
		t.Fatalf("daily events: %+v", dailies)
	}
	if n, _ := s.EnsureScheduled(ctx, c.Now(), 31*time.Hour); n != 0 {
		t.Fatalf("a longer window: %d made, want none (each schedule's next event is there)", n)
	}
	c.Advance(time.Hour) // the hourly event has started: its next one is made
	if n, _ := s.EnsureScheduled(ctx, c.Now(), 31*time.Hour); n != 1 {
		t.Fatalf("an hour later: %d made, want the next hourly one", n)
	}
	if err := s.DeleteTournamentSchedule(ctx, hourly); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteTournamentSchedule(ctx, hourly); !errors.Is(err, ErrNoSchedule) {
		t.Fatalf("deleting it again: %v", err)
	}
	before, _ := s.ActiveTournaments(ctx)
	c.Advance(48 * time.Hour)
	if n, _ := s.EnsureScheduled(ctx, c.Now(), 2*time.Hour); n != 0 {
		t.Fatalf("%d made within two hours after the hourly schedule went", n)
	}
	if after, _ := s.ActiveTournaments(ctx); len(after) != len(before) {
		t.Fatalf("events of a deleted schedule: %d, then %d", len(before), len(after))
	}
}

// TestScheduleBounds: a schedule of a period that is none, of a bad
// template or of an arena longer than its period is refused; at most
// MaxTournamentSchedules are kept; EnsureScheduled looks at most
// MaxScheduleAhead ahead.
func TestScheduleBounds(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	for _, tc := range []struct {
		sc   TournamentSchedule
		want string
	}{
		{TournamentSchedule{Every: "weekly", Template: arena3(c.Now())}, `hourly or daily, not "weekly"`},
		{TournamentSchedule{Every: Hourly, Template: Tournament{Kind: "arena"}}, "an arena lasts"},
		{TournamentSchedule{Every: Hourly, Template: func() Tournament { a := arena3(c.Now()); a.Minutes = 90; return a }()},
			"an hourly arena lasts at most 60 minutes, not 90"},
	} {
		if _, err := s.CreateTournamentSchedule(ctx, tc.sc); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want %q", tc.sc, err, tc.want)
		}
	}
	for i := range MaxTournamentSchedules {
		if _, err := s.CreateTournamentSchedule(ctx, TournamentSchedule{Every: Daily, Template: arena3(c.Now().Add(time.Duration(i) * time.Minute))}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.CreateTournamentSchedule(ctx, TournamentSchedule{Every: Daily, Template: arena3(c.Now())}); err == nil ||
		!strings.Contains(err.Error(), "the most the server keeps") {
		t.Fatalf("one schedule too many: %v", err)
	}
	if list, _ := s.TournamentSchedules(ctx); len(list) != MaxTournamentSchedules {
		t.Fatalf("%d schedules", len(list))
	}
	n, err := s.EnsureScheduled(ctx, c.Now(), 365*24*time.Hour)
	if want := MaxTournamentSchedules; err != nil || n != want {
		t.Fatalf("a year ahead: %d made, %v; want %d (each schedule's next event)", n, err, want)
	}
}
