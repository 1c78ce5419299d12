package server

import (
	"flag"
	"fmt"
	"github.com/charmbracelet/x/vt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/procmem"
	"github.com/fetaix/fetaix/server/room"
)

// The load test is off unless -load-sessions is given (and not -short):
//
//	go test ./server -run TestLoad -load-sessions=500 -v
//
// It runs a server in the test process (or uses -load-addr, a running
// `fetaix serve` whose memory is read from /proc/-load-pid), opens N
// sessions on loopback in N/2 rooms (their clients in this process, or
// spread over -load-procs processes: loadprocs_test.go), and has every pair play up to
// -load-plies moves at once, each entered by keys after a pause of about
// -load-think. It reports memory per
// session and the move fan-out latency: from the mover's last key to the
// opponent's screen showing the move. With -load-solo=K, K more sessions
// keep the engine busy meanwhile (load_solo_test.go):
//
//	go test ./server -run TestLoad -load-sessions=100 -load-solo=50 -v
//
// With -load-sweep it steps the sessions up from N by -load-step until
// the p99 passes 100 ms: the server's ceiling.
var (
	loadSessions = flag.Int("load-sessions", 0, "run TestLoad with this many sessions (even, ≤ 4000)")
	loadAddr     = flag.String("load-addr", "", "TestLoad: use the fetaix serve at this loopback address instead of an in-process server")
	loadPid      = flag.Int("load-pid", 0, "TestLoad with -load-addr: the server's pid, to read its memory")
	loadPlies    = flag.Int("load-plies", 20, "TestLoad: plies each pair plays")
	loadTime     = flag.Duration("load-time", 3*time.Minute, "TestLoad: give up after this long")
	loadThink    = flag.Duration("load-think", time.Second, "TestLoad: mean pause before each move (players think; 0 = as fast as possible)")
	loadSweep    = flag.Bool("load-sweep", false, "TestLoad: after -load-sessions, step up by -load-step sessions until p99 passes 100ms (at most 4000)")
	loadStep     = flag.Int("load-step", 250, "TestLoad with -load-sweep: sessions added each step (even)")
)

// maxLoadSessions bounds TestLoad's sessions; sweepLimit is the p99 at
// which -load-sweep stops: the server's ceiling.
const (
	maxLoadSessions = 4000
	sweepLimit      = 100 * time.Millisecond
)

// shownScreen is a session's screen as its terminal shows it: bubbletea
// v2 writes only the cells that change, so the text on the screen is not
// in the output as a whole; a terminal emulator puts it together.
// The emulator is a textScreen, which costs far less than x/vt's (whose
// 4 MB parser buffer each screen of the e2e tests made and zeroed again);
// when the output goes beyond what a textScreen emulates, a screen of the
// e2e tests goes on with x/vt fed the whole output, and TestLoad's many
// clients' screens (newLoadScreen) fail.
type shownScreen struct {
	t        *term
	w, h     int
	text     *textScreen  // nil once emu has taken over
	emu      *vt.Emulator // nil while text emulates
	fallback bool         // emu takes over when text cannot emulate
	fed      int          // bytes of the term's output given to the emulator
}

// newShownScreen emulates t's w×h screen from all its output, as a
// terminal shows it (a screen of no cells, as a hostile client claims,
// with x/vt alone).
func newShownScreen(t *term, w, h int) *shownScreen {
	if w < 1 || h < 1 {
		return &shownScreen{t: t, w: w, h: h, emu: newVTEmulator(t.tb, w, h)}
	}
	return &shownScreen{t: t, w: w, h: h, text: newTextScreen(w, h), fallback: true}
}

// newLoadScreen emulates t's w×h screen from all its output with a
// textScreen, which fails the test on output it does not emulate.
func newLoadScreen(t *term, w, h int) *shownScreen {
	return &shownScreen{t: t, w: w, h: h, text: newTextScreen(w, h)}
}

// newVTEmulator is an x/vt emulator whose answers to queries are read and
// dropped while tb runs.
func newVTEmulator(tb testing.TB, w, h int) *vt.Emulator {
	emu := vt.NewEmulator(w, h)
	// its answers to queries; the emulator is not closed, as x/vt's Close
	// races with this Read (unsynchronised flag): the test's end closes
	// the pipe the answers go through instead, which ends the goroutine,
	// so that the emulator (its 4 MB parser buffer and its screens) is
	// garbage once the test is over rather than kept until the binary
	// exits, for every later collection to scan
	go func() { _, _ = io.Copy(io.Discard, emu) }()
	if c, ok := emu.InputPipe().(io.Closer); ok {
		tb.Cleanup(func() { c.Close() })
	}
	return emu
}

