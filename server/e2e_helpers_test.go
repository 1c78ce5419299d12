package server

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"io"
	"log/slog"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
)

// syncBuffer is a goroutine-safe log sink.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// startServer runs a server on an ephemeral loopback port.
func startServer(tb testing.TB, tweak func(*Config)) (*Server, string, *syncBuffer) {
	tb.Helper()
	return startServerHooked(tb, tweak, nil)
}

// startServerHooked is startServer with a hook that sees the server before
// it serves (to replace its hub's writer, say).
func startServerHooked(tb testing.TB, tweak func(*Config), hook func(*Server)) (*Server, string, *syncBuffer) {
	tb.Helper()
	logs := &syncBuffer{}
	cfg := Config{Listen: "127.0.0.1:0", DataDir: dataDir(tb), Grace: time.Minute,
		RatePerSecond: 1000, RateBurst: 100000, MaxConnsPerAddr: 1 << 16, MaxUnauthenticated: 1 << 16,
		Log: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelWarn}))}
	if tweak != nil {
		tweak(&cfg)
	}
	srv, err := New(cfg)
	if err != nil {
		tb.Fatal(err)
	}
	if hook != nil {
		hook(srv)
	}
	ln, err := srv.Listen()
	if err != nil {
		tb.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := srv.Shutdown(ctx); err != nil {
			tb.Errorf("shutdown was not graceful: %v (%d sessions left)", err, srv.Sessions())
		}
		if err := <-done; err != nil {
			tb.Errorf("serve: %v", err)
		}
		if strings.Contains(logs.String(), "panic") {
			tb.Errorf("server log has a panic:\n%s", logs.String())
		}
	})
	return srv, ln.Addr().String(), logs
}

// shutdownAtEnd shuts srv down when the test ends, before its temporary
// dirs go: the server's background work uses its data dir until then.
func shutdownAtEnd(tb testing.TB, srv *Server) {
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := srv.Shutdown(ctx); err != nil {
			tb.Errorf("shutdown: %v", err)
		}
	})
}

func newKey(tb testing.TB) gossh.Signer {
	tb.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		tb.Fatal(err)
	}
	s, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// term is one SSH client session with a PTY, recording everything the
// server draws.
type term struct {
	tb     testing.TB
	client *gossh.Client
	sess   *gossh.Session
	w, h   int // the PTY's size

	screenMu sync.Mutex
	screen   *shownScreen // made by the first waitText
	stdin    io.WriteCloser

	mu       sync.Mutex
	out      []byte
	reads    []int         // the end of out after each read
	lastRead time.Time     // when the latest output arrived
	signal   chan struct{} // closed and replaced on every read
	done     chan struct{}

	keyTokens float64   // the client's copy of the session's key budget (keypace_test.go)
	keysAt    time.Time // when keyTokens was last topped up
}

// readSignal returns a channel closed when more output arrives.
func (t *term) readSignal() <-chan struct{} {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.signal
}

// ansiStrip removes escape sequences.
func ansiStrip(b []byte) string { return ansi.Strip(string(b)) }

// dialSSH connects user (with key, or as a guest when key is nil).
func dialSSH(tb testing.TB, addr, user string, key gossh.Signer) (*gossh.Client, error) {
	return dialSSHFrom(tb, addr, "", user, key)
}

// otherAddr is a second loopback address, for clients that must come
// from an address of their own (the per-address rules).
const otherAddr = "127.0.0.2"

// dialSSHFrom is dialSSH from the local IP address from ("": any).
func dialSSHFrom(tb testing.TB, addr, from, user string, key gossh.Signer) (*gossh.Client, error) {
	tb.Helper()
	d := net.Dialer{Timeout: 10 * time.Second}
	if from != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(from)}
	}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	c, chans, reqs, err := gossh.NewClientConn(conn, addr, clientConfig(user, key))
	if err != nil {
		conn.Close()
		return nil, err
	}
	return gossh.NewClient(c, chans, reqs), nil
}

// clientConfig is the configuration of a test client: user with key, or
// as a guest when key is nil.
func clientConfig(user string, key gossh.Signer) *gossh.ClientConfig {
	auth := []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) {
		return nil, nil
	})}
	if key != nil {
		auth = append([]gossh.AuthMethod{gossh.PublicKeys(key)}, auth...)
	}
	return &gossh.ClientConfig{User: user, Auth: auth, Config: openSSHAlgorithms,
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second}
}

// openSSHAlgorithms are OpenSSH 10's client defaults, in its order (those
// x/crypto lacks are left out), so that a test client negotiates with the
// server what ssh does: mlkem768x25519-sha256 and chacha20-poly1305
// (x/crypto's own order would pick aes128-gcm).
var openSSHAlgorithms = gossh.Config{
	KeyExchanges: []string{gossh.KeyExchangeMLKEM768X25519, gossh.KeyExchangeCurve25519,
		gossh.KeyExchangeECDHP256, gossh.KeyExchangeECDHP384, gossh.KeyExchangeECDHP521, gossh.KeyExchangeDH14SHA256},
	Ciphers: []string{gossh.CipherChaCha20Poly1305, gossh.CipherAES128CTR, gossh.CipherAES192CTR, gossh.CipherAES256CTR,
		gossh.CipherAES128GCM, gossh.CipherAES256GCM},
	MACs: []string{gossh.HMACSHA256ETM, gossh.HMACSHA512ETM, gossh.HMACSHA256, gossh.HMACSHA512, gossh.HMACSHA1},
}

