package server

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/server/proxyfrom"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/termio"
)

// Setting is one of the server's settings as a command line and an
// environment give it: the single place that knows its name, meaning,
// default and allowed range. Config.withDefaults fills in and checks a
// Config through the same table.
type Setting struct {
	Name  string // the flag's name, e.g. "idle-timeout"
	Env   string // its environment variable, e.g. FETAIX_IDLE_TIMEOUT
	Usage string
	// Value reads and writes the Config field; Set refuses a value that
	// does not parse or is out of range, with a message naming neither
	// the flag nor the variable (the caller says which it was).
	Value interface {
		String() string
		Set(string) error
	}
}

// limit is a numeric setting bound to a Config field, with its default
// (taken when the field is 0) and its range.
type limit[T int | time.Duration | float64] struct {
	p      *T
	def    T
	lo, hi T // hi 0: no upper bound
}

func (l *limit[T]) String() string {
	if l.p == nil {
		return ""
	}
	if d, ok := any(*l.p).(time.Duration); ok {
		return d.String()
	}
	return fmt.Sprint(*l.p)
}

// Set parses s and stores it, within the range.
func (l *limit[T]) Set(s string) error {
	var v T
	var err error
	switch p := any(&v).(type) {
	case *int:
		*p, err = strconv.Atoi(strings.TrimSpace(s))
	case *time.Duration:
		*p, err = time.ParseDuration(strings.TrimSpace(s))
	case *float64:
		*p, err = strconv.ParseFloat(strings.TrimSpace(s), 64)
	}
	if err != nil {
		return fmt.Errorf("%s, got %q", l.want(), s)
	}
	if err := l.check(v); err != nil {
		return err
	}
	*l.p = v
	return nil
}

// want describes the range.
func (l *limit[T]) want() string {
	show := func(v T) string {
		if d, ok := any(v).(time.Duration); ok {
			return d.String()
		}
		return fmt.Sprint(v)
	}
	kind := "a number"
	if _, ok := any(l.lo).(time.Duration); ok {
		kind = "a duration"
	}
	if l.hi == 0 {
		return fmt.Sprintf("want %s of at least %s", kind, show(l.lo))
	}
	return fmt.Sprintf("want %s from %s to %s", kind, show(l.lo), show(l.hi))
}

// check refuses v out of range.
func (l *limit[T]) check(v T) error {
	if v < l.lo || (l.hi != 0 && v > l.hi) {
		if d, ok := any(v).(time.Duration); ok {
			return fmt.Errorf("%s, got %v", l.want(), d)
		}
		return fmt.Errorf("%s, got %v", l.want(), v)
	}
	return nil
}

// fill puts the default into a zero field and checks the field.
func (l *limit[T]) fill() error {
	if *l.p == 0 {
		*l.p = l.def
	}
	return l.check(*l.p)
}

// text is a string setting bound to a Config field.
type text struct{ p *string }

func (t text) String() string {
	if t.p == nil {
		return ""
	}
	return *t.p
}

// Set stores s.
func (t text) Set(s string) error { *t.p = s; return nil }

// SettingError is a setting's value that the configuration refuses,
// naming the setting (its flag's name).
type SettingError struct {
	Name string
	Err  error
}

// Error reads "name: what is wrong".
func (e *SettingError) Error() string { return e.Name + ": " + e.Err.Error() }

// Unwrap returns what is wrong.
func (e *SettingError) Unwrap() error { return e.Err }

// size is a byte count setting bound to a Config field: a number, with
// an optional unit (B, KiB, MiB, GiB); 0 means none.
type size struct{ p *int }

func (v size) String() string {
	if v.p == nil {
		return ""
	}
	return strconv.Itoa(*v.p)
}

