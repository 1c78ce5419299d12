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
	"github.com/fetaix/fetaix/server"
	"github.com/fetaix/fetaix/server/admintarget"
	"github.com/fetaix/fetaix/store"
)

func init() {
	register(&command{name: "admin", summary: "ban, mute, rename players of fetaix serve; read their reports", usage: "Usage: fetaix " + fmt.Sprintf(adminUsage, server.DefaultSanctionPoll), sub: adminCommands()})
}

// adminUsage is the synopsis of fetaix admin.
const adminUsage = `admin SUBCOMMAND [flags] [--db FILE] [--data-dir DIR]

Acts on the database of fetaix serve, on the server's machine; a running
server applies bans and mutes within ` + "%v" + `.

  ban WHO [--for D] [--why TEXT]   refuse WHO at authentication, with the reason
  unban WHO
  mute WHO [--for D] [--why TEXT]  refuse WHO's chat messages
  unmute WHO
    each with --player, --address or --key: WHO is of that kind
  rename OLD NEW                   give player OLD the name NEW
  bot NAME                         make player NAME a bot account (for good:
                                   its keys play with ssh host bot, docs/bot.md)
  list bans | list mutes           the bans or mutes in force
  list bots                        the bot accounts
  reports [--last N] [--full]      players' reports, newest first
  tournament create|list|cancel|unschedule
                                   the server's tournaments (see
                                   fetaix admin tournament help)

WHO is an SSH key's fingerprint as ssh-keygen -lf prints it (SHA256:…: its
player, every key of theirs, when the server knows the key), an IP address
(an IPv6 address stands for its /64), or a player's name ("player N" for
one without a name). --player, --address or --key says which WHO is,
whatever else it reads as; without them, text that reads as a key or an
address and is also a player's name is refused. The target understood
is printed (on stderr) before the command acts. D is a duration such as
90m, 12h or 7d; without --for a ban or mute lasts until lifted.`

// adminCommands are fetaix admin's subcommands.
func adminCommands() []*command {
	return []*command{
		{name: "ban", run: adminSanction(store.Ban)},
		{name: "mute", run: adminSanction(store.Mute)},
		{name: "unban", run: adminLift(store.Ban)},
		{name: "unmute", run: adminLift(store.Mute)},
		{name: "list", run: runAdminList},
		{name: "rename", run: runAdminRename},
		{name: "bot", run: runAdminBot},
		{name: "reports", run: runAdminReports},
		{name: "tournament", usage: "Usage: fetaix " + adminTournamentUsage, sub: adminTournamentCommands()},
	}
}

// adminRun is what fetaix admin's subcommands share: the subcommand's
// flag set and its database flags; its positional arguments, of which it
// wants exactly want, once parsed; and the store opened for act.
type adminRun struct {
	sub string
	fs  *flag.FlagSet
	db  *dbFlags
}

// newAdminRun starts fetaix admin's subcommand sub.
func newAdminRun(sub string, stdout, stderr io.Writer) adminRun {
	fs := newFlags("admin "+sub, fmt.Sprintf(adminUsage, server.DefaultSanctionPoll), stdout, stderr)
	return adminRun{sub: sub, fs: fs, db: addDBFlags(fs)}
}

// args parses the command line rest and returns its want positional
// arguments.
func (a adminRun) args(rest []string, want int) ([]string, error) {
	pos, err := parseInterspersed(a.fs, rest)
	if err != nil {
		return nil, err
	}
	if len(pos) != want {
		return nil, &usageError{fmt.Sprintf("%s: want %s, got %d", a.sub, plural.Count(want, "argument", "arguments"), len(pos)), "see fetaix help admin"}
	}
	return pos, nil
}

// act opens the database and runs f on it.
func (a adminRun) act(f func(context.Context, *store.Store) error) error {
	st, err := a.db.open()
	if err != nil {
		return err
	}
	defer st.Close() //nolint:errcheck // every change was committed in its own transaction
	return f(context.Background(), st)
}

// targetFlags declares --player, --address and --key, which say what kind
// of target WHO is, and returns the function that reads them once parsed.
func targetFlags(fs *flag.FlagSet) func() (admintarget.TargetKind, error) {
	asPlayer := fs.Bool("player", false, "WHO is a player's name")
	asAddr := fs.Bool("address", false, "WHO is an IP address (IPv6: its /64)")
	asKey := fs.Bool("key", false, "WHO is an SSH key's fingerprint")
	return func() (admintarget.TargetKind, error) {
		kind, kinds := admintarget.TargetAny, 0
		for _, k := range []struct {
			set  bool
			kind admintarget.TargetKind
		}{{*asPlayer, admintarget.TargetPlayer}, {*asAddr, admintarget.TargetAddress}, {*asKey, admintarget.TargetKey}} {
			if k.set {
				kind, kinds = k.kind, kinds+1
			}
		}
		if kinds > 1 {
			return kind, &usageError{"give at most one of --player, --address and --key", "see fetaix help admin"}
		}
		return kind, nil
	}
}

