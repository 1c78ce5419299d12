package server

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// Config is the server's configuration.
type Config struct {
	// Listen is the TCP address to listen on.
	Listen string
	// HostKey is the path of the SSH host key; "" means host_ed25519 in
	// DataDir. It is generated on first start and never replaced.
	HostKey string
	// DataDir holds the host key and the game records.
	DataDir string
	// MaxSessions bounds concurrent sessions (0: DefaultMaxSessions).
	MaxSessions int
	// IdleTimeout disconnects a session whose user has typed nothing for
	// this long — except while waiting: for an opponent to join or move,
	// or watching a game (0: DefaultIdleTimeout).
	IdleTimeout time.Duration
	// Grace is how long a disconnected player keeps their seat (0: DefaultGrace).
	Grace time.Duration
	// RatePerSecond and RateBurst limit new sessions per client address.
	RatePerSecond float64
	RateBurst     int
	// WaitIdleTimeout disconnects a session waiting on others (for an
	// opponent to join or move) or watching a game, whose user has typed
	// nothing for this long (0: DefaultWaitIdleTimeout).
	WaitIdleTimeout time.Duration

	// Session output and start-up limits.

	// OutputBuffer bounds the screen output queued for one client; a
	// client that lets more pile up is disconnected (0: DefaultOutputBuffer).
	OutputBuffer int
	// OutputStall is how long a client may leave its screen output unread
	// before it is disconnected (0: DefaultOutputStall).
	OutputStall time.Duration
	// QueryWait bounds the wait for the terminal's answer to the
	// background-colour query at the start of a session (0: DefaultQueryWait).
	QueryWait time.Duration

	// MaxSearches bounds the engine searches running at once, server-wide
	// (the computer's moves, hints and analysis of every session); the
	// others wait their turn, first come first served (0:
	// DefaultMaxSearches(), one per CPU but one; negative is refused).
	MaxSearches int

	// Observer, when set, is told the timing of room states reaching
	// sessions (load tests).
	Observer Observer

	// Limits on what one player may do with rooms and codes (0: the
	// default). Rooms are counted per player key, and for guests per
	// remote address; wrong room codes and resume tokens per connection
	// and per remote address.
	//
	// MaxOpenRooms bounds the rooms one player has created that are still
	// open (DefaultMaxOpenRooms). RoomBurst rooms may be created at once,
	// then one more each RoomEvery (DefaultRoomBurst, DefaultRoomEvery).
	// WrongCodesPerConn and WrongCodesPerAddr wrong codes or tokens are
	// allowed at once, then one more each WrongCodeEvery, before a
	// connection or an address must wait (DefaultWrongCodesPerConn,
	// DefaultWrongCodesPerAddr, DefaultWrongCodeEvery).
	MaxOpenRooms      int
	RoomBurst         int
	RoomEvery         time.Duration
	WrongCodesPerConn int
	WrongCodesPerAddr int
	WrongCodeEvery    time.Duration

	// Bounds on what a client holds before its session's program runs
	// (0: the default of each).
	//
	// HandshakeTimeout: a connection that has not authenticated this long
	// after it was accepted is closed (default 20s, at most 30s).
	HandshakeTimeout time.Duration
	// MaxConnsPerAddr: connections open at once from one IP address (IPv6:
	// one /64); the next is refused with a line saying why (default 10).
	MaxConnsPerAddr int
	// MaxUnauthenticated: connections not yet authenticated, server-wide;
	// a new one closes the oldest (default 100).
	MaxUnauthenticated int
	// MaxSessionsPerConn: session channels open at once on one connection;
	// the next is rejected (default 2).
	MaxSessionsPerConn int
	// MaxEnvVars and MaxEnvBytes: environment variables (count, and bytes
	// of their requests) that the sessions of one connection keep; env
	// requests beyond them are refused (defaults 64 and 16 KiB).
	MaxEnvVars  int
	MaxEnvBytes int
	// Log receives the server's log (nil: slog.Default()).
	Log *slog.Logger

	// windowProbe, if set, sees every window size a session's model
	// receives, before the model does (tests).
	windowProbe func(width, height int)
}

