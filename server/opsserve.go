package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/fetaix/fetaix/server/metrics"
)

// The operator's view of a running server (Config.Metrics): Prometheus
// text on /metrics and a health check on /healthz, served on their own
// address, apart from the players' SSH port (metrics). Each server has
// its own registry. (metrics.go is something else: the latencies a load
// test reads.)

// ServeMetrics listens on Config.Metrics and serves /metrics and /healthz
// there until Shutdown; it returns the address it listens on. It is an
// error to call it without Config.Metrics.
func (s *Server) ServeMetrics() (net.Addr, error) {
	if s.cfg.Metrics == "" {
		return nil, errors.New("no metrics address")
	}
	mux := http.NewServeMux()
	mux.Handle("/metrics", s.ops.ops.Handler(slog.NewLogLogger(s.cfg.Log.Handler(), slog.LevelError)))
	mux.HandleFunc("/healthz", s.healthz)
	addr, err := s.serveHTTP("metrics", s.cfg.Metrics, mux, 30*time.Second)
	if err == nil && !metrics.Private(addr) {
		s.cfg.Log.Warn(metricsPublicWarning, "addr", addr.String())
	}
	return addr, err
}

// metricsPublicWarning is the log's line for metrics served on an address
// that is neither loopback nor private: anyone who reaches it reads them.
const metricsPublicWarning = "metrics served on a public address: keep it private (loopback, a private network, or a firewall)"

// serveHTTP listens on addr and serves h there until Shutdown, at most
// metrics.MaxConns connections at once, a response taking at most write;
// what names the listener in errors.
func (s *Server) serveHTTP(what, addr string, h http.Handler, write time.Duration) (net.Addr, error) {
	ln, err := metrics.Listen(addr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	hs := metrics.HTTPServer(h, write)
	s.mu.Lock()
	s.debugHTTP = append(s.debugHTTP, hs)
	s.mu.Unlock()
	go func() {
		if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.cfg.Log.Error(what+": serving stopped", "error", err)
		}
	}()
	return ln.Addr(), nil
}

// stopMetrics closes the listeners and connections of --metrics and
// --pprof.
func (s *Server) stopMetrics(ctx context.Context) {
	s.mu.Lock()
	hss := s.debugHTTP
	s.mu.Unlock()
	for _, hs := range hss {
		if hs.Shutdown(ctx) != nil {
			_ = hs.Close()
		}
	}
}

// healthz answers 200 while the server accepts players, its body saying
// what is still loading; 503 before it accepts them and once it stops.
func (s *Server) healthz(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if !s.accepting.Load() {
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprintln(w, "not accepting players")
		return
	}
	var loading []string
	if !s.books.Ready() {
		loading = append(loading, "the engine's books")
	}
	if len(loading) == 0 {
		fmt.Fprintln(w, "ok: accepting players")
		return
	}
	fmt.Fprintf(w, "ok: accepting players; loading: %s\n", strings.Join(loading, ", "))
}
