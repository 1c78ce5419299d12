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
	return processesWith(1, os.Getpid()) // ppid
}

// InGroup lists the processes of process group pgid from /proc, zombies
// included; nil where there is no /proc.
func InGroup(pgid int) []int {
	return processesWith(2, pgid) // pgrp
}

// processesWith lists the processes whose field k of /proc/PID/stat,
// counted from the state (0) after the command's name, is v.
func processesWith(k, v int) []int {
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	var out []int
	want := strconv.Itoa(v)
	for _, f := range stats {
		b, err := os.ReadFile(f)
		if err != nil {
			continue // ended meanwhile
		}
		// pid (comm) state ppid pgrp ...: comm may hold spaces, so from the last ')'
		i := strings.LastIndexByte(string(b), ')')
		if fields := strings.Fields(string(b[i+1:])); len(fields) > k && fields[k] == want {
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

// NoneInGroup fails t if a process of group pgid is left, running or not
// waited for. A test that starts a program as the leader of a group of
// its own (syscall.SysProcAttr.Setpgid) checks with it, once the program
// has ended and been waited for, that the program ended the processes it
// started, which inherit its group, though they were never this
// process's children. It counts only that group, so the test may be
// parallel.
func NoneInGroup(t testing.TB, pgid int) {
	t.Helper()
	if p := InGroup(pgid); len(p) > 0 {
		t.Errorf("processes of group %d left: %v", pgid, p)
	}
}