// Defaults of Config.
const (
	DefaultListen      = "127.0.0.1:23234"
	DefaultMaxSessions = 1000
	DefaultIdleTimeout = 30 * time.Minute
	// DefaultWaitIdleTimeout is the idle limit of a session that waits
	// for others or watches.
	DefaultWaitIdleTimeout = 2 * time.Hour
	DefaultRatePerSecond   = 2
	DefaultRateBurst       = 30
	hostKeyName            = "host_ed25519"

	DefaultMaxOpenRooms      = 5
	DefaultRoomBurst         = 10
	DefaultRoomEvery         = 30 * time.Second
	DefaultWrongCodesPerConn = 3
	DefaultWrongCodesPerAddr = 10
	DefaultWrongCodeEvery    = 30 * time.Second

	DefaultHandshakeTimeout   = 20 * time.Second
	MaxHandshakeTimeout       = 30 * time.Second
	DefaultMaxConnsPerAddr    = 10
	DefaultMaxUnauthenticated = 100
	DefaultMaxSessionsPerConn = 2
	DefaultMaxEnvVars         = 64
	DefaultMaxEnvBytes        = 16 << 10
)

// DefaultDataDir returns the user's data directory for fetaix:
// $XDG_DATA_HOME/fetaix, else ~/.local/share/fetaix (on macOS
// ~/Library/Application Support/fetaix, on Windows %LocalAppData%\fetaix).
func DefaultDataDir() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "fetaix"), nil
	}
	switch runtime.GOOS {
	case "darwin", "windows":
		d, err := os.UserConfigDir()
		if err != nil {
			return "", err
		}
		return filepath.Join(d, "fetaix"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no data dir: %w (set --data-dir)", err)
	}
	return filepath.Join(home, ".local", "share", "fetaix"), nil
}

// withDefaults fills in unset fields and checks the rest.
func (c Config) withDefaults() (Config, error) {
	if c.Listen == "" {
		c.Listen = DefaultListen
	}
	if c.DataDir == "" {
		d, err := DefaultDataDir()
		if err != nil {
			return c, err
		}
		c.DataDir = d
	}
	if c.HostKey == "" {
		c.HostKey = filepath.Join(c.DataDir, hostKeyName)
	}
	if c.MaxSessions == 0 {
		c.MaxSessions = DefaultMaxSessions
	}
	if c.MaxSessions < 0 {
		return c, fmt.Errorf("max sessions: want > 0, got %d", c.MaxSessions)
	}
	if c.IdleTimeout == 0 {
		c.IdleTimeout = DefaultIdleTimeout
	}
	if c.IdleTimeout < time.Minute {
		return c, fmt.Errorf("idle timeout: want at least 1m, got %v", c.IdleTimeout)
	}
	if c.WaitIdleTimeout == 0 {
		c.WaitIdleTimeout = DefaultWaitIdleTimeout
	}
	if c.WaitIdleTimeout < c.IdleTimeout {
		return c, fmt.Errorf("wait idle timeout: want at least the idle timeout %v, got %v", c.IdleTimeout, c.WaitIdleTimeout)
	}
	if c.OutputBuffer == 0 {
		c.OutputBuffer = DefaultOutputBuffer
	}
	if c.OutputBuffer < 64<<10 {
		return c, fmt.Errorf("output buffer: want at least 64 KiB, got %d bytes", c.OutputBuffer)
	}
	if c.OutputStall == 0 {
		c.OutputStall = DefaultOutputStall
	}
	if c.OutputStall < time.Second {
		return c, fmt.Errorf("output stall: want at least 1s, got %v", c.OutputStall)
	}
	if c.QueryWait == 0 {
		c.QueryWait = DefaultQueryWait
	}
	if c.QueryWait < 0 || c.QueryWait > 10*time.Second {
		return c, fmt.Errorf("terminal query wait: want 0 to 10s, got %v", c.QueryWait)
	}
	if c.Grace == 0 {
		c.Grace = DefaultGrace
	}
	if c.Grace < 0 {
		return c, fmt.Errorf("grace: want > 0, got %v", c.Grace)
	}
	if c.RatePerSecond == 0 {
		c.RatePerSecond = DefaultRatePerSecond
	}
	if c.RateBurst == 0 {
		c.RateBurst = DefaultRateBurst
	}
	if c.RatePerSecond < 0 || c.RateBurst < 0 {
		return c, errors.New("rate limit: want positive values")
	}
	if err := errors.Join(c.limitDefaults(), c.connDefaults()); err != nil {
		return c, err
	}
	if c.Log == nil {
		c.Log = slog.Default()
	}
	return c, nil
}