// Set parses s and stores it.
func (v size) Set(s string) error {
	t, unit := strings.TrimSpace(s), 1
	for _, u := range []struct {
		suffix string
		bytes  int
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"B", 1}} {
		if strings.HasSuffix(t, u.suffix) {
			t, unit = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.bytes
			break
		}
	}
	n, err := strconv.Atoi(t)
	if err != nil || n < 0 || n > math.MaxInt/unit {
		return fmt.Errorf("want a size: bytes, or a number with KiB, MiB or GiB (0: none), got %q", s)
	}
	*v.p = n * unit
	return nil
}

// filler is a setting whose default can be filled in and checked.
type filler interface{ fill() error }

// Settings returns the settings of c, bound to its fields, in the order
// the command line shows them.
func (c *Config) Settings() []Setting {
	s := func(name, usage string, v Setting) Setting {
		v.Name, v.Usage = name, usage
		v.Env = "FETAIX_" + strings.ToUpper(strings.ReplaceAll(name, "-", "_"))
		return v
	}
	n := func(p *int, def, lo, hi int) Setting { return Setting{Value: &limit[int]{p, def, lo, hi}} }
	d := func(p *time.Duration, def, lo, hi time.Duration) Setting {
		return Setting{Value: &limit[time.Duration]{p, def, lo, hi}}
	}
	return append([]Setting{
		s("listen", "TCP address to listen on", Setting{Value: text{&c.Listen}}),
		s("data-dir", "directory for the host key and game records", Setting{Value: text{&c.DataDir}}),
		s("host-key", "SSH host key file, generated if missing (default DATA-DIR/host_ed25519)", Setting{Value: text{&c.HostKey}}),
		s("db", "database of players, ratings and the game archive, created if missing (default DATA-DIR/fetaix.db)", Setting{Value: text{&c.DB}}),
		s("max-sessions", "most concurrent sessions; more are told the server is full",
			n(&c.MaxSessions, DefaultMaxSessions, 1, 0)),
		s("idle-timeout", "disconnect a session after this long without input",
			d(&c.IdleTimeout, DefaultIdleTimeout, time.Minute, 0)),
		s("wait-idle-timeout", "the same, while waiting for an opponent or watching (at least --idle-timeout)",
			d(&c.WaitIdleTimeout, DefaultWaitIdleTimeout, time.Minute, 0)),
		s("grace", "how long a disconnected player keeps their seat", d(&c.Grace, room.DefaultGrace, time.Second, 0)),
		s("restart-grace", "how long the players of a game kept across a restart have to come back", d(&c.RestartGrace, room.DefaultRestartGrace, time.Second, 0)),
		s("rate-limit", "new sessions per second allowed per client address",
			Setting{Value: &limit[float64]{&c.RatePerSecond, DefaultRatePerSecond, 0.001, 0}}),
		s("rate-burst", "burst of new sessions allowed per client address", n(&c.RateBurst, DefaultRateBurst, 1, 0)),
		s("handshake-timeout", "close a connection that has not authenticated within this",
			d(&c.HandshakeTimeout, DefaultHandshakeTimeout, 100*time.Millisecond, MaxHandshakeTimeout)),
		s("max-conns-per-addr", "most connections at once from one IP address (IPv6: one /64)",
			n(&c.MaxConnsPerAddr, DefaultMaxConnsPerAddr, 1, 0)),
		s("max-unauthenticated", "most connections not yet authenticated; a new one closes the oldest",
			n(&c.MaxUnauthenticated, DefaultMaxUnauthenticated, 1, 0)),
		s("sessionless-timeout", "close a connection that runs no session for this long",
			d(&c.SessionlessTimeout, DefaultSessionlessTimeout, 100*time.Millisecond, 0)),
		s("max-sessions-per-conn", "most sessions at once on one connection",
			n(&c.MaxSessionsPerConn, DefaultMaxSessionsPerConn, 1, 0)),
		s("max-env-vars", "most environment variables one connection may set",
			n(&c.MaxEnvVars, DefaultMaxEnvVars, 1, 0)),
		s("max-env-bytes", "most bytes of environment variables one connection may set",
			n(&c.MaxEnvBytes, DefaultMaxEnvBytes, 1, 0)),
		s("output-buffer", "bytes of screen output kept for a client that reads slowly; beyond, it is disconnected",
			n(&c.OutputBuffer, termio.DefaultOutputBuffer, 64<<10, 0)),
		s("output-stall", "disconnect a client that leaves its screen output unread this long",
			d(&c.OutputStall, termio.DefaultOutputStall, time.Second, 0)),
		s("max-paste", "bytes of a paste given to a session; the rest of a longer one is dropped",
			n(&c.MaxPaste, termio.DefaultMaxPaste, 16, 1<<20)),
		s("keys-per-second", "keys a session is given per second, in bursts of twice as many; more are dropped",
			Setting{Value: &limit[float64]{&c.KeysPerSecond, termio.DefaultKeysPerSecond, 1, 0}}),
		s("max-pending-input", "bytes of input a session's program has not read yet; beyond, the client is disconnected",
			n(&c.MaxPendingInput, termio.DefaultMaxPendingInput, 4<<10, 0)),
		s("input-rate", "bytes of input a second read from one session; a client sending faster waits on its SSH window",
			n(&c.InputRate, termio.DefaultInputRate, 64, 0)),
		s("input-burst", "bytes a session may send at once above its input rate",
			n(&c.InputBurst, termio.DefaultInputBurst, termio.InputChunk, 0)),
		s("input-rate-per-addr", "bytes of input a second read from all the sessions of one address",
			n(&c.InputRatePerAddr, termio.DefaultInputRatePerAddr, 64, 0)),
		s("input-burst-per-addr", "bytes the sessions of one address may send at once above its rate",
			n(&c.InputBurstPerAddr, termio.DefaultInputBurstPerAddr, termio.InputChunk, 0)),
		s("max-command", "bytes of the command (or subsystem name) a session asks for; a longer one is refused",
			n(&c.MaxCommand, DefaultMaxCommand, 64, 1<<20)),
		s("memory-limit", "soft limit of the server's memory, as GOMEMLIMIT: bytes, or with KiB, MiB, GiB (0: none)",
			Setting{Value: size{&c.MemoryLimit}}),
		s("max-searches", "engine searches running at once, server-wide (games against the computer, analysis); the rest wait their turn (the computer's moves first, then addresses, players and sessions in turn)",
			n(&c.MaxSearches, DefaultMaxSearches(), 1, 0)),
		s("max-open-rooms", "rooms one player (a key; a guest's address) may have open at once", n(&c.MaxOpenRooms, DefaultMaxOpenRooms, 1, 0)),
		s("max-correspondence-games", "correspondence games (days per move) one key may play at once, apart from max-open-rooms", n(&c.MaxCorrespondenceGames, room.DefaultMaxCorrespondenceGames, 1, 0)),
		s("max-open-games", "open games (listed in the lobby) one player may have waiting at once",
			n(&c.MaxOpenGames, DefaultMaxOpenGames, 1, 0)),
		s("max-open-games-per-addr", "open games one address may have waiting at once",
			n(&c.MaxOpenGamesPerAddr, DefaultMaxOpenGamesPerAddr, 1, 0)),
		s("room-burst", "rooms one player may create in a burst", n(&c.RoomBurst, DefaultRoomBurst, 1, 0)),
		s("room-every", "then one more room each", d(&c.RoomEvery, DefaultRoomEvery, time.Millisecond, 0)),
		s("wrong-codes-per-conn", "wrong room codes or resume tokens one connection may try at once",
			n(&c.WrongCodesPerConn, DefaultWrongCodesPerConn, 1, 0)),
		s("wrong-codes-per-addr", "wrong room codes or resume tokens one address may try at once",
			n(&c.WrongCodesPerAddr, DefaultWrongCodesPerAddr, 1, 0)),
		s("wrong-code-every", "then one more try each", d(&c.WrongCodeEvery, DefaultWrongCodeEvery, time.Millisecond, 0)),
		s("chat-burst", "chat messages one player may send to a room in a burst", n(&c.ChatBurst, room.DefaultChatBurst, 1, 0)),
		s("chat-every", "then one more message each", d(&c.ChatEvery, room.DefaultChatEvery, time.Millisecond, 0)),
		s("max-rated-per-pair", "rated games two players may play against each other within 24 hours; later ones are casual",
			n(&c.MaxRatedPerPair, DefaultMaxRatedPerPair, 1, 0)),
		s("max-rated-per-day", "rated games one player may play within 24 hours; later ones are casual",
			n(&c.MaxRatedPerDay, DefaultMaxRatedPerDay, 1, 0)),
		s("puzzles-per-hour", "rated puzzle attempts one key may make within an hour, in one session at a time; later ones are practice",
			n(&c.PuzzlesPerHour, DefaultPuzzlesPerHour, 1, 0)),
		s("archive-per-hour", "games against the computer and casual room games archived per player per hour; later ones are not archived",
			n(&c.ArchivePerHour, DefaultArchivePerHour, 1, 0)),
		s("archive-per-addr-hour", "the same, per address", n(&c.ArchivePerAddrHour, DefaultArchivePerAddrHour, 1, 0)),
		s("new-keys-per-addr", "new keys one address may make players of within 24 hours; later ones come in as guests",
			n(&c.NewKeysPerAddr, DefaultNewKeysPerAddr, 1, 0)),
		s("metrics", "TCP address serving Prometheus metrics on /metrics and a health check on /healthz (unset: none)",
			Setting{Value: text{&c.Metrics}}),
		s("pprof", "loopback TCP address serving the Go runtime's CPU, heap and goroutine profiles on /debug/pprof/ (unset: none)",
			Setting{Value: loopbackAddr{&c.Pprof}}),
		s("log-format", "the log's format: text or json", Setting{Value: &choice{&c.LogFormat, DefaultLogFormat, logFormats}}),
		s("log-level", "the least level logged: debug, info, warn or error", Setting{Value: &choice{&c.LogLevel, DefaultLogLevel, logLevelNames}}),
		s("max-held-games", "finished games kept in memory while the database refuses them; later ones are written to DATA-DIR/games/unstored at once",
			n(&c.MaxHeldGames, DefaultMaxHeldGames, 1, 0)),
	}, append(c.notifySettings(s), c.proxySetting(s))...)
}

