package server

// Hostile clients before their session's program runs (issue 11): window
// sizes, request floods, env floods, connections that never authenticate,
// and what of it reaches the log.

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/sshguard"
)

// hostileScale multiplies the counts of the hostile-client tests: CI runs
// them at 1, the long variant at more:
//
//	go test ./server -run Hostile -hostile-scale=10 -v
var hostileScale = flag.Int("hostile-scale", 1, "multiply the connections and requests of the hostile-client tests")

// heapInuse returns the heap in use after a collection.
func heapInuse() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapInuse)
}

// windowsSeen records the window sizes the sessions' models receive.
type windowsSeen struct {
	mu         sync.Mutex
	maxW, maxH int
	lastW      int
	lastH      int
}

func (s *windowsSeen) note(w, h int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.maxW, s.maxH = max(s.maxW, w), max(s.maxH, h)
	s.lastW, s.lastH = w, h
}

func (s *windowsSeen) get() (maxW, maxH, lastW, lastH int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.maxW, s.maxH, s.lastW, s.lastH
}

// waitLast waits until the last size a model received is w×h.
func (s *windowsSeen) waitLast(t *testing.T, w, h int) {
	t.Helper()
	waitUntil(t, fmt.Sprintf("a model given the %d×%d window", w, h), func() bool {
		_, _, lw, lh := s.get()
		return lw == w && lh == h
	})
}

// TestHostileWindowSizes: one huge window change, in the lobby and in a
// game against the computer, neither grows the server nor makes it send
// megabytes, and no model ever sees more than the drawable maximum.
func TestHostileWindowSizes(t *testing.T) {
	booksRead(t)
	for _, where := range []string{"lobby", "solo"} {
		for _, size := range [][2]int{{2147483647, 2147483647}, {200, 5000000}} {
			t.Run(fmt.Sprintf("%s/%dx%d", where, size[0], size[1]), func(t *testing.T) {
				seen := &windowsSeen{}
				_, addr, _ := startServer(t, func(c *Config) { c.windowProbe = seen.note })
				tm := openTerm(t, addr, "huge", nil, "", 100, 34)
				tm.waitText(0, lobbyText)
				key, answer := "2", "Create a room"
				if where == "solo" {
					openSoloGame(tm)
					key, answer = "q", "(y/n)"
				}
				base := heapInuse()
				mk := tm.mark()
				if err := tm.sess.WindowChange(size[1], size[0]); err != nil {
					t.Fatal(err)
				}
				waitUntil(t, "the huge window size", func() bool {
					_, _, w, h := seen.get()
					return w != 100 || h != 34
				})
				if err := tm.sess.WindowChange(33, 101); err != nil {
					t.Fatal(err)
				}
				seen.waitLast(t, 101, 33)
				tm.send(key)
				tm.waitText(mk, answer) // whatever the huge size drew came before
				grew := heapInuse() - base
				sent := len(tm.raw(mk))
				maxW, maxH, _, _ := seen.get()
				t.Logf("heap grew %d kB, %d bytes sent, largest size seen %d×%d", grew>>10, sent, maxW, maxH)
				if maxW > sshguard.MaxWidth || maxH > sshguard.MaxHeight {
					t.Errorf("a model saw a %d×%d window; want at most %d×%d", maxW, maxH, sshguard.MaxWidth, sshguard.MaxHeight)
				}
				if grew > 4<<20 { // a 400×200 window held 18 MB
					t.Errorf("heap grew by %d MB", grew>>20)
				}
				if sent > 1<<20 {
					t.Errorf("%d bytes sent after the resize", sent)
				}
			})
		}
	}
}

// TestHostileZeroWindowIsDrawnAtTheDefaultSize: a client that gives its
// window as 0×0 (OpenSSH does when its own input is not a terminal), and
// later changes it to 0×0 again, sees the screens drawn for 80×24 rather
// than nothing at all.
func TestHostileZeroWindowIsDrawnAtTheDefaultSize(t *testing.T) {
	t.Parallel()
	seen := &windowsSeen{}
	_, addr, _ := startServer(t, func(c *Config) { c.windowProbe = seen.note })
	tm := openTerm(t, addr, "zero", nil, "", 0, 0)
	tm.waitText(0, lobbyText)
	// the lobby may be drawn before its model is given the window's size
	seen.waitLast(t, sshguard.UnknownWidth, sshguard.UnknownHeight) // the 0×0 request taken as 80×24
	if err := tm.sess.WindowChange(34, 100); err != nil {
		t.Fatal(err)
	}
	seen.waitLast(t, 100, 34)
	mk := tm.mark()
	if err := tm.sess.WindowChange(0, 0); err != nil {
		t.Fatal(err)
	}
	seen.waitLast(t, sshguard.UnknownWidth, sshguard.UnknownHeight) // the 0×0 change taken as 80×24
	tm.send("2")
	tm.waitText(mk, "Create a room")
}

