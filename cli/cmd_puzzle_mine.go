package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/proofs"
	"github.com/fetaix/fetaix/puzzle"
)

const puzzleMineSynopsis = "puzzle mine --out FILE [--games N] [--seed S] [--pdn FILE] [--proofs] [--tables DIR] [--limit NODES] [--screen NODES] [--min-pieces K] [--max-pieces K] [--max-moves M] [--time D]"

// mineProgressEvery is how often puzzle mine reports its progress.
const mineProgressEvery = 10 * time.Second

// runPuzzleMine mines puzzles from games: the engine's self-play, a PDN
// file (a server's archive: fetaix archive export), the committed
// proofs' positions. It appends each puzzle to --out as it is found and
// keeps where each source is in OUT.state, so that a run interrupted
// (Ctrl-C, --time, a crash) goes on where it stopped.
func runPuzzleMine(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fl := newFlags("puzzle mine", puzzleMineSynopsis, stdout, stderr)
	out := fl.String("out", "", "append the puzzles to this `FILE`, one JSON object a line (required); FILE.state keeps where each source is")
	games := fl.Uint64("games", 0, "self-play games to mine, the engine against itself at every level")
	seed := fl.Uint64("seed", 1, "the self-play games' seed")
	pdnPath := fl.String("pdn", "", "mine the games of this PDN `FILE` (a server's archive: fetaix archive export)")
	fromProofs := fl.Bool("proofs", false, "mine the positions of the committed proofs")
	tdir := fl.String("tables", "", "endgame tables `DIR` (default: the game's, DATA-DIR/tables)")
	limit := fl.Uint64("limit", puzzle.DefaultMineLimit, "the nodes of each proof search beyond the tables")
	screen := fl.Uint64("screen", 0, "the nodes of the first search of a candidate itself, which drops it when not proven a win or a draw (default: a quarter of --limit)")
	minPieces := fl.Int("min-pieces", puzzle.MinedMinPieces, "the fewest pieces of a puzzle")
	maxPieces := fl.Int("max-pieces", puzzle.MinedMaxPieces, "the most pieces of a puzzle")
	maxMoves := fl.Int("max-moves", puzzle.DefaultMaxSolverMoves, "the most moves of the solver in a puzzle")
	total := fl.Duration("time", 0, "stop after this long (0: when the sources are done); a later run goes on")
	if err := parseFlags(fl, args); err != nil {
		return err
	}
	switch {
	case *out == "":
		return badValue("out", *out, "a file to append the puzzles to")
	case *games == 0 && *pdnPath == "" && !*fromProofs:
		return errors.New("puzzle mine: nothing to mine: give --games N, --pdn FILE or --proofs")
	case *minPieces < 2 || *minPieces > *maxPieces:
		return badValue("min-pieces", *minPieces, fmt.Sprintf("2 to --max-pieces (%d)", *maxPieces))
	case *maxPieces > game.NumSquares:
		return badValue("max-pieces", *maxPieces, "at most 25")
	case *maxMoves < 1:
		return badValue("max-moves", *maxMoves, "1 or more")
	case *total < 0:
		return badValue("time", *total, "0 or more")
	}
	r := game.DefaultRules()
	set, where, err := toolTables(*tdir, false, r)
	if err != nil {
		return err
	}
	if set == nil {
		return fmt.Errorf("no endgame tables (%s): fetaix tables build makes them", where)
	}
	var records []*pdn.Record
	if *pdnPath != "" {
		if records, err = readPDNWarned("pdn", *pdnPath, pdn.Options{}, stderr); err != nil {
			return err
		}
	}
	pv := puzzle.NewProver(r, set, *limit)
	pv.Screen = *limit / 4
	if *screen > 0 {
		pv.Screen = *screen
	}
	mn := puzzle.NewMiner(pv)
	mn.MinPieces, mn.MaxPieces, mn.MaxSolverMoves = *minPieces, *maxPieces, *maxMoves
	st, err := openMineRun(*out, r, mn.Seen)
	if err != nil {
		return err
	}
	defer st.close() //nolint:errcheck // closed after the last flush below
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if *total > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *total)
		defer cancel()
	}
	st.report, st.stderr = time.Now(), stderr
	err = mineSources(ctx, mn, st, mineFrom{proofs: *fromProofs, pdn: *pdnPath, records: records, games: *games, seed: *seed})
	st.progress(mn, true)
	if ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) || err == nil) {
		fmt.Fprintf(stderr, "fetaix: puzzle mine stopped; run it again to go on\n")
		return st.close()
	}
	if err != nil {
		return err
	}
	return st.close()
}

// mineFrom is what a run mines: the proofs' positions, a PDN file's
// games, self-play games.
type mineFrom struct {
	proofs  bool
	pdn     string
	records []*pdn.Record
	games   uint64
	seed    uint64
}

