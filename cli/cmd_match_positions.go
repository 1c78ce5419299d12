package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/match"
	"github.com/fetaix/fetaix/tables"
)

// runMatchPositions is "fetaix match positions": it generates a
// conversion positions file (see match.Generator).
func runMatchPositions(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	gen, f, err := parseMatchPositions(args, stdout, stderr)
	if err != nil {
		return err
	}
	header := positionsHeader(gen, f.rules, f.tablesDir != "", f.tablesNote)
	var partial *os.File
	if f.out != "" {
		if partial, gen.From, err = openPartial(f.out, header); err != nil {
			return err
		}
		// closed at the end, after its last line was written and synced
		// or the run failed with its own error
		defer partial.Close() //nolint:errcheck // see above
		if n := len(gen.From.Starts); n > 0 {
			fmt.Fprintf(stdout, "going on from %s: %s after %s\n", partial.Name(), plural.Count(n, "position", "positions"), plural.Count(gen.From.Walks, "walk", "walks"))
		}
	}
	start := time.Now()
	starts, err := generatePositions(gen, partial, stdout, start)
	if err != nil {
		return err
	}
	if written, err := finishPositions(stdout, f.out, partial, header, starts); err != nil || !written {
		return err
	}
	fmt.Fprintf(stdout, "%s written to %s in %s\n", plural.Count(len(starts), "position", "positions"), f.out, time.Since(start).Round(time.Second))
	return os.Remove(partial.Name())
}

// matchPositionsFlags are the flags of "fetaix match positions" that are
// not the generator's own.
type matchPositionsFlags struct {
	tablesDir  string // --tables, "" for none
	tablesNote string // the tables the header names ("none", or their pieces)
	rules      string // --rules as given
	out        string // --out, "" for standard output
}

// parseMatchPositions reads the flags of "fetaix match positions" into
// the generator they ask for, its rules and tables opened.
func parseMatchPositions(args []string, stdout, stderr io.Writer) (match.Generator, matchPositionsFlags, error) {
	fs := newFlags("match positions", "match positions [--count N] [--seed S] [--depth D] [--tables DIR] [--out FILE] [flags]\n\n"+
		"Makes the positions of a conversion match (fetaix match --conversion): one\n"+
		"side clearly better, the game not yet decided. Walk k plays from the start,\n"+
		"each ply drawn among the moves a depth-6 search scores within --margin of the\n"+
		"best; from a ply drawn in --min-ply..--max-ply on it keeps the first quiet\n"+
		"position (no capture pending, just after a capture or man move) with at least\n"+
		"--min-pieces pieces that a search to --depth (with the tables of --tables, if\n"+
		"given) scores --min-score..--max-score centi-men for one side, with no forced\n"+
		"result (with --positional, where the better side does not lead in material).\n"+
		"With --hard-movetime D, a position that meets these is also played twice by\n"+
		"the engine against itself, D a move (colours swapped, as in a conversion\n"+
		"match), and kept only when the better side fails to win at least one of the\n"+
		"two: a set the engine does not convert easily. With --hard-defender-movetime E\n"+
		"too, it is played once instead, the better side at D a move and the defender\n"+
		"at E, and kept when the better side fails to win.\n"+
		"The same flags (and tables) give the same file (with --hard-movetime, nearly:\n"+
		"the games depend on the machine's speed).", stdout, stderr)
	gen := match.Generator{}
	fs.IntVar(&gen.Count, "count", 60, "positions to make (1-10000)")
	fs.Int64Var(&gen.Seed, "seed", 1, "seed of the walks")
	fs.IntVar(&gen.Depth, "depth", 14, "depth of the search that judges a position (1-30)")
	fs.IntVar(&gen.MinScore, "min-score", 150, "least advantage of the better side, centi-men")
	fs.IntVar(&gen.MaxScore, "max-score", 400, "most advantage of the better side, centi-men")
	fs.BoolVar(&gen.Positional, "positional", false, "keep only positions where the better side does not lead in material (a mulla counting 3 men)")
	fs.IntVar(&gen.MinPieces, "min-pieces", 8, "least pieces on the board (more than the tables hold)")
	fs.IntVar(&gen.Margin, "margin", 80, "a walk's ply is drawn among the moves within this many centi-men of the best")
	fs.IntVar(&gen.MinPly, "min-ply", 12, "earliest ply a walk judges from")
	fs.IntVar(&gen.MaxPly, "max-ply", 50, "latest ply a walk starts judging from")
	fs.DurationVar(&gen.Hard.MoveTime, "hard-movetime", 0, "keep only positions the engine, playing itself at this time a move, fails to convert at least once in two games (default: no such filter)")
	fs.DurationVar(&gen.Defender.MoveTime, "hard-defender-movetime", 0, "with --hard-movetime, play each position once, the defender at this time a move, and keep it when the better side fails to win")
	var f matchPositionsFlags
	fs.StringVar(&f.tablesDir, "tables", "", "endgame tables `DIR` for the judging search (default: none)")
	fs.StringVar(&f.rules, "rules", "", "rule options (default: all defaults)")
	fs.StringVar(&f.out, "out", "", "write the positions to this `FILE` (never overwrites; default: standard output); FILE.partial holds those found so far, and a run with the same flags goes on from it")
	if err := parseFlags(fs, args); err != nil {
		return gen, f, err
	}
	if err := checkGenerator(gen); err != nil {
		return gen, f, err
	}
	var err error
	if gen.Rules, err = game.ParseRules(f.rules); err != nil {
		return gen, f, refused("rules", err)
	}
	f.tablesNote = "none"
	if f.tablesDir != "" {
		if gen.Tables, err = tables.Open(f.tablesDir, gen.Rules); err != nil {
			return gen, f, fmt.Errorf("--tables: %w", err)
		}
		if gen.MinPieces <= gen.Tables.Pieces() {
			return gen, f, badValue("min-pieces", gen.MinPieces, fmt.Sprintf("more than the tables' %d pieces", gen.Tables.Pieces()))
		}
		f.tablesNote = fmt.Sprintf("up to %d pieces (fetaix tables build --pieces %d)", gen.Tables.Pieces(), gen.Tables.Pieces())
	}
	return gen, f, nil
}

