package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/solve"
)

func init() {
	register(&command{name: "solve", summary: "prove a position's value (proof-number search) and check proofs", usage: solveUsage, run: runSolve, sub: []*command{
		{name: "verify", run: runSolveVerify},
		{name: "join", run: runSolveJoin},
		{name: "book", run: runSolveBook},
	}})
}

const solveUsage = `Usage:
  fetaix solve [--position TEXT] [--rules TEXT] [--tables DIR | --no-tables] [--out FILE] [--state DIR] [--threads N] [--time D] [--memory MiB]
  fetaix solve verify [--tables DIR | --no-tables] FILE
  fetaix solve join [--position TEXT] [--rules TEXT] --out FILE CERT...
  fetaix solve book --out FILE CERT...

solve proves the value (win, draw or loss for the side to move) of a
position, by default the start under the default rules, by proof-number
search (df-pn), with the endgame tables of DIR as leaves (default: the
game's, DATA-DIR/tables; --no-tables: none). It prints progress
lines, and at the end the value; --out writes the proof's certificate (gzip
compressed when FILE ends in .gz). --time stops the search (the value is
then unknown); --state DIR keeps the search's table there (saved every few
minutes, at the end and on an interrupt) and a later run with the same
--state goes on from it. --memory bounds the search's table. --threads 2
searches both sides' wins at once; threads beyond 2 help them, searching
the positions a few plies below the root over the same table.
verify checks a certificate with code that does not share the search: it
replays every move with a simple generator of its own, checks every reply,
every leaf (re-probing the tables of --tables for table leaves), the
no-progress count and repetitions, and prints what it checked.
join proves a position's value from certificates of the positions its
moves reach (one per move where needed), and writes one certificate for
it; check it with verify.
book writes the moves the engine plays from certificates (all under one
rule set): the prover's move in each position, sorted, about a third of
the certificates' size (proofs/books/ holds those the engine embeds).`

func runSolve(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("solve", "solve [--position TEXT] [--rules TEXT] [--tables DIR | --no-tables] [--out FILE] [--state DIR] [--threads N] [--time D] [--memory MiB]", stdout, stderr)
	pos := fs.String("position", "", "the position text (default: the start position)")
	rules := fs.String("rules", "", "rule options (default: all defaults)")
	tdir := fs.String("tables", "", "endgame tables `DIR` (as for fetaix tables; default: the game's, DATA-DIR/tables)")
	noTables := fs.Bool("no-tables", false, "no endgame tables unless --tables names them (also "+noTablesEnv+"=1)")
	out := fs.String("out", "", "write the certificate to `FILE` (.gz: compressed)")
	state := fs.String("state", "", "keep the resumable search state in `DIR`")
	threads := fs.Int("threads", 1, "threads: 2 searches both sides' wins at once, more help below the root")
	limit := fs.Duration("time", 0, "stop after this long (default: no limit)")
	memory := fs.Int("memory", 256, "the search table's size in `MiB`")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	r, p, err := parseSetup(*rules, *pos)
	if err != nil {
		return err
	}
	switch {
	case *threads < 1:
		return badValue("threads", *threads, "1 or more")
	case *memory < 1:
		return badValue("memory", *memory, "1 or more MiB")
	}
	set, where, err := toolTables(*tdir, *noTables, r)
	if err != nil {
		return err
	}
	// the table is most of the memory: let the collector work harder
	// than doubling the heap over it
	debug.SetMemoryLimit(int64(*memory+768) << 20)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *limit)
		defer cancel()
	}
	fmt.Fprintf(stdout, "solving %s, rules %q, tables %s, table %d MiB, %s\n", p, rulesName(r), tablesName(set, where), *memory, plural.Count(*threads, "thread", "threads"))
	res, err := solve.Solve(ctx, p, solve.Options{Rules: r, Tables: set, MemoryMiB: *memory, StateDir: *state, Evaluate: ai.Evaluate, Threads: *threads,
		Progress: func(pr solve.Progress) { fmt.Fprintln(stdout, pr) }})
	if res.Loaded > 0 {
		fmt.Fprintf(stdout, "resumed from %s of %s\n", plural.Count(res.Loaded, "position", "positions"), *state)
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, "the last search ended at:", res.Last)
	fmt.Fprintf(stdout, "value: %s (for %s to move), %d nodes in %v\n", res.Value, colorName(p.SideToMove()), res.Nodes, res.Elapsed.Round(time.Millisecond))
	if *threads > 2 {
		fmt.Fprintf(stdout, "helpers (%s): %s; decided %d of %s asked below the root\n", plural.Count(*threads-2, "thread", "threads"),
			plural.Count(int(res.HelperNodes), "node", "nodes"), res.HelperDecided, plural.Count(int(res.HelperJobs), "win", "wins"))
	}
	if res.Certificate == nil {
		if res.Stopped {
			fmt.Fprintln(stdout, "the search had found the value, but the run stopped while writing out its proof")
		}
		if *state != "" {
			fmt.Fprintf(stdout, "not proven yet: the state is in %s (run again with --state %s to go on)\n", *state, *state)
		}
		return nil
	}
	for _, pr := range res.Certificate.Proofs {
		fmt.Fprintf(stdout, "proof that %s: %s\n", pr.Claim(), plural.Count(len(pr.Lines), "position", "positions"))
	}
	if *out == "" {
		return nil
	}
	return writeCertificate(stdout, *out, res.Certificate)
}