// mineSources mines from's sources in turn, each from where st says it
// is.
func mineSources(ctx context.Context, mn *puzzle.Miner, st *mineRun, from mineFrom) error {
	if from.proofs {
		if err := mineProofs(ctx, mn, st, st.emit); err != nil {
			return err
		}
	}
	for i := st.pos["pdn:"+from.pdn]; from.pdn != "" && i < len(from.records); i++ {
		if err := mn.Game(ctx, from.records[i].Game, puzzle.OriginArchive, st.emit); err != nil {
			return err
		}
		if err := st.done("pdn:"+from.pdn, i+1, mn); err != nil {
			return err
		}
	}
	sp := puzzle.NewSelfPlay(mn.Prover.Rules, mn.Prover.Set)
	for n := st.pos[mineSelfPlayKey(from.seed)]; n < int(from.games); n++ {
		g, err := sp.Game(ctx, from.seed, uint64(n))
		if err != nil {
			return err
		}
		if err := mn.Game(ctx, g, puzzle.OriginSelfPlay, st.emit); err != nil {
			return err
		}
		if err := st.done(mineSelfPlayKey(from.seed), n+1, mn); err != nil {
			return err
		}
	}
	return nil
}

// mineSelfPlayKey names the self-play games of seed in the state file.
func mineSelfPlayKey(seed uint64) string { return "selfplay:" + strconv.FormatUint(seed, 10) }

// mineProofs mines the committed proofs' positions, certificate by
// certificate, the state counting the positions done in each.
func mineProofs(ctx context.Context, mn *puzzle.Miner, st *mineRun, emit func(puzzle.Puzzle) error) error {
	files, err := fs.Glob(proofs.FS, "*.proof.gz")
	if err != nil {
		return err
	}
	for _, name := range files {
		cert, err := readProof(name)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		key := "proof:" + name
		ps := mn.CertificatePositions(cert)
		for i := st.pos[key]; i < len(ps); i++ {
			pz, ok, err := mn.Position(ctx, ps[i], puzzle.OriginProof)
			if err != nil {
				return err
			}
			if ok {
				if err := emit(pz); err != nil {
					return err
				}
			}
			if err := st.done(key, i+1, mn); err != nil {
				return err
			}
		}
	}
	return nil
}

// mineRun is a mining run's output and state: the puzzles file, appended
// to, and FILE.state, where each source is (its name = how many of its
// games or positions are done).
type mineRun struct {
	path   string
	f      *os.File
	w      *bufio.Writer
	pos    map[string]int
	found  int
	pieces [game.NumSquares + 1]int
	multi  int
	start  time.Time
	report time.Time
	stderr io.Writer
}

// openMineRun opens path for appending, its puzzles' positions marked in
// seen, and reads path.state.
func openMineRun(path string, r game.Rules, seen map[string]bool) (*mineRun, error) {
	st := &mineRun{path: path, pos: map[string]int{}, start: time.Now()}
	if data, err := os.ReadFile(path); err == nil {
		have, err := puzzle.Read(strings.NewReader(string(data)), r)
		if err != nil {
			return nil, fmt.Errorf("%s: %w (a run appends to it: mend or move it)", path, err)
		}
		for _, pz := range have {
			seen[pz.Key()] = true
		}
		if len(data) > 0 && data[len(data)-1] != '\n' {
			return nil, fmt.Errorf("%s: its last line is cut short (a run was killed while writing): remove that line", path)
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if data, err := os.ReadFile(path + ".state"); err == nil {
		for i, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			k, v, ok := strings.Cut(line, " = ")
			n, err := strconv.Atoi(v)
			if !ok || err != nil || n < 0 {
				return nil, fmt.Errorf("%s.state line %d: %q: want SOURCE = N", path, i+1, line)
			}
			st.pos[k] = n
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	st.f, st.w = f, bufio.NewWriter(f)
	return st, nil
}

// emit appends pz.
func (st *mineRun) emit(pz puzzle.Puzzle) error {
	st.found++
	st.pieces[pz.Pieces()]++
	if pz.SolverMoves() >= 2 {
		st.multi++
	}
	return puzzle.Write(st.w, pz)
}

// done records that source has n games or positions done, after the
// puzzles found so far reach the file, and reports the progress now and
// then.
func (st *mineRun) done(source string, n int, mn *puzzle.Miner) error {
	if err := st.w.Flush(); err != nil {
		return err
	}
	st.pos[source] = n
	var b strings.Builder
	b.WriteString("# fetaix puzzle mine: where each source is (games or positions done)\n")
	for k, v := range st.pos {
		fmt.Fprintf(&b, "%s = %d\n", k, v)
	}
	if err := atomicfile.WriteFile(st.path+".state", []byte(b.String()), 0o644); err != nil {
		return err
	}
	st.progress(mn, false)
	return nil
}

// progress reports the run's figures, at most every mineProgressEvery
// unless final.
func (st *mineRun) progress(mn *puzzle.Miner, final bool) {
	if !final && time.Since(st.report) < mineProgressEvery {
		return
	}
	st.report = time.Now()
	six, nine := 0, 0
	for n, c := range st.pieces {
		if n >= 6 {
			six += c
		}
		if n >= 9 {
			nine += c
		}
	}
	fmt.Fprintf(st.stderr, "%v: %d positions tried, %d puzzles (%d of 6+ pieces, %d of 9+, %d of 2+ solver moves); where: %v\n",
		time.Since(st.start).Round(time.Second), mn.Tried, st.found, six, nine, st.multi, st.pos)
}

// close flushes and closes the file.
func (st *mineRun) close() error {
	if st.f == nil {
		return nil
	}
	err := st.w.Flush()
	if cerr := st.f.Close(); err == nil {
		err = cerr
	}
	st.f = nil
	return err
}
