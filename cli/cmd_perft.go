package cli

import (
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/fetaix/fetaix/game"
)

func init() {
	register(&command{name: "perft", summary: "count the legal move tree (rules check and speed test)", run: runPerft})
}

func runPerft(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("perft", "perft --depth N [--position TEXT] [--rules TEXT] [--divide] [--threads N] [--cpuprofile FILE]\n\n"+
		"Prints one line per depth 1..N: depth D nodes N time T nps X (leaf nodes per\n"+
		"second, last ply bulk-counted). --divide first prints each root move with the\n"+
		"count below it at depth N.", stdout, stderr)
	depth := fs.Int("depth", 0, "depth to count to (1-40, required)")
	pos := fs.String("position", "", "start from this position text (default: the start position)")
	rules := fs.String("rules", "", "rule options, e.g. majority,removal=end (default: all defaults)")
	divide := fs.Bool("divide", false, "print each root move with its count first")
	threads := fs.Int("threads", 1, "count on N threads (subtrees shared out)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile to this `FILE` (e.g. to refresh default.pgo)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == "depth" })
	switch {
	case !given:
		return missingFlag("depth", "--depth N, 1..40")
	case *depth < 1 || *depth > 40:
		return badValue("depth", *depth, "1..40")
	}
	if *threads < 1 || *threads > 256 {
		return badValue("threads", *threads, "1..256")
	}
	r, p, err := parseSetup(*rules, *pos)
	if err != nil {
		return err
	}
	if *cpuProfile != "" {
		stop, err := startCPUProfile(*cpuProfile)
		if err != nil {
			return err
		}
		defer stop()
	}
	if *divide {
		moves, counts := game.PerftDivide(p, r, *depth)
		var total uint64
		for i, m := range moves {
			fmt.Fprintf(stdout, "%s %d\n", m, counts[i])
			total += counts[i]
		}
		fmt.Fprintf(stdout, "moves %d nodes %d\n", len(moves), total)
	}
	for d := 1; d <= *depth; d++ {
		start := time.Now()
		n := game.PerftThreads(p, r, d, *threads)
		el := time.Since(start)
		nps := int64(0)
		if el > 0 {
			nps = int64(float64(n) / el.Seconds())
		}
		fmt.Fprintf(stdout, "depth %d nodes %d time %s nps %d\n", d, n, el.Round(time.Microsecond), nps)
	}
	return nil
}