// writeCertificate writes c to path (gzip-compressed when it ends in
// .gz), whole or not at all, and says so.
func writeCertificate(stdout io.Writer, path string, c *solve.Certificate) error {
	return writeCompressed(stdout, "certificate", path, c.Write)
}

// writeCompressed writes what write gives to path (gzip-compressed when it
// ends in .gz), whole or not at all, and says so, naming it what.
func writeCompressed(stdout io.Writer, what, path string, write func(io.Writer) error) error {
	data, err := solve.Encode(path, write)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %s (%d bytes)\n", what, path, len(data))
	return nil
}

func runSolveVerify(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("solve verify", "solve verify [--tables DIR | --no-tables] FILE", stdout, stderr)
	tdir := fs.String("tables", "", "endgame tables `DIR`, to re-probe table leaves (default: the game's, DATA-DIR/tables)")
	noTables := fs.Bool("no-tables", false, "no endgame tables unless --tables names them (also "+noTablesEnv+"=1)")
	files, err := parseInterspersed(fs, args) // the file may come before the flags
	if err != nil {
		return err
	}
	if len(files) != 1 {
		return &usageError{"verify: want one certificate FILE", "see fetaix help solve"}
	}
	file := files[0]
	rep, err := verifyFile(file, *tdir, *noTables)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "root %s\n", rep.Root)
	for _, c := range rep.Proofs {
		leaves := make([]string, 0, len(c.Leaves))
		for k, n := range c.Leaves {
			leaves = append(leaves, fmt.Sprintf("%d %s", n, k))
		}
		sort.Strings(leaves)
		fmt.Fprintf(stdout, "proof that %s: checked, %s (%s along every line of play), leaves: %s; checked down to ply %d\n",
			c.Claim(), plural.Count(c.Lines, "position", "positions"), plural.Count(c.Positions, "visit", "visits"), strings.Join(leaves, ", "), c.Depth)
	}
	fmt.Fprintf(stdout, "proven: %s for the side to move\n", rep.Value)
	return nil
}

// verifyFile reads and checks the certificate at path, with the tables
// toolTables finds for tdir and noTables.
func verifyFile(path, tdir string, noTables bool) (solve.Report, error) {
	c, err := readCertificateFile(path)
	if err != nil {
		return solve.Report{}, err
	}
	r, err := game.ParseRules(c.Rules)
	if err != nil {
		return solve.Report{}, err
	}
	set, _, err := toolTables(tdir, noTables, r)
	if err != nil {
		return solve.Report{}, err
	}
	rep, err := solve.Verify(c, set)
	if err != nil {
		return rep, fmt.Errorf("%s: REFUSED: %w", path, err)
	}
	return rep, nil
}

func runSolveJoin(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("solve join", "solve join [--position TEXT] [--rules TEXT] --out FILE CERT...", stdout, stderr)
	pos := fs.String("position", "", "the position text (default: the start position)")
	rules := fs.String("rules", "", "rule options (default: all defaults)")
	out := fs.String("out", "", "write the certificate to `FILE` (.gz: compressed)")
	files, err := parseInterspersed(fs, args) // the certificates may come before the flags
	if err != nil {
		return err
	}
	if *out == "" || len(files) == 0 {
		return &usageError{"join: want --out FILE and one or more certificates", "see fetaix help solve"}
	}
	r, p, err := parseSetup(*rules, *pos)
	if err != nil {
		return err
	}
	var certs []*solve.Certificate
	for _, name := range files {
		c, err := readCertificateFile(name)
		if err != nil {
			return err
		}
		certs = append(certs, c)
	}
	c, v, err := solve.Join(p, r, certs)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "value: %s (for %s to move), from %s\n", v, colorName(p.SideToMove()), plural.Count(len(certs), "certificate", "certificates"))
	for _, pr := range c.Proofs {
		fmt.Fprintf(stdout, "proof that %s: %s\n", pr.Claim(), plural.Count(len(pr.Lines), "position", "positions"))
	}
	return writeCertificate(stdout, *out, c)
}

func runSolveBook(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("solve book", "solve book --out FILE CERT...", stdout, stderr)
	out := fs.String("out", "", "write the book to `FILE` (.gz: compressed)")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if *out == "" || len(files) == 0 {
		return &usageError{"book: want --out FILE and one or more certificates", "see fetaix help solve"}
	}
	var certs []io.Reader
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close() //nolint:errcheck // opened for reading: closing cannot lose data
		certs = append(certs, f)
	}
	var st solve.BookStats
	err = writeCompressed(stdout, "book", *out, func(w io.Writer) error {
		st, err = solve.WriteBookFile(w, certs...)
		return err
	})
	if err != nil {
		return err
	}
	rules := st.Rules
	if rules == "" {
		rules = "default"
	}
	fmt.Fprintf(stdout, "rules %s: %s with a winning move, %d with a move that does not lose\n", rules, plural.Count(st.Win, "position", "positions"), st.NotLose)
	return nil
}

// readCertificateFile reads the certificate at path.
func readCertificateFile(path string) (*solve.Certificate, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close() //nolint:errcheck // opened for reading: closing cannot lose data
	c, err := solve.ReadCertificate(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}
