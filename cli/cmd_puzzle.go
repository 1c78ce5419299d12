package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/prefs"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/ui"
)

func init() {
	register(&command{name: "puzzle", summary: "solve puzzles whose answers are proven; export more", usage: puzzleUsage, run: runPuzzlePlay, sub: []*command{
		{name: "export", run: runPuzzleExport},
		{name: "mine", run: runPuzzleMine},
		{name: "refresh", run: runPuzzleRefresh},
		{name: "stats", run: runPuzzleStats},
	}})
}

const puzzleUsage = `Usage:
  fetaix puzzle [--mode rated|streak|timed] [--theme NAME] [--no-tables] [--lang en|fr|ar] [--bidi app|terminal]
  fetaix puzzle stats [--file F]
  fetaix puzzle export --count N [--source table|proof|all] [--theme NAME,...] [--pieces MIN-MAX | --min-pieces K --max-pieces K] [--max-moves M] [--seed S] [--tables DIR] [--search-time D] [--time D] [--refutations FILE] [--json]
  fetaix puzzle mine --out FILE [--games N] [--seed S] [--pdn FILE] [--proofs] [--tables DIR] [--limit NODES] [--screen NODES] [--min-pieces K] [--max-pieces K] [--max-moves M] [--time D]
  fetaix puzzle refresh [--max-one-move N] FILE... > OUT

puzzle plays puzzles: a position where exactly one move keeps the value of
the side to move (the only win, or the only move that saves the draw), as
the endgame tables prove, at your puzzle rating (kept in the statistics).
Each move is checked by its proven value; a wrong one says what it
allowed and shows the solution. --mode streak plays puzzles of rising
difficulty until the first mistake, --mode timed as many as you can in
three minutes (neither is rated; their personal bests are kept);
--theme draws only the puzzles of a theme; --lang and --bidi as for
play (the screen's language, and who orders right-to-left text).
export writes N puzzles drawn from the endgame tables (default: the
game's, DATA-DIR/tables), one a line: the position, the solution and the
goal, or with --json one object a line (docs/puzzles.md); --source proof
takes them from the committed proofs instead, each alternative refuted by
the tables, the proofs or a proof search; --theme and --pieces keep only
the puzzles with every theme named and of that many pieces. stats prints
how a puzzle set (default: the committed one) is spread: pieces, solver's
moves, themes, goals, origins, proofs and ratings.
mine makes puzzles from games (self-play, a PDN file such as a server's
archive, the committed proofs' positions), each proven with the tables
and proof searches, appended to FILE as found; run again, it goes on
where it stopped. refresh joins puzzle files into one, a position given
once up to symmetry, the themes and ratings found again.`

func runPuzzleExport(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("puzzle export", "puzzle export --count N [--source table|proof|all] [--theme NAME,...] [--pieces MIN-MAX | --min-pieces K --max-pieces K] [--max-moves M] [--seed S] [--tables DIR] [--search-time D] [--time D] [--refutations FILE] [--json]", stdout, stderr)
	count := fs.Int("count", 0, "how many puzzles (required)")
	minPieces := fs.Int("min-pieces", 2, "the fewest pieces of a puzzle's position")
	maxPieces := fs.Int("max-pieces", 0, "the most pieces of a puzzle's position (default: as many as the tables cover)")
	maxMoves := fs.Int("max-moves", puzzle.DefaultMaxSolverMoves, "the most moves of the solver in a puzzle")
	seed := fs.Uint64("seed", 1, "the seed of the positions drawn: the same seed and tables give the same puzzles")
	tdir := fs.String("tables", "", "endgame tables `DIR` (as for fetaix tables; default: the game's, DATA-DIR/tables)")
	asJSON := fs.Bool("json", false, "one JSON object a line")
	source := fs.String("source", puzzle.SourceTable, "where the puzzles come from: table (the endgame tables), proof (the committed proofs) or all (proof puzzles first, then table ones)")
	each := fs.Duration("search-time", 200*time.Millisecond, "proof puzzles: the proof search's time on each alternative the tables and proofs do not refute (0: no search)")
	total := fs.Duration("time", time.Minute, "proof puzzles: the most time spent looking for them")
	refPath := fs.String("refutations", "", "proof puzzles: write what refutes each alternative to this file, one JSON object a line (gzip-compressed when it ends in .gz)")
	var themes themesFlag
	fs.Var(&themes, "theme", "only puzzles with every theme named: a comma list or the flag repeated ("+strings.Join(puzzle.AllThemes, ", ")+")")
	var pieces piecesFlag
	fs.Var(&pieces, "pieces", "only puzzles of MIN to MAX pieces (6-12), or of one number of pieces: --min-pieces and --max-pieces at once")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if pieces.set {
		if given := setFlags(fs, "min-pieces", "max-pieces"); given != "" {
			return refusedf("pieces", "given with --%s (want one or the other)", given)
		}
		*minPieces, *maxPieces = pieces.min, pieces.max
	}
	switch {
	case *count <= 0:
		return badValue("count", *count, "a number of puzzles ≥ 1")
	case *minPieces < 2:
		return badValue("min-pieces", *minPieces, "2 or more")
	case *maxPieces != 0 && *maxPieces < *minPieces:
		return badValue("max-pieces", *maxPieces, fmt.Sprintf("0 or at least --min-pieces (%d)", *minPieces))
	case *maxMoves < 1:
		return badValue("max-moves", *maxMoves, "1 or more")
	case *source != puzzle.SourceTable && *source != puzzle.SourceProof && *source != "all":
		return badValue("source", *source, "table, proof or all")
	case *each < 0:
		return badValue("search-time", *each, "0 or more")
	case *total <= 0:
		return badValue("time", *total, "more than 0")
	}
	set, where, err := toolTables(*tdir, false, game.DefaultRules())
	if err != nil {
		return err
	}
	if set == nil {
		return fmt.Errorf("no endgame tables (%s): fetaix tables build makes them", where)
	}
	if *source != puzzle.SourceProof && *minPieces > set.Pieces() {
		if pieces.set {
			return badValue("pieces", pieces.String(), fmt.Sprintf("at most %d: the tables in %s cover up to %d pieces", set.Pieces(), where, set.Pieces()))
		}
		return badValue("min-pieces", *minPieces, fmt.Sprintf("at most %d: the tables in %s cover up to %d pieces", set.Pieces(), where, set.Pieces()))
	}
	w := bufio.NewWriter(stdout)
	var keep func(puzzle.Puzzle) bool // of the proof puzzles; nil: all
	if len(themes) > 0 || *minPieces > 2 || *maxPieces > 0 {
		keep = func(pz puzzle.Puzzle) bool { return themes.has(pz) && within(pz, *minPieces, *maxPieces) }
	}
	write := func(pz puzzle.Puzzle) error {
		if *asJSON {
			return puzzle.Write(w, pz)
		}
		_, err := fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%s\n", pz.Position, pz.Instruction(), joinMoves(pz.Solution), pz.Rating, strings.Join(pz.Themes, ","))
		return err
	}
	made, seen := 0, map[string]bool{}
	if *source != puzzle.SourceTable {
		rf, rerr := puzzle.NewRefuter(game.DefaultRules(), set, ai.DefaultBook(), *each)
		if rerr != nil {
			return rerr
		}
		made, err = exportProofPuzzles(rf, proofExport{count: *count, maxMoves: *maxMoves, total: *total, refPath: *refPath, keep: keep}, seen, write)
	}
	if err == nil && *source != puzzle.SourceProof && made < *count {
		opts := puzzle.Options{Count: *count - made, MinPieces: *minPieces, MaxPieces: *maxPieces, MaxSolverMoves: *maxMoves, Seed: *seed, Seen: seen}
		if len(themes) > 0 {
			opts.Keep = themes.has
		}
		err = puzzle.Generate(context.Background(), set, opts, write)
	}
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	return err
}

