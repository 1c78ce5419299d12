package server

import (
	"flag"
	"os"
	"runtime"
	"strconv"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// waitingParallel is how many of the package's parallel tests run at once
// when -test.parallel is not given. Most tests spend their time waiting on
// real SSH connections, screens and timers, not on the CPU, so more of them
// than the cores keep the cores busy. The tests that measure the process
// (its heap, goroutines or CPU time) run one at a time, each in a process
// of its own (ownProcess), beside the others; the few short ones that set
// the environment are not parallel, and run first.
const waitingParallel = 8

// TestMain runs the tests with waitingParallel parallel tests at a time
// (and the ownProcessTests), unless -test.parallel says otherwise; under
// the race detector, which
// slows every test several times, one at a time, as without t.Parallel.
// With serveChildEnv set, the binary is a test's server process instead.
func TestMain(m *testing.M) {
	flag.Parse() // the child's too: the server's test hooks ask testing.Short
	if dir := os.Getenv(serveChildEnv); dir != "" {
		os.Exit(serveChild(dir)) // a server process of a test
	}
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given {
		n := waitingParallel + len(ownProcessTests) // those waiting their turn hold no core
		if raceDetector {
			n = 1
		}
		if err := flag.Set("test.parallel", strconv.Itoa(n)); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

// booksRead reads the books of proven moves now, if they are not read
// yet, for the tests that measure the process's heap or CPU time: a solo
// game's first move at the start begins reading the default rules' in the
// background (tens of MB, about a second of CPU), and in the long checks
// every server's start begins reading them all (preloadBook), which would
// otherwise count in what they measure.
func booksRead(tb testing.TB) {
	tb.Helper()
	if err := preloadBook(); err != nil {
		tb.Fatal(err)
	}
	if err := ai.PreloadBookRules(game.DefaultRules()); err != nil {
		tb.Fatal(err)
	}
	runtime.GC() // the reading's garbage collected now, not during the test
}
