package server

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/server/sshguard"
	"github.com/fetaix/fetaix/server/termio"
)

// Hostile clients against a session's input and command (issue 22):
// pastes and escape sequences that never end, commands of 200 kB, and
// panics in a session's goroutines.

// endlessStarts are the openings of input that never ends: a bracketed
// paste without its end, and unterminated escape sequences.
var endlessStarts = map[string]struct{ start, fill string }{
	"paste": {"\x1b[200~", "pasted text that never ends "},
	"OSC":   {"\x1b]52;c;", "QUFBQUFBQUFB"},
	"CSI":   {"\x1b[1", ";1;1;1;1;1;1"},
	"DCS":   {"\x1bP1$r", "0123456789ab"},
}

// heapLive returns the heap a collection finds live (what the flood's
// garbage, allocated while it is measured, does not blur).
func heapLive() int64 {
	runtime.GC()
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64())
}

// TestHostileEndlessInput: ten sessions each send 8 MB (× -hostile-scale)
// of a paste or escape sequence that never ends. The server's heap stays
// bounded, an honest player gets the lobby meanwhile, the pastes are cut
// (and logged so), and once an attacker ends its paste its session answers
// keys again.
func TestHostileEndlessInput(t *testing.T) {
	if ownProcess(t) {
		return
	}
	booksRead(t)
	const attackers = 10
	perAttacker := 8 << 20 * *hostileScale
	_, addr, logs := startServer(t, unpaced) // the parser's own bounds, under a flood
	var terms []*term
	for i := range attackers {
		tm := openTerm(t, addr, fmt.Sprintf("flood%d", i), nil, "", 80, 24)
		tm.waitText(0, lobbyText)
		terms = append(terms, tm)
	}
	kinds := []string{"paste", "OSC", "CSI", "DCS"}
	base := heapLive()
	var wg sync.WaitGroup
	sentAll := make(chan struct{})
	for i, tm := range terms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			k := endlessStarts[kinds[i%len(kinds)]]
			chunk := []byte(strings.Repeat(k.fill, (32<<10)/len(k.fill)))
			if _, err := io.WriteString(tm.stdin, k.start); err != nil {
				return
			}
			for sent := 0; sent < perAttacker; sent += len(chunk) {
				if _, err := tm.stdin.Write(chunk); err != nil {
					return
				}
			}
		}()
	}
	go func() { wg.Wait(); close(sentAll) }()

	// an honest player, during the flood
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	honest := openTerm(t, addr, "honest", nil, "", 80, 24)
	honest.waitText(0, lobbyText)
	lobbyAfter := time.Since(start)

	// the peak of the heap while the flood runs
	var peak int64
	for done := false; !done; {
		select {
		case <-sentAll:
			done = true
		case <-time.After(200 * time.Millisecond):
		}
		peak = max(peak, heapLive()-base)
	}
	t.Logf("%d sessions sent %d MB each; heap grew at most %d MB; an honest lobby took %v",
		attackers, perAttacker>>20, peak>>20, lobbyAfter.Round(time.Millisecond))
	// each session's SSH channel holds up to its window, 2 MB, of input
	// not read yet; the server itself holds little more
	if peak > 40<<20 {
		t.Errorf("the heap grew by %d MB while clients sent endless input", peak>>20)
	}
	if !strings.Contains(logs.String(), "cut a paste longer than the limit") {
		t.Errorf("no paste was cut (log:\n%s)", logs.String())
	}
	// the paste ends; the session is the lobby's again. (Once an attacker
	// pauses, what follows an unterminated sequence is typed as keys —
	// "8" is quit — so only the paster's session is sure to be open.)
	tm := terms[0]
	mk := tm.mark()
	tm.send("\x1b[201~")
	time.Sleep(2 * termio.EscWait)
	tm.send("2")
	tm.waitText(mk, "Create a room")
}

// unpaced lifts the input pace (termio.Pacer), for the tests of what
// bounds a flood the pace lets through.
func unpaced(c *Config) {
	c.InputRate, c.InputBurst, c.InputRatePerAddr, c.InputBurstPerAddr = 1<<30, 1<<30, 1<<30, 1<<30
}

