package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/plural"
)

func init() {
	register(&command{name: "explore", summary: "every move of a position with its proven value or the engine's estimate", run: runExplore})
}

// exploreSynopsis is explore's usage line.
const exploreSynopsis = "explore [--position TEXT] [--rules TEXT] [--tables DIR | --no-tables] [--depth N] [--prove D] [--json]\n\n" +
	"Prints every legal move of the position, best first, one a line: its value for the side\n" +
	"that plays it where the proofs or the endgame tables prove it (win, draw, loss, with the\n" +
	"tables' plies), else the engine's score and depth, marked as an estimate. --prove D runs\n" +
	"the proof search (the tables as leaves) for at most D on each move still unknown.\n" +
	"--json: one object a line, {\"move\", \"value\", \"source\", \"plies\", \"plies_to\", \"score\", \"depth\"}.\n" +
	"The tables' plies count to the next capture or man move with the no-progress rule on\n" +
	"(plies_to \"capture or man move\"), to the end with it off (\"end\")."

func runExplore(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("explore", exploreSynopsis, stdout, stderr)
	pos := fs.String("position", "", "the position text (default: the start position)")
	rules := fs.String("rules", "", "rule options (default: all defaults)")
	tdir := fs.String("tables", "", "endgame tables `DIR` (as for fetaix tables; default: the game's, DATA-DIR/tables)")
	noTables := fs.Bool("no-tables", false, "no endgame tables unless --tables names them (also "+noTablesEnv+"=1)")
	depth := fs.Int("depth", explore.DefaultSearch.Depth, "the engine's search depth for each move nothing proves (0: no search)")
	prove := fs.Duration("prove", 0, "run the proof search for at most this long on each move still unknown (default: none)")
	asJSON := fs.Bool("json", false, "one JSON object per move")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	r, p, err := parseSetup(*rules, *pos)
	if err != nil {
		return err
	}
	switch {
	case *depth < 0 || *depth > 64:
		return badValue("depth", *depth, "0..64")
	case *prove < 0:
		return badValue("prove", *prove, "a duration above 0, e.g. 10s")
	}
	set, _, err := toolTables(*tdir, *noTables, r)
	if err != nil {
		return err
	}
	o := explore.Options{Book: ai.DefaultBook(), Tables: set}
	if *depth > 0 {
		e := ai.New(16)
		e.SetTables(set)
		o.Engine, o.Search = e, ai.Limits{Depth: *depth}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	x := explore.New(o)
	moves := x.Moves(ctx, p, r)
	if *prove > 0 {
		unknown := 0
		for _, m := range moves {
			if m.Value == explore.Unknown {
				unknown++
			}
		}
		n, err := x.Prove(ctx, p, r, moves, *prove)
		if err != nil {
			return err
		}
		fmt.Fprintf(stderr, "proof search: proved %d of %s, at most %v each\n", n, plural.Count(unknown, "unknown move", "unknown moves"), *prove)
	}
	if len(moves) == 0 {
		fmt.Fprintf(stderr, "no legal move: %s to move loses\n", colorName(p.SideToMove()))
		return nil
	}
	valueW := 17 // the value column: at least "loss in 99 plies", else the widest value
	for _, m := range moves {
		valueW = max(valueW, len(m.ValueText(r)))
	}
	for _, m := range moves {
		if *asJSON {
			fmt.Fprintln(stdout, exploreJSON(m, r))
		} else {
			fmt.Fprintln(stdout, exploreLine(m, r, valueW))
		}
	}
	return nil
}

// exploreJSON is a move's JSON object under rules r: move, value, source
// (null when nothing is known), plies (the tables') and plies_to (what
// they count: explore.PliesTo), score and depth (the engine's, only for a
// value it estimates), in that order.
func exploreJSON(m explore.Move, r game.Rules) string {
	null := func(ok bool, v any) string {
		if !ok {
			return "null"
		}
		b, _ := json.Marshal(v)
		return string(b)
	}
	estimate := m.Value == explore.Unknown && m.Depth > 0
	return fmt.Sprintf(`{"move": %s, "value": %s, "source": %s, "plies": %s, "plies_to": %s, "score": %s, "depth": %s}`,
		null(true, m.Text), null(true, m.Value), null(m.Source != explore.FromNone, m.Source),
		null(m.Plies >= 0, m.Plies), null(m.Plies >= 0, explore.PliesTo(r)), null(estimate, m.Score), null(estimate, m.Depth))
}

// exploreLine is a move's line of text under rules r: the move, what is
// proven (with the tables' plies and what they count) in a column of
// valueW, its source, which proof or table, or the engine's estimate, a *
// for the proof's move, and its line.
func exploreLine(m explore.Move, r game.Rules, valueW int) string {
	value := m.ValueText(r)
	var what []string
	if m.BookMove {
		what = append(what, "* the proof's move")
	}
	if m.By != "" {
		what = append(what, m.By)
	}
	if m.Depth > 0 && m.Value == explore.Unknown {
		what = append(what, "estimate: "+scoreText(m.Score, m.Mate)+fmt.Sprintf(" at depth %d", m.Depth))
	}
	source := string(m.Source)
	if source == "" {
		source = "-"
	}
	s := fmt.Sprintf("%-12s %-*s %-6s %s", m.Text, valueW, value, source, strings.Join(what, "; "))
	if len(m.Line) > 0 {
		s += "; line " + lineText(m.Line)
	}
	return strings.TrimRight(s, " ")
}

// scoreText is an engine score: "+0.35" (men), or "wins in 7" / "loses in
// 7" for a forced result the search found (still an estimate).
func scoreText(score, mate int) string {
	switch {
	case mate > 0:
		return fmt.Sprintf("wins in %d", mate)
	case mate < 0:
		return fmt.Sprintf("loses in %d", -mate)
	}
	return fmt.Sprintf("%+.2f", float64(score)/100)
}

// lineText is a line of moves in notation.
func lineText(line []game.Move) string {
	s := make([]string, len(line))
	for i, m := range line {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}