// catchUp feeds the emulator the term's output it has not had yet, and
// returns when the reader got the last of it; false when a load screen
// cannot emulate it (the test has failed).
func (s *shownScreen) catchUp() (time.Time, bool) {
	s.t.mu.Lock()
	all, at := s.t.out, s.t.lastRead // the output is only appended to
	s.t.mu.Unlock()
	out := all[s.fed:]
	s.fed = len(all)
	if s.emu != nil {
		_, _ = s.emu.Write(out)
		return at, true
	}
	_, err := s.text.Write(out)
	switch {
	case err == nil:
	case s.fallback:
		s.text, s.emu = nil, newVTEmulator(s.t.tb, s.w, s.h)
		_, _ = s.emu.Write(all)
	default:
		s.t.tb.Errorf("the screen cannot be emulated: %v", err)
		return at, false
	}
	return at, true
}

// String is the screen's text, a line a row.
func (s *shownScreen) String() string {
	if s.emu != nil {
		return s.emu.String()
	}
	return s.text.String()
}

// shows says whether text is on the screen.
func (s *shownScreen) shows(text string) bool {
	if s.emu != nil {
		return strings.Contains(s.emu.String(), text)
	}
	return s.text.contains(text)
}

// waitShown waits until text is on the screen in output that came after
// from, and returns when the reader got that output.
func (s *shownScreen) waitShown(from int, text string, deadline time.Time) (time.Time, bool) {
	for time.Now().Before(deadline) {
		more := s.t.readSignal() // before the look, so no output is missed
		at, ok := s.catchUp()
		if !ok {
			return time.Time{}, false
		}
		if s.fed > from && s.shows(text) {
			return at, true
		}
		select {
		case <-more:
		case <-time.After(50 * time.Millisecond):
		}
	}
	return time.Time{}, false
}

// waitHit waits until text appears after from and returns when the reader
// first saw it (precise to the read that brought it, not a poll).
func (t *term) waitHit(from int, text string, deadline time.Time) (time.Time, bool) {
	for time.Now().Before(deadline) {
		t.mu.Lock()
		seen := strings.Contains(ansiStrip(t.out[from:]), text)
		at := t.lastRead
		t.mu.Unlock()
		if seen {
			return at, true
		}
		select {
		case <-t.readSignal():
		case <-time.After(50 * time.Millisecond):
		}
	}
	return time.Time{}, false
}

// roomsOf is the rooms a run of TestLoad creates over the rounds of
// sizes sessions: a room a pair.
func roomsOf(sizes []int) int {
	n := 0
	for _, k := range sizes {
		n += k / 2
	}
	return n
}

