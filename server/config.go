package server

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/fetaix/fetaix/internal/buildinfo"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/server/notify"
	"github.com/fetaix/fetaix/server/practice"
	"github.com/fetaix/fetaix/server/proxyfrom"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/webdoor"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/tables"
	"github.com/fetaix/fetaix/ui"
)

// Config is the server's configuration.
type Config struct {
	// Listen is the TCP address to listen on.
	Listen string
	// ProxyFrom names the load balancers (comma-separated IPs and CIDR
	// prefixes) whose connections open with a PROXY header giving the
	// client's address; "": none, no header is read (server/proxyfrom).
	ProxyFrom string
	// HostKey is the path of the SSH host key; "" means host_ed25519 in
	// DataDir. It is generated on first start and never replaced.
	HostKey string
	// DataDir holds the host key and the game records.
	DataDir string
	// DB is the database of players, ratings and the game archive
	// (default DATA-DIR/fetaix.db, see store).
	DB string
	// MaxSessions bounds concurrent sessions (0: DefaultMaxSessions).
	MaxSessions int
	// IdleTimeout disconnects a session whose user has typed nothing for
	// this long — except while waiting: for an opponent to join or move,
	// or watching a game (0: DefaultIdleTimeout).
	IdleTimeout time.Duration
	// Grace is how long a disconnected player keeps their seat (0: DefaultGrace).
	Grace time.Duration
	// RestartGrace is how long, after a start, the players of a game kept
	// in progress across a restart or crash have to come back (0:
	// room.DefaultRestartGrace).
	RestartGrace time.Duration
	// RatePerSecond and RateBurst limit new sessions per client address.
	RatePerSecond float64
	RateBurst     int
	// WaitIdleTimeout disconnects a session waiting on others (for an
	// opponent to join or move) or watching a game, whose user has typed
	// nothing for this long (0: DefaultWaitIdleTimeout).
	WaitIdleTimeout time.Duration

	// Session output and start-up limits.

	// OutputBuffer bounds the screen output queued for one client; a
	// client that lets more pile up is disconnected (0: termio.DefaultOutputBuffer).
	OutputBuffer int
	// OutputStall is how long a client may leave its screen output unread
	// before it is disconnected (0: termio.DefaultOutputStall).
	OutputStall time.Duration

	// Input limits of a session (0: the default of each).
	//
	// MaxPaste bounds, in bytes, a bracketed paste passed to the program;
	// the rest is dropped (termio.DefaultMaxPaste). KeysPerSecond is the keys a
	// session's program takes per second, in bursts of twice as many; more
	// are dropped (termio.DefaultKeysPerSecond). MaxPendingInput bounds the input
	// passed on that the program has not read; a client that sends more is
	// disconnected (termio.DefaultMaxPendingInput). MaxCommand bounds, in bytes,
	// the command (or subsystem name) a session asks for; a longer one is
	// refused before anything reads it (DefaultMaxCommand).
	MaxPaste        int
	KeysPerSecond   float64
	MaxPendingInput int
	MaxCommand      int

	// The input pace (termio.Pacer): the bytes a second read from one
	// session (InputRate, in bursts of InputBurst) and from all the
	// sessions of one address (InputRatePerAddr, in bursts of
	// InputBurstPerAddr); a client sending faster waits on its SSH
	// window (0: termio.DefaultInputRate and the others).
	InputRate         int
	InputBurst        int
	InputRatePerAddr  int
	InputBurstPerAddr int

	// MemoryLimit, when set, is the soft limit of the server's memory
	// (runtime/debug.SetMemoryLimit; 0: none but GOMEMLIMIT's).
	MemoryLimit int

	// MaxSearches bounds the engine searches running at once, server-wide
	// (the computer's moves, hints and analysis of every session); the
	// others wait their turn: the computer's moves first, client
	// addresses, their players and the players' sessions in turn
	// (searches.go) (0:
	// DefaultMaxSearches(), one per CPU but one; negative is refused).
	MaxSearches int

	// Observer, when set, is told the timing of room states reaching
	// sessions (load tests).
	Observer Observer

	// Tables are the endgame tables of the games played here: the
	// computer's moves, hints and analysis use them, and the side panel
	// shows their verdict (in rooms, once the game is over). Nil: none.
	Tables *tables.Cache

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
	MaxOpenRooms int
	// MaxCorrespondenceGames bounds the correspondence games (days per
	// move) a key holds a seat in at once, apart from MaxOpenRooms
	// (room.DefaultMaxCorrespondenceGames).
	MaxCorrespondenceGames int
	// MaxOpenGames and MaxOpenGamesPerAddr bound the open games (rooms
	// listed in the lobby) waiting at once per player (a key; a guest's
	// address) and per address (DefaultMaxOpenGames,
	// DefaultMaxOpenGamesPerAddr).
	MaxOpenGames        int
	MaxOpenGamesPerAddr int
	RoomBurst           int
	RoomEvery           time.Duration
	WrongCodesPerConn   int
	WrongCodesPerAddr   int
	WrongCodeEvery      time.Duration
	// ChatBurst messages may each player (a key; a guest's address) send
	// at once to a room's chat, then one more each ChatEvery
	// (DefaultChatBurst, DefaultChatEvery).
	ChatBurst int
	ChatEvery time.Duration

	// Fair play and the archive (0: the default of each).
	//
	// MaxRatedPerPair: rated games two players may play against each
	// other within 24 hours; their later games that day are casual
	// (DefaultMaxRatedPerPair).
	MaxRatedPerPair int
	// MaxRatedPerDay: rated games one player may play within 24 hours;
	// later ones are casual (DefaultMaxRatedPerDay).
	MaxRatedPerDay int
	// PuzzlesPerHour: rated puzzle attempts one key may make within an
	// hour; later ones are practice (DefaultPuzzlesPerHour).
	PuzzlesPerHour int
	// ArchivePerHour and ArchivePerAddrHour: finished games against the
	// computer and casual room games archived per hour for one player
	// (a key; a guest's address) and for one address; beyond, they are
	// not archived (DefaultArchivePerHour, DefaultArchivePerAddrHour).
	ArchivePerHour     int
	ArchivePerAddrHour int
	// NewKeysPerAddr: keys not seen before that one address may make
	// players of within 24 hours; a key beyond comes in as a guest
	// (DefaultNewKeysPerAddr).
	NewKeysPerAddr int
	// MaxHeldGames: finished games the server keeps in memory while the
	// database refuses them; beyond, a game is written at once as a file
	// to be stored at the next start (DefaultMaxHeldGames).
	MaxHeldGames int

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
	// SessionlessTimeout: an authenticated connection on which no session
	// runs this long (none opened yet, or all ended) is closed (default 30s).
	SessionlessTimeout time.Duration
	// MaxSessionsPerConn: session channels open at once on one connection;
	// the next is rejected (default 2).
	MaxSessionsPerConn int
	// MaxEnvVars and MaxEnvBytes: environment variables (count, and bytes
	// of their requests) that the sessions of one connection keep; env
	// requests beyond them are refused (defaults 64 and 16 KiB).
	MaxEnvVars  int
	MaxEnvBytes int
	// Build is the build of fetaix that serves, exported as the metric
	// fetaix_build_info (server/metrics); zero: what the binary says of
	// itself (buildinfo.Read).
	Build buildinfo.Info
	// Metrics, when set, is the TCP address where ServeMetrics serves
	// Prometheus text on /metrics and a health check on /healthz
	// (opsserve.go). "": none.
	Metrics string
	// Pprof, when set, is the loopback TCP address where ServePprof
	// serves the Go runtime's profiles (pprofserve.go). "": none.
	Pprof string
	// LogFormat and LogLevel say how a command builds the server's Log
	// (NewLogger): "text" or "json", and "debug", "info", "warn" or
	// "error" (defaults "text" and "info").
	LogFormat string
	LogLevel  string
	// Log receives the server's log (nil: slog.Default()).
	Log *slog.Logger
	// Notify is the players' reminders (server/notify): on by default.
	Notify notify.Config
	// Web is the browser door (server/webdoor): off unless Web.Addr is set.
	Web webdoor.Config

	// windowProbe, if set, sees every window size a session's model
	// receives, before the model does (tests).
	windowProbe func(width, height int)
	// goroutineProbe, if set, is called as each of a session's goroutines
	// starts, with its name and the session's user (tests: it panics).
	goroutineProbe func(what, user string)
	// idleCheckEvery, if set, is how often a session checks for
	// idleness instead of idleCheckEvery (tests: quicker).
	idleCheckEvery time.Duration
	// writerOptions tune the store's writer (tests: quicker retries).
	writerOptions store.WriterOptions
	// sanctionPoll is how often the bans and mutes are read
	// (DefaultSanctionPoll; tests: quicker).
	sanctionPoll time.Duration
	// loadBooks reads the engine's proven results (nil: preloadBook;
	// tests: one that takes its time).
	loadBooks func() error
	// loadRatings reads the people's ratings of the puzzles (nil:
	// practice.LoadRatings; tests: one that takes its time).
	loadRatings func(context.Context, *store.Store, time.Time) (*practice.Ratings, error)
	// rateNewPlayers is store.Options.RateNewPlayers (tests of ratings
	// between new keys).
	rateNewPlayers bool
	// puzzleShown is told each puzzle a session shows (tests: a player
	// who looks it up in the public set).
	puzzleShown func(room.Player, puzzle.Puzzle)
	// learnOpened is told the options of each lessons' screen a session
	// opens (tests: a stage met calls its Save).
	learnOpened func(room.Player, ui.LearnOptions)
	// learnGap replaces practice.LearnGap (tests of what waits for it)
	learnGap time.Duration
	// noShowWithin replaces room.NoShowWithin (tests of tournament
	// games: a quicker no-show).
	noShowWithin time.Duration
	// tourneyNow, tourneyPoll and tourneyPairEvery are the tournament
	// director's clock, store reading and arena pairing periods (zero:
	// tourney's defaults; tests: quicker, and an arena's end brought
	// forward).
	tourneyNow                    func() time.Time
	tourneyPoll, tourneyPairEvery time.Duration
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

	DefaultMaxOpenRooms        = 5
	DefaultMaxOpenGames        = 2
	DefaultMaxOpenGamesPerAddr = 4
	DefaultRoomBurst           = 10
	DefaultRoomEvery           = 30 * time.Second
	DefaultWrongCodesPerConn   = 3
	DefaultWrongCodesPerAddr   = 10
	DefaultWrongCodeEvery      = 30 * time.Second

	DefaultHandshakeTimeout   = 20 * time.Second
	MaxHandshakeTimeout       = 30 * time.Second
	DefaultMaxConnsPerAddr    = 10
	DefaultMaxUnauthenticated = 100
	DefaultMaxSessionsPerConn = 2
	DefaultSessionlessTimeout = 30 * time.Second
	DefaultMaxEnvVars         = 64
	DefaultMaxEnvBytes        = 16 << 10

	DefaultMaxRatedPerPair    = 5
	DefaultMaxRatedPerDay     = 40
	DefaultPuzzlesPerHour     = 30
	DefaultArchivePerHour     = 30
	DefaultArchivePerAddrHour = 60
	DefaultNewKeysPerAddr     = 20
	DefaultMaxHeldGames       = 1000
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

// withDefaults fills in unset fields and checks the rest; an error names
// the setting (as the command line spells it).
func (c Config) withDefaults() (Config, error) {
	if c.Build == (buildinfo.Info{}) {
		c.Build = buildinfo.Read("", "")
	}
	if c.Listen == "" {
		c.Listen = DefaultListen
	}
	if c.DataDir == "" {
		d, err := DefaultDataDir()
		if err != nil {
			return c, &SettingError{Name: "data-dir", Err: err}
		}
		c.DataDir = d
	}
	if c.HostKey == "" {
		c.HostKey = filepath.Join(c.DataDir, hostKeyName)
	}
	if _, err := proxyfrom.Parse(c.ProxyFrom); err != nil {
		return c, &SettingError{Name: "proxy-from", Err: err}
	}
	if c.DB == "" {
		c.DB = store.DefaultPath(c.DataDir)
	}
	if err := c.fillSettings(); err != nil {
		return c, err
	}
	if c.Log == nil {
		c.Log = slog.Default()
	}
	if c.sanctionPoll <= 0 {
		c.sanctionPoll = DefaultSanctionPoll
	}
	if c.noShowWithin <= 0 {
		c.noShowWithin = room.NoShowWithin
	}
	return c, nil
}

// DefaultConfig returns the configuration with every default filled in
// (the data dir only when the user's data directory is known).
func DefaultConfig() Config {
	c := Config{Listen: DefaultListen}
	c.DataDir, _ = DefaultDataDir()
	_ = c.fillSettings()
	return c
}

// rooms returns what the hub and its rooms take of c.
func (c Config) rooms() room.Config {
	return room.Config{DataDir: c.DataDir, Log: c.Log, Grace: c.Grace, RestartGrace: c.RestartGrace,
		MaxOpenRooms: c.MaxOpenRooms, RoomBurst: c.RoomBurst, RoomEvery: c.RoomEvery, MaxCorrespondenceGames: c.MaxCorrespondenceGames,
		MaxOpenGames: c.MaxOpenGames, MaxOpenGamesPerAddr: c.MaxOpenGamesPerAddr,
		WrongCodesPerConn: c.WrongCodesPerConn, WrongCodesPerAddr: c.WrongCodesPerAddr, WrongCodeEvery: c.WrongCodeEvery,
		ChatBurst: c.ChatBurst, ChatEvery: c.ChatEvery,
		MaxRatedPerPair: c.MaxRatedPerPair, MaxRatedPerDay: c.MaxRatedPerDay,
		ArchivePerHour: c.ArchivePerHour, ArchivePerAddrHour: c.ArchivePerAddrHour,
		MaxHeldGames: c.MaxHeldGames, Writer: c.writerOptions, NoShowWithin: c.noShowWithin}
}
