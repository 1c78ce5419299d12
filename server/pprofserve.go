package server

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/pprof"
	"time"
)

// The Go runtime's profiles of a running server (Config.Pprof), for
// finding where its CPU and memory go under load: net/http/pprof's
// handlers under /debug/pprof/ on their own address. They show the
// server's internals, so the address must be a loopback one.

// pprofWrite bounds one profile's response: a CPU profile or trace runs
// for its ?seconds= (at most this, less a margin).
const pprofWrite = 2 * time.Minute

// ServePprof listens on Config.Pprof and serves the profiles there until
// Shutdown; it returns the address it listens on. It is an error to call
// it without Config.Pprof.
func (s *Server) ServePprof() (net.Addr, error) {
	if s.cfg.Pprof == "" {
		return nil, errors.New("no pprof address")
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	return s.serveHTTP("pprof", s.cfg.Pprof, mux, pprofWrite)
}

// loopbackAddr is a host:port setting whose host must be a loopback
// address ("localhost", 127.0.0.0/8, ::1), or unset.
type loopbackAddr struct{ p *string }

func (a loopbackAddr) String() string {
	if a.p == nil {
		return ""
	}
	return *a.p
}

// Set stores s if it is a loopback host:port (or empty).
func (a loopbackAddr) Set(s string) error {
	if err := checkLoopback(s); err != nil {
		return err
	}
	*a.p = s
	return nil
}

// fill checks a value set on the Config directly.
func (a loopbackAddr) fill() error { return checkLoopback(*a.p) }

// checkLoopback refuses an address whose host is not a loopback one.
func checkLoopback(s string) error {
	if s == "" {
		return nil
	}
	host, _, err := net.SplitHostPort(s)
	if err != nil {
		return fmt.Errorf("want a loopback HOST:PORT such as 127.0.0.1:6060, got %q", s)
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("want a loopback address (127.0.0.1, ::1 or localhost): the profiles show the server's internals, got %q", s)
}