// TestHostileSignalWantingAReplyIsAnswered: a signal sent wanting a reply
// (which RFC 4254 says it never does) is refused at once, not left
// unanswered with the client waiting; the session goes on.
func TestHostileSignalWantingAReplyIsAnswered(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	tm := openTerm(t, addr, "signals", nil, "", 100, 34)
	tm.waitText(0, lobbyText)
	replied := make(chan error, 1)
	go func() {
		ok, err := tm.sess.SendRequest("signal", true, gossh.Marshal(struct{ Signal string }{"INT"}))
		if err == nil && ok {
			err = errors.New("the signal was accepted")
		}
		replied <- err
	}()
	select {
	case err := <-replied:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(waitTimeout):
		t.Fatalf("no reply to a signal wanting one in %v", waitTimeout)
	}
	mk := tm.mark()
	tm.send("2")
	tm.waitText(mk, "Create a room")
}

// dialRaw connects a guest and returns the TCP connection too, to vanish
// without a word.
func dialRaw(tb testing.TB, addr, user string) (*gossh.Client, net.Conn) {
	tb.Helper()
	nc, err := net.DialTimeout("tcp", addr, waitTimeout)
	if err != nil {
		tb.Fatal(err)
	}
	c, chans, reqs, err := gossh.NewClientConn(nc, addr, clientConfig(user, nil))
	if err != nil {
		tb.Fatal(err)
	}
	client := gossh.NewClient(c, chans, reqs)
	tb.Cleanup(func() { client.Close() })
	return client, nc
}

// goroutinesIn reports whether any goroutine is in a function whose name
// contains one of names.
func goroutinesIn(names ...string) bool {
	buf := make([]byte, 8<<20)
	stacks := string(buf[:runtime.Stack(buf, true)])
	for _, n := range names {
		if strings.Contains(stacks, n) {
			return true
		}
	}
	return false
}

