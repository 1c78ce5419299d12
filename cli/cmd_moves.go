package cli

import (
	"fmt"
	"io"
	"sort"

	"github.com/fetaix/fetaix/game"
)

func init() {
	register(&command{name: "moves", summary: "list the legal moves of a position", run: runMoves})
}

func runMoves(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("moves", "moves [--position TEXT] [--rules TEXT]\n\n"+
		"Prints the legal moves in canonical notation, one per line, sorted.", stdout, stderr)
	pos := fs.String("position", "", "position text (default: the start position)")
	rules := fs.String("rules", "", "rule options (default: all defaults)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	r, p, err := parseSetup(*rules, *pos)
	if err != nil {
		return err
	}
	moves := p.LegalMoves(r, make([]game.Move, 0, game.MaxMoves))
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = m.String()
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintln(stdout, n)
	}
	return nil
}
