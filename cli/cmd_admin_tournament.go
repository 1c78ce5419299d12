package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/store"
)

// adminTournamentUsage is the synopsis of fetaix admin tournament.
const adminTournamentUsage = `admin tournament SUBCOMMAND [flags] [--db FILE] [--data-dir DIR]

Creates, lists and cancels the tournaments of fetaix serve (the server
reads them from its database: docs/operating.md#tournaments).

  create --arena|--swiss --name NAME --start TIME --clock M+S
         (--minutes N | --rounds N) [--rated] [--bots] [--every hourly|daily]
      one event (an arena of N minutes, or a swiss event of N rounds), or
      with --every a schedule of them; prints its id
  list              the events upcoming and running, the latest finished,
                    and the schedules
  cancel ID         cancel an upcoming or running event
  unschedule ID     remove a schedule (the events it made stay)

TIME is RFC 3339 (2026-12-07T18:00:00Z), now, or +D from now (+10m, +2h).
M+S is the clock: M minutes (0.5 to 180) and S seconds (0 to 60) a move.`

// adminTournamentCommands are fetaix admin tournament's subcommands.
func adminTournamentCommands() []*command {
	return []*command{
		{name: "create", run: runTournamentCreate},
		{name: "list", run: runTournamentList},
		{name: "cancel", run: runTournamentCancel},
		{name: "unschedule", run: runTournamentUnschedule},
	}
}

// maxFinishedListed is how many finished events fetaix admin tournament
// list prints, the latest first.
const maxFinishedListed = 10

// startPast is how far in the past --start may be (a clock a little off).
const startPast = time.Minute

// tournamentRun is one subcommand's flags, database and positional
// arguments.
type tournamentRun struct {
	sub string
	fs  *flag.FlagSet
	db  *dbFlags
}

func newTournamentRun(sub string, stdout, stderr io.Writer) tournamentRun {
	fs := newFlags("admin tournament "+sub, adminTournamentUsage, stdout, stderr)
	return tournamentRun{sub: sub, fs: fs, db: addDBFlags(fs)}
}

// args parses rest and returns its want positional arguments.
func (r tournamentRun) args(rest []string, want int) ([]string, error) {
	pos, err := parseInterspersed(r.fs, rest)
	if err != nil {
		return nil, err
	}
	if len(pos) != want {
		return nil, &usageError{fmt.Sprintf("tournament %s: want %s, got %d", r.sub, plural.Count(want, "argument", "arguments"), len(pos)), "see fetaix help admin"}
	}
	return pos, nil
}

// id parses rest's one positional argument, an id.
func (r tournamentRun) id(rest []string) (int64, error) {
	pos, err := r.args(rest, 1)
	if err != nil {
		return 0, err
	}
	id, err := strconv.ParseInt(pos[0], 10, 64)
	if err != nil || id < 1 {
		return 0, &usageError{fmt.Sprintf("tournament %s: want an id (a number from 1), got %q", r.sub, pos[0]), "see fetaix admin tournament list"}
	}
	return id, nil
}

// act opens the database and runs f on it.
func (r tournamentRun) act(f func(context.Context, *store.Store) error) error {
	st, err := r.db.open()
	if err != nil {
		return err
	}
	defer st.Close() //nolint:errcheck // every change was committed in its own transaction
	return f(context.Background(), st)
}

// createFlags are fetaix admin tournament create's own flags.
type createFlags struct {
	arena, swiss, rated, bots *bool
	name, start, clock, every *string
	minutes, rounds           *int
}

func addCreateFlags(fs *flag.FlagSet) createFlags {
	return createFlags{
		arena:   fs.Bool("arena", false, "an arena: whoever is free is paired at once, for --minutes"),
		swiss:   fs.Bool("swiss", false, "a swiss event of --rounds rounds of two-game matches"),
		name:    fs.String("name", "", "the event's `NAME` (at most 60 characters)"),
		start:   fs.String("start", "", "the `TIME` it starts: RFC 3339, now, or +D from now"),
		clock:   fs.String("clock", "", "the time control `CLOCK`, M+S: minutes+seconds a move (3+2, 0.5+0)"),
		minutes: fs.Int("minutes", 0, "an arena's length in minutes (10 to 1440)"),
		rounds:  fs.Int("rounds", 0, fmt.Sprintf("a swiss event's rounds (1 to %d)", store.MaxTournamentRounds)),
		rated:   fs.Bool("rated", false, "rated games"),
		bots:    fs.Bool("bots", false, "open to bot accounts"),
		every:   fs.String("every", "", "make a schedule: an event every `PERIOD`, hourly or daily, from --start"),
	}
}

