package cli

import (
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/match"
	"github.com/fetaix/fetaix/tables"
)

// The flags of fetaix match that judge its games' moves against the
// truth (match.Oracle), and what it prints of them.

// truthFlags are those flags as read.
type truthFlags struct {
	on    bool
	nodes uint64
}

// defaultTruthNodes is --truth-nodes' default: a proof search of this
// many nodes costs about a tenth of a second.
const defaultTruthNodes = 20000

// addTruthFlags declares the truth flags on fs.
func addTruthFlags(fs *flag.FlagSet) *truthFlags {
	f := &truthFlags{}
	fs.BoolVar(&f.on, "truth", false, "judge each move against the values of the positions before and after it (the tables of --tables, the book, a proof search), and count the errors: a win turned into a draw or a loss, a draw into a loss")
	fs.Uint64Var(&f.nodes, "truth-nodes", defaultTruthNodes, "with --truth: the proof search's budget in `N` nodes for a position the tables do not cover (0: no search)")
	return f
}

// oracle returns the judge the flags ask for over the match's tables
// (nil: none); the match reads the tables whole before its first game.
func (f *truthFlags) oracle(fs *flag.FlagSet, m *matchCommand, set *tables.Set) (*match.Oracle, error) {
	if !f.on {
		if givenFlags(fs)["truth-nodes"] {
			return nil, refusedf("truth-nodes", "goes with --truth")
		}
		return nil, nil
	}
	return &match.Oracle{Rules: m.Rules, Tables: set, Book: ai.DefaultBook(), Nodes: f.nodes}, nil
}

// truthGameLine is what a game's line adds when its moves are judged:
// "; errors A 0, B 1 (3 moves not judged)".
func truthGameLine(g match.Game) string {
	if g.Truth == nil {
		return ""
	}
	a, b := g.A, g.A.Other()
	return fmt.Sprintf("; errors A %d, B %d (%s not judged)", g.Truth.ErrorsOf(a), g.Truth.ErrorsOf(b),
		plural.Count(g.Truth.Unjudged[a]+g.Truth.Unjudged[b], "move", "moves"))
}

// truthError is a move judged an error, with its game and player.
type truthError struct {
	game   int
	player string
	match.MoveTruth
}

// gameErrors returns game g's errors, each with its player's letter.
func gameErrors(g match.Game) []truthError {
	if g.Truth == nil {
		return nil
	}
	var out []truthError
	for _, e := range g.Truth.Errors {
		who := "A"
		if e.Mover != g.A {
			who = "B"
		}
		out = append(out, truthError{g.N, who, e})
	}
	return out
}

// printTruth prints the match's moves judged: how the values were known,
// each player's errors and moves not judged, then the errors themselves.
func printTruth(w io.Writer, m matchCommand, t match.TruthTally, errs []truthError) {
	o := m.Truth
	tablesText := "no endgame tables"
	if o.Tables != nil {
		tablesText = fmt.Sprintf("the endgame tables of up to %d pieces", o.Tables.Pieces())
	}
	search := "no proof search"
	if o.Nodes > 0 {
		search = fmt.Sprintf("a proof search of at most %d nodes, its certificate checked", o.Nodes)
	}
	fmt.Fprintf(w, "truth: each move judged by its mover's values before and after it (a position's alone,\n"+
		"  its history not counted), from the rules, %s, the book of proven moves\n"+
		"  and %s; an error turns a win into a draw or a loss, or a draw\n"+
		"  into a loss; a move whose values are not known well enough is not judged\n", tablesText, search)
	for _, p := range []struct {
		name string
		c    match.TruthCount
	}{{"A (" + m.A.Name + ")", t.A}, {"B (" + m.B.Name + ")", t.B}} {
		fmt.Fprintf(w, "%s: %s", p.name, p.c.Line(t.Games))
		if len(m.Starts) > 0 {
			fmt.Fprintf(w, "; as the better side %d, as the defender %d; %d proven results not kept with no error judged", p.c.AsBetter, p.c.AsDefender, p.c.Unexplained)
		}
		fmt.Fprintln(w)
	}
	f := o.Figures
	fmt.Fprintf(w, "positions valued: %d: by the rules %d, the tables %d, the book %d, proof searches %d of %d (%d nodes, %s); open %d, bounded by the book %d, narrowed by the games' moves %d\n",
		f.Positions, f.ByRules, f.ByTables, f.ByBook, f.BySearch, f.Searched, f.SearchNodes, f.SearchTime.Round(time.Second), f.Open, f.BookBounds, f.InferredFromPlay)
	if len(errs) == 0 {
		return
	}
	fmt.Fprintln(w, "errors:")
	for _, e := range errs {
		fmt.Fprintf(w, "  game %d, %s: %s\n", e.game, e.player, e.MoveTruth)
	}
}
