package server

import (
	"context"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"github.com/fetaix/fetaix/server/sshguard"
	"io"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	gossh "golang.org/x/crypto/ssh"
)

// Hostile clients against a session's program (issue 11, points 1, 2, 4):
// clients that stop reading, never answer the terminal's queries, or claim
// absurd window sizes.

// mute is a session whose client never reads its output.
type mute struct {
	client *gossh.Client
	sess   *gossh.Session
	stdin  io.Writer
}

// openMute opens a session with a w×h PTY running cmd ("" for the lobby)
// whose output is never read.
func openMute(tb testing.TB, addr, user, cmd string, w, h int) *mute {
	tb.Helper()
	c, s := ptySession(tb, addr, user, nil, w, h)
	in, err := s.StdinPipe()
	if err != nil {
		tb.Fatal(err)
	}
	// Taken and never read: what the server sends piles up in the client
	// until the channel's window is full.
	if _, err := s.StdoutPipe(); err != nil {
		tb.Fatal(err)
	}
	if cmd == "" {
		err = s.Shell()
	} else {
		err = s.Start(cmd)
	}
	if err != nil {
		tb.Fatal(err)
	}
	// the answers of a terminal to the start-up queries, unread but given
	if _, err := io.WriteString(in, "\x1b]11;rgb:0000/0000/0000\x07\x1b[?62;22c"); err != nil {
		tb.Fatal(err)
	}
	return &mute{client: c, sess: s, stdin: in}
}

// flood resizes the window back and forth, each change a redraw, to fill
// the client's channel window, until stop is closed or the connection
// ends; it returns at once, and its goroutine ends with the test.
func (m *mute) flood(tb testing.TB) {
	stop := make(chan struct{})
	done := make(chan struct{})
	tb.Cleanup(func() { close(stop); <-done })
	go func() {
		defer close(done)
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			if m.sess.WindowChange(sshguard.MaxHeight-i%2, sshguard.MaxWidth-i%2) != nil {
				return
			}
			time.Sleep(time.Millisecond)
		}
	}()
}

// floodTime bounds the wait for floods of redraws to fill x/crypto
// clients' 2 MB windows: the session's screen writer sends a whole screen
// for each change of size, 3.6 kB at 160×50, so it takes a few seconds.
const floodTime = 90 * time.Second

