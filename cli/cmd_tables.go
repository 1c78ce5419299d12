package cli

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/internal/progress"
	"github.com/fetaix/fetaix/tables"
)

func init() {
	register(&command{name: "tables", summary: "build, probe and describe endgame tables", usage: tablesUsage, sub: []*command{
		{name: "build", run: runTablesBuild},
		{name: "probe", run: runTablesProbe},
		{name: "info", run: runTablesInfo},
	}})
}

const tablesUsage = `Usage:
  fetaix tables build [--pieces N] [--rules TEXT] [--dir DIR] [--threads N] [--force]
  fetaix tables probe [--position TEXT] [--rules TEXT] [--dir DIR]
  fetaix tables info [--rules TEXT] [--dir DIR]

build works out every position of every material class of up to N pieces
(default 6) under the rules, by retrograde analysis, into DIR (default
DATA-DIR/tables). Each class is saved, with a checksum, as soon as it is
built; a build that was stopped goes on from there, checking what it finds.
A build of more than 6 pieces first prints what it takes (positions, time,
memory, disk) and is refused when it cannot fit in the machine's memory
(MemAvailable of /proc/meminfo), or that memory is unknown, unless --force.
probe prints one line per position — the flag's, or one position text per
line of standard input — from the side to move's view: "win N", "loss N" or
"draw", N in plies. With the no-progress rule off, N is the distance to the
end of the game with best play (the winner fastest, the loser slowest).
With it on, the verdict is exact under the rule for the position's
no-progress count, and N counts the plies to the next capture or man move
(or to the end, when it comes first). A game's end (the side to move has
no piece) is "loss 0". On standard input output line N answers input
line N: a line that cannot be answered (not a position, or one the tables
do not cover) gets "error: ..." in its place and is reported on stderr
with its line number; the exit status is then 1.
info lists the classes built: positions, wins, draws, losses, the longest
distance, file size and build time.`

// tablesFlags are the flags every tables subcommand has.
type tablesFlags struct{ rules, dir *string }

func addTablesFlags(fs *flag.FlagSet) tablesFlags {
	return tablesFlags{
		rules: fs.String("rules", "", "rule options, e.g. majority,no-progress=0 (default: all defaults)"),
		dir:   fs.String("dir", "", "tables `DIR` (default DATA-DIR/tables)"),
	}
}

// setup returns the rules and the tables directory the flags name.
func (f tablesFlags) setup() (game.Rules, string, error) {
	r, err := game.ParseRules(*f.rules)
	if err != nil {
		return r, "", refused("rules", err)
	}
	dir := *f.dir
	if dir == "" {
		if dir, err = defaultTablesDir(); err != nil {
			return r, "", fmt.Errorf("--dir: %w", err)
		}
	}
	return r, dir, nil
}

func runTablesBuild(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("tables build", "tables build [--pieces N] [--rules TEXT] [--dir DIR] [--threads N] [--force]", stdout, stderr)
	tf := addTablesFlags(fs)
	pieces := fs.Int("pieces", defaultBuildPieces, "build every class of up to N pieces (2-12); beyond the default the build says first what it takes")
	threads := fs.Int("threads", runtime.NumCPU(), "goroutines that solve each class (default: every CPU)")
	force := fs.Bool("force", false, "build even what does not fit in the machine's memory")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	r, dir, err := tf.setup()
	if err != nil {
		return err
	}
	if *pieces < 2 || *pieces > game.MaxPieces {
		return badValue("pieces", *pieces, fmt.Sprintf("2..%d", game.MaxPieces))
	}
	if *threads < 1 {
		return badValue("threads", *threads, "1 or more")
	}
	if err := checkBuildSize(stdout, *pieces, *threads, *force); err != nil {
		return err
	}
	start := time.Now()
	show := buildProgress(stdout, start)
	var indices int64
	_, err = tables.Build(dir, r, tables.BuildOptions{Pieces: *pieces, Threads: *threads, Progress: func(p tables.Progress) {
		indices = p.TotalWork
		show(p)
	}})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "tables of up to %d pieces for rules %q in %s, %v\n", *pieces, rulesName(r), tables.RulesDir(dir, r),
		time.Since(start).Round(time.Millisecond))
	measureBuild(indices, tables.RulesDir(dir, r)).print(stdout)
	return nil
}

// buildProgress returns how a build's progress is shown on stdout: a bar
// that redraws itself on a terminal, a line per class otherwise (a log, a
// pipe).
func buildProgress(stdout io.Writer, start time.Time) func(tables.Progress) {
	f, ok := stdout.(*os.File)
	bar := ok && term.IsTerminal(f.Fd())
	line := progress.NewLine(30)
	return func(p tables.Progress) {
		what := fmt.Sprintf("built in %v", p.Took.Round(time.Millisecond))
		if p.Loaded {
			what = "built before, checked"
		}
		if p.Rebuilt != "" {
			what += " (the old file was not used: " + p.Rebuilt + ")"
		}
		elapsed := time.Since(start).Round(time.Second)
		if !bar {
			fmt.Fprintf(stdout, "[%d/%d %v] %-12s %s\n", p.Done, p.Total, elapsed, p.Class, what)
			return
		}
		if p.Rebuilt != "" {
			fmt.Fprintf(stdout, "\r\x1b[K%s: %s\n", p.Class, what)
		}
		fmt.Fprint(stdout, line.Text(float64(p.Work)/float64(p.TotalWork),
			fmt.Sprintf("%d/%d classes, %v, %s %s", p.Done, p.Total, elapsed, p.Class, what)))
		if p.Done == p.Total {
			fmt.Fprintln(stdout)
		}
	}
}