// proxySetting is --proxy-from (Config.ProxyFrom), named by s.
func (c *Config) proxySetting(s func(name, usage string, v Setting) Setting) Setting {
	return s("proxy-from", "load balancers whose connections open with a PROXY header (v1 or v2) giving the client's address: IPs and CIDR prefixes, comma-separated (unset: none)",
		Setting{Value: proxyfrom.Value{P: &c.ProxyFrom}})
}

// notifySettings are server/notify's settings (Config.Notify), named by
// s as the others are.
func (c *Config) notifySettings(s func(name, usage string, v Setting) Setting) []Setting {
	var out []Setting
	for _, f := range c.Notify.Flags() {
		out = append(out, s(f.Name, f.Usage, Setting{Value: f.Value}))
	}
	for _, f := range c.Web.Flags() { // server/webdoor's
		out = append(out, s(f.Name, f.Usage, Setting{Value: f.Value}))
	}
	return out
}

// fillSettings puts every numeric setting's default into its zero field
// and checks its range; an error names the setting.
func (c *Config) fillSettings() error {
	for _, s := range c.Settings() {
		if f, ok := s.Value.(filler); ok {
			if err := f.fill(); err != nil {
				return &SettingError{Name: s.Name, Err: err}
			}
		}
	}
	if c.WaitIdleTimeout < c.IdleTimeout {
		return &SettingError{Name: "wait-idle-timeout", Err: fmt.Errorf("want at least the idle timeout %v, got %v", c.IdleTimeout, c.WaitIdleTimeout)}
	}
	return nil
}