// tournament reads the flags as an event's settings, checked, at now.
func (c createFlags) tournament(now time.Time) (store.Tournament, error) {
	t := store.Tournament{Name: *c.name, Minutes: *c.minutes, Rounds: *c.rounds, Rated: *c.rated, Bots: *c.bots}
	switch {
	case *c.arena == *c.swiss:
		return t, &usageError{"give one of --arena and --swiss", "see fetaix help admin"}
	case *c.arena:
		t.Kind = store.TournamentArena
	default:
		t.Kind = store.TournamentSwiss
	}
	if *c.name == "" {
		return t, missingFlag("name", "--name NAME")
	}
	var err error
	if t.Starts, err = parseStart(*c.start, now); err != nil {
		return t, err
	}
	if t.Clock, t.Increment, err = parseTournamentClock(*c.clock); err != nil {
		return t, err
	}
	if err := t.Validate(); err != nil {
		return t, &usageError{err.Error(), "see fetaix help admin"}
	}
	return t, nil
}

// parseStart reads --start: RFC 3339, "now", or "+D" from now; a time
// more than startPast ago is refused.
func parseStart(s string, now time.Time) (time.Time, error) {
	const want = "RFC 3339 (2026-12-07T18:00:00Z), now, or +D such as +10m"
	var t time.Time
	switch {
	case s == "":
		return t, missingFlag("start", "want "+want)
	case s == "now":
		return now, nil
	case strings.HasPrefix(s, "+"):
		d, err := time.ParseDuration(s[1:])
		if err != nil || d < 0 {
			return t, badValue("start", s, want)
		}
		return now.Add(d), nil
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return t, badValue("start", s, want)
	}
	if t.Before(now.Add(-startPast)) {
		return t, refusedf("start", "%s is in the past", s)
	}
	return t, nil
}

// parseTournamentClock reads --clock, M+S: minutes (a decimal number) and
// seconds a move; the store checks the bounds.
func parseTournamentClock(s string) (time.Duration, time.Duration, error) {
	const want = "minutes+seconds a move, e.g. 3+2 or 0.5+0"
	if s == "" {
		return 0, 0, missingFlag("clock", "want "+want)
	}
	m, inc, ok := strings.Cut(s, "+")
	mins, err1 := strconv.ParseFloat(m, 64)
	secs, err2 := strconv.Atoi(inc)
	if !ok || err1 != nil || err2 != nil || mins <= 0 || mins > 1e6 || secs < 0 {
		return 0, 0, badValue("clock", s, want)
	}
	return time.Duration(mins * float64(time.Minute)).Round(time.Second), time.Duration(secs) * time.Second, nil
}

// runTournamentCreate is fetaix admin tournament create.
func runTournamentCreate(rest []string, _ io.Reader, stdout, stderr io.Writer) error {
	r := newTournamentRun("create", stdout, stderr)
	c := addCreateFlags(r.fs)
	if _, err := r.args(rest, 0); err != nil {
		return err
	}
	t, err := c.tournament(time.Now())
	if err != nil {
		return err
	}
	if *c.every != "" {
		sc := store.TournamentSchedule{Every: *c.every, Template: t}
		if err := sc.Validate(); err != nil {
			return refused("every", err)
		}
		return r.act(func(ctx context.Context, st *store.Store) error {
			id, err := st.CreateTournamentSchedule(ctx, sc)
			if err != nil {
				return err
			}
			sc.ID = id
			fmt.Fprintf(stdout, "%s; the server makes each event ahead of its start\n", describeSchedule(sc))
			return nil
		})
	}
	return r.act(func(ctx context.Context, st *store.Store) error {
		id, err := st.CreateTournament(ctx, t)
		if err != nil {
			return err
		}
		if t, err = st.Tournament(ctx, id); err != nil {
			return err
		}
		fmt.Fprintln(stdout, describeTournament(t))
		return nil
	})
}

