package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/fetaix/fetaix/server"
	"github.com/fetaix/fetaix/tables"
)

func init() {
	register(&command{name: "serve", summary: "play over SSH: lobby, games against the computer, rooms and spectators", run: runServe})
}

// shutdownWait bounds a graceful shutdown; the process exits within 10 s
// of SIGINT/SIGTERM.
const shutdownWait = 8 * time.Second

func runServe(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("serve", "serve [--listen ADDR] [--data-dir DIR] [--host-key FILE] [--max-sessions N] [limits…]\n\n"+
		"Serves fetaix over SSH: players connect with ssh -p PORT HOST (a public key\n"+
		"identifies them; without one they are guests). Every flag can also be set by\n"+
		"its environment variable, FETAIX_ and the flag's name in capitals with _ for -\n"+
		"(FETAIX_LISTEN, FETAIX_IDLE_TIMEOUT, ...); the flag wins.\n"+
		"Players, ratings and finished games are kept in the database (--db, by\n"+
		"default DATA-DIR/fetaix.db; fetaix archive export writes the games as PDN).\n"+
		"fetaix help server (\"Security and limits\") says what a client over each\n"+
		"limit sees. A value that does not parse or is out of range is refused at\n"+
		"start, naming its flag (or variable). Games against the computer\n"+
		"use the endgame tables in DATA-DIR/tables, the default rules' small ones built\n"+
		"there in the background when first needed (--no-tables: none).", stdout, stderr)
	cfg := server.DefaultConfig()
	settings := cfg.Settings()
	for _, s := range settings {
		fs.Var(namedValue{s}, s.Name, s.Usage+" (env "+s.Env+")")
	}
	noTables := fs.Bool("no-tables", false, "serve without endgame tables: neither build nor open them (env "+noTablesEnv+")")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := settingsFromEnv(fs, settings); err != nil {
		return err
	}
	if cfg.DataDir == "" {
		_, err := server.DefaultDataDir()
		return flagErr("data-dir", err)
	}
	log, err := server.NewLogger(stderr, cfg.LogFormat, cfg.LogLevel)
	if err != nil {
		return settingError(err)
	}
	cfg.Log = log
	cfg.Build = running
	cfg.Tables = gameTables(filepath.Join(cfg.DataDir, tablesSubdir), tablesOff(*noTables), logTables(cfg.Log))
	srv, err := server.New(cfg)
	if err != nil {
		return settingError(err)
	}
	ln, err := srv.Listen()
	if err != nil {
		_ = srv.Shutdown(context.Background()) // the store, the pollers
		return err
	}
	// the operator's listeners beside the players' port, each if set
	c := srv.Config()
	for _, l := range []struct {
		flag, addr, what, paths string
		serve                   func() (net.Addr, error)
	}{
		{"metrics", c.Metrics, "serving metrics", "/metrics /healthz", srv.ServeMetrics},
		{"pprof", c.Pprof, "serving profiles", "/debug/pprof/", srv.ServePprof},
		{"web", c.Web.Addr, "serving the web door", "/ /ws", srv.ServeWeb},
	} {
		if l.addr == "" {
			continue
		}
		addr, err := l.serve()
		if err != nil {
			_ = ln.Close()
			_ = srv.Shutdown(context.Background())
			return flagErr(l.flag, err)
		}
		cfg.Log.Info(l.what, "addr", addr.String(), "paths", l.paths)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg.Log.Info("fetaix serving", "addr", ln.Addr().String(), "data", c.DataDir, "host_key", c.HostKey,
		"version", running.Version, "revision", running.Revision, "modified", running.Modified)
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

// logTables logs each set of rules' endgame tables once, when they are
// ready or could not be had.
func logTables(log *slog.Logger) func(tables.CacheResult) {
	return func(res tables.CacheResult) {
		switch {
		case res.Err != nil:
			log.Warn("endgame tables: games go on without them", "rules", rulesName(res.Rules), "error", res.Err)
		case res.Set != nil:
			log.Info("endgame tables ready", "rules", rulesName(res.Rules), "pieces", res.Set.Pieces(),
				"built", res.Built, "took", res.Took.Round(time.Millisecond))
		}
	}
}

// namedValue is a setting as a flag.
type namedValue struct{ s server.Setting }

func (v namedValue) String() string {
	if v.s.Value == nil {
		return ""
	}
	return v.s.Value.String()
}

// Set sets the setting; its error says what it wants, naming no flag.
func (v namedValue) Set(text string) error { return v.s.Value.Set(text) }

// IsBoolFlag makes a switch (--notify-allow-private) alone mean true.
func (v namedValue) IsBoolFlag() bool {
	b, ok := v.s.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// placeholder names the kind of value the setting takes in the help.
func (v namedValue) placeholder() string {
	def := v.String()
	switch {
	case v.IsBoolFlag():
		return "BOOL"
	case v.s.Name == "listen" || v.s.Name == "metrics" || v.s.Name == "pprof" || v.s.Name == "web":
		return "ADDR"
	case v.s.Name == "log-format":
		return "FORMAT"
	case v.s.Name == "log-level":
		return "LEVEL"
	case strings.HasSuffix(v.s.Name, "-dir"):
		return "DIR"
	case def == "" || strings.HasSuffix(v.s.Name, "-key") || v.s.Name == "db":
		return "FILE"
	}
	if _, err := time.ParseDuration(def); err == nil {
		return "DURATION"
	}
	if _, err := strconv.Atoi(def); err == nil {
		return "N"
	}
	return "X"
}

// settingsFromEnv sets every setting not given as a flag from its
// environment variable, if set; a refused value names the variable.
func settingsFromEnv(fs *flag.FlagSet, settings []server.Setting) error {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	for _, s := range settings {
		v, ok := os.LookupEnv(s.Env)
		if !ok || given[s.Name] {
			continue
		}
		if err := s.Value.Set(v); err != nil {
			return &flagError{Flag: s.Name, Problem: fmt.Sprintf("%v (from %s)", err, s.Env)}
		}
	}
	return nil
}

// settingError names the flag in an error of the server's configuration
// that is about one setting.
func settingError(err error) error {
	var se *server.SettingError
	if errors.As(err, &se) {
		return flagErr(se.Name, se.Err)
	}
	return err
}
