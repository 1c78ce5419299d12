package cli

import (
	"fmt"
	"io"

	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/plural"
)

func init() {
	register(&command{name: "pdn", summary: "check a PDN game file and summarise each game", run: runPDN})
}

func runPDN(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("pdn", "pdn [--strict] FILE", stdout, stderr)
	strict := fs.Bool("strict", false, "keep the original checks: refuse variations, NAGs, move marks, PDN 3.0 results\n"+
		"and the other forms of other tools, and a record that disagrees with its position")
	fs.Usage = func() {
		fmt.Fprint(stdout, usageText(fs, "pdn [--strict] FILE\n\n"+
			"Reads every game of a PDN file, playing each move under the game's rules, and\n"+
			"prints for each game its tags, move count, result and final position text.\n"+
			"A malformed file or an illegal move is reported with its line, column and\n"+
			"move number, and the exit status is then 1. Records from other tools are read\n"+
			"leniently: what disagrees with the position (a result, moves after a draw) is\n"+
			"reported as a warning on stderr, and the exit status stays 0."))
	}
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(files) != 1 {
		return &usageError{"want exactly one FILE", "see fetaix help pdn"}
	}
	recs, err := readPDNWarned("pdn", files[0], pdn.Options{Strict: *strict}, stderr)
	if err != nil {
		return err
	}
	for i, rec := range recs {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		printRecordSummary(stdout, i+1, rec)
	}
	return nil
}

// printRecordSummary prints one game's tags, move count, result and final
// position.
func printRecordSummary(w io.Writer, n int, rec *pdn.Record) {
	fmt.Fprintf(w, "game %d\n", n)
	for _, t := range rec.AllTags() {
		fmt.Fprintf(w, "  %-12s %s\n", t.Name+":", t.Value)
	}
	g := rec.Game
	fmt.Fprintf(w, "  moves:       %s\n", plural.Count(g.Ply(), "ply", "plies"))
	result, why := rec.FinalResult()
	if why != "" {
		fmt.Fprintf(w, "  result:      %s (%s)\n", result, why)
	} else {
		fmt.Fprintf(w, "  result:      %s\n", result)
	}
	fmt.Fprintf(w, "  final:       %s\n", g.Position())
}
