package server

import (
	"bufio"
	"flag"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// With -load-serve=BIN, TestLoad starts `BIN serve` itself, as a process
// of its own on a loopback port with a fresh data dir and its per-address
// limits lifted (every client is on 127.0.0.1), waits until its books are
// read, and measures it as with -load-addr and -load-pid:
//
//	go build -o /tmp/fetaix . && go test ./server -run TestLoad -v -timeout 30m \
//	    -load-serve /tmp/fetaix -load-procs 4 -load-sessions 500 -load-sweep
var loadServe = flag.String("load-serve", "", "TestLoad: start this fetaix binary's serve as the server, a process of its own")

// loadServeArgs are the serve flags of -load-serve beyond the address and
// data dir: the per-address limits lifted, room for the most sessions.
// Every client is a guest of one address, so the room burst covers every
// room a sweep creates on one server (500 + 625 + … + 1,000 from 1,000 by
// 250), not only the rooms open at once.
var loadServeArgs = []string{"--no-tables", "--max-conns-per-addr", "4100", "--max-unauthenticated", "4100",
	"--max-open-rooms", "2100", "--room-burst", "100000", "--rate-limit", "1000", "--rate-burst", "100000",
	"--max-sessions", "4100"}

// servingOn finds the address in serve's first line.
var servingOn = regexp.MustCompile(`serving on (127\.0\.0\.1:[0-9]+)`)

// servingAddr reads a serve process's output and gives the address of its
// "serving on" line.
func servingAddr(out io.Reader) <-chan string {
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if m := servingOn.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
	}()
	return addr
}

// startLoadServe starts -load-serve's server and points -load-addr and
// -load-pid at it; it is stopped when the test ends.
func startLoadServe(t *testing.T) {
	cmd := exec.Command(*loadServe, append([]string{"serve", "--listen", "127.0.0.1:0", "--data-dir", t.TempDir()}, loadServeArgs...)...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	logs, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		_ = cmd.Wait()
	})
	addr := servingAddr(out)
	ready := make(chan struct{})
	go func() { // its log: ready once the books are read (their memory is then the idle server's)
		sc := bufio.NewScanner(logs)
		for sc.Scan() {
			if strings.Contains(sc.Text(), "books are loaded") || strings.Contains(sc.Text(), "books could not be read") {
				close(ready)
				break
			}
		}
		for sc.Scan() { // the rest, drained
		}
	}()
	select {
	case *loadAddr = <-addr:
	case <-time.After(time.Minute):
		t.Fatal("-load-serve: no address in a minute")
	}
	select {
	case <-ready:
	case <-time.After(2 * time.Minute):
		t.Fatal("-load-serve: the books not read in 2 minutes")
	}
	*loadPid = cmd.Process.Pid
	// the server gives back what reading the books left free just after:
	// the idle RSS is the one that stops falling
	for rss, i := memNow(t), 0; i < 20; i++ {
		time.Sleep(500 * time.Millisecond)
		now := memNow(t)
		if rss-min(rss, now) < 1<<20 {
			break
		}
		rss = now
	}
	t.Logf("-load-serve: %s serve on %s, pid %s, idle RSS %.0f MiB", *loadServe, *loadAddr, strconv.Itoa(*loadPid), float64(memNow(t))/(1<<20))
}
