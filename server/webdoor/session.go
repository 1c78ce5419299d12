package webdoor

import (
	"context"
	"errors"
	"io"
	"net"
	"sync"

	"charm.land/ssh"
	"github.com/coder/websocket"
	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/sshguard"
)

// session is a WebSocket as the ssh.Session the server's handlers run:
// the page's input bytes are read from it, the program's output is
// written to it as binary messages, the page's window is its pty and its
// resize messages the window changes (clamped as SSH's are), and the
// page's language its LANG.
type session struct {
	conn *websocket.Conn
	loc  *i18n.Localizer // the close reasons' language: the page's
	ctx  *sshCtx
	stop context.CancelFunc

	in  *io.PipeReader // the page's input, as the reader of the messages writes it
	pty ssh.Pty
	// winch carries the latest window change only: a newer one replaces
	// one the program has not taken yet
	winch chan ssh.Window
	env   []string
	key   string // the linked player's key ("": a guest)

	closeOnce sync.Once
	// closed is closed when the closing handshake is over (or has timed
	// out) and the context has ended
	closed    chan struct{}
	closeWhy  websocket.StatusCode
	closeText string
	mu        sync.Mutex
}

var _ ssh.Session = (*session)(nil)

// Read reads the page's input.
func (s *session) Read(p []byte) (int, error) { return s.in.Read(p) }

// Write sends output to the page, in one binary message.
func (s *session) Write(p []byte) (int, error) {
	if err := s.conn.Write(s.ctx, websocket.MessageBinary, p); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Close ends the session: the page is told why (closeWith), or that the
// session is over. The session's context ends after the closing
// handshake, not before: a write of the program in progress under it
// would otherwise be aborted, and the library would drop the connection
// without the close frame.
func (s *session) Close() error {
	s.closeOnce.Do(func() {
		s.mu.Lock()
		code, why := s.closeWhy, s.closeText
		s.mu.Unlock()
		if code == 0 {
			code, why = websocket.StatusNormalClosure, s.loc.T(txtSessionOver)
		}
		_ = s.in.CloseWithError(io.EOF)
		go func() { // the closing handshake waits on the page, bounded by the library (5 s)
			_ = s.conn.Close(code, why)
			s.stop()
			close(s.closed)
		}()
	})
	return nil
}

// closeWith sets the status and reason the next Close sends.
func (s *session) closeWith(code websocket.StatusCode, why string) {
	s.mu.Lock()
	if s.closeWhy == 0 {
		s.closeWhy, s.closeText = code, why
	}
	s.mu.Unlock()
}

// CloseWrite does nothing: output ends with the session.
func (s *session) CloseWrite() error { return nil }

// SendRequest answers no: a web session has no SSH requests.
func (s *session) SendRequest(string, bool, []byte) (bool, error) { return false, nil }

// Stderr is the output: the page shows both.
func (s *session) Stderr() io.ReadWriter { return stderr{s} }

// User is the name the page gave (a guest's) or "web".
func (s *session) User() string { return s.ctx.User() }

// RemoteAddr is the client's address.
func (s *session) RemoteAddr() net.Addr { return s.ctx.RemoteAddr() }

// LocalAddr is the web listener's address.
func (s *session) LocalAddr() net.Addr { return s.ctx.LocalAddr() }

// Environ is LANG from the page, and the colours of xterm.js.
func (s *session) Environ() []string { return append([]string(nil), s.env...) }

// Exit ends the session.
func (s *session) Exit(int) error { return s.Close() }

// Command is none: the page always opens the lobby.
func (s *session) Command() []string { return nil }

// RawCommand is none.
func (s *session) RawCommand() string { return "" }

// Subsystem is none.
func (s *session) Subsystem() string { return "" }

// PublicKey is nil: a linked browser is known by its token
// (KeyFingerprint), not by a key.
func (s *session) PublicKey() ssh.PublicKey { return nil }

// KeyFingerprint is the linked player's key, the fingerprint of the
// browser's token (store.WebTokenFingerprint), or "" for a guest.
func (s *session) KeyFingerprint() string { return s.key }

// Context is the session's context: done when the page goes.
func (s *session) Context() ssh.Context { return s.ctx }

// Permissions are none.
func (s *session) Permissions() ssh.Permissions { return *s.ctx.Permissions() }

// EmulatedPty is false: the page is a terminal.
func (s *session) EmulatedPty() bool { return false }

// Pty is the page's terminal and its window changes.
func (s *session) Pty() (ssh.Pty, <-chan ssh.Window, bool) { return s.pty, s.winch, true }

// Signals are none.
func (s *session) Signals(chan<- ssh.Signal) {}

// Break is never sent.
func (s *session) Break(chan<- bool) {}

// resize passes on a window change, clamped, replacing one not taken yet.
func (s *session) resize(cols, rows int) {
	w, h := sshguard.ClampWindow(cols, rows)
	win := ssh.Window{Width: w, Height: h}
	for {
		select {
		case s.winch <- win:
			return
		default:
		}
		select {
		case <-s.winch:
		default:
		}
	}
}

// stderr writes to the page.
type stderr struct{ s *session }

func (e stderr) Read([]byte) (int, error)    { return 0, errNoStderrInput }
func (e stderr) Write(p []byte) (int, error) { return e.s.Write(p) }

var errNoStderrInput = errors.New("webdoor: no input on stderr")

// ensure gossh is used for the Channel interface the session implements.
var _ gossh.Channel = (*session)(nil)
