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
		_, winch, ok := sess.Pty()
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
		dark := in.queryTerminal(out, s.cfg.QueryWait)
		// the session's environment has TERM from its pty request
		r := lipgloss.NewRenderer(out, termenv.WithEnvironment(sshEnviron(sess.Environ())),
			termenv.WithUnsafe(), termenv.WithColorCache(true))
		r.SetHasDarkBackground(dark)

		m := newApp(ctx, s, sess, r, out)
		sess.Context().SetValue(appKey{}, m)
		// WithoutSignalHandler: the server process's SIGINT/SIGTERM is for
		// Shutdown, which tells each session; a program must not quit on it.
		p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(out), tea.WithContext(ctx),
			tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithoutSignalHandler())
		if s.cfg.Observer != nil {
			out.onWritten(m.drawn)
		}
		if !s.track(p) {
			m.notice = ShutdownNotice
		}
		defer s.untrack(p)
		go forwardWindows(winch, p)
		_, _ = p.Run() // ends on quit, or killed when the connection closes
		p.Kill()
		cancel()
		next(sess)
	}
}

// forwardWindows gives the program each window change, until the
// session's requests end, so that the ssh library's request loop never
// blocks on them. The request filter (reqfilter.go) has clamped the sizes
// and merges the changes that come while the program is busy; once the
// program has ended, Send returns at once and the rest is drained.
func forwardWindows(winch <-chan ssh.Window, p *tea.Program) {
	for w := range winch {
		p.Send(tea.WindowSizeMsg{Width: w.Width, Height: w.Height})
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
