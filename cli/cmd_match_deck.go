package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/match"
	"github.com/fetaix/fetaix/tables"
)

// runMatchDeck is "fetaix match deck": it makes a deck of proven starts
// (see match.DeckMaker).
func runMatchDeck(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	d, f, err := parseMatchDeck(args, stdout, stderr)
	if err != nil {
		return err
	}
	header := deckHeader(d, f.rules)
	var partial *os.File
	if f.out != "" {
		if partial, d.From, err = openPartial(f.out, header); err != nil {
			return err
		}
		defer partial.Close() //nolint:errcheck // closed after its last line was written and synced, or the run failed with its own error
		if n := len(d.From.Starts); n > 0 {
			fmt.Fprintf(stdout, "going on from %s: %s after %s\n", partial.Name(), plural.Count(n, "start", "starts"), plural.Count(d.From.Walks, "walk", "walks"))
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	start := time.Now()
	starts, err := makeDeck(ctx, d, partial, stdout, start)
	if err != nil {
		if ctx.Err() != nil && partial != nil {
			return fmt.Errorf("interrupted: the starts found are in %s, and the same command goes on from them", partial.Name())
		}
		return err
	}
	if written, err := finishPositions(stdout, f.out, partial, header, starts); err != nil || !written {
		return err
	}
	short := ""
	if len(starts) < d.Count {
		short = fmt.Sprintf(" (of %d: some shares did not fill in the walks tried)", d.Count)
	}
	fmt.Fprintf(stdout, "%s%s written to %s in %s\n", plural.Count(len(starts), "start", "starts"), short, f.out, time.Since(start).Round(time.Second))
	return os.Remove(partial.Name())
}

// matchDeckFlags are the flags of "fetaix match deck" that are not the
// deck maker's own.
type matchDeckFlags struct {
	rules string // --rules as given
	out   string // --out, "" for standard output
}

// parseMatchDeck reads the flags of "fetaix match deck" into the deck
// maker they ask for, its rules and tables opened.
func parseMatchDeck(args []string, stdout, stderr io.Writer) (match.DeckMaker, matchDeckFlags, error) {
	fs := newFlags("match deck", "match deck --tables DIR [--count N] [--seed S] [--min-pieces 7] [--max-pieces 12] [--nodes N] [--out FILE] [flags]\n\n"+
		"Makes a deck of proven starts for fetaix match --conversion --truth: positions\n"+
		"reached in play, with --min-pieces to --max-pieces pieces, each kept when a\n"+
		"proof search of at most --nodes nodes over the tables of --tables proves its\n"+
		"value (proven=win or proven=draw after the position). Walk k plays from the\n"+
		"start, each ply drawn among the moves a depth-6 search scores within --margin\n"+
		"of the best; at the first quiet position (no capture pending, at most 10 plies\n"+
		"since a capture or a man move) of each piece count that the search\n"+
		"scores within --max-score of even, it runs the proof search, and keeps the first\n"+
		"start proven. Each piece count's wins, and its draws, are at most an even share\n"+
		"of --count. With --out it prints each try and each start kept, and FILE.partial\n"+
		"holds the starts so far: the same command run again goes on from it.", stdout, stderr)
	var d match.DeckMaker
	fs.IntVar(&d.Count, "count", 48, "starts to make (1-10000)")
	fs.Int64Var(&d.Seed, "seed", 1, "seed of the walks")
	fs.IntVar(&d.MinPieces, "min-pieces", 7, "fewest pieces of a start (more than the tables')")
	fs.IntVar(&d.MaxPieces, "max-pieces", 12, "most pieces of a start")
	fs.IntVar(&d.Margin, "margin", 80, "a walk's ply is drawn among the moves a depth-6 search scores within this many centi-men of the best")
	fs.IntVar(&d.MaxScore, "max-score", 300, "a start's depth-6 score is within this many centi-men of even")
	fs.Uint64Var(&d.Nodes, "nodes", 200000, "the proof search's budget in `N` nodes")
	var f matchDeckFlags
	tablesDir := fs.String("tables", "", "endgame tables `DIR` (the proofs' leaves; required)")
	fs.StringVar(&f.rules, "rules", "", "rule options (default: all defaults)")
	fs.StringVar(&f.out, "out", "", "write the deck to this `FILE` (never overwrites; default: standard output); FILE.partial holds the starts found so far, and a run with the same flags goes on from it")
	if err := parseFlags(fs, args); err != nil {
		return d, f, err
	}
	switch {
	case *tablesDir == "":
		return d, f, missingFlag("tables", "the endgame tables' directory: fetaix tables build --dir DIR")
	case d.Count < 1 || d.Count > 10000:
		return d, f, badValue("count", d.Count, "1..10000")
	case d.MinPieces < 3 || d.MaxPieces < d.MinPieces || d.MaxPieces > game.MaxPieces:
		return d, f, refusedf("min-pieces, --max-pieces", "want 3 ≤ min ≤ max ≤ %d, got %d, %d", game.MaxPieces, d.MinPieces, d.MaxPieces)
	case d.Margin < 0:
		return d, f, badValue("margin", d.Margin, "≥ 0")
	case d.MaxScore < 0:
		return d, f, badValue("max-score", d.MaxScore, "≥ 0")
	case d.Nodes < 1:
		return d, f, badValue("nodes", d.Nodes, "a positive count")
	}
	var err error
	if d.Rules, err = game.ParseRules(f.rules); err != nil {
		return d, f, refused("rules", err)
	}
	if d.Tables, err = tables.Open(*tablesDir, d.Rules); err != nil {
		return d, f, fmt.Errorf("--tables: %w", err)
	}
	if d.MinPieces <= d.Tables.Pieces() {
		return d, f, badValue("min-pieces", d.MinPieces, fmt.Sprintf("more than the tables' %d pieces", d.Tables.Pieces()))
	}
	return d, f, nil
}

// makeDeck runs d; each start kept is appended to partial (when writing
// to a file, with a line on stdout for each try since start).
func makeDeck(ctx context.Context, d match.DeckMaker, partial *os.File, stdout io.Writer, start time.Time) ([]match.Start, error) {
	kept := len(d.From.Starts)
	var werr error
	found := func(s match.Start, walks int) {
		kept++
		if partial == nil {
			return
		}
		if _, err := fmt.Fprintf(partial, "%s\n%s%d\n", s, walksMark, walks); err != nil && werr == nil {
			werr = fmt.Errorf("--out: %w", err)
		}
		if err := partial.Sync(); err != nil && werr == nil {
			werr = fmt.Errorf("--out: %w", err)
		}
	}
	tried := func(t match.DeckTry) {
		if partial == nil {
			return
		}
		what := "not proven"
		if t.Value.Exact() {
			what = t.Value.String() + " for the side to move"
			if !t.Kept {
				what += ", its share full"
			}
		}
		mark := " "
		if t.Kept {
			mark = "+"
		}
		fmt.Fprintf(stdout, "%s[%d/%d %s, walk %d] %d pieces %s (%+d at depth 6): %s\n", mark, kept+b2i(t.Kept), d.Count, time.Since(start).Round(time.Second), t.Walk, t.Pieces, t.Position, t.Score, what)
	}
	starts, err := d.Run(ctx, found, tried)
	return starts, errors.Join(err, werr)
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// deckHeader is the comment that opens a deck: the command that makes it
// again, and what its lines are.
func deckHeader(d match.DeckMaker, rules string) string {
	cmd := fmt.Sprintf("fetaix match deck --count %d --seed %d --min-pieces %d --max-pieces %d --margin %d --max-score %d --nodes %d --tables DIR",
		d.Count, d.Seed, d.MinPieces, d.MaxPieces, d.Margin, d.MaxScore, d.Nodes)
	if rules != "" {
		cmd += " --rules " + rules
	}
	lines := []string{
		"Proven starts for fetaix match --conversion --truth: positions reached in play,",
		"each with its value for the better side proven. Made by",
		"  " + cmd,
		fmt.Sprintf("with the endgame tables of up to %d pieces in DIR.", d.Tables.Pieces()),
		"Walk k plays from the start, each ply drawn among the moves a depth-6 search",
		fmt.Sprintf("scores within %d centi-men of the best. At the first quiet position (no capture", d.Margin),
		fmt.Sprintf("pending, at most 10 plies since a capture or a man move) of each count of %d to %d pieces", d.MinPieces, d.MaxPieces),
		fmt.Sprintf("that the search scores within %d centi-men of even, a proof search (fetaix", d.MaxScore),
		fmt.Sprintf("solve's, one thread, at most %d nodes, the tables its leaves, its certificate", d.Nodes),
		"checked) runs; the walk keeps the first position it proves, unless that piece",
		fmt.Sprintf("count's starts of that value number %d already. A proven win's better side is", d.Share()),
		"its winner; a proven draw's the side the search prefers.",
		"Each line: the better side (w or b), the position text, proven=VALUE for the",
		"better side, # pieces, walk, the depth-6 score.",
	}
	return "# " + strings.Join(lines, "\n# ") + "\n"
}
