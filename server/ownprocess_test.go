package server

import (
	"context"
	"flag"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// ownProcessEnv names, in a test binary started by ownProcess, the one
// test it runs.
const ownProcessEnv = "FETAIX_TEST_OWN_PROCESS"

// ownProcessTests are the tests that call ownProcess. They run two at a
// time (ownProcessTurn): the floods they are, all at once on a small
// machine, would stretch each other past their bounds (a looker's page
// amid a flood answered within a second). Each waits for its turn in a
// parallel test's place, so TestMain adds their number to the parallel
// tests it allows, and the waiting ones keep no other test waiting.
var ownProcessTests = []string{
	"TestE2EHostileTourneyFlood",
	"TestE2EListensWhileTheBooksLoad",
	"TestHostileEndlessInput",
	"TestHostileInputFloodIsPaced",
	"TestHostileKeyFlood",
	"TestHostileLongCommand",
	"TestHostileMemoryReturnedAfterFlood",
	"TestHostileOnePlayerFromTwoAddressesHoldsOnePlace",
	"TestHostileWindowChangeFlood",
}

// ownProcessTurn is held by the tests whose own processes run.
var ownProcessTurn = make(chan struct{}, 2)

// ownProcess runs the calling test alone in a process of its own, while
// the package's other parallel tests run in this one: for a test that
// measures the whole process (its heap, its goroutines, its CPU time),
// which any test beside it in the same process would disturb. In the
// parent it makes the test parallel, waits for its turn among
// ownProcessTests, runs the test binary again with only that test, logs
// the child's output (all of it when the child fails, and under -v) and
// returns true: the caller then returns at once. In the child it returns
// false and the test goes on.
func ownProcess(t *testing.T) bool {
	t.Helper()
	if os.Getenv(ownProcessEnv) == t.Name() {
		return false
	}
	if !slices.Contains(ownProcessTests, t.Name()) {
		t.Fatalf("%s calls ownProcess but is not in ownProcessTests", t.Name())
	}
	t.Parallel()
	select {
	case ownProcessTurn <- struct{}{}:
	case <-t.Context().Done():
		return true
	}
	defer func() { <-ownProcessTurn }()
	ctx := t.Context()
	args := []string{"-test.run=^" + regexp.QuoteMeta(t.Name()) + "$", "-test.count=1", "-test.v=true"}
	if d, ok := t.Deadline(); ok {
		// the child gives up, with its goroutines' stacks, before the
		// parent's own deadline would kill both without them
		left := time.Until(d) * 9 / 10
		args = append(args, "-test.timeout="+left.Round(time.Second).String())
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, d)
		defer cancel()
	}
	args = append(args, ownProcessFlags()...)
	cmd := exec.CommandContext(ctx, os.Args[0], args...)
	cmd.Env = append(os.Environ(), ownProcessEnv+"="+t.Name())
	cmd.WaitDelay = 10 * time.Second
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Errorf("the test in its own process: %v\n%s", err, out)
		return true
	}
	if strings.Contains(string(out), "--- SKIP: "+t.Name()+" ") {
		t.Skipf("skipped in its own process:\n%s", out)
	}
	if !strings.Contains(string(out), "--- PASS: "+t.Name()+" ") {
		t.Errorf("the test in its own process did not pass:\n%s", out)
		return true
	}
	if testing.Verbose() {
		t.Logf("in its own process:\n%s", out)
	}
	return true
}

// ownProcessFlags are the flags given to this test binary that a child of
// ownProcess keeps: the package's own (the hostile tests' scale, the load
// test's) and -test.short; not the flags that choose tests or files to
// write, which are the parent's.
func ownProcessFlags() []string {
	var args []string
	flag.Visit(func(f *flag.Flag) {
		if !strings.HasPrefix(f.Name, "test.") || f.Name == "test.short" {
			args = append(args, "-"+f.Name+"="+f.Value.String())
		}
	})
	return args
}