// connDefaults fills in and checks the bounds on connections.
func (c *Config) connDefaults() error {
	if c.HandshakeTimeout == 0 {
		c.HandshakeTimeout = DefaultHandshakeTimeout
	}
	if c.HandshakeTimeout < 0 || c.HandshakeTimeout > MaxHandshakeTimeout {
		return fmt.Errorf("handshake timeout: want 0 to %v, got %v", MaxHandshakeTimeout, c.HandshakeTimeout)
	}
	return errors.Join(
		positive("max connections per address", &c.MaxConnsPerAddr, DefaultMaxConnsPerAddr),
		positive("max unauthenticated connections", &c.MaxUnauthenticated, DefaultMaxUnauthenticated),
		positive("max sessions per connection", &c.MaxSessionsPerConn, DefaultMaxSessionsPerConn),
		positive("max env vars", &c.MaxEnvVars, DefaultMaxEnvVars),
		positive("max env bytes", &c.MaxEnvBytes, DefaultMaxEnvBytes),
	)
}

// limitDefaults fills in and checks the limits on rooms and codes.
func (c *Config) limitDefaults() error {
	return errors.Join(
		positive("max open rooms", &c.MaxOpenRooms, DefaultMaxOpenRooms),
		positive("room burst", &c.RoomBurst, DefaultRoomBurst),
		positive("room every", &c.RoomEvery, DefaultRoomEvery),
		positive("wrong codes per connection", &c.WrongCodesPerConn, DefaultWrongCodesPerConn),
		positive("wrong codes per address", &c.WrongCodesPerAddr, DefaultWrongCodesPerAddr),
		positive("wrong code every", &c.WrongCodeEvery, DefaultWrongCodeEvery),
	)
}

// positive sets *v to def when it is 0 and refuses a negative value.
func positive[T int | time.Duration](name string, v *T, def T) error {
	if *v == 0 {
		*v = def
	}
	if *v < 0 {
		return fmt.Errorf("%s: want > 0, got %v", name, *v)
	}
	return nil
}

// ensureHostKey creates an ed25519 host key at path (mode 0600) unless a
// file is already there; an existing key is never replaced.
func ensureHostKey(path string, log *slog.Logger) error {
	if fi, err := os.Stat(path); err == nil {
		if fi.Mode().Perm()&0o077 != 0 {
			log.Warn("host key is readable by others; chmod 600 it", "path", path, "mode", fi.Mode().Perm().String())
		}
		return nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("host key: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("host key: %w", err)
	}
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return err
	}
	block, err := gossh.MarshalPrivateKey(priv, "fetaix host key")
	if err != nil {
		return err
	}
	// O_EXCL: if another process created the key meanwhile, keep theirs.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("host key: %w", err)
	}
	if err := pem.Encode(f, block); err != nil {
		f.Close()
		os.Remove(path)
		return fmt.Errorf("host key: %w", err)
	}
	if err := f.Close(); err != nil {
		os.Remove(path)
		return fmt.Errorf("host key: %w", err)
	}
	log.Info("generated a new host key", "path", path)
	return nil
}