// setFlags returns the first of names that the command line gave fs
// ("" for none).
func setFlags(fs *flag.FlagSet, names ...string) string {
	given := ""
	fs.Visit(func(f *flag.Flag) {
		if given == "" && slices.Contains(names, f.Name) {
			given = f.Name
		}
	})
	return given
}

// joinMoves writes a line of moves with spaces between them.
func joinMoves(moves []string) string {
	out := ""
	for i, m := range moves {
		if i > 0 {
			out += " "
		}
		out += m
	}
	return out
}

func runPuzzlePlay(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("puzzle", "puzzle [--mode rated|streak|timed] [--theme NAME] [--no-tables] [--lang en|fr|ar] [--bidi app|terminal]", stdout, stderr)
	noTables := fs.Bool("no-tables", false, "check the moves against the committed solutions only, not the endgame tables (also "+noTablesEnv+"=1)")
	mode := fs.String("mode", ui.PuzzleModeRated, "rated (each puzzle near your rating), streak (rising difficulty until the first mistake) or timed (three minutes)")
	theme := fs.String("theme", "", "draw only the puzzles of this theme: "+strings.Join(puzzle.AllThemes, ", "))
	lang, bidi := fs.String("lang", "", langFlagHelp), fs.String("bidi", "", bidiFlagHelp)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case !slices.Contains(ui.PuzzleModes, *mode):
		return badValue("mode", *mode, strings.Join(ui.PuzzleModes, ", "))
	case *theme != "" && !slices.Contains(puzzle.AllThemes, *theme):
		return badValue("theme", *theme, "one of "+strings.Join(puzzle.AllThemes, ", "))
	}
	set, err := puzzle.Committed()
	if err != nil {
		return err
	}
	path, err := prefs.PuzzlesPath()
	if err != nil {
		return err
	}
	stats, warnings := prefs.LoadPuzzleStats(path)
	for _, w := range warnings {
		fmt.Fprintf(stderr, "fetaix: puzzles: %v\n", w)
	}
	saved, _, _ := openSettings(stderr)
	o := ui.NewGlyphFit(os.Getenv).Apply(ui.ApplySettings(ui.Options{}, saved))
	if o.Lang, o.Notice, err = localizer(*lang, *bidi, os.Getenv); err != nil {
		return err
	}
	in, out, err := terminals(stdin, stdout)
	if err != nil {
		return err
	}
	o.Tables = playTables(*noTables, func(ui.NoticeMsg) {})
	m := ui.NewPuzzle(ui.PuzzleOptions{Options: o, Puzzles: set, Rating: stats.Rating, Streak: stats.Streak, Rated: true,
		Seed: uint64(time.Now().UnixNano()), Mode: *mode, Theme: *theme,
		Bests: map[string]int{ui.PuzzleModeStreak: stats.BestStreakRun, ui.PuzzleModeTimed: stats.BestTimed},
		Record: func(pz puzzle.Puzzle, score float64) (rating.Rating, error) {
			return prefs.RecordPuzzle(path, func(r rating.Rating) rating.Rating { return puzzle.RatedScore(r, pz, score) }, score)
		},
		RunEnded: func(mode string, score int) (int, error) { return prefs.RecordRun(path, mode, score) }})
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, quitSignals...)
	defer signal.Stop(sigs)
	p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(out), tea.WithoutSignalHandler())
	return runUntilSignal(p, sigs)
}
