package botclient

import (
	"errors"
	"fmt"
	"io"
	"net"
	"time"

	"golang.org/x/crypto/ssh"
)

// The bridge's bounds and timings; docs/botbridge.md lists them.
const (
	// DefaultBackoffFirst is the wait before the first try to connect
	// again after a drop; each failed try doubles it, up to
	// DefaultBackoffMax.
	DefaultBackoffFirst = time.Second
	// DefaultBackoffMax is the longest wait between two tries.
	DefaultBackoffMax = time.Minute
	// DefaultTries is how many tries in a row may fail before the bridge
	// gives up (about 15 minutes of waits with the defaults). A session
	// that reaches the server's greeting starts the count again.
	DefaultTries = 20
	// MaxGamesLimit bounds --max-games: the engine processes the bridge
	// runs at once for the challenges it accepts.
	MaxGamesLimit = 16
	// maxRunning bounds the games played at once, those the server starts
	// without a challenge accepted in this session (found again at
	// reconnection, open games) included: past it a game is resigned.
	maxRunning = 2 * MaxGamesLimit
	// MaxLine is the longest line the bridge reads from the server (a
	// moves event of a long game is a few KiB); a longer one ends the
	// session.
	MaxLine = 64 << 10
	// DialTimeout bounds the TCP connection and the SSH handshake.
	DialTimeout = 15 * time.Second
	// KeepAlive is how often the bridge checks that the server still
	// answers; a connection that does not answer within it is dropped and
	// made again.
	KeepAlive = 30 * time.Second
	// NoClockMoveTime is the engine's time per move in a game without a
	// live clock (none, or days per move).
	NoClockMoveTime = 2500 * time.Millisecond
	// MovesWait is how long after a game event whose position is not the
	// start the bridge waits for the moves event before it plays from the
	// position alone.
	MovesWait = time.Second
	// AcceptWait is how long an accepted challenge counts toward
	// --max-games before its game starts (or the challenge is gone).
	AcceptWait = time.Minute
	// ChallengeEvery is the least time between two challenges the bridge
	// makes (Config.Challenge): the server bounds them too (at most a
	// few pending, and an hourly quota).
	ChallengeEvery = 30 * time.Second
	// MaxFaults is how many times the engine may fail (crash, hang, play an
	// illegal move) in one game; at the last the bridge resigns it.
	MaxFaults = 3
)

// ProtocolVersion is the version of the bot protocol the bridge speaks.
const ProtocolVersion = "1"

// Config is a bridge's setup.
type Config struct {
	Addr string // host:port
	// LocalAddr, when set, is the IP address the bridge connects from (a
	// host with several).
	LocalAddr string
	User      string // the SSH user name
	Key       ssh.Signer
	KeyFile   string // the key's file, for the messages
	HostKeys  ssh.HostKeyCallback
	// Rated and Casual say which challenges are accepted.
	Rated, Casual bool
	// MaxGames is how many games at once the bridge accepts challenges
	// for (1..MaxGamesLimit).
	MaxGames int
	Engine   EngineFactory
	Log      io.Writer
	// Backoff, when zero, is the default one.
	Backoff Backoff
	// Challenge, when set, is the name of a player or bot the bridge
	// challenges, with ChallengeTerms (e.g. "rated 5+3"), whenever it has
	// no game and no challenge accepted, at most once per ChallengeEvery
	// (lichess-bot's matchmaking, with one opponent).
	Challenge, ChallengeTerms string
	// ChallengeEvery, when zero, is the default one.
	ChallengeEvery time.Duration
}

// Backoff is the waits between tries to connect again: First, doubled
// at each failed try up to Max, and at most Tries tries in a row.
type Backoff struct {
	First, Max time.Duration
	Tries      int
}

// wait is the wait before try n (1, 2, …).
func (b Backoff) wait(n int) time.Duration {
	d := b.First
	for i := 1; i < n && d < b.Max; i++ {
		d *= 2
	}
	return min(d, b.Max)
}

// check fills the defaults in and says what is wrong with c.
func (c *Config) check() error {
	switch {
	case c.Engine == nil:
		return errors.New(errNoEngine)
	case c.LocalAddr != "" && net.ParseIP(c.LocalAddr) == nil:
		return fmt.Errorf(errLocalAddr, c.LocalAddr)
	case c.MaxGames < 1 || c.MaxGames > MaxGamesLimit:
		return fmt.Errorf(errMaxGames, c.MaxGames, MaxGamesLimit)
	case !c.Rated && !c.Casual:
		return errors.New(errNothingToPlay)
	}
	if c.Backoff == (Backoff{}) {
		c.Backoff = Backoff{DefaultBackoffFirst, DefaultBackoffMax, DefaultTries}
	}
	if c.Log == nil {
		c.Log = io.Discard
	}
	if c.ChallengeEvery <= 0 {
		c.ChallengeEvery = ChallengeEvery
	}
	return nil
}