// runTournamentList is fetaix admin tournament list.
func runTournamentList(rest []string, _ io.Reader, stdout, stderr io.Writer) error {
	r := newTournamentRun("list", stdout, stderr)
	if _, err := r.args(rest, 0); err != nil {
		return err
	}
	return r.act(func(ctx context.Context, st *store.Store) error {
		active, err := st.ActiveTournaments(ctx)
		if err != nil {
			return err
		}
		recent, err := st.RecentTournaments(ctx, maxFinishedListed)
		if err != nil {
			return err
		}
		schedules, err := st.TournamentSchedules(ctx)
		if err != nil {
			return err
		}
		if len(active)+len(recent)+len(schedules) == 0 {
			fmt.Fprintln(stdout, "no tournaments and no schedules")
			return nil
		}
		for _, t := range append(active, recent...) {
			fmt.Fprintln(stdout, describeTournament(t))
		}
		for _, sc := range schedules {
			fmt.Fprintln(stdout, describeSchedule(sc))
		}
		return nil
	})
}

// runTournamentCancel is fetaix admin tournament cancel ID.
func runTournamentCancel(rest []string, _ io.Reader, stdout, stderr io.Writer) error {
	r := newTournamentRun("cancel", stdout, stderr)
	id, err := r.id(rest)
	if err != nil {
		return err
	}
	return r.act(func(ctx context.Context, st *store.Store) error {
		err := st.SetTournamentState(ctx, id, store.TournamentCancelled)
		if errors.Is(err, store.ErrTournamentState) {
			return fmt.Errorf("tournament %d is over already: only an upcoming or running event is cancelled", id)
		}
		if err != nil {
			return err
		}
		t, err := st.Tournament(ctx, id)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s; a running server stops it when it next reads its events\n", describeTournament(t))
		return nil
	})
}

// runTournamentUnschedule is fetaix admin tournament unschedule ID.
func runTournamentUnschedule(rest []string, _ io.Reader, stdout, stderr io.Writer) error {
	r := newTournamentRun("unschedule", stdout, stderr)
	id, err := r.id(rest)
	if err != nil {
		return err
	}
	return r.act(func(ctx context.Context, st *store.Store) error {
		if err := st.DeleteTournamentSchedule(ctx, id); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "removed schedule %d; the events it made stay (fetaix admin tournament cancel ID cancels one)\n", id)
		return nil
	})
}

// describeTournament is an event on one line: id, state, kind and name,
// time control, length or rounds, rated or not, bots or not, start.
func describeTournament(t store.Tournament) string {
	s := fmt.Sprintf("tournament %d, %s: %s %q, %s, starts %s", t.ID, t.State, t.Kind, t.Name, settingsText(t), timeText(t.Starts))
	if t.Schedule != 0 {
		s += fmt.Sprintf(" (schedule %d)", t.Schedule)
	}
	return s
}

// describeSchedule is a schedule on one line.
func describeSchedule(sc store.TournamentSchedule) string {
	t := sc.Template
	return fmt.Sprintf("schedule %d: %s %s %q, %s, from %s", sc.ID, sc.Every, t.Kind, t.Name, settingsText(t), timeText(t.Starts))
}

// settingsText is an event's time control, length or rounds, and what
// it is open to: "3+2, 60 minutes, rated, bots too".
func settingsText(t store.Tournament) string {
	s := strconv.FormatFloat(t.Clock.Minutes(), 'f', -1, 64) + "+" + strconv.Itoa(int(t.Increment.Seconds()))
	if t.Kind == store.TournamentArena {
		s += fmt.Sprintf(", %d minutes", t.Minutes)
	} else {
		s += fmt.Sprintf(", %d rounds", t.Rounds)
	}
	if t.Rated {
		s += ", rated"
	} else {
		s += ", casual"
	}
	if t.Bots {
		s += ", bots too"
	}
	return s
}

func timeText(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }
