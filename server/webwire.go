package server

import (
	"errors"
	"net"

	"github.com/fetaix/fetaix/server/webdoor"
)

// listenedOn keeps the address of the first SSH listener: the port the
// web door's ssh hints name.
func (s *Server) listenedOn(ln net.Listener) {
	a := ln.Addr().String()
	s.listened.CompareAndSwap(nil, &a)
}

// sshListen is the SSH listener's address: its real port (--listen :0
// has one only once listening), else --listen.
func (s *Server) sshListen() string {
	if a := s.listened.Load(); a != nil {
		return *a
	}
	return s.cfg.Listen
}

// ServeWeb starts the browser door (server/webdoor) on Config.Web.Addr
// until Shutdown: its WebSockets run through the SSH handler chain.
func (s *Server) ServeWeb() (net.Addr, error) {
	d, err := webdoor.New(s.cfg.Web, webdoor.Deps{Run: s.ssh.Handler, Tokens: s.store, Log: s.cfg.Log, Note: s.events.Note, SSHListen: s.sshListen})
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", s.cfg.Web.Addr)
	if err != nil {
		return nil, err
	}
	if !s.web.CompareAndSwap(nil, d) {
		return nil, errors.Join(errors.New("the web door is open already"), ln.Close())
	}
	go d.Serve(ln) //nolint:errcheck // it logs its own end
	return ln.Addr(), nil
}
