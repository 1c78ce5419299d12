package server

import (
	"context"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/muesli/termenv"
	gossh "golang.org/x/crypto/ssh"
)

// runSession is the middleware that runs a session's program: the
// session's input, output and window changes are connected to it through
// bounded, non-blocking paths, so that nothing a client does or fails to do
// can block the program, its room, or the server's shutdown.
func (s *Server) runSession(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		pty, winch, ok := sess.Pty()
		if !ok {
			wish.Fatalln(sess, "fetaix: no terminal")
			return
		}
		ctx, cancel := context.WithCancel(sess.Context())
		defer cancel()
		out := newSessionOutput(sess, s.cfg.OutputBuffer, s.cfg.OutputStall, func(reason string) {
			s.cfg.Log.Warn("session dropped", "user", logText(sess.User()), "remote", sess.RemoteAddr().String(), "reason", reason)
			closeConn(sess)
		})
		defer out.Close()
		in := newSessionInput(sess)
		ans := in.queryTerminal(out, s.cfg.QueryWait)
		env := sshEnviron(append(sess.Environ(), "TERM="+pty.Term))
		r := lipgloss.NewRenderer(out, termenv.WithEnvironment(env), termenv.WithUnsafe(), termenv.WithColorCache(true))
		r.SetHasDarkBackground(ans.dark)

		m := newApp(ctx, s, sess, r, out)
		sess.Context().SetValue(appKey{}, m)
		// WithoutSignalHandler: the server process's SIGINT/SIGTERM is for
		// Shutdown, which tells each session; a program must not quit on it.
		p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(out), tea.WithContext(ctx),
			tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithoutSignalHandler())
		if s.cfg.Observer != nil {
			out.written = m.drawn
		}
		if !s.track(p) {
			m.notice = ShutdownNotice
		}
		defer s.untrack(p)
		go forwardWindows(ctx, winch, p)
		_, _ = p.Run() // ends on quit, or killed when the connection closes
		p.Kill()
		cancel()
		next(sess)
	}
}

// forwardWindows gives the program the latest window size, clamped to
// what can be drawn. It reads the session's window changes for as long as
// the session has requests, so that the SSH library's request loop never
// blocks on them (it would stop reading the whole connection); changes
// that arrive while the program is busy are merged into the latest.
func forwardWindows(ctx context.Context, winch <-chan ssh.Window, p *tea.Program) {
	latest := make(chan tea.WindowSizeMsg, 1)
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case msg := <-latest:
				p.Send(msg) // returns at once when the program has ended
			}
		}
	}()
	for w := range winch {
		if ctx.Err() != nil {
			continue // drain: the program has ended
		}
		width, height := clampWindow(w.Width, w.Height)
		msg := tea.WindowSizeMsg{Width: width, Height: height}
		select {
		case <-latest:
		default:
		}
		latest <- msg
	}
}

// closeConn closes a session's whole SSH connection.
func closeConn(sess ssh.Session) {
	if c, ok := sess.Context().Value(ssh.ContextKeyConn).(*gossh.ServerConn); ok {
		_ = c.Close()
		return
	}
	_ = sess.Close()
}

// track adds a running program to those told about a shutdown; it
// reports false when the server is already going down.
func (s *Server) track(p *tea.Program) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.down {
		return false
	}
	s.programs[p] = struct{}{}
	return true
}

// untrack forgets an ended program.
func (s *Server) untrack(p *tea.Program) {
	s.mu.Lock()
	delete(s.programs, p)
	s.mu.Unlock()
}

// sshEnviron is a session's environment as termenv reads it.
type sshEnviron []string

// Environ returns the variables as key=value.
func (e sshEnviron) Environ() []string { return e }

// Getenv returns a variable's value ("" when unset).
func (e sshEnviron) Getenv(k string) string {
	for _, v := range e {
		if val, ok := strings.CutPrefix(v, k+"="); ok {
			return val
		}
	}
	return ""
}