func runTablesProbe(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("tables probe", "tables probe [--position TEXT] [--rules TEXT] [--dir DIR]", stdout, stderr)
	tf := addTablesFlags(fs)
	pos := fs.String("position", "", "the position text to probe (default: one per line of standard input)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	r, dir, err := tf.setup()
	if err != nil {
		return err
	}
	set, err := tables.Open(dir, r)
	if err != nil {
		return err
	}
	probe := func(text string) error {
		p, err := probePosition(text)
		if err != nil {
			return err
		}
		v, err := set.Probe(p)
		if errors.Is(err, tables.ErrNotCovered) {
			return fmt.Errorf("%s: not covered (the tables hold positions of up to %d pieces)", text, set.Pieces())
		}
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, v)
		return nil
	}
	if *pos != "" {
		err := probe(*pos)
		if pe := (*game.PositionError)(nil); errors.As(err, &pe) {
			return positionFlagError(err)
		}
		return err
	}
	// standard input: output line N answers input line N; a line that
	// cannot be answered gets "error: ..." in its place, and is reported
	// on stderr with its number
	in := bufio.NewReader(stdin)
	n, bad := 0, 0
	for {
		text, tooLong, err := readProbeLine(in)
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		n++
		line := strings.TrimSpace(text)
		switch {
		case tooLong:
			err = errLineTooLong
		case line == "":
			err = errNoPosition
		default:
			err = probe(line)
		}
		if err == nil {
			continue
		}
		bad++
		fmt.Fprintf(stdout, "error: %v\n", err)
		fmt.Fprintf(stderr, "fetaix tables probe: line %d: %v\n", n, err)
	}
	if bad > 0 {
		return fmt.Errorf("probe: %s of standard input not probed", plural.Count(bad, "line", "lines"))
	}
	return nil
}

// maxProbeLine is the longest line fetaix tables probe reads as a
// position; a position text is far shorter.
const maxProbeLine = 1024

// errLineTooLong is the answer to a line of more than maxProbeLine bytes.
var errLineTooLong = fmt.Errorf("line longer than %d bytes: no position", maxProbeLine)

// readProbeLine reads a line of in, without its end; of a line longer
// than maxProbeLine it keeps nothing and says so. At the end of in it
// returns io.EOF.
func readProbeLine(in *bufio.Reader) (line string, tooLong bool, err error) {
	var b []byte
	for {
		part, more, err := in.ReadLine()
		if err != nil {
			if err == io.EOF && (len(b) > 0 || tooLong) {
				return string(b), tooLong, nil
			}
			return "", false, err
		}
		if !tooLong {
			b = append(b, part...)
			if len(b) > maxProbeLine {
				b, tooLong = nil, true
			}
		}
		if !more {
			return string(b), tooLong, nil
		}
	}
}

// errNoPosition is the answer to an empty line of fetaix tables probe's
// standard input.
var errNoPosition = errors.New("empty line: no position")

// probePosition reads a position to probe: any position a game can reach,
// including its end, where the side to move has no piece left (the
// tables answer it: a loss in 0). A position where only the side that
// has just moved has no piece cannot arise (a capture leaves the captured
// side to move), and is refused.
func probePosition(text string) (game.Position, error) {
	p, err := game.ParsePosition(text)
	if err != nil {
		return p, err
	}
	stm := p.SideToMove()
	switch {
	case p.Count(stm) == 0 && p.Count(stm.Other()) == 0:
		return p, &game.PositionError{Text: text, What: "no piece on the board"}
	case p.Count(stm.Other()) == 0:
		return p, &game.PositionError{Text: text, What: fmt.Sprintf("%s has no piece but %s is to move (a game that ended has the side without pieces to move)", stm.Other(), stm)}
	}
	return p, nil
}

func runTablesInfo(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("tables info", "tables info [--rules TEXT] [--dir DIR]", stdout, stderr)
	tf := addTablesFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	r, dir, err := tf.setup()
	if err != nil {
		return err
	}
	infos, err := tables.Info(dir, r)
	if err != nil {
		return err
	}
	if len(infos) == 0 {
		return fmt.Errorf("no tables for rules %q in %s (fetaix tables build makes them)", rulesName(r), tables.RulesDir(dir, r))
	}
	fmt.Fprintf(stdout, "%-12s %12s %12s %12s %12s %8s %10s %9s\n", "class", "positions", "wins", "draws", "losses", "longest", "bytes", "seconds")
	var tot tables.ClassInfo
	for _, ci := range infos {
		fmt.Fprintf(stdout, "%-12s %12d %12d %12d %12d %8d %10d %9.1f\n", ci.Class, ci.Positions, ci.Wins, ci.Draws, ci.Losses, ci.Longest, ci.Bytes, ci.Took.Seconds())
		tot.Positions += ci.Positions
		tot.Wins += ci.Wins
		tot.Draws += ci.Draws
		tot.Losses += ci.Losses
		tot.Bytes += ci.Bytes
		tot.Took += ci.Took
		tot.Longest = max(tot.Longest, ci.Longest)
	}
	fmt.Fprintf(stdout, "%-12s %12d %12d %12d %12d %8d %10d %9.1f\n", "total", tot.Positions, tot.Wins, tot.Draws, tot.Losses, tot.Longest, tot.Bytes, tot.Took.Seconds())
	return nil
}