// ptySession connects user (with key, or as a guest when key is nil) and
// opens a session with a w×h PTY, not started yet; the connection is
// closed when the test ends.
func ptySession(tb testing.TB, addr, user string, key gossh.Signer, w, h int) (*gossh.Client, *gossh.Session) {
	tb.Helper()
	return ptySessionEnv(tb, addr, "", user, key, w, h, "xterm-256color")
}

// ptySessionEnv is ptySession from the local IP address from ("": any),
// with a terminal named termName in the pty request, and the client's
// environment variables env ("NAME=value") sent before it.
func ptySessionEnv(tb testing.TB, addr, from, user string, key gossh.Signer, w, h int, termName string, env ...string) (*gossh.Client, *gossh.Session) {
	tb.Helper()
	c, err := dialSSHFrom(tb, addr, from, user, key)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { c.Close() })
	s, err := c.NewSession()
	if err != nil {
		tb.Fatal(err)
	}
	for _, e := range env {
		name, value, _ := strings.Cut(e, "=")
		if err := s.Setenv(name, value); err != nil {
			tb.Fatal(err)
		}
	}
	if err := s.RequestPty(termName, h, w, gossh.TerminalModes{}); err != nil {
		tb.Fatal(err)
	}
	return c, s
}

// openTerm opens a session with a w×h PTY running cmd ("" for the lobby).
func openTerm(tb testing.TB, addr, user string, key gossh.Signer, cmd string, w, h int) *term {
	tb.Helper()
	return openTermEnv(tb, addr, "", user, key, cmd, w, h, "xterm-256color")
}

// openTermFrom is openTerm from the local IP address from ("": any).
func openTermFrom(tb testing.TB, addr, from, user string, key gossh.Signer, cmd string, w, h int) *term {
	tb.Helper()
	return openTermEnv(tb, addr, from, user, key, cmd, w, h, "xterm-256color")
}

// openTermEnv is openTerm from the local IP address from ("": any), with
// a terminal named termName and the client's environment variables env
// ("NAME=value").
func openTermEnv(tb testing.TB, addr, from, user string, key gossh.Signer, cmd string, w, h int, termName string, env ...string) *term {
	tb.Helper()
	c, s := ptySessionEnv(tb, addr, from, user, key, w, h, termName, env...)
	in, err := s.StdinPipe()
	if err != nil {
		tb.Fatal(err)
	}
	out, err := s.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	errs, err := s.StderrPipe()
	if err != nil {
		tb.Fatal(err)
	}
	t := &term{tb: tb, client: c, sess: s, w: w, h: h, stdin: in, done: make(chan struct{}), signal: make(chan struct{})}
	go func() { // stderr joins the screen output, as in a terminal
		b, _ := io.ReadAll(errs)
		t.mu.Lock()
		t.out = append(t.out, b...)
		close(t.signal)
		t.signal = make(chan struct{})
		t.mu.Unlock()
	}()
	go func() {
		defer close(t.done)
		buf := make([]byte, 32<<10)
		for {
			n, err := out.Read(buf)
			t.mu.Lock()
			t.out = append(t.out, buf[:n]...)
			t.reads = append(t.reads, len(t.out))
			t.lastRead = time.Now()
			close(t.signal)
			t.signal = make(chan struct{})
			t.mu.Unlock()
			if bytes.Contains(buf[:n], []byte("\x1b]11;?")) {
				// answer like a terminal: the session's renderer waits
				// for the background colour and device attributes
				const answer = "\x1b]11;rgb:0000/0000/0000\x07\x1b[?62;22c"
				t.countKeys(answer)
				_, _ = io.WriteString(in, answer)
			}
			if err != nil {
				return
			}
		}
	}()
	if cmd == "" {
		err = s.Shell()
	} else {
		err = s.Start(cmd)
	}
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(t.close)
	return t
}

func (t *term) close() { t.client.Close() }

// send sends s at once, however many keys it holds (the server drops
// those beyond the session's key budget); typeKeys keeps to the budget.
func (t *term) send(s string) {
	t.tb.Helper()
	t.countKeys(s)
	t.write(s)
}

// write writes s to the session's input.
func (t *term) write(s string) {
	t.tb.Helper()
	if _, err := io.WriteString(t.stdin, s); err != nil {
		t.tb.Fatalf("send %q: %v", s, err)
	}
}

// mark returns the current end of the output, to wait for text after it.
func (t *term) mark() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.out)
}

// text returns the output from mark on, without escape sequences.
func (t *term) text(from int) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return ansi.Strip(string(t.out[from:]))
}

// waitText waits until text appears in the output after from — whole in
// the output, or on the screen as a terminal shows it once output has come
// after from (bubbletea v2 writes only the cells that change, so a line
// that kept its start is not in the output whole).
func (t *term) waitText(from int, text string) {
	t.tb.Helper()
	t.waitFor(from, text, func(from int) string { return t.text(from) + "\n" + t.screenText(from) })
}