// TestHostileWindowChangeFlood: a client that has stopped reading floods
// window changes, then vanishes; the server keeps reading its connection,
// notices, and the connection's goroutines end.
func TestHostileWindowChangeFlood(t *testing.T) {
	if ownProcess(t) {
		return
	}
	flood := 200000 * *hostileScale
	srv, addr, _ := startServer(t, nil)
	c, nc := dialRaw(t, addr, "flood")
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty("xterm", 34, 100, nil); err != nil {
		t.Fatal(err)
	}
	// pipes never read: the server's output stalls once the channel's
	// window is spent, as when a client dies
	if _, err := sess.StdoutPipe(); err != nil {
		t.Fatal(err)
	}
	if _, err := sess.StderrPipe(); err != nil {
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the session", func() bool { return srv.Sessions() == 1 })
	var sent atomic.Int64
	done := make(chan struct{})
	go func() {
		defer close(done)
		for n := range flood {
			// the largest drawable sizes, changing every time: every one
			// is a full redraw
			if sess.WindowChange(sshguard.MaxHeight, sshguard.MaxWidth-n%2) != nil {
				return
			}
			sent.Add(1)
		}
	}()
	for last := int64(-1); ; {
		select {
		case <-done:
		case <-time.After(waitTimeout):
			if n := sent.Load(); n == last {
				t.Errorf("the flood blocked after %d window changes: the server stopped reading the connection", n)
			} else {
				last = n
				continue
			}
		}
		break
	}
	t.Logf("%d window changes sent", sent.Load())
	nc.Close() // the client vanishes
	waitUntil(t, "the server to notice the client has gone", func() bool { return srv.Sessions() == 0 })
	waitUntil(t, "the connection's goroutines to end", func() bool {
		return !goroutinesIn("ssh.(*session).handleRequests", "sshguard.(*Filter)")
	})
}

// dialSession connects a guest and opens a session.
func dialSession(tb testing.TB, addr, user string) (*gossh.Client, *gossh.Session) {
	tb.Helper()
	c, err := dialSSH(tb, addr, user, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { c.Close() })
	sess, err := c.NewSession()
	if err != nil {
		tb.Fatal(err)
	}
	return c, sess
}

// TestHostileEnvFlood: big env requests with no shell are refused beyond
// the connection's budget, and do not grow the server.
func TestHostileEnvFlood(t *testing.T) {
	booksRead(t)
	_, addr, _ := startServer(t, nil)
	_, sess := dialSession(t, addr, "env")
	base := heapInuse()
	big := strings.Repeat("v", 200<<10)
	bigOK := 0
	for i := range 300 * *hostileScale {
		if sess.Setenv(fmt.Sprintf("BIG%d", i), big) == nil {
			bigOK++
		}
	}
	smallOK := 0
	for i := range 2 * DefaultMaxEnvVars {
		if sess.Setenv(fmt.Sprintf("S%d", i), "x") == nil {
			smallOK++
		}
	}
	grew := heapInuse() - base
	t.Logf("accepted %d big and %d small env requests; heap grew %d kB", bigOK, smallOK, grew>>10)
	if bigOK != 0 {
		t.Errorf("%d env requests of 200 kB accepted; want none (budget %d bytes)", bigOK, DefaultMaxEnvBytes)
	}
	if smallOK != DefaultMaxEnvVars {
		t.Errorf("%d small env requests accepted; want %d", smallOK, DefaultMaxEnvVars)
	}
	if grew > 20<<20 {
		t.Errorf("heap grew by %d MB", grew>>20)
	}
}

// TestHostileSessionsPerConnection: a connection opens at most
// MaxSessionsPerConn sessions at once, and no channels of other kinds nor
// port forwardings; a closed session frees its place.
func TestHostileSessionsPerConnection(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, func(c *Config) { c.MaxSessionsPerConn = 2 })
	c, err := dialSSH(t, addr, "many", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var open []*gossh.Session
	for range 2 {
		s, err := c.NewSession()
		if err != nil {
			t.Fatal(err)
		}
		open = append(open, s)
	}
	var oce *gossh.OpenChannelError
	if _, err := c.NewSession(); !errors.As(err, &oce) || oce.Reason != gossh.ResourceShortage {
		t.Fatalf("third session: got %v, want a resource shortage", err)
	}
	// nor does it get other channels or port forwarding
	if _, err := c.Dial("tcp", "127.0.0.1:1"); err == nil {
		t.Error("a direct-tcpip channel was opened")
	}
	if ok, _, err := c.SendRequest("tcpip-forward", true, gossh.Marshal(struct {
		Addr string
		Port uint32
	}{"127.0.0.1", 0})); ok || err != nil {
		t.Errorf("tcpip-forward: ok %v, error %v; want refused", ok, err)
	}
	open[0].Close()
	waitUntil(t, "a place for a new session", func() bool {
		s, err := c.NewSession()
		if err == nil {
			s.Close()
		}
		return err == nil
	})
}

// readClosed reads nc until the server closes it, failing if it is still
// open after waitTimeout; it returns what was read.
func readClosed(tb testing.TB, nc net.Conn) string {
	tb.Helper()
	_ = nc.SetReadDeadline(time.Now().Add(waitTimeout))
	b, err := io.ReadAll(nc)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		tb.Fatalf("connection still open after %v (read %q)", waitTimeout, b)
	}
	return string(b)
}

// dialSilent opens a TCP connection that says nothing (or only hello), and
// waits for the server's version line: the server has taken it on.
func dialSilent(tb testing.TB, addr, hello string) net.Conn {
	tb.Helper()
	nc, err := net.DialTimeout("tcp", addr, waitTimeout)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { nc.Close() })
	if _, err := io.WriteString(nc, hello); err != nil {
		tb.Fatal(err)
	}
	_ = nc.SetReadDeadline(time.Now().Add(waitTimeout))
	line, err := bufio.NewReader(nc).ReadString('\n')
	if err != nil {
		tb.Fatalf("no version line from the server: %v", err)
	}
	if !strings.HasPrefix(line, "SSH-2.0-") {
		tb.Fatalf("server said %q", line)
	}
	return nc
}

// logLines counts the lines of logs that contain msg.
func logLines(logs *syncBuffer, msg string) int {
	return strings.Count(logs.String(), msg)
}

// TestHostileSilentConnectionsTimeOut: connections that never
// authenticate — silent, or with only a version line — are closed at the
// handshake deadline, logged once, and a player gets in afterwards.
func TestHostileSilentConnectionsTimeOut(t *testing.T) {
	t.Parallel()
	_, addr, logs := startServer(t, func(c *Config) { c.HandshakeTimeout = time.Second })
	var conns []net.Conn
	for i := range 40 * *hostileScale {
		hello := ""
		if i%2 == 1 {
			hello = "SSH-2.0-x\r\n"
		}
		conns = append(conns, dialSilent(t, addr, hello))
	}
	for _, nc := range conns {
		readClosed(t, nc)
	}
	tm := openTerm(t, addr, "player", nil, "", 80, 24)
	tm.waitText(0, lobbyText)
	if n := logLines(logs, "did not authenticate in time"); n < 1 || n > 2 {
		t.Errorf("%d log lines about %d connections timing out, want 1 (and a summary after %v):\n%s",
			n, len(conns), room.EventLogEvery, logs.String())
	}
}

