package botclient

import (
	"bufio"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/match"
	"golang.org/x/crypto/ssh"
)

// fakeServer is a bot server on loopback for the tests: an SSH server
// that takes one key, runs the bot command, and hands each session to
// the test.
type fakeServer struct {
	t        testing.TB
	ln       net.Listener
	cfg      *ssh.ServerConfig
	sessions chan *fakeSession
	wg       sync.WaitGroup

	mu    sync.Mutex
	conns []net.Conn
	shut  bool
}

// newSigner makes a fresh ed25519 key.
func newSigner(t testing.TB) ssh.Signer {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s, err := ssh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// startFake starts a fake server that lets key in.
func startFake(t testing.TB, key ssh.PublicKey) *fakeServer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeServer{t: t, ln: ln, sessions: make(chan *fakeSession, 8)}
	f.cfg = &ssh.ServerConfig{PublicKeyCallback: func(_ ssh.ConnMetadata, k ssh.PublicKey) (*ssh.Permissions, error) {
		if string(k.Marshal()) == string(key.Marshal()) {
			return nil, nil
		}
		return nil, fmt.Errorf("unknown key")
	}}
	f.cfg.AddHostKey(newSigner(t))
	f.wg.Add(1)
	go f.accept()
	t.Cleanup(f.close)
	return f
}

func (f *fakeServer) addr() string { return f.ln.Addr().String() }

// close stops listening and waits for the connections' goroutines.
func (f *fakeServer) close() {
	_ = f.ln.Close()
	f.mu.Lock()
	f.shut = true
	for _, c := range f.conns {
		_ = c.Close()
	}
	f.mu.Unlock()
	f.wg.Wait()
}

func (f *fakeServer) accept() {
	defer f.wg.Done()
	for {
		nc, err := f.ln.Accept()
		if err != nil {
			return
		}
		f.mu.Lock()
		if f.shut {
			f.mu.Unlock()
			_ = nc.Close()
			return
		}
		f.conns = append(f.conns, nc)
		f.wg.Add(1)
		f.mu.Unlock()
		go f.serve(nc)
	}
}

// serve runs one connection: its first session channel, whose exec
// request must be the bot command.
func (f *fakeServer) serve(nc net.Conn) {
	defer f.wg.Done()
	sc, chans, reqs, err := ssh.NewServerConn(nc, f.cfg)
	if err != nil {
		_ = nc.Close()
		return
	}
	go ssh.DiscardRequests(reqs)
	for nch := range chans {
		if nch.ChannelType() != "session" {
			_ = nch.Reject(ssh.UnknownChannelType, "no")
			continue
		}
		ch, creqs, err := nch.Accept()
		if err != nil {
			continue
		}
		s := &fakeSession{conn: sc, ch: ch, lines: make(chan string, 64)}
		go func() {
			for r := range creqs {
				ok := r.Type == "exec" && strings.HasSuffix(string(r.Payload), "bot")
				_ = r.Reply(ok, nil)
				if ok {
					select {
					case f.sessions <- s:
					default: // the test no longer waits for sessions
						s.drop()
					}
				}
			}
		}()
		go s.read()
	}
}

// fakeSession is one bot session as the fake server sees it.
type fakeSession struct {
	conn  *ssh.ServerConn
	ch    ssh.Channel
	lines chan string // the bot's lines
}

func (s *fakeSession) read() {
	defer close(s.lines)
	sc := bufio.NewScanner(s.ch)
	for sc.Scan() {
		s.lines <- sc.Text()
	}
}

// send writes event lines to the bot.
func (s *fakeSession) send(t testing.TB, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if _, err := s.ch.Write([]byte(l + "\n")); err != nil {
			t.Fatalf("send %q: %v", l, err)
		}
	}
}

// expect returns the bot's next line, which must start with prefix,
// within d.
func (s *fakeSession) expect(t testing.TB, prefix string, d time.Duration) string {
	t.Helper()
	select {
	case l, ok := <-s.lines:
		if !ok {
			t.Fatalf("the bot's session ended; want %q", prefix)
		}
		if !strings.HasPrefix(l, prefix) {
			t.Fatalf("the bot sent %q, want %q…", l, prefix)
		}
		return l
	case <-time.After(d):
		t.Fatalf("no %q from the bot within %s", prefix, d)
	}
	return ""
}

// exit ends the session with an exit status, as the server does.
func (s *fakeSession) exit(status int) {
	_, _ = s.ch.SendRequest("exit-status", false, ssh.Marshal(struct{ S uint32 }{uint32(status)}))
	_ = s.ch.Close()
}

// drop cuts the connection, as a network failure or a server's crash.
func (s *fakeSession) drop() { _ = s.conn.Close() }

// next waits for the bridge's next session.
func (f *fakeServer) next(t testing.TB, d time.Duration) *fakeSession {
	t.Helper()
	select {
	case s := <-f.sessions:
		return s
	case <-time.After(d):
		t.Fatalf("the bridge did not connect within %s", d)
	}
	return nil
}

// firstMover is an in-process engine that plays the first legal move,
// and keeps the clocks it was given.
type firstMover struct {
	mu     sync.Mutex
	clocks []match.Clock
	closed bool
}

func (e *firstMover) NewGame() error { return nil }

func (e *firstMover) Move(ctx context.Context, g *game.Game, c match.Clock, _ time.Duration) (game.Move, error) {
	e.mu.Lock()
	e.clocks = append(e.clocks, c)
	e.mu.Unlock()
	moves := g.LegalMoves()
	if len(moves) == 0 {
		return game.Move{}, fmt.Errorf("no legal move")
	}
	return moves[0], ctx.Err()
}

func (e *firstMover) Close() {
	e.mu.Lock()
	e.closed = true
	e.mu.Unlock()
}

// lastClock is the clock of the last search.
func (e *firstMover) lastClock() match.Clock {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.clocks[len(e.clocks)-1]
}