func TestLoad(t *testing.T) {
	n := *loadSessions
	if n == 0 || testing.Short() {
		t.Skip("load test: pass -load-sessions=N")
	}
	if n < 2 || n%2 != 0 || n > maxLoadSessions {
		t.Fatalf("-load-sessions: want an even number 2..%d, got %d", maxLoadSessions, n)
	}
	if *loadWorker {
		loadWorkerRun(t, n)
		return
	}
	sizes := []int{n}
	if *loadSweep {
		if *loadStep < 2 || *loadStep%2 != 0 {
			t.Fatalf("-load-step: want an even number ≥ 2, got %d", *loadStep)
		}
		for k := n + *loadStep; k <= maxLoadSessions; k += *loadStep {
			sizes = append(sizes, k)
		}
	}
	most := sizes[len(sizes)-1]
	if *loadServe != "" {
		startLoadServe(t)
	}
	addr := *loadAddr
	var fanout *FanoutRecorder
	var srv *Server
	if addr == "" {
		fanout = &FanoutRecorder{}
		srv, addr, _ = startServer(t, func(c *Config) {
			c.MaxSessions, c.Observer = most+*loadSolo+10, fanout
			// every player is a guest from one address, whose room
			// burst must cover every round's rooms
			c.MaxOpenRooms, c.RoomBurst = most+10, roomsOf(sizes)+10
			c.MaxSearches = *loadMaxSearches
		})
	} else if !strings.HasPrefix(addr, "127.0.0.1:") && !strings.HasPrefix(addr, "localhost:") {
		t.Fatal("-load-addr must be a loopback address")
	}
	deadline := time.Now().Add(*loadTime)
	if *loadSolo > 0 {
		solo := startSoloLoad(t, addr, *loadSolo, deadline)
		defer solo.close()
		if t.Failed() {
			return
		}
	}
	for i, k := range sizes {
		if i > 0 && *loadAddr != "" {
			// the server returns the ended sessions' memory within
			// procmem.FreeEvery+procmem.FreeAgain: the next
			// round's RSS starts from there
			time.Sleep(procmem.FreeEvery + procmem.FreeAgain + 2*time.Second)
		}
		res := loadRound(t, addr, k, time.Now().Add(*loadTime))
		if t.Failed() {
			return
		}
		t.Logf("%d sessions in %d rooms, %d client process(es), think time %v; memory %.2f MiB/session (%s); %d moves in %v (%.0f moves/s); "+
			"key-to-opponent's-screen latency p50 %v p99 %v max %v; load average %s",
			k, k/2, max(*loadProcs, 1), *loadThink, res.perSession, memSource(), len(res.lat), res.took.Round(time.Millisecond),
			float64(len(res.lat))/res.took.Seconds(), res.pct(0.50), res.pct(0.99), res.pct(1), loadAverage())
		t.Logf("the server's threads while the moves were played: %v; %s", res.sched, res.sched.perMove(len(res.lat)))
		t.Logf("the clients while the moves were played: %s", res.clients.text(len(res.lat), *loadAddr == ""))
		if len(res.lat) > 0 {
			// each move is redrawn on both players' screens (and their clocks
			// and panels); the renderer's cost in bytes, to compare renderers
			t.Logf("screen output while playing: %d bytes, %.0f bytes per move per player's screen",
				res.bytes, float64(res.bytes)/float64(2*len(res.lat)))
		}
		if *loadSweep && res.pct(0.99) > sweepLimit && i == 0 {
			t.Logf("ceiling: below %d sessions, the first step: p99 passed %v there (start lower with -load-sessions)", k, sweepLimit)
			break
		}
		if *loadSweep && res.pct(0.99) > sweepLimit {
			t.Logf("ceiling: p99 passed %v at %d sessions (the previous step, %d, was within it)", sweepLimit, k, sizes[i-1])
			break
		}
		if *loadSweep && i == len(sizes)-1 {
			t.Logf("ceiling: not reached; p99 within %v up to %d sessions, the most this test opens", sweepLimit, k)
		}
	}
	if *loadSolo > 0 {
		t.Logf("%d more sessions watched the computer play itself at level 6; engine searches at once: %s",
			*loadSolo, searchesText(srv))
	}
	if srv != nil { // every game ended by resignation: the store's writes
		srv.hub.WaitArchived()
		w := srv.WriteLatency()
		t.Logf("store writes, from a game's end to the database's acknowledgement (%d games): p50 %v p99 %v max %v",
			w.N, w.P50.Round(time.Microsecond), w.P99.Round(time.Microsecond), w.Max.Round(time.Microsecond))
	}
	if fanout != nil {
		model, screen := fanout.Latency()
		t.Logf("room fan-out, from the room's broadcast to each session's model (%d states): p50 %v p99 %v max %v; "+
			"to its redrawn screen written to SSH (%d): p50 %v p99 %v max %v",
			model.N, model.P50.Round(time.Microsecond), model.P99.Round(time.Microsecond), model.Max.Round(time.Microsecond),
			screen.N, screen.P50.Round(time.Microsecond), screen.P99.Round(time.Microsecond), screen.Max.Round(time.Microsecond))
	}
}

// loadResult is what one round of TestLoad measured.
type loadResult struct {
	lat        []time.Duration // key to opponent's screen, sorted
	took       time.Duration   // playing
	bytes      int             // screen output while playing
	perSession float64         // MiB
	sched      schedStat       // the server's threads while playing
	clients    clientCPU       // the clients' processes while playing
}

// pct is the p-th quantile of the latencies, rounded.
func (r loadResult) pct(p float64) time.Duration {
	if len(r.lat) == 0 {
		return 0
	}
	return r.lat[min(int(p*float64(len(r.lat))), len(r.lat)-1)].Round(10 * time.Microsecond)
}

// loadRound opens n sessions in n/2 rooms, measures the memory they take,
// has every pair play at once, and ends every game by resignation; with
// -load-procs the clients run in that many processes (loadprocs_test.go).
func loadRound(t *testing.T, addr string, n int, deadline time.Time) loadResult {
	memBase := memNow(t)
	if *loadProcs > 1 {
		return loadInProcs(t, addr, n, memBase, deadline)
	}
	pairs := openPairs(t, addr, "", n/2, deadline)
	if t.Failed() {
		return loadResult{}
	}
	memRooms := memNow(t)
	before, cpu := serverSched(), selfCPU()
	res := playPairs(t, pairs, deadline)
	res.sched = serverSched().since(before)
	res.clients = selfCPU().since(cpu)
	res.clients.procs = 1
	res.perSession = float64(memRooms-memBase) / float64(n) / (1 << 20)
	closePairs(pairs)
	return res
}