// TestHostileUnauthenticatedCap: with MaxUnauthenticated connections
// waiting, a new one (a player) gets in, and the oldest waiting is closed.
func TestHostileUnauthenticatedCap(t *testing.T) {
	t.Parallel()
	_, addr, logs := startServer(t, func(c *Config) {
		c.HandshakeTimeout, c.MaxUnauthenticated = MaxHandshakeTimeout, 5
	})
	var conns []net.Conn
	for range 5 {
		conns = append(conns, dialSilent(t, addr, ""))
	}
	tm := openTerm(t, addr, "player", nil, "", 80, 24)
	tm.waitText(0, lobbyText)
	readClosed(t, conns[0])
	waitUntil(t, "the eviction to be logged", func() bool {
		return logLines(logs, "closed the oldest unauthenticated connection") >= 1
	})
}

// TestHostilePerAddressCap: the connection beyond MaxConnsPerAddr from
// one address is refused at once with a line saying why, logged once
// however many there are; a closed connection frees its place.
func TestHostilePerAddressCap(t *testing.T) {
	t.Parallel()
	_, addr, logs := startServer(t, func(c *Config) { c.MaxConnsPerAddr = 3 })
	var held []net.Conn
	for range 3 {
		held = append(held, dialSilent(t, addr, ""))
	}
	for range 20 {
		nc, err := net.DialTimeout("tcp", addr, waitTimeout)
		if err != nil {
			t.Fatal(err)
		}
		got := readClosed(t, nc)
		nc.Close()
		if !strings.Contains(got, "too many connections from your address") {
			t.Fatalf("over the cap, the server said %q", got)
		}
	}
	if n := logLines(logs, "too many at once from one address"); n < 1 || n > 2 {
		t.Errorf("%d log lines about 20 refused connections, want 1 (and a summary after %v):\n%s",
			n, room.EventLogEvery, logs.String())
	}
	held[0].Close()
	waitUntil(t, "a free place", func() bool {
		nc, err := net.DialTimeout("tcp", addr, waitTimeout)
		if err != nil {
			return false
		}
		defer nc.Close()
		_ = nc.SetReadDeadline(time.Now().Add(waitTimeout))
		line, _ := bufio.NewReader(nc).ReadString('\n')
		return strings.HasPrefix(line, "SSH-2.0-")
	})
}

// TestHostileLogLines: a 250 kB user name, a long TERM and command with
// escape sequences make log lines of bounded length without control
// characters; sessions refused by the rate limiter are not logged line by
// line.
func TestHostileLogLines(t *testing.T) {
	t.Parallel()
	logs := &syncBuffer{}
	_, addr, _ := startServer(t, func(c *Config) {
		c.Log = slog.New(slog.NewTextHandler(logs, nil))
		c.RatePerSecond, c.RateBurst, c.MaxSessionsPerConn = 0.001, 1, 10
	})
	name := strings.Repeat("n\x1b[2J\x00é", 250<<10/8)
	c, sess := dialSession(t, addr, name)
	if err := sess.RequestPty(strings.Repeat("xterm\a\r\n", 10000), 34, 100, nil); err != nil {
		t.Fatal(err)
	}
	if err := sess.Start("join " + strings.Repeat("\x1b]0;x\a", 10000)); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the session's log line", func() bool { return strings.Contains(logs.String(), "127.0.0.1") })
	// more sessions, refused by the rate limiter
	for range 5 {
		s, err := c.NewSession()
		if err != nil {
			t.Fatal(err)
		}
		_ = s.Run("watch X") // refused: ends at once
	}
	c.Close()
	out := logs.String()
	if n := strings.Count(out, "session start"); n != 1 {
		t.Errorf("%d session log lines, want 1 (the rest were rate-limited)", n)
	}
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if len(line) > 1024 {
			t.Errorf("log line of %d bytes: %.200q…", len(line), line)
		}
		if i := strings.IndexFunc(line, unicode.IsControl); i >= 0 {
			t.Errorf("log line with a control character at %d: %.200q", i, line)
		}
	}
	if t.Failed() {
		fmt.Fprintf(os.Stderr, "log:\n%.3000s\n", out)
	}
}
