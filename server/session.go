package server

import (
	"context"
	"io"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"charm.land/wish/v2"
	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/sshguard"
	"github.com/fetaix/fetaix/server/termio"
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
		user, remote := sess.User(), sess.RemoteAddr().String()
		lg := sessionLogOf(sess)
		end := func() { _ = sess.Close() } // this session only, not its connection's other one
		out := termio.NewOutput(sess, s.cfg.OutputBuffer, s.cfg.OutputStall, func(reason string, stalled bool) {
			s.ops.outputDropped(stalled)
			who := playerLog(playerOf(sess))
			if lg != nil {
				who = lg.who()
			}
			s.cfg.Log.Warn("session dropped", append(who, "login", logText(user), "remote", remote, "reason", reason)...)
			closeConn(sess)
		})
		defer out.Close()
		go s.guard("output", user, func() { out.WriterGone(); end() }, out.Run)
		in := s.sessionInput(sess)
		defer in.Close()
		go s.guard("input", user, end, in.Pump)
		m := newApp(ctx, s, sess, out)
		m.output = out
		sess.Context().SetValue(appKey{}, m)
		if lg != nil {
			lg.start(m.player)
		}
		// The session's work ends when its client goes: the connection
		// closes (sess.Context), or only this session's channel does.
		m.reqs.WhenGone(cancel)
		// The session's environment (TERM from its pty request, COLORTERM,
		// NO_COLOR) picks the colours the program writes (colors.go); the
		// window is the clamped size of the pty request. WithoutSignalHandler: the server
		// process's SIGINT/SIGTERM is for Shutdown, which tells each
		// session; a program must not quit on it. WithoutRenderer: the
		// app's views are written by its termio.ScreenWriter,
		// which also asks the terminal's background colour; bubbletea's
		// frame ticker only sends what commands write, and no command of
		// the app's writes with a drawer: WithFPS(1) keeps it from waking
		// 60 times a second in every session.
		env := sessionEnv(sess)
		m.drawer = termio.NewScreenWriter(out, envProfile(env))
		// WithInput(nil): the session's input is decoded by termio.Feed,
		// not by a reader of bubbletea's.
		p := tea.NewProgram(m, tea.WithInput(nil), tea.WithOutput(out), tea.WithContext(ctx),
			tea.WithEnvironment(env), tea.WithColorProfile(envProfile(env)), tea.WithWindowSize(m.width, m.height),
			tea.WithoutSignalHandler(), tea.WithoutRenderer(), tea.WithFPS(1))
		if s.cfg.Observer != nil {
			out.OnWritten(m.drawn)
		}
		m.send = func(msg tea.Msg) { s.guard("messages", user, end, func() { p.Send(msg) }) }
		if !s.track(p, out) {
			m.notice = m.loc.T(screentext.SessionDown)
		}
		defer s.untrack(p)
		go s.guard("window changes", user, end, func() { forwardWindows(winch, p) })
		go s.guard("input events", user, end, func() { termio.Feed(in, p) })
		_, _ = p.Run() // ends on quit, or killed when the client goes
		p.Kill()
		cancel()
		m.stopIdleChecks()
		m.drawer.Close()
		// The program has left the alternate screen: a final notice goes
		// on the terminal's own screen, ended by a line break for what
		// the client prints next; and all of it reaches the client before
		// the session ends.
		if m.notice != "" {
			_, _ = io.WriteString(out, "fetaix: "+m.loc.Show(m.notice)+"\r\n")
		}
		out.CloseWait()
		next(sess)
	}
}

// sessionInput starts bounding a session's input (termio.Input): a client
// that sends more than its program reads is told so and disconnected.
func (s *Server) sessionInput(sess ssh.Session) *termio.Input {
	lim := termio.Limits{MaxPaste: s.cfg.MaxPaste, KeysPerSecond: s.cfg.KeysPerSecond}
	remote := sess.RemoteAddr().String()
	in := termio.NewInput(sess, lim, s.cfg.MaxPendingInput, func(reason string) {
		s.events.Note("disconnected a client: too much input waiting", "remote", remote, "max", s.cfg.MaxPendingInput)
		_, _ = sess.Stderr().Write([]byte("\r\nfetaix: disconnected: " + reason + "\r\n"))
		closeConn(sess)
	})
	in.PasteCut = func() {
		s.events.Note("cut a paste longer than the limit", "remote", remote, "max", s.cfg.MaxPaste)
	}
	in.Counted = func(n int) { s.inputRead.Add(int64(n)) }
	in.Pace, in.OnClose = s.pacer.Session(sshguard.AddrKey(sess.RemoteAddr()))
	return in
}

// forwardWindows gives the program each window change, until the
// session's requests end, so that the ssh library's request loop never
// blocks on them. The request filter (sshguard.Filter) has clamped the sizes
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

// track adds a running program, writing to out, to those told about a
// shutdown; it reports false when the server is already going down.
func (s *Server) track(p *tea.Program, out *termio.Output) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.down {
		return false
	}
	s.programs[p] = out
	return true
}

// stalledOutputs counts the sessions whose screen output has waited at
// least d for its client to read (the client's SSH window is full).
func (s *Server) stalledOutputs(d time.Duration) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n, now := 0, time.Now()
	for _, out := range s.programs {
		if out.Waiting(now) >= d {
			n++
		}
	}
	return n
}

// untrack forgets an ended program.
func (s *Server) untrack(p *tea.Program) {
	s.mu.Lock()
	delete(s.programs, p)
	s.mu.Unlock()
}
