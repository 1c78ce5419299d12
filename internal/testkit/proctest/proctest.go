// Package proctest finds the child processes a test leaves behind: the
// tests of code that starts programs check with it that every process
// was ended and waited for.
package proctest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Children lists this process's child processes from /proc, those that
// have exited but were not waited for (zombies) included; nil where there
// is no /proc.
func Children() []int {
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	var out []int
	me := strconv.Itoa(os.Getpid())
	for _, f := range stats {
		b, err := os.ReadFile(f)
		if err != nil {
			continue // ended meanwhile
		}
		// pid (comm) state ppid ...: comm may hold spaces, so from the last ')'
		i := strings.LastIndexByte(string(b), ')')
		if fields := strings.Fields(string(b[i+1:])); len(fields) > 1 && fields[1] == me {
			pid, _ := strconv.Atoi(filepath.Base(filepath.Dir(f)))
			out = append(out, pid)
		}
	}
	return out
}

// NoChildren fails t if a child process is left, running or not waited for.
// It counts every child of the test process, so a test that calls it must
// not be parallel: a parallel test's children would be counted.
func NoChildren(t testing.TB) {
	t.Helper()
	if c := Children(); len(c) > 0 {
		t.Errorf("child processes left: %v", c)
	}
}