// waitStalled floods the mutes until the server's output to each has
// waited a second for it to read (its window is full).
func waitStalled(t *testing.T, srv *Server, mutes ...*mute) {
	t.Helper()
	for _, m := range mutes {
		m.flood(t)
	}
	start := time.Now()
	for srv.stalledOutputs(time.Second) < len(mutes) {
		if time.Since(start) > floodTime {
			t.Fatalf("after %v of redraws, %d of %d clients' windows are full", floodTime, srv.stalledOutputs(time.Second), len(mutes))
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Logf("windows full after %v", time.Since(start).Round(time.Millisecond))
}

// roomWithMute has a reading player (ann) and a non-reading one in a room
// against each other.
func roomWithMute(t *testing.T, addr string) (ann *term, m *mute, code string) {
	ann = openTerm(t, addr, "ann", nil, "", 100, 34)
	ann.waitText(0, lobbyText)
	code = createRoom(t, ann, "")
	mk := ann.mark()
	m = openMute(t, addr, "mute", "join "+code, sshguard.MaxWidth, sshguard.MaxHeight)
	ann.waitText(mk, "mute joined")
	return ann, m, code
}

// TestHostileNonReaderCannotHoldShutdown: a client that stopped reading
// its output (its channel window is full) does not keep the server from
// shutting down within 10 s.
func TestHostileNonReaderCannotHoldShutdown(t *testing.T) {
	t.Parallel()
	longtest.Skip(t, "fills a client's 2 MB window: about 20 s")
	// the output may pile up and never stall long enough to be dropped:
	// the shutdown itself must be bounded
	srv, addr, _ := startServer(t, func(c *Config) { c.OutputBuffer, c.OutputStall = 256<<20, time.Hour })
	ann, m, _ := roomWithMute(t, addr)
	solo := openMute(t, addr, "solo", "", sshguard.MaxWidth, sshguard.MaxHeight)
	if _, err := solo.stdin.Write([]byte("1\r")); err != nil { // a game against the computer
		t.Fatal(err)
	}
	waitStalled(t, srv, m, solo)

	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Second)
	defer cancel()
	finished := make(chan error, 1)
	go func() { finished <- srv.Shutdown(ctx) }()
	select {
	case err := <-finished:
		if err != nil {
			t.Logf("shutdown: %v", err) // bounded is what is asked, not clean
		}
	case <-time.After(12 * time.Second):
		t.Fatalf("shutdown still running after %v: a client that does not read holds it", time.Since(start))
	}
	t.Logf("shutdown took %v", time.Since(start).Round(time.Millisecond))
	ann.waitText(0, "going down")
}

// TestHostileNonReaderIsDroppedAndFreesItsRoom: a client that stops
// reading is disconnected after the stall limit; its opponent sees it go
// and the room keeps working.
func TestHostileNonReaderIsDroppedAndFreesItsRoom(t *testing.T) {
	t.Parallel()
	longtest.Skip(t, "fills a client's 2 MB window: about 20 s")
	// the queue's bound is wide, so that the stall limit, not the bound
	// (1 MiB), is what drops the client
	srv, addr, logs := startServer(t, func(c *Config) { c.OutputBuffer, c.OutputStall = 256<<20, 2*time.Second })
	ann, m, _ := roomWithMute(t, addr)
	mk := ann.mark()
	waitStalled(t, srv, m)
	ann.waitText(mk, "mute disconnected")
	if !strings.Contains(logs.String(), "session dropped") {
		t.Fatalf("the drop is not logged:\n%s", logs.String())
	}
	// the mute client's session is gone: only ann's is counted
	waitUntil(t, "the dropped session to end (only ann's counted)", func() bool { return srv.Sessions() == 1 })
}

// TestHostileNonAnsweringTerminalGetsAScreen: a terminal that never
// answers the background-colour query gets the lobby at once, and no key
// it types is swallowed.
func TestHostileNonAnsweringTerminalGetsAScreen(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, nil)
	_, s := ptySession(t, addr, "quiet", nil, 80, 24)
	in, _ := s.StdinPipe()
	out, _ := s.StdoutPipe()
	got := make(chan string, 1)
	var screen strings.Builder
	go func() { // read without ever answering a query
		buf := make([]byte, 32<<10)
		for {
			n, err := out.Read(buf)
			screen.Write(buf[:n])
			if strings.Contains(ansiStrip([]byte(screen.String())), "Create a room") {
				got <- screen.String()
				return
			}
			if err != nil {
				got <- screen.String()
				return
			}
		}
	}()
	if err := s.Shell(); err != nil {
		t.Fatal(err)
	}
	// typed at once, with the query unanswered
	if _, err := io.WriteString(in, "2"); err != nil {
		t.Fatal(err)
	}
	select {
	case txt := <-got:
		if !strings.Contains(ansiStrip([]byte(txt)), "Create a room") {
			t.Fatalf("no create-room page after the key typed during the query:\n%s", ansiStrip([]byte(txt)))
		}
	case <-time.After(waitTimeout):
		t.Fatal("a terminal that never answers got no screen, or its key was swallowed")
	}
}

// TestWindowSizeReachesNoScreenUnclamped: whatever size reaches the
// session's model, the screens under it (here a game against the
// computer) are drawn for at most the drawable maximum.
func TestWindowSizeReachesNoScreenUnclamped(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	a.startSolo()
	a.Update(tea.WindowSizeMsg{Width: 200, Height: 5_000_000})
	a.Update(keypress.Key("enter")) // start the game
	v := a.View().Content
	if lines := strings.Count(v, "\n") + 1; lines > sshguard.MaxHeight || len(v) > 1<<20 {
		t.Fatalf("a 200×5000000 window drew %d lines, %d bytes", lines, len(v))
	}
	if a.width > sshguard.MaxWidth || a.height > sshguard.MaxHeight {
		t.Fatalf("app keeps %d×%d", a.width, a.height)
	}
}

// TestHostileConnectionWithoutASessionIsClosed: a client that
// authenticates and then runs no session — opening none, opening a
// channel but never asking for a shell, or staying after its session
// ended — is disconnected after the sessionless timeout.
func TestHostileConnectionWithoutASessionIsClosed(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, func(c *Config) { c.SessionlessTimeout = time.Second })
	closed := func(c *gossh.Client) <-chan struct{} {
		ch := make(chan struct{})
		go func() { _ = c.Wait(); close(ch) }()
		return ch
	}
	bare, err := dialSSH(t, addr, "bare", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer bare.Close()
	shellless, err := dialSSH(t, addr, "shellless", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer shellless.Close()
	if _, err := shellless.NewSession(); err != nil {
		t.Fatal(err)
	}
	after := openTerm(t, addr, "after", nil, "", 80, 24)
	after.waitText(0, lobbyText)
	mk := after.mark()
	after.send("q") // quit: the session ends, the connection stays open
	after.waitText(mk, "")
	for name, c := range map[string]*gossh.Client{"no channel": bare, "no shell": shellless, "session ended": after.client} {
		select {
		case <-closed(c):
		case <-time.After(waitTimeout):
			t.Fatalf("connection with %s still open", name)
		}
	}
}