// cpuTime returns the process's user and system CPU time.
func cpuTime(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestHostileLongCommand: a command of 200 kB — join, watch, or an
// unknown first word — or a subsystem name as long, is refused at once
// with a line saying why, and costs the server little CPU.
func TestHostileLongCommand(t *testing.T) {
	if ownProcess(t) {
		return
	}
	booksRead(t)
	_, addr, _ := startServer(t, nil)
	long := strings.Repeat("A", 200<<10)
	for name, cmd := range map[string]string{"join": "join " + long, "watch": "watch " + long, "unknown": long, "subsystem": long} {
		t.Run(name, func(t *testing.T) {
			for range *hostileScale {
				before, start := cpuTime(t), time.Now()
				_, s := ptySession(t, addr, "long", nil, 80, 24)
				var stderr bytes.Buffer
				var err error
				var exit *gossh.ExitError
				ended := make(chan struct{})
				go func() {
					defer close(ended)
					if name == "subsystem" { // x/crypto takes a subsystem's session as not started: no exit status
						errs, _ := s.StderrPipe()
						if err = s.RequestSubsystem(cmd); err == nil {
							_, err = io.Copy(&stderr, errs)
							exit = &gossh.ExitError{Waitmsg: gossh.Waitmsg{}}
						}
						return
					}
					s.Stderr = &stderr
					if err = s.Start(cmd); err == nil {
						if err = s.Wait(); !errors.As(err, &exit) {
							exit = nil
						}
					}
				}()
				select {
				case <-ended:
				case <-time.After(waitTimeout):
					t.Fatalf("a 200 kB command not refused after %v (%v of CPU)", waitTimeout, cpuTime(t)-before)
				}
				took, cpu := time.Since(start), cpuTime(t)-before
				t.Logf("refused in %v, %v of CPU: %q", took.Round(time.Millisecond), cpu.Round(time.Millisecond), stderr.String())
				if !strings.Contains(stderr.String(), "too long (204") || exit == nil || (name != "subsystem" && exit.ExitStatus() != 1) {
					t.Fatalf("want a refusal saying the command is too long and exit status 1; got %v, stderr %q", err, stderr.String())
				}
				if cpu > time.Second || took > 5*time.Second { // the quadratic split took 8 s of CPU
					t.Errorf("a refused 200 kB command cost %v of CPU, %v", cpu, took)
				}
			}
		})
	}
	// a command within the limit still gets its answer
	tm := openTerm(t, addr, "short", nil, "join "+strings.Repeat("B", DefaultMaxCommand-10), 100, 34)
	tm.waitText(0, lobbyText)

	// nine connections of two sessions each send one and go at once: the
	// server burns no CPU after them, and an honest lobby comes quickly
	before := cpuTime(t)
	for i := range 9 * *hostileScale {
		c, err := dialSSH(t, addr, fmt.Sprintf("burn%d", i), nil)
		if err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if s, err := c.NewSession(); err == nil && s.RequestPty("xterm", 24, 80, nil) == nil {
				_ = s.Start("join " + long)
			}
		}
		c.Close()
	}
	sent := cpuTime(t) - before
	time.Sleep(time.Second)
	start, before := time.Now(), cpuTime(t)
	honest := openTerm(t, addr, "honest", nil, "", 80, 24)
	honest.waitText(0, lobbyText)
	lobby := time.Since(start)
	time.Sleep(2 * time.Second)
	after := cpuTime(t) - before
	t.Logf("%v of CPU to send them; after they went, an honest lobby in %v, %v of CPU in the %v since",
		sent.Round(time.Millisecond), lobby.Round(time.Millisecond), after.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
	if after > time.Second { // the quadratic split went on for minutes, on every core
		t.Errorf("the server burned %v of CPU after the clients went", after)
	}
}

// TestSplitCommand: a session's command splits into words as a shell
// splits them, and a long one in linear time.
func TestSplitCommand(t *testing.T) {
	for in, want := range map[string][]string{
		"join ABCD tok":          {"join", "ABCD", "tok"},
		"  watch\tABCD  ":        {"watch", "ABCD"},
		`join 'AB CD' "t\"k"`:    {"join", "AB CD", `t"k`},
		`a\ b "c\d" ''`:          {"a b", `c\d`},
		"":                       nil,
		"join 'unclosed quote x": {"join", "unclosed quote x"},
	} {
		if got := sshguard.SplitCommand(in); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("sshguard.SplitCommand(%q) = %q, want %q", in, got, want)
		}
	}
	start := time.Now()
	if w := sshguard.SplitCommand("join " + strings.Repeat("A", 4<<20)); len(w) != 2 || len(w[1]) != 4<<20 {
		t.Fatalf("a 4 MB word split into %d words", len(w))
	}
	// linear, this is milliseconds of CPU; quadratic (the ssh library's
	// split, 8 s of CPU for 200 kB), about an hour: a bound a starved
	// process on a loaded machine keeps, and the defect does not
	if took := time.Since(start); took > 30*time.Second {
		t.Errorf("splitting 4 MB took %v", took)
	}
}

