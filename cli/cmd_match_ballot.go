package cli

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/match"
	"github.com/fetaix/fetaix/uci"
)

// maxBallotTries bounds fetaix match ballot --tries.
const maxBallotTries = 100

// ballotCommand is fetaix match ballot as its command line sets it up.
type ballotCommand struct {
	match.Ballot
	positions       string
	moveTime        time.Duration
	betterTime      time.Duration // moveTime × odds
	odds            float64
	starts          []match.Start
	from            []string // each start's origin: "hard 12"
	tables, command string
	load            string // the load average at the start, "" where unknown
}

// runMatchBallot is "fetaix match ballot": it keeps the starts of
// positions sets that the engine, playing itself with the better side at
// --odds times the defender's time, fails to convert at least a third of
// the time (see match.Ballot).
func runMatchBallot(args []string, _ io.Reader, stdout, stderr io.Writer) (err error) {
	b, out, err := parseBallot(args, stdout, stderr)
	if err != nil {
		return err
	}
	defer b.Better.Close() // external engines' processes
	defer b.Defender.Close()
	if out != "" {
		if err := reserveFile(out); err != nil {
			return fmt.Errorf("--out: %w", err)
		}
		defer func() {
			if err != nil {
				_ = os.Remove(out) // the reservation, empty; err is the one to report
			}
		}()
	}
	if err := ai.PreloadBookRules(b.Rules); err != nil {
		return fmt.Errorf("the book of proven moves: %w", err)
	}
	for _, p := range []*match.Player{b.Better, b.Defender} {
		if err := p.LoadTables(); err != nil {
			return fmt.Errorf("the endgame tables: %w", err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var kept []match.Start
	began := time.Now()
	if data, err := os.ReadFile("/proc/loadavg"); err == nil && len(strings.Fields(string(data))) >= 3 {
		b.load = strings.Join(strings.Fields(string(data))[:3], " ")
	}
	for i, s := range b.starts {
		wins, err := b.Converts(ctx, s)
		if ctx.Err() != nil {
			return fmt.Errorf("interrupted at start %d (%s): no deck written", i+1, b.from[i])
		}
		if err != nil {
			return fmt.Errorf("start %d (%s): %w", i+1, b.from[i], err)
		}
		verdict := "dropped"
		if match.BallotKeeps(wins, b.Tries) {
			verdict = "kept"
			s.Note = fmt.Sprintf("%s; converted %d/%d", b.from[i], wins, b.Tries)
			kept = append(kept, s)
		}
		fmt.Fprintf(stdout, "[%d/%d %s] %s: converted %d/%d, %s\n", i+1, len(b.starts), time.Since(began).Round(time.Second), b.from[i], wins, b.Tries, verdict)
	}
	fmt.Fprintf(stdout, "kept %d of %d starts\n", len(kept), len(b.starts))
	data := []byte(b.header(len(kept)))
	for _, s := range kept {
		data = append(data, s.String()+"\n"...)
	}
	if out == "" {
		_, err = stdout.Write(data)
		return err
	}
	if err := atomicfile.WriteFile(out, data, 0o644); err != nil { // over the reservation
		return fmt.Errorf("--out: %w", err)
	}
	fmt.Fprintf(stdout, "the deck written to %s\n", out)
	return nil
}

// header is the deck file's comment: what it is and the command that
// makes it.
func (b ballotCommand) header(kept int) string {
	lines := []string{
		"A ballot deck for fetaix match --conversion --positions FILE: starts near the",
		"edge between a win and a draw. Each start of the sets below was played",
		fmt.Sprintf("%d times by %s against itself, the better side at %s a move", b.Tries, b.Better.Name, b.betterTime),
		fmt.Sprintf("(%g times the defender's %s), %s; a start is kept", b.odds, b.moveTime, b.tables),
		"when the better side failed to win at least a third of the time. Each line's",
		"note says where it comes from and how often it was converted; proven=VALUE",
		"is its value for the better side from the set's proofs (fetaix match prove).",
		fmt.Sprintf("%d starts, made at load average %s by", kept, cmp.Or(b.load, "unknown")),
		"  " + b.command,
	}
	return "# " + strings.Join(lines, "\n# ") + "\n"
}

// parseBallot reads the command line of fetaix match ballot, and the
// file to write the deck to ("" for standard output).
func parseBallot(args []string, stdout, stderr io.Writer) (ballotCommand, string, error) {
	var b ballotCommand
	fs := newFlags("match ballot", "match ballot [--positions SET,...|FILE] [--player SPEC] [--movetime D] [--odds R] [--tries N] [--out FILE] [flags]\n\n"+
		"Makes a ballot deck: the starts of positions sets (committed sets or files,\n"+
		"comma-separated) that the engine fails to convert against itself with the\n"+
		"better side at --odds times the defender's --movetime, at least a third of\n"+
		"its --tries games. Writes the kept starts, with their proven values and how\n"+
		"often each was converted, as a positions file for fetaix match --conversion\n"+
		"--positions FILE, to --out (never over an existing file; default: standard\n"+
		"output).", stdout, stderr)
	fs.StringVar(&b.positions, "positions", strings.Join(match.Sets, ","), "the candidate starts: committed sets ("+setNames()+") or `FILE`s, comma-separated")
	spec := fs.String("player", "6", "the engine playing itself: a fetaix match player `SPEC`")
	fs.DurationVar(&b.moveTime, "movetime", 10*time.Millisecond, "the defender's time per move")
	fs.Float64Var(&b.odds, "odds", 2, "the better side's time per move is the defender's times `R`")
	fs.IntVar(&b.Tries, "tries", 3, fmt.Sprintf("games a start (1..%d)", maxBallotTries))
	fs.Int64Var(&b.Seed, "seed", 1, "seed of the first game of each start (then seed+1, ...)")
	fs.IntVar(&b.MaxPlies, "max-plies", 400, "a game still going after this many plies is a draw")
	hash := fs.Int("hash", ai.DefaultHashMiB, "transposition table size per player in MiB")
	rulesText := fs.String("rules", "", "rule options (default: all defaults)")
	tablesDir := fs.String("tables", "", "endgame tables `DIR` (default: the game's, DATA-DIR/tables)")
	noTables := fs.Bool("no-tables", false, "no endgame tables (also "+noTablesEnv+"=1)")
	out := fs.String("out", "", "write the deck to this `FILE` (never overwrites)")
	if err := parseFlags(fs, args); err != nil {
		return b, "", err
	}
	switch {
	case b.moveTime <= 0:
		return b, "", badValue("movetime", b.moveTime, "a positive duration")
	case !(b.odds >= 1) || b.odds > 1000:
		return b, "", badValue("odds", b.odds, "a factor from 1 to 1000")
	case b.Tries < 1 || b.Tries > maxBallotTries:
		return b, "", badValue("tries", b.Tries, fmt.Sprintf("1..%d", maxBallotTries))
	case b.MaxPlies < 1:
		return b, "", badValue("max-plies", b.MaxPlies, "a positive count")
	case *hash < 1 || *hash > uci.MaxHash:
		return b, "", badValue("hash", *hash, fmt.Sprintf("1..%d", uci.MaxHash))
	}
	var err error
	if b.Rules, err = game.ParseRules(*rulesText); err != nil {
		return b, "", refused("rules", err)
	}
	if err := b.readStarts(); err != nil {
		return b, "", err
	}
	set, _, err := toolTables(*tablesDir, *noTables, b.Rules)
	if err != nil {
		return b, "", err
	}
	b.tables = "no endgame tables" // named by their size, not their place
	if set != nil {
		b.tables = fmt.Sprintf("endgame tables of up to %d pieces", set.Pieces())
	}
	b.betterTime = time.Duration(float64(b.moveTime) * b.odds)
	for _, p := range []struct {
		to *(*match.Player)
		t  time.Duration
	}{{&b.Better, b.betterTime}, {&b.Defender, b.moveTime}} {
		if *p.to, err = match.ParsePlayer(*spec, p.t, *hash, b.Rules); err != nil {
			b.Better.Close()
			if errors.Is(err, match.ErrBadSpec) {
				return b, "", refused("player", err)
			}
			return b, "", flagErr("player", err)
		}
		(*p.to).DefaultTables(set)
	}
	b.command = fmt.Sprintf("fetaix match ballot --positions %s --player %s --movetime %s --odds %g --tries %d --seed %d --max-plies %d",
		b.positions, *spec, b.moveTime, b.odds, b.Tries, b.Seed, b.MaxPlies)
	return b, *out, nil
}

// readStarts reads the candidate starts of --positions, each named by its
// set and number; a start already read (the same position and better
// side, in an earlier set) is tried once, under its first name.
func (b *ballotCommand) readStarts() error {
	seen := map[string]bool{}
	for _, name := range strings.Split(b.positions, ",") {
		name = strings.TrimSpace(name)
		_, starts, err := readPositions(name)
		if err != nil {
			return err
		}
		for i, s := range starts {
			key := fmt.Sprintf("%s %s", s.Better, s.Position)
			if seen[key] {
				continue
			}
			seen[key] = true
			b.starts = append(b.starts, s)
			b.from = append(b.from, fmt.Sprintf("%s %d", name, i+1))
		}
	}
	return nil
}
