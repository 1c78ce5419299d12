package server

import (
	"context"
	"net"

	"github.com/fetaix/fetaix/server/webdoor"
)

// The browser door (fetaix serve --web, server/webdoor): its WebSockets
// run through the SSH server's own handler chain (rate limit, session
// log, session cap, the program), so a web session is a session like
// any other.

// ServeWeb starts the web door on Config.Web.Addr, in the background
// until Shutdown, and returns the address it listens on.
func (s *Server) ServeWeb() (net.Addr, error) {
	ln, err := net.Listen("tcp", s.cfg.Web.Addr)
	if err != nil {
		return nil, err
	}
	return s.ServeWebOn(ln)
}

// ServeWebOn serves the web door on ln, in the background until
// Shutdown, and returns its address.
func (s *Server) ServeWebOn(ln net.Listener) (net.Addr, error) {
	d, err := webdoor.New(s.cfg.Web, webdoor.Deps{Run: s.ssh.Handler, Tokens: s.store, Log: s.cfg.Log, Note: s.events.Note})
	if err != nil {
		_ = ln.Close()
		return nil, &SettingError{Name: "web-trust-proxy", Err: err}
	}
	s.serving.Lock()
	if s.serving.shut {
		s.serving.Unlock()
		_ = ln.Close()
		return nil, net.ErrClosed
	}
	s.web = append(s.web, d)
	s.serving.Unlock()
	go func() {
		if err := d.Serve(ln); err != nil {
			s.cfg.Log.Warn("the web door stopped", "error", err)
		}
	}()
	return ln.Addr(), nil
}

// closeWeb stops the web doors taking new connections; their sessions
// go on until they end (they are told of the shutdown as every session is).
func (s *Server) closeWeb() {
	s.serving.Lock()
	doors := s.web
	s.serving.Unlock()
	for _, d := range doors {
		d.Close()
	}
}

// endWeb ends what is left of the web sessions, waiting for them until
// ctx is done.
func (s *Server) endWeb(ctx context.Context) {
	s.serving.Lock()
	doors := s.web
	s.serving.Unlock()
	for _, d := range doors {
		_ = d.Shutdown(ctx)
	}
}