// checkGenerator refuses the flag values of "fetaix match positions"
// outside their ranges.
func checkGenerator(gen match.Generator) error {
	switch {
	case gen.Count < 1 || gen.Count > 10000:
		return badValue("count", gen.Count, "1..10000")
	case gen.Depth < 1 || gen.Depth > 30:
		return badValue("depth", gen.Depth, "1..30")
	case gen.MinScore < 0 || gen.MaxScore < gen.MinScore:
		return refusedf("min-score, --max-score", "want 0 ≤ min ≤ max, got %d, %d", gen.MinScore, gen.MaxScore)
	case gen.MinPly < 0 || gen.MaxPly < gen.MinPly:
		return refusedf("min-ply, --max-ply", "want 0 ≤ min ≤ max, got %d, %d", gen.MinPly, gen.MaxPly)
	case gen.Margin < 0:
		return badValue("margin", gen.Margin, "≥ 0")
	case gen.Hard.MoveTime < 0:
		return badValue("hard-movetime", gen.Hard.MoveTime, "a positive duration")
	case gen.Defender.MoveTime < 0 || gen.Defender.MoveTime > 0 && gen.Hard.MoveTime == 0:
		return badValue("hard-defender-movetime", gen.Defender.MoveTime, "a positive duration, with --hard-movetime")
	}
	return nil
}

// generatePositions runs gen; each position found is appended to partial
// (when writing to a file, with a progress line on stdout since start).
func generatePositions(gen match.Generator, partial *os.File, stdout io.Writer, start time.Time) ([]match.Start, error) {
	found := len(gen.From.Starts)
	var werr error
	starts, err := gen.Run(context.Background(), func(s match.Start, walks int) {
		found++
		if partial != nil {
			if _, err := fmt.Fprintf(partial, "%s\n%s%d\n", s, walksMark, walks); err != nil && werr == nil {
				werr = fmt.Errorf("--out: %w", err)
			}
			fmt.Fprintf(stdout, "[%d/%d %s, %s] %s\n", found, gen.Count, time.Since(start).Round(time.Second), plural.Count(walks, "walk", "walks"), s)
		}
	})
	return starts, errors.Join(err, werr)
}

// positionsHeader is the comment that opens a positions file: the
// command that makes it again, and what its lines are.
func positionsHeader(gen match.Generator, rules string, withTables bool, tablesNote string) string {
	cmd := fmt.Sprintf("fetaix match positions --count %d --seed %d --depth %d --min-score %d --max-score %d --min-pieces %d --margin %d --min-ply %d --max-ply %d",
		gen.Count, gen.Seed, gen.Depth, gen.MinScore, gen.MaxScore, gen.MinPieces, gen.Margin, gen.MinPly, gen.MaxPly)
	if gen.Positional {
		cmd += " --positional"
	}
	if gen.Hard.MoveTime > 0 {
		cmd += " --hard-movetime " + gen.Hard.MoveTime.String()
	}
	if gen.Defender.MoveTime > 0 {
		cmd += " --hard-defender-movetime " + gen.Defender.MoveTime.String()
	}
	if rules != "" {
		cmd += " --rules " + rules
	}
	if withTables {
		cmd += " --tables DIR"
	}
	lines := []string{
		"Conversion positions for fetaix match --conversion: one side clearly better,",
		"the game not yet decided. Made by",
		"  " + cmd,
		"with endgame tables: " + tablesNote + ".",
		"Walk k plays from the start, each ply drawn among the moves a depth-6 search",
		fmt.Sprintf("scores within %d centi-men of the best; from a ply drawn in %d..%d on, it keeps", gen.Margin, gen.MinPly, gen.MaxPly),
		"the first quiet position (no capture pending, just after a capture or a man",
		fmt.Sprintf("move) with at least %d pieces that a depth-%d search (with the tables) scores", gen.MinPieces, gen.Depth),
		fmt.Sprintf("%d..%d centi-men for one side without finding a forced result.", gen.MinScore, gen.MaxScore),
	}
	if gen.Positional {
		lines = append(lines, "The better side does not lead in material (men, a mulla counting 3).")
	}
	if gen.Defender.MoveTime > 0 {
		lines = append(lines,
			fmt.Sprintf("Each was then played once by the engine against itself, the better side at %s", gen.Hard.MoveTime),
			fmt.Sprintf("a move and the defender at %s, and kept only when the better side failed", gen.Defender.MoveTime),
			"to win.")
	} else if gen.Hard.MoveTime > 0 {
		lines = append(lines,
			fmt.Sprintf("Each was then played twice by the engine against itself at %s a move", gen.Hard.MoveTime),
			"(colours swapped) and kept only when the better side failed to win at least",
			"one of the two games (the note says how many it won).")
	}
	lines = append(lines,
		"Each line: the better side (w or b), the position text, # the search's score.")
	return "# " + strings.Join(lines, "\n# ") + "\n"
}
