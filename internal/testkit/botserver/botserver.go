// Package botserver is a fake bot server for the tests of the bot bridge
// (botclient, fetaix bot): an SSH server on loopback that lets one key
// in, takes the bot command, and hands each session to the test, which
// sends the protocol's events and reads the bridge's commands.
package botserver

import (
	"bufio"
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/ssh"
)

// Server is a bot server on loopback for the tests: an SSH server
// that takes one key, runs the bot command, and hands each session to
// the test.
type Server struct {
	t        testing.TB
	ln       net.Listener
	cfg      *ssh.ServerConfig
	sessions chan *Session
	wg       sync.WaitGroup

	mu    sync.Mutex
	conns []net.Conn
	shut  bool
}

// NewSigner makes a fresh ed25519 key.
func NewSigner(t testing.TB) ssh.Signer {
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

// Start starts a fake server that lets key in.
func Start(t testing.TB, key ssh.PublicKey) *Server {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	f := &Server{t: t, ln: ln, sessions: make(chan *Session, 8)}
	f.cfg = &ssh.ServerConfig{PublicKeyCallback: func(_ ssh.ConnMetadata, k ssh.PublicKey) (*ssh.Permissions, error) {
		if string(k.Marshal()) == string(key.Marshal()) {
			return nil, nil
		}
		return nil, fmt.Errorf("unknown key")
	}}
	f.cfg.AddHostKey(NewSigner(t))
	f.wg.Add(1)
	go f.accept()
	t.Cleanup(f.Close)
	return f
}

// Addr is the address the server listens on.
func (f *Server) Addr() string { return f.ln.Addr().String() }

// Close stops listening, drops the connections and waits for their
// goroutines.
func (f *Server) Close() {
	_ = f.ln.Close()
	f.mu.Lock()
	f.shut = true
	for _, c := range f.conns {
		_ = c.Close()
	}
	f.mu.Unlock()
	f.wg.Wait()
}

func (f *Server) accept() {
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
func (f *Server) serve(nc net.Conn) {
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
		s := &Session{conn: sc, ch: ch, lines: make(chan string, 64)}
		go func() {
			for r := range creqs {
				ok := r.Type == "exec" && strings.HasSuffix(string(r.Payload), "bot")
				_ = r.Reply(ok, nil)
				if ok {
					select {
					case f.sessions <- s:
					default: // the test no longer waits for sessions
						s.Drop()
					}
				}
			}
		}()
		go s.read()
	}
}

// Session is one bot session as the fake server sees it.
type Session struct {
	conn  *ssh.ServerConn
	ch    ssh.Channel
	lines chan string // the bot's lines
}

func (s *Session) read() {
	defer close(s.lines)
	sc := bufio.NewScanner(s.ch)
	for sc.Scan() {
		s.lines <- sc.Text()
	}
}

// Send writes event lines to the bot.
func (s *Session) Send(t testing.TB, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if _, err := s.ch.Write([]byte(l + "\n")); err != nil {
			t.Fatalf("send %q: %v", l, err)
		}
	}
}

// Expect returns the bot's next line, which must start with prefix,
// within d.
func (s *Session) Expect(t testing.TB, prefix string, d time.Duration) string {
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

// Exit ends the session with an exit status, as the server does.
func (s *Session) Exit(status int) {
	_, _ = s.ch.SendRequest("exit-status", false, ssh.Marshal(struct{ S uint32 }{uint32(status)}))
	_ = s.ch.Close()
}

// Drop cuts the connection, as a network failure or a server's crash.
func (s *Session) Drop() { _ = s.conn.Close() }

// Next waits for the bridge's next session.
func (f *Server) Next(t testing.TB, d time.Duration) *Session {
	t.Helper()
	select {
	case s := <-f.sessions:
		return s
	case <-time.After(d):
		t.Fatalf("the bridge did not connect within %s", d)
	}
	return nil
}
