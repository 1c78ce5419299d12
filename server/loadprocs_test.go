package server

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestLoad's clients in several processes: with -load-procs=K the test
// re-runs its own binary K times as workers (-load-worker), each opening
// and playing its share of the rooms against the same server, so that the
// clients' scheduling and garbage collection are not the measured
// process's, nor one process's. A worker runs with GOMAXPROCS=1 (K of them
// share the machine's processors) and speaks to the test on its stdin and
// stdout in lines starting with loadLine:
//
//	worker: open              its rooms are open
//	test:   play              (every worker is open: the memory is read)
//	worker: done BYTES USER SYS NS...  its screen bytes, its CPU time
//	                          while playing (user, system: ns) and
//	                          move latencies (ns)
var (
	loadProcs      = flag.Int("load-procs", 1, "TestLoad: run the clients in this many processes (this test binary, re-run)")
	loadWorker     = flag.Bool("load-worker", false, "TestLoad: run as one client process of -load-procs (internal)")
	loadWorkerID   = flag.Int("load-worker-id", 0, "TestLoad with -load-worker: the worker's number, for its players' names")
	loadWorkerProf = flag.String("load-worker-cpuprofile", "", "TestLoad with -load-procs: write worker i's CPU profile (-test.cpuprofile) to this path followed by .i")
)

// loadLine starts every line of the workers' protocol.
const loadLine = "fetaix-load "

// loadInProcs runs a round's n sessions in -load-procs worker processes.
func loadInProcs(t *testing.T, addr string, n int, memBase uint64, deadline time.Time) loadResult {
	k := *loadProcs
	type worker struct {
		cmd   *exec.Cmd
		in    io.WriteCloser
		lines chan string
	}
	workers := make([]*worker, k)
	pairs := n / 2
	for i := range workers {
		share := pairs / k
		if i < pairs%k {
			share++
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestLoad$", "-load-worker", "-load-worker-id="+strconv.Itoa(i),
			"-load-sessions="+strconv.Itoa(2*share), "-load-addr="+addr, "-load-plies="+strconv.Itoa(*loadPlies),
			"-load-think="+loadThink.String(), "-load-time="+time.Until(deadline).Round(time.Second).String())
		if *loadMoves != "" {
			cmd.Args = append(cmd.Args, "-load-moves="+*loadMoves)
		}
		if *loadWorkerProf != "" {
			cmd.Args = append(cmd.Args, "-test.cpuprofile="+*loadWorkerProf+"."+strconv.Itoa(i))
		}
		cmd.Env = append(os.Environ(), "GOMAXPROCS=1")
		cmd.Stderr = os.Stderr
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		w := &worker{cmd: cmd, in: in, lines: make(chan string, 4)}
		go func() { // the protocol's lines; the rest (the worker's test output) to the log
			sc := bufio.NewScanner(out)
			sc.Buffer(nil, 16<<20)
			for sc.Scan() {
				if l, ok := strings.CutPrefix(sc.Text(), loadLine); ok {
					w.lines <- l
				} else if strings.TrimSpace(sc.Text()) != "" {
					t.Logf("worker %d: %s", i, sc.Text())
				}
			}
			close(w.lines)
		}()
		workers[i] = w
	}
	defer func() {
		for _, w := range workers {
			_ = w.in.Close()
			_ = w.cmd.Wait()
		}
	}()
	next := func(i int, want string) []string {
		select {
		case l, ok := <-workers[i].lines:
			f := strings.Fields(l)
			if !ok || len(f) == 0 || f[0] != want {
				t.Fatalf("worker %d: got %q, want %q", i, l, want)
			}
			return f[1:]
		case <-time.After(time.Until(deadline)):
			t.Fatalf("worker %d: no %q in time", i, want)
		}
		return nil
	}
	for i := range workers {
		next(i, "open")
	}
	memRooms := memNow(t)
	for _, w := range workers {
		if _, err := io.WriteString(w.in, "play\n"); err != nil {
			t.Fatal(err)
		}
	}
	start, before := time.Now(), serverSched()
	res := loadResult{perSession: float64(memRooms-memBase) / float64(n) / (1 << 20), clients: clientCPU{procs: k}}
	var mu sync.Mutex
	for i := range workers {
		f := next(i, "done")
		mu.Lock()
		for j, v := range f {
			x, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				t.Fatalf("worker %d: %q", i, v)
			}
			switch j {
			case 0:
				res.bytes += int(x)
			case 1:
				res.clients.user += time.Duration(x)
			case 2:
				res.clients.sys += time.Duration(x)
			default:
				res.lat = append(res.lat, time.Duration(x))
			}
		}
		mu.Unlock()
	}
	res.took, res.sched = time.Since(start), serverSched().since(before)
	slices.Sort(res.lat)
	return res
}

// loadWorkerRun is one worker of loadInProcs: it opens n sessions, says
// so, plays when told to, and reports.
func loadWorkerRun(t *testing.T, n int) {
	deadline := time.Now().Add(*loadTime)
	pairs := openPairs(t, *loadAddr, fmt.Sprintf("w%d", *loadWorkerID), n/2, deadline)
	if t.Failed() {
		return
	}
	fmt.Println(loadLine + "open")
	sc := bufio.NewScanner(os.Stdin)
	if !sc.Scan() || sc.Text() != "play" {
		t.Fatalf("worker: want play, got %q", sc.Text())
	}
	cpu := selfCPU()
	res := playPairs(t, pairs, deadline)
	used := selfCPU().since(cpu)
	var b strings.Builder
	b.WriteString(loadLine + "done " + strconv.Itoa(res.bytes))
	b.WriteString(" " + strconv.FormatInt(int64(used.user), 10) + " " + strconv.FormatInt(int64(used.sys), 10))
	for _, d := range res.lat {
		b.WriteString(" " + strconv.FormatInt(int64(d), 10))
	}
	fmt.Println(b.String())
	closePairs(pairs)
}
