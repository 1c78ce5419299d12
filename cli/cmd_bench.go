package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/uci"
)

func init() {
	register(&command{name: "bench", summary: "search fixed positions to a fixed depth (node signature and speed)", run: runBench})
}

// benchPositions are the bench's fixed positions: the start and positions
// from play, with and without mullas.
var benchPositions = []string{
	game.StartText,
	"bbbbb/bbb1b/1b2w/wwwww/wwwww w 0 4",
	"b1bbb/b1bbb/ww1w1/w3w/3ww b 0 7",
	"1bb1b/b3b/b2b1/w1w1w/wwwww w 0 8",
	"b1bbb/bbb1b/b1www/w1www/w2w1 w 0 6",
	"bbWbb/b1b1b/4W/w3w/wwBww b 0 6",
	"b1bb1/1b3/1b1w1/w1w2/w2wW w 0 10",
	"bb1bb/4b/2W2/w2ww/wwwww b 0 7",
	"WWbbb/w2bb/4w/1w2w/ww1ww b 0 8",
	"b1b2/bb3/3w1/3w1/B2ww w 0 12",
}

func runBench(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("bench", "bench [--depth N] [--hash MiB] [--threads N]\n\n"+
		"Searches each of a fixed set of positions to depth N with a fresh engine and\n"+
		"prints the nodes per position, the total (a signature of the search: it\n"+
		"changes only when the search's behaviour changes) and the speed. With more\n"+
		"than one thread the nodes (every thread's) vary from run to run and the time\n"+
		"is the time to depth.", stdout, stderr)
	depth := fs.Int("depth", 11, "search depth (1-60)")
	hash := fs.Int("hash", ai.DefaultHashMiB, "transposition table size in MiB")
	threads := fs.Int("threads", 1, fmt.Sprintf("search threads (1-%d)", ai.MaxThreads))
	profile := fs.String("cpuprofile", "", "write a CPU profile to this file (for go tool pprof)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *depth < 1 || *depth > 60 {
		return badValue("depth", *depth, "1..60")
	}
	if *hash < 1 || *hash > uci.MaxHash {
		return badValue("hash", *hash, fmt.Sprintf("1..%d", uci.MaxHash))
	}
	if *threads < 1 || *threads > ai.MaxThreads {
		return badValue("threads", *threads, fmt.Sprintf("1..%d", ai.MaxThreads))
	}
	if *profile != "" {
		f, err := os.Create(*profile)
		if err != nil {
			return err
		}
		defer f.Close() //nolint:errcheck // a profile cut short is seen when it is read
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	r := game.DefaultRules()
	var total int64
	var elapsed time.Duration
	for i, text := range benchPositions {
		p, err := game.ParsePosition(text)
		if err != nil {
			return fmt.Errorf("bench position %d: %w", i+1, err)
		}
		e := ai.New(*hash)
		e.SetThreads(*threads)
		// Writing the fresh table once faults its pages in before the clock
		// starts: a first touch costs the operating system about 14 µs a
		// page on this project's machines (13 ms for 4 MiB), time that is
		// not the search's and that an engine pays once, not per move.
		e.Clear()
		start := time.Now()
		res := e.Search(context.Background(), game.NewGame(r, p), ai.Limits{Depth: *depth}, nil)
		el := time.Since(start)
		total += res.Nodes
		elapsed += el
		fmt.Fprintf(stdout, "%2d %-34s best %-12s score %6d nodes %10d time %s\n", i+1, text, res.Move, res.Score, res.Nodes, el.Round(time.Millisecond))
	}
	nps := int64(0)
	if elapsed > 0 {
		nps = int64(float64(total) / elapsed.Seconds())
	}
	fmt.Fprintf(stdout, "total nodes %d time %s nps %d\n", total, elapsed.Round(time.Millisecond), nps)
	return nil
}