// schedStat is what the kernel counts of a process's threads
// (/proc/PID/task/*/schedstat): the time they ran on a CPU, and the time
// they were ready to run but waited for one.
type schedStat struct{ ran, waited time.Duration }

// serverSched reads the server's schedStat: -load-pid's, or this
// process's when the server runs in it.
func serverSched() schedStat {
	pid := "self"
	if *loadAddr != "" {
		if *loadPid == 0 {
			return schedStat{}
		}
		pid = strconv.Itoa(*loadPid)
	}
	files, _ := filepath.Glob("/proc/" + pid + "/task/*/schedstat")
	var s schedStat
	for _, f := range files {
		b, err := os.ReadFile(f)
		if fs := strings.Fields(string(b)); err == nil && len(fs) >= 2 {
			ran, _ := strconv.ParseInt(fs[0], 10, 64)
			waited, _ := strconv.ParseInt(fs[1], 10, 64)
			s.ran += time.Duration(ran)
			s.waited += time.Duration(waited)
		}
	}
	return s
}

// since is s less before (threads that ended meanwhile are not counted).
func (s schedStat) since(before schedStat) schedStat {
	return schedStat{ran: max(s.ran-before.ran, 0), waited: max(s.waited-before.waited, 0)}
}

// String says what the server did while the moves were played.
func (s schedStat) String() string {
	if s == (schedStat{}) {
		return "not read"
	}
	return fmt.Sprintf("ran %v on the CPUs, waited %v for one", s.ran.Round(10*time.Millisecond), s.waited.Round(10*time.Millisecond))
}

// perMove is the server's CPU time per move played.
func (s schedStat) perMove(moves int) string {
	if s == (schedStat{}) || moves == 0 {
		return "per move: not read"
	}
	return fmt.Sprintf("%.2f ms on the CPUs per move", float64(s.ran)/float64(moves)/1e6)
}

// clientCPU is the CPU time the clients' processes spent (getrusage:
// user and system), summed over procs processes.
type clientCPU struct {
	user, sys time.Duration
	procs     int
}

// selfCPU is this process's CPU time so far.
func selfCPU() clientCPU {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return clientCPU{}
	}
	return clientCPU{user: time.Duration(ru.Utime.Nano()), sys: time.Duration(ru.Stime.Nano())}
}

// since is c less before.
func (c clientCPU) since(before clientCPU) clientCPU {
	return clientCPU{user: c.user - before.user, sys: c.sys - before.sys, procs: c.procs}
}

// text says what the clients spent, in all and per move; withServer says
// the server ran in the same process, its time counted in the same figure.
func (c clientCPU) text(moves int, withServer bool) string {
	if c.procs == 0 {
		return "not read"
	}
	all := c.user + c.sys
	s := fmt.Sprintf("%d process(es) used %v user + %v system = %v of CPU", c.procs,
		c.user.Round(10*time.Millisecond), c.sys.Round(10*time.Millisecond), all.Round(10*time.Millisecond))
	if moves > 0 {
		s += fmt.Sprintf(", %.2f ms per move", float64(all)/float64(moves)/1e6)
	}
	if withServer {
		s += " (the server's included: it runs in the same process)"
	}
	return s
}

// openPairs opens count rooms, each with its two players (named with
// prefix), a few at a time.
func openPairs(t *testing.T, addr, prefix string, count int, deadline time.Time) [][2]*term {
	pairs := make([][2]*term, count)
	var wg sync.WaitGroup
	sem := make(chan struct{}, 32)
	var fails sync.Map
	for i := range pairs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			a := openTerm(t, addr, fmt.Sprintf("%sa%d", prefix, i), nil, "", 100, 34)
			if _, ok := a.waitHit(0, lobbyText, deadline); !ok {
				fails.Store(i, "no lobby")
				return
			}
			mk := a.mark()
			a.send("2")
			a.waitHit(mk, "Create a room", deadline)
			mk = a.mark()
			a.send("\x1b[C\r") // White
			a.waitHit(mk, "Waiting for an opponent", deadline)
			txt := a.text(mk)
			j := strings.Index(txt, "room ")
			if j < 0 || len(txt) < j+5+room.CodeLen {
				fails.Store(i, "no code")
				return
			}
			b := openTerm(t, addr, fmt.Sprintf("%sb%d", prefix, i), nil, "join "+txt[j+5:j+5+room.CodeLen], 100, 34)
			if _, ok := b.waitHit(0, "you play black", deadline); !ok {
				fails.Store(i, "no join")
				return
			}
			pairs[i] = [2]*term{a, b}
		}()
	}
	wg.Wait()
	fails.Range(func(k, v any) bool { t.Errorf("pair %v: %v", k, v); return true })
	return pairs
}