// adminSanction is fetaix admin ban or mute (kind).
func adminSanction(kind store.SanctionKind) func([]string, io.Reader, io.Writer, io.Writer) error {
	return func(rest []string, _ io.Reader, stdout, stderr io.Writer) error {
		a := newAdminRun(string(kind), stdout, stderr)
		var dur durationFlag
		a.fs.Var(&dur, "for", "how long it lasts, e.g. 90m, 12h, 7d (default: until lifted)")
		why := a.fs.String("why", "", "the reason, shown to whom it applies")
		target := targetFlags(a.fs)
		pos, err := a.args(rest, 1)
		if err != nil {
			return err
		}
		tk, err := target()
		if err != nil {
			return err
		}
		return a.act(func(ctx context.Context, st *store.Store) error {
			return sanction(ctx, st, stdout, stderr, kind, pos[0], tk, time.Duration(dur), *why)
		})
	}
}

// adminLift is fetaix admin unban or unmute: it lifts a sanction of kind.
func adminLift(kind store.SanctionKind) func([]string, io.Reader, io.Writer, io.Writer) error {
	return func(rest []string, _ io.Reader, stdout, stderr io.Writer) error {
		a := newAdminRun("un"+string(kind), stdout, stderr)
		target := targetFlags(a.fs)
		pos, err := a.args(rest, 1)
		if err != nil {
			return err
		}
		tk, err := target()
		if err != nil {
			return err
		}
		return a.act(func(ctx context.Context, st *store.Store) error {
			return lift(ctx, st, stdout, stderr, kind, pos[0], tk)
		})
	}
}

// runAdminList is fetaix admin list bans|mutes.
func runAdminList(rest []string, _ io.Reader, stdout, stderr io.Writer) error {
	a := newAdminRun("list", stdout, stderr)
	pos, err := a.args(rest, 1)
	if err != nil {
		return err
	}
	if pos[0] != "bans" && pos[0] != "mutes" && pos[0] != "bots" {
		return &usageError{fmt.Sprintf("list: list bans, list mutes or list bots, not %q", pos[0]), "see fetaix help admin"}
	}
	return a.act(func(ctx context.Context, st *store.Store) error {
		if pos[0] == "bots" {
			return listBots(ctx, st, stdout)
		}
		return listSanctions(ctx, st, stdout, store.SanctionKind(strings.TrimSuffix(pos[0], "s")))
	})
}

// runAdminRename is fetaix admin rename OLD NEW.
func runAdminRename(rest []string, _ io.Reader, stdout, stderr io.Writer) error {
	a := newAdminRun("rename", stdout, stderr)
	pos, err := a.args(rest, 2)
	if err != nil {
		return err
	}
	return a.act(func(ctx context.Context, st *store.Store) error {
		return rename(ctx, st, stdout, pos[0], pos[1])
	})
}

// runAdminBot is fetaix admin bot NAME.
func runAdminBot(rest []string, _ io.Reader, stdout, stderr io.Writer) error {
	a := newAdminRun("bot", stdout, stderr)
	pos, err := a.args(rest, 1)
	if err != nil {
		return err
	}
	return a.act(func(ctx context.Context, st *store.Store) error {
		p, err := admintarget.PlayerNamed(ctx, st, pos[0])
		if err != nil {
			return err
		}
		if err := st.MakeBot(ctx, p.ID); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s (player %d) is a bot account: its keys play with ssh host bot; sessions opened from now on show it as BOT\n", p.Label(), p.ID)
		return nil
	})
}

// maxBotsListed bounds fetaix admin list bots.
const maxBotsListed = 1000

func listBots(ctx context.Context, st *store.Store, w io.Writer) error {
	bots, err := st.Bots(ctx, maxBotsListed)
	if err != nil {
		return err
	}
	if len(bots) == 0 {
		fmt.Fprintln(w, "no bot accounts")
	}
	for _, p := range bots {
		fmt.Fprintf(w, "%s (player %d)\n", p.Label(), p.ID)
	}
	return nil
}

// runAdminReports is fetaix admin reports.
func runAdminReports(rest []string, _ io.Reader, stdout, stderr io.Writer) error {
	a := newAdminRun("reports", stdout, stderr)
	last := a.fs.Int("last", 20, "print the latest `N` reports (0: all)")
	full := a.fs.Bool("full", false, "print each report's game (PDN) and chat too")
	if _, err := a.args(rest, 0); err != nil {
		return err
	}
	if *last < 0 {
		return refusedf("last", "want 0 or more, got %d", *last)
	}
	return a.act(func(ctx context.Context, st *store.Store) error {
		return printReports(ctx, st, stdout, *last, *full)
	})
}

// durationFlag is a positive duration that also takes days ("7d").
type durationFlag time.Duration

func (d *durationFlag) String() string { return time.Duration(*d).String() }

// Set parses a duration: Go's (90m, 12h, 1h30m) or a number of days.
func (d *durationFlag) Set(s string) error {
	var v time.Duration
	if n, ok := strings.CutSuffix(s, "d"); ok {
		days, err := strconv.ParseFloat(n, 64)
		if err != nil {
			return fmt.Errorf("want a duration such as 90m, 12h or 7d, got %q", s)
		}
		v = time.Duration(days * float64(24*time.Hour))
	} else {
		var err error
		if v, err = time.ParseDuration(s); err != nil {
			return fmt.Errorf("want a duration such as 90m, 12h or 7d, got %q", s)
		}
	}
	if v <= 0 {
		return fmt.Errorf("want a duration above 0, got %q", s)
	}
	*d = durationFlag(v)
	return nil
}

