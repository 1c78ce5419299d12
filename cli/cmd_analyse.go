package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/analysis"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/plural"
)

func init() {
	register(&command{name: "analyse", summary: "mark each move of a PDN game: proven mistakes, the engine's elsewhere", run: runAnalyse})
}

// analyseDepth is fetaix analyse's default search depth.
const analyseDepth = 8

func runAnalyse(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	const synopsis = "analyse [--game N] [--depth D] [--json] [--tables DIR] [--no-tables] FILE"
	fs := newFlags("analyse", synopsis, stdout, stderr)
	gameN := fs.Int("game", 0, "analyse only game `N` of the file, from 1 (default: every game)")
	depth := fs.Int("depth", analyseDepth, "the engine's search depth `D` for the moves nothing proves (0: proven values only)")
	asJSON := fs.Bool("json", false, "write one JSON object per move instead of the annotated PDN")
	tdir := fs.String("tables", "", "endgame tables `DIR` (default DATA-DIR/tables)")
	noTables := fs.Bool("no-tables", false, "judge without the endgame tables (the proofs and the engine only)")
	fs.Usage = func() {
		fmt.Fprint(stdout, usageText(fs, synopsis+"\n\n"+
			"Analyses every move of the games of a PDN file. Where the proofs or the endgame\n"+
			"tables prove the values (up to 3 plies onto them), a move keeps the value,\n"+
			"throws the win or the draw, or leaves the win no longer proven; elsewhere the\n"+
			"engine judges it at depth D (an inaccuracy, mistake or blunder when its score\n"+
			"falls by half a man, a man, two men, unless both win or both lose). Writes the games\n"+
			"back as PDN with the marks as NAGs ($4 ??, $2 ?, $6 ?!), a comment with the\n"+
			"better move and its value and its line as a variation, or, with --json, one\n"+
			"object per move. See docs/analysis.md."))
	}
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(files) != 1:
		return &usageError{"want exactly one FILE", "see fetaix help analyse"}
	case *depth < 0 || *depth > 64:
		return badValue("depth", *depth, "0 to 64")
	case *gameN < 0:
		return badValue("game", *gameN, "1 or more")
	}
	path := files[0]
	recs, err := readPDNWarned("analyse", path, pdn.Options{}, stderr)
	if err != nil {
		return err
	}
	nums := make([]int, len(recs))
	for i := range nums {
		nums[i] = i + 1
	}
	if *gameN > 0 {
		if *gameN > len(recs) {
			return gameOutOfRange(*gameN, fmt.Sprintf("%s holds %s", path, plural.Count(len(recs), "game", "games")))
		}
		nums = []int{*gameN}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var out []*pdn.Record
	for _, n := range nums {
		rec := recs[n-1]
		x, err := analyseExplorer(rec.Game.Rules(), *depth, *tdir, *noTables)
		if err != nil {
			return err
		}
		a, err := analysis.Analyse(ctx, rec.Game, x, analysis.Options{Depth: *depth})
		if errors.Is(err, analysis.ErrNoMoves) {
			return fmt.Errorf("%s: game %d: %w", path, n, err)
		}
		if err != nil {
			return fmt.Errorf("%s: game %d: %w", path, n, err)
		}
		if *asJSON {
			if err := a.WriteJSON(stdout, n); err != nil {
				return err
			}
			continue
		}
		out = append(out, analysis.Annotate(rec, a))
	}
	if *asJSON {
		return nil
	}
	text, err := pdn.Format(out...)
	if err != nil {
		return err
	}
	_, err = io.WriteString(stdout, text)
	return err
}

// analyseExplorer returns the explorer an analysis under rules r uses:
// the proofs' book, the endgame tables (toolTables) and, at depth > 0,
// an engine searching to that depth.
func analyseExplorer(r game.Rules, depth int, tdir string, noTables bool) (*explore.Explorer, error) {
	set, _, err := toolTables(tdir, noTables, r)
	if err != nil {
		return nil, err
	}
	o := explore.Options{Book: ai.DefaultBook(), Tables: set, ProvePlies: explore.AnalysisProvePlies}
	if depth > 0 {
		o.Engine, o.Search = ai.New(ai.DefaultHashMiB), ai.Limits{Depth: depth}
	}
	return explore.New(o), nil
}