// playPairs has every pair play at once, then resign; each keeps a
// replica of its game to know the next move (the first legal one).
func playPairs(t *testing.T, pairs [][2]*term, deadline time.Time) loadResult {
	screenBytes := func() (total int) {
		for _, p := range pairs {
			total += p[0].mark() + p[1].mark()
		}
		return total
	}
	screens := make([][2]*shownScreen, len(pairs))
	for i, p := range pairs {
		screens[i] = [2]*shownScreen{newLoadScreen(p[0], 100, 34), newLoadScreen(p[1], 100, 34)}
	}
	bytesBefore := screenBytes()
	var mu sync.Mutex
	var wg sync.WaitGroup
	var fails sync.Map
	var lat []time.Duration
	played := openMoveLog(t)
	defer played.close(t)
	start := time.Now()
	for i := range pairs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g := game.NewGame(game.DefaultRules(), game.StartPosition())
			for ply := 0; ply < *loadPlies; ply++ {
				moves := g.LegalMoves()
				if len(moves) == 0 {
					return
				}
				m := moves[0]
				mover, other, shown := pairs[i][ply%2], pairs[i][1-ply%2], screens[i][1-ply%2]
				if *loadThink > 0 { // uniform in [0.5, 1.5) × think time
					time.Sleep(*loadThink/2 + rand.N(*loadThink))
				}
				mk := other.mark()
				sent := time.Now()
				mover.send(moveKeys(m))
				at, ok := shown.waitShown(mk, "played "+m.String(), deadline)
				if !ok {
					fails.Store(i, fmt.Sprintf("ply %d: %s not seen", ply, m))
					return
				}
				mu.Lock()
				lat = append(lat, at.Sub(sent))
				played.record(sent, at.Sub(sent), i, ply)
				mu.Unlock()
				if err := g.Play(m); err != nil {
					fails.Store(i, err.Error())
					return
				}
			}
		}()
	}
	wg.Wait()
	res := loadResult{took: time.Since(start), bytes: screenBytes() - bytesBefore}
	fails.Range(func(k, v any) bool { t.Errorf("pair %v: %v", k, v); return true })
	resignAll(t, pairs, screens, deadline)
	slices.Sort(lat)
	res.lat = lat
	return res
}

// closePairs ends the sessions of pairs.
func closePairs(pairs [][2]*term) {
	for _, p := range pairs {
		p[0].close()
		p[1].close()
	}
}

// loadAverage is the machine's load average over 1, 5 and 15 minutes
// (/proc/loadavg), "?" where there is none.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "?"
}

// resignAll has the first player of every pair resign, all at once, so
// that every room hands a finished game to the store.
func resignAll(t *testing.T, pairs [][2]*term, screens [][2]*shownScreen, deadline time.Time) {
	var wg sync.WaitGroup
	for i, p := range pairs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mk := p[0].mark()
			p[0].send("x")
			if _, ok := screens[i][0].waitShown(mk, "resigns? (y/n)", deadline); !ok {
				t.Errorf("pair %d: no resignation prompt", i)
				return
			}
			mk = p[1].mark()
			p[0].send("y")
			if _, ok := screens[i][1].waitShown(mk, "resigned", deadline); !ok {
				t.Errorf("pair %d: the resignation not seen", i)
			}
		}()
	}
	wg.Wait()
}

// memSource says what memNow measures.
func memSource() string {
	switch {
	case *loadAddr != "":
		return "server RSS"
	case *loadProcs > 1:
		return "test process, its server alone (the clients in other processes): heap+stacks in use"
	}
	return "whole test process, clients included: heap+stacks in use"
}

// memNow returns the memory in use: the external server's RSS, or this
// process's heap and stacks after a GC.
func memNow(t *testing.T) uint64 {
	if *loadAddr != "" {
		if *loadPid == 0 {
			return 0
		}
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", *loadPid))
		if err != nil {
			t.Fatal(err)
		}
		for _, ln := range strings.Split(string(data), "\n") {
			if f := strings.Fields(ln); len(f) >= 2 && f[0] == "VmRSS:" {
				kb, _ := strconv.ParseUint(f[1], 10, 64)
				return kb << 10
			}
		}
		t.Fatal("no VmRSS")
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse + ms.StackInuse
}