// past is the past tense of a sanction's verb.
func past(kind store.SanctionKind) string {
	if kind == store.Ban {
		return "banned"
	}
	return "muted"
}

// resolve reads whom WHO names, as a target of kind, and says on w
// which target it understood, before anything is done to it.
func resolve(ctx context.Context, st *store.Store, w io.Writer, who string, kind admintarget.TargetKind) (store.Target, string, error) {
	target, name, err := admintarget.ResolveTargetAs(ctx, st, who, kind)
	if err != nil {
		return target, name, err
	}
	how := ""
	if kind == admintarget.TargetAny {
		how = " (--player, --address or --key name the kind)"
	}
	fmt.Fprintf(w, "fetaix admin: %q is %s%s\n", who, name, how)
	return target, name, nil
}

func sanction(ctx context.Context, st *store.Store, w, note io.Writer, kind store.SanctionKind, who string, as admintarget.TargetKind, d time.Duration, why string) error {
	target, name, err := resolve(ctx, st, note, who, as)
	if err != nil {
		return err
	}
	sn, err := st.Sanction(ctx, kind, target, why, d)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s %s %s%s\n", past(kind), name, until(sn.Expires), reasonText(sn.Reason))
	return nil
}

func lift(ctx context.Context, st *store.Store, w, note io.Writer, kind store.SanctionKind, who string, as admintarget.TargetKind) error {
	target, name, err := resolve(ctx, st, note, who, as)
	if err != nil {
		return err
	}
	err = st.Lift(ctx, kind, target)
	if errors.Is(err, store.ErrNotFound) && target.Player != 0 {
		if fp, ferr := admintarget.ParseFingerprint(who); ferr == nil { // a key sanctioned before its player was known
			err = st.Lift(ctx, kind, store.Target{Key: fp})
		}
	}
	if errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("%s has no %s in force", name, kind)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "un%s %s\n", past(kind), name)
	return nil
}

func until(t time.Time) string {
	if t.IsZero() {
		return "until lifted"
	}
	return "until " + t.UTC().Format("2006-01-02 15:04 UTC")
}

func reasonText(r string) string {
	if r == "" {
		return ""
	}
	return ": " + r
}

func listSanctions(ctx context.Context, st *store.Store, w io.Writer, kind store.SanctionKind) error {
	list, err := st.Sanctions(ctx, kind)
	if err != nil {
		return err
	}
	if len(list) == 0 {
		fmt.Fprintf(w, "no %ss in force\n", kind)
		return nil
	}
	for _, sn := range list {
		who := sn.Target.String()
		if sn.Target.Player != 0 {
			who = fmt.Sprintf("%s (player %d)", sn.Name, sn.Target.Player)
		}
		fmt.Fprintf(w, "%s  since %s  %s%s\n", who, sn.Created.UTC().Format("2006-01-02 15:04 UTC"), until(sn.Expires), reasonText(sn.Reason))
	}
	return nil
}

func rename(ctx context.Context, st *store.Store, w io.Writer, old, name string) error {
	p, err := admintarget.PlayerNamed(ctx, st, old)
	if err != nil {
		return err
	}
	got, err := st.SetName(ctx, p.ID, name)
	if err != nil {
		return fmt.Errorf("%q: %w", name, err)
	}
	fmt.Fprintf(w, "renamed %s (player %d) to %s; a running server shows it in their open sessions and rooms within %v\n",
		p.Label(), p.ID, got, server.DefaultSanctionPoll)
	return nil
}

func printReports(ctx context.Context, st *store.Store, w io.Writer, n int, full bool) error {
	reps, err := st.Reports(ctx, n)
	if err != nil {
		return err
	}
	if len(reps) == 0 {
		fmt.Fprintln(w, "no reports")
		return nil
	}
	side := func(r store.Reporter) string {
		id := "guest"
		if r.Player != 0 {
			id = fmt.Sprintf("player %d", r.Player)
		}
		if r.Key != "" {
			id += ", key " + r.Key
		}
		return fmt.Sprintf("%s (%s, address %s)", r.Name, id, r.Addr)
	}
	for i, r := range reps {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "report %d  %s  room %s game %d\n", r.ID, r.At.UTC().Format("2006-01-02 15:04 UTC"), r.Room, r.GameNo)
		fmt.Fprintf(w, "  by     %s\n  about  %s\n  why    %s\n", side(r.By), side(r.About), r.Reason)
		if full {
			fmt.Fprintf(w, "  chat:\n%s  game:\n%s", indent(r.Chat), indent(r.PDN))
		}
	}
	return nil
}

// indent puts four spaces before each line of text.
func indent(text string) string {
	if text == "" {
		return "    (none)\n"
	}
	return "    " + strings.ReplaceAll(strings.TrimSuffix(text, "\n"), "\n", "\n    ") + "\n"
}
