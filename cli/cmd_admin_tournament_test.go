package cli

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/store"
)

// TestAdminTournamentRoundTrip: an arena and a swiss event created on
// the command line are stored as given and listed; a schedule is listed
// with them; cancel moves an event to cancelled (then listed among the
// finished) and refuses it twice; unschedule removes the schedule.
func TestAdminTournamentRoundTrip(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	out := adminOK(t, dir, "tournament", "create", "--arena", "--name", "Blitz night", "--start", "2036-12-07T18:00:00Z",
		"--minutes", "60", "--clock", "3+2", "--rated")
	want := `tournament 1, upcoming: arena "Blitz night", 3+2, 60 minutes, rated, starts 2036-12-07 18:00 UTC` + "\n"
	if out != want {
		t.Fatalf("create arena:\n got %q\nwant %q", out, want)
	}
	before := time.Now()
	out = adminOK(t, dir, "tournament", "create", "--swiss", "--name", "Sunday swiss", "--start", "+10m",
		"--rounds", "5", "--clock", "0.5+0", "--bots")
	if !strings.HasPrefix(out, `tournament 2, upcoming: swiss "Sunday swiss", 0.5+0, 5 rounds, casual, bots too, starts `) {
		t.Fatalf("create swiss: %q", out)
	}
	out = adminOK(t, dir, "tournament", "create", "--arena", "--name", "Hourly", "--start", "2036-12-07T18:30:00Z",
		"--minutes", "50", "--clock", "1+0", "--every", "hourly")
	if want := `schedule 1: hourly arena "Hourly", 1+0, 50 minutes, casual, from 2036-12-07 18:30 UTC; the server makes each event ahead of its start` + "\n"; out != want {
		t.Fatalf("create schedule:\n got %q\nwant %q", out, want)
	}
	withStore(t, dir, func(s *store.Store) {
		ctx := context.Background()
		sw, err := s.Tournament(ctx, 2)
		if err != nil {
			t.Fatal(err)
		}
		if sw.Kind != store.TournamentSwiss || sw.Rounds != 5 || sw.Clock != 30*time.Second || sw.Increment != 0 ||
			sw.Rated || !sw.Bots || sw.Starts.Before(before.Add(10*time.Minute).Truncate(time.Second)) ||
			sw.Starts.After(time.Now().Add(10*time.Minute)) {
			t.Errorf("swiss stored as %+v", sw)
		}
		if scs, err := s.TournamentSchedules(ctx); err != nil || len(scs) != 1 || scs[0].Template.Minutes != 50 {
			t.Errorf("schedules %+v, %v", scs, err)
		}
	})
	list := adminOK(t, dir, "tournament", "list")
	lines := strings.Split(strings.TrimSpace(list), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "tournament 2, upcoming: swiss") ||
		!strings.HasPrefix(lines[1], "tournament 1, upcoming: arena") || !strings.HasPrefix(lines[2], "schedule 1: hourly") {
		t.Fatalf("list:\n%s", list)
	}
	out = adminOK(t, dir, "tournament", "cancel", "1")
	if !strings.HasPrefix(out, `tournament 1, cancelled: arena "Blitz night"`) {
		t.Fatalf("cancel: %q", out)
	}
	code, _, errOut := runFetaix("admin", "tournament", "cancel", "1", "--data-dir", dir)
	if code != 1 || !strings.Contains(errOut, "tournament 1 is over already") {
		t.Fatalf("cancel twice: exit %d, %q", code, errOut)
	}
	adminOK(t, dir, "tournament", "unschedule", "1")
	list = adminOK(t, dir, "tournament", "list")
	if lines := strings.Split(strings.TrimSpace(list), "\n"); len(lines) != 2 ||
		!strings.HasPrefix(lines[0], "tournament 2, upcoming") || !strings.HasPrefix(lines[1], "tournament 1, cancelled") {
		t.Fatalf("list after cancel and unschedule:\n%s", list)
	}
	code, _, errOut = runFetaix("admin", "tournament", "unschedule", "1", "--data-dir", dir)
	if code != 1 || !strings.Contains(errOut, "no such tournament schedule: 1") {
		t.Fatalf("unschedule twice: exit %d, %q", code, errOut)
	}
}

// TestAdminTournamentBadInput: each mistake of the command line is
// refused with its own message, exit 2 for a command line that does not
// hold (nothing is stored), 1 for an id the database does not have.
func TestAdminTournamentBadInput(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	arena := func(extra ...string) []string {
		args := []string{"tournament", "create", "--name", "A", "--start", "now", "--clock", "3+2", "--minutes", "30"}
		return append(args, extra...)
	}
	swiss := func(extra ...string) []string {
		return append([]string{"tournament", "create", "--swiss", "--name", "S", "--start", "now", "--clock", "3+2"}, extra...)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{arena(), 2, "give one of --arena and --swiss"},
		{arena("--arena", "--swiss"), 2, "give one of --arena and --swiss"},
		{arena("--arena", "--clock", "3"), 2, `--clock: bad value "3" (want minutes+seconds a move`},
		{arena("--arena", "--clock", "fast"), 2, `--clock: bad value "fast"`},
		{arena("--arena", "--clock", "0.4+0"), 2, "a tournament's clock is 30s to 3h0m0s, not 24s"},
		{arena("--arena", "--clock", "181+0"), 2, "not 3h1m0s"},
		{arena("--arena", "--clock", "3+61"), 2, "increment is 0 to 1m0s, not 1m1s"},
		{arena("--arena", "--minutes", "5"), 2, "an arena lasts 10 to 1440 minutes, not 5"},
		{arena("--arena", "--rounds", "3"), 2, "an arena has no rounds"},
		{swiss("--rounds", "31"), 2, "a swiss event has 1 to 30 rounds, not 31"},
		{swiss(), 2, "a swiss event has 1 to 30 rounds, not 0"},
		{arena("--arena", "--start", "tomorrow"), 2, `--start: bad value "tomorrow" (want RFC 3339`},
		{arena("--arena", "--start", "2026-12-07 18:00"), 2, `--start: bad value`},
		{arena("--arena", "--start", "+-5m"), 2, `--start: bad value`},
		{arena("--arena", "--start", "2001-01-01T00:00:00Z"), 2, "--start: 2001-01-01T00:00:00Z is in the past"},
		{arena("--arena", "--name", " \x1b "), 2, "a tournament needs a name"},
		{[]string{"tournament", "create", "--arena", "--start", "now", "--clock", "3+2", "--minutes", "30"}, 2, "--name is required"},
		{[]string{"tournament", "create", "--arena", "--name", "A", "--clock", "3+2", "--minutes", "30"}, 2, "--start is required"},
		{[]string{"tournament", "create", "--arena", "--name", "A", "--start", "now", "--minutes", "30"}, 2, "--clock is required"},
		{arena("--arena", "--every", "weekly"), 2, `--every: a schedule is hourly or daily, not "weekly"`},
		{arena("--arena", "--every", "hourly", "--minutes", "90"), 2, "an hourly arena lasts at most 60 minutes, not 90"},
		{[]string{"tournament", "create", "extra"}, 2, "tournament create: want 0 arguments, got 1"},
		{[]string{"tournament", "cancel"}, 2, "tournament cancel: want 1 argument, got 0"},
		{[]string{"tournament", "cancel", "x"}, 2, `tournament cancel: want an id (a number from 1), got "x"`},
		{[]string{"tournament", "cancel", "99"}, 1, "no such tournament: 99"},
		{[]string{"tournament", "unschedule", "0"}, 2, "want an id"},
		{[]string{"tournament", "start"}, 2, `unknown subcommand "start"`},
	} {
		code, _, errOut := runFetaix(append(append([]string{"admin"}, tc.args...), "--data-dir", dir)...)
		if code != tc.code || !strings.Contains(errOut, tc.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("admin %q: exit %d, %q; want exit %d and %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
	if out := adminOK(t, dir, "tournament", "list"); out != "no tournaments and no schedules\n" {
		t.Fatalf("refused events were stored:\n%s", out)
	}
}

// TestAdminTournamentListBounds: list prints every active event and the
// latest maxFinishedListed finished ones, latest first.
func TestAdminTournamentListBounds(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	withStore(t, dir, func(s *store.Store) {
		ctx := context.Background()
		start := time.Now().Add(time.Hour)
		for i := range maxFinishedListed + 3 {
			id, err := s.CreateTournament(ctx, store.Tournament{Kind: store.TournamentArena, Name: fmt.Sprint("E", i),
				Starts: start, Minutes: 10, Clock: time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			if err := s.FinishTournament(ctx, id, "{}", start.Add(time.Duration(i)*time.Minute)); err != nil {
				t.Fatal(err)
			}
		}
	})
	list := adminOK(t, dir, "tournament", "list")
	got := regexp.MustCompile(`tournament (\d+), finished`).FindAllStringSubmatch(list, -1)
	if len(got) != maxFinishedListed || got[0][1] != fmt.Sprint(maxFinishedListed+3) || got[len(got)-1][1] != "4" {
		t.Fatalf("list of %d finished events:\n%s", maxFinishedListed+3, list)
	}
}
