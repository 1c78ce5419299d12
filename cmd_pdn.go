package main

import (
	"fmt"
	"io"

	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/pdnfile"
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

// readPDNWarned reads the PDN file at path as opts say, telling stderr
// each warning as command name's ("fetaix NAME: FILE: game N: place:
// warning: ...").
func readPDNWarned(name, path string, opts pdn.Options, stderr io.Writer) ([]*pdn.Record, error) {
	recs, warnings, err := pdnfile.Read(path, opts)
	for _, w := range warnings {
		fmt.Fprintf(stderr, "fetaix %s: %s: game %d: %s: warning: %s\n", name, path, w.Game, w.Place, w.Msg)
	}
	return recs, err
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

// loadRecord reads the game file at path for "fetaix --load FILE": the nth
// game (from 1, as --game N), or with n = 0 (no --game) its only game (a
// file with several games then needs --game). The record's Game stands at
// its last position; its Tags hold the players' names
// (Record.Tag(pdn.TagWhite)). Its errors name the flag at fault.
func loadRecord(path string, n int) (*pdn.Record, error) {
	recs, _, err := pdnfile.Read(path, pdn.Options{})
	if err != nil {
		return nil, fmt.Errorf("--load: %w", err)
	}
	switch {
	case n == 0 && len(recs) == 1:
		return recs[0], nil
	case n == 0:
		return nil, fmt.Errorf("--load: %s holds %d games: choose one with --game N (1 to %d)", path, len(recs), len(recs))
	case n < 0 || n > len(recs):
		return nil, gameOutOfRange(n, fmt.Sprintf("%s holds %s", path, plural.Count(len(recs), "game", "games")))
	}
	return recs[n-1], nil
}

// gameOutOfRange is the error for --game n, which names no game: why says
// which games there are.
func gameOutOfRange(n int, why string) error {
	return fmt.Errorf("--game %d: out of range: %s", n, why)
}