// waitShowing waits until the screen as it is now shows text: output
// before any mark counts, and text drawn and then erased does not.
func (t *term) waitShowing(text string) {
	t.tb.Helper()
	t.waitFor(0, text, t.screenText)
}

// screenText returns the screen as a terminal shows it, fed all the
// output so far; "" until output has come after from.
func (t *term) screenText(from int) string {
	t.screenMu.Lock()
	defer t.screenMu.Unlock()
	if t.screen == nil {
		t.screen = newShownScreen(t, t.w, t.h)
	}
	s := t.screen
	s.catchUp()
	if s.fed <= from {
		return ""
	}
	return s.String()
}

// waitRaw waits until raw bytes (escape sequences included) appear in the
// output after from.
func (t *term) waitRaw(from int, raw string) {
	t.tb.Helper()
	t.waitFor(from, raw, t.raw)
}

// raw returns the output from mark on, escape sequences included.
func (t *term) raw(from int) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.out[from:])
}

func (t *term) waitFor(from int, want string, read func(int) string) {
	t.tb.Helper()
	// look again only when more output has come, not on a timer: each
	// look reads the output from the mark, a cost that grows with it
	deadline := time.NewTimer(waitTimeout)
	defer deadline.Stop()
	for timedOut := false; !timedOut; {
		more := t.readSignal() // before the look, so no output is missed
		if strings.Contains(read(from), want) {
			return
		}
		select {
		case <-more:
		case <-deadline.C:
			timedOut = true
		}
	}
	tail := t.text(from)
	if len(tail) > 3000 {
		tail = tail[len(tail)-3000:]
	}
	t.tb.Fatalf("timed out waiting for %q; screen output:\n%s", want, tail)
}

// waitAny waits until one of wants appears in the output after from (as
// waitText looks) and returns it.
func (t *term) waitAny(from int, wants ...string) string {
	t.tb.Helper()
	var seen string
	t.waitFor(from, strings.Join(wants, " or "), func(from int) string {
		txt := t.text(from) + "\n" + t.screenText(from)
		for _, w := range wants {
			if strings.Contains(txt, w) {
				seen = w
				return strings.Join(wants, " or ")
			}
		}
		return txt
	})
	return seen
}

// createRoom creates a room from the lobby with the given keys on the
// room form (before Enter) and returns its code.
func createRoom(tb testing.TB, t *term, formKeys string) string {
	tb.Helper()
	mk := t.mark()
	t.typeKeys("2")
	t.waitText(mk, "Create a room")
	mk = t.mark()
	t.typeKeys(formKeys + "\r")
	return codeOnScreen(tb, t, mk)
}

// twoInARoom opens a room for two key holders at w×h: alice creates it
// and plays White, bob joins it with its code and plays Black.
func twoInARoom(tb testing.TB, addr string, w, h int) (alice, bob *term, code string) {
	tb.Helper()
	alice = openTerm(tb, addr, "alice", newKey(tb), "", w, h)
	alice.waitText(0, lobbyText)
	code = createRoom(tb, alice, "\x1b[C") // White
	mk := alice.mark()
	bob = openTerm(tb, addr, "bob", newKey(tb), "join "+code, w, h)
	bob.waitText(0, "you play black")
	alice.waitText(mk, "bob joined")
	return alice, bob, code
}

// moveKeys are the keys that enter m: its origin, then each landing (or
// its destination), each followed by Enter.
func moveKeys(m game.Move) string {
	var b strings.Builder
	b.WriteString(m.From.String() + "\r")
	if m.N == 0 {
		b.WriteString(m.To.String() + "\r")
	}
	for _, s := range m.Landings() {
		b.WriteString(s.String() + "\r")
	}
	return b.String()
}

// roomGame returns a copy of a room's game and which seat plays White.
func roomGame(tb testing.TB, h *room.Hub, code string) (g *game.Game, white int) {
	tb.Helper()
	underRoomLock(tb, h, code, func(r *room.Room) { g, white = r.G.Clone(), r.White })
	return g, white
}

// underRoomLock runs fn on the live room with code under its lock.
func underRoomLock(tb testing.TB, h *room.Hub, code string, fn func(*room.Room)) {
	tb.Helper()
	r, err := h.Find(code)
	if err != nil {
		tb.Fatal(err)
	}
	r.Mu.Lock()
	defer r.Mu.Unlock()
	fn(r)
}

// codeOnScreen reads the room code from a waiting screen.
func codeOnScreen(tb testing.TB, t *term, from int) string {
	tb.Helper()
	t.waitText(from, "Waiting for an opponent")
	txt := t.text(from)
	i := strings.Index(txt, "room ")
	if i < 0 || len(txt) < i+5+room.CodeLen {
		tb.Fatalf("no room code on screen:\n%s", txt)
	}
	return txt[i+5 : i+5+room.CodeLen]
}

// waitUntil polls cond until it holds, failing after waitTimeout.
func waitUntil(tb testing.TB, what string, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(waitTimeout)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
