package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/fetaix/fetaix/server"
)

func init() {
	register(&command{name: "serve", summary: "play over SSH: lobby, games against the computer, rooms and spectators", run: runServe})
}

// shutdownWait bounds a graceful shutdown; the process exits within 10 s
// of SIGINT/SIGTERM.
const shutdownWait = 8 * time.Second

// envOr returns the environment variable's value, or def when unset.
func envOr(name, def string) string {
	if v, ok := os.LookupEnv(name); ok {
		return v
	}
	return def
}

func runServe(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("serve", "serve [--listen ADDR] [--data-dir DIR] [--host-key FILE] [--max-sessions N]\n"+
		"       [--idle-timeout D] [--grace D] [--rate-limit N] [--rate-burst N]\n\n"+
		"Serves fetaix over SSH: players connect with ssh -p PORT HOST (a public key\n"+
		"identifies them; without one they are guests). Every flag can also be set by\n"+
		"its environment variable (FETAIX_LISTEN, FETAIX_DATA_DIR, FETAIX_HOST_KEY,\n"+
		"FETAIX_MAX_SESSIONS, FETAIX_IDLE_TIMEOUT, FETAIX_GRACE, FETAIX_RATE_LIMIT,\n"+
		"FETAIX_RATE_BURST); the flag wins.\n"+
		"Finished games are written to DATA-DIR/games as PDN.", stdout, stderr)
	defDir, dirErr := server.DefaultDataDir()
	listen := fs.String("listen", envOr("FETAIX_LISTEN", server.DefaultListen), "TCP address to listen on (env FETAIX_LISTEN)")
	dataDir := fs.String("data-dir", envOr("FETAIX_DATA_DIR", defDir), "directory for the host key and game records (env FETAIX_DATA_DIR)")
	hostKey := fs.String("host-key", envOr("FETAIX_HOST_KEY", ""), "SSH host key file, generated if missing (default DATA-DIR/host_ed25519; env FETAIX_HOST_KEY)")
	maxSess := fs.String("max-sessions", envOr("FETAIX_MAX_SESSIONS", strconv.Itoa(server.DefaultMaxSessions)), "most concurrent sessions (env FETAIX_MAX_SESSIONS)")
	idle := fs.String("idle-timeout", envOr("FETAIX_IDLE_TIMEOUT", server.DefaultIdleTimeout.String()), "disconnect after this long without input; waiting for an opponent or watching is not idle (env FETAIX_IDLE_TIMEOUT)")
	grace := fs.String("grace", envOr("FETAIX_GRACE", server.DefaultGrace.String()), "how long a disconnected player keeps their seat (env FETAIX_GRACE)")
	rateLimit := fs.String("rate-limit", envOr("FETAIX_RATE_LIMIT", strconv.Itoa(server.DefaultRatePerSecond)), "new sessions per second allowed per client address (env FETAIX_RATE_LIMIT)")
	rateBurst := fs.String("rate-burst", envOr("FETAIX_RATE_BURST", strconv.Itoa(server.DefaultRateBurst)), "burst of new sessions allowed per client address (env FETAIX_RATE_BURST)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	cfg := server.Config{Listen: *listen, DataDir: *dataDir, HostKey: *hostKey}
	if cfg.DataDir == "" {
		return fmt.Errorf("--data-dir: %v", dirErr)
	}
	var err error
	if cfg.MaxSessions, err = strconv.Atoi(*maxSess); err != nil || cfg.MaxSessions < 1 {
		return fmt.Errorf("--max-sessions: want a positive number, got %q", *maxSess)
	}
	if cfg.IdleTimeout, err = time.ParseDuration(*idle); err != nil || cfg.IdleTimeout < time.Minute {
		return fmt.Errorf("--idle-timeout: want a duration of at least 1m (e.g. 30m), got %q", *idle)
	}
	if cfg.Grace, err = time.ParseDuration(*grace); err != nil || cfg.Grace <= 0 {
		return fmt.Errorf("--grace: want a positive duration (e.g. 5m), got %q", *grace)
	}
	if cfg.RatePerSecond, err = strconv.ParseFloat(*rateLimit, 64); err != nil || cfg.RatePerSecond <= 0 {
		return fmt.Errorf("--rate-limit: want a positive number, got %q", *rateLimit)
	}
	if cfg.RateBurst, err = strconv.Atoi(*rateBurst); err != nil || cfg.RateBurst < 1 {
		return fmt.Errorf("--rate-burst: want a positive number, got %q", *rateBurst)
	}
	cfg.Log = slog.New(slog.NewTextHandler(stderr, nil))
	srv, err := server.New(cfg)
	if err != nil {
		return err
	}
	ln, err := srv.Listen()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	c := srv.Config()
	cfg.Log.Info("fetaix serving", "addr", ln.Addr().String(), "data", c.DataDir, "host_key", c.HostKey)
	if host, port, err := net.SplitHostPort(ln.Addr().String()); err == nil {
		fmt.Fprintf(stdout, "fetaix: serving on %s — connect with: ssh -p %s %s\n", ln.Addr(), port, host)
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	stop()
	cfg.Log.Info("shutting down: telling every session, saving games in progress")
	sctx, cancel := context.WithTimeout(context.Background(), shutdownWait)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		cfg.Log.Warn("shutdown: sessions closed forcibly", "error", err)
	}
	cfg.Log.Info("stopped")
	return nil
}