// TestHostilePanicEndsOnlyItsSession: a panic in one of a session's
// goroutines — its input, output, window changes, or channel requests —
// is logged and ends that session alone; the server keeps serving the
// others and new ones.
func TestHostilePanicEndsOnlyItsSession(t *testing.T) {
	t.Parallel()
	for _, what := range []string{"input", "output", "window changes", "session requests"} {
		t.Run(what, func(t *testing.T) {
			logs := &syncBuffer{}
			srv, addr, _ := startServer(t, func(c *Config) {
				c.Log = slog.New(slog.NewTextHandler(logs, nil))
				c.goroutineProbe = func(w, user string) {
					if w == what && user == "victim" {
						panic("injected")
					}
				}
			})
			ann := openTerm(t, addr, "ann", nil, "", 80, 24)
			ann.waitText(0, lobbyText)

			_, s := dialSession(t, addr, "victim")
			if s.RequestPty("xterm", 24, 80, nil) == nil && s.Shell() == nil {
				ended := make(chan struct{})
				go func() { _ = s.Wait(); close(ended) }()
				select {
				case <-ended:
				case <-time.After(waitTimeout):
					t.Fatal("the session whose goroutine panicked did not end")
				}
			}
			waitUntil(t, "the victim's session to end", func() bool { return srv.Sessions() == 1 })
			if !strings.Contains(logs.String(), "panic in a session's goroutine") || !strings.Contains(logs.String(), "injected") {
				t.Errorf("the panic is not logged:\n%s", logs.String())
			}
			mk := ann.mark()
			ann.send("2")
			ann.waitText(mk, "Create a room")
			bob := openTerm(t, addr, "bob", nil, "", 80, 24)
			bob.waitText(0, lobbyText)
		})
	}
}

// TestHostileKeyFlood: a client that sends a megabyte of keys at once
// (× -hostile-scale) has most of them dropped, not queued nor drawn: the
// flood costs the server little CPU, and once it pauses its next key is
// answered at once.
func TestHostileKeyFlood(t *testing.T) {
	if ownProcess(t) {
		return
	}
	booksRead(t)
	_, addr, _ := startServer(t, unpaced) // the key budget's own bound, under a flood
	tm := openTerm(t, addr, "keys", nil, "", 80, 24)
	tm.waitText(0, lobbyText)
	flood := []byte(strings.Repeat("\x1b[B\x1b[A", (1<<20)/6))
	before := cpuTime(t)
	for range *hostileScale {
		if _, err := tm.stdin.Write(flood); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(2 * time.Second) // the key budget fills up again
	mk, start := tm.mark(), time.Now()
	tm.send("2")
	tm.waitText(mk, "Create a room")
	took, cpu := time.Since(start), cpuTime(t)-before
	t.Logf("%d MB of arrow keys: the next key answered in %v; %v of CPU in all", *hostileScale, took.Round(time.Millisecond), cpu.Round(time.Millisecond))
	if took > 2*time.Second {
		t.Errorf("a key after a flood of keys took %v to be answered", took)
	}
	if cpu > time.Duration(*hostileScale)*time.Second { // each key taken in: 2.4 s a megabyte
		t.Errorf("a megabyte of keys cost the server %v of CPU", cpu/time.Duration(*hostileScale))
	}
}
