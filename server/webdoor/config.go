package webdoor

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/server/proxyfrom"
)

// The web door's bounds, each the twin of an SSH one (docs/server.md,
// "The browser door").
const (
	// DefaultMaxSessions is the web sessions open at once, server-wide
	// (--web-max-sessions); the server's --max-sessions counts them too.
	DefaultMaxSessions = 200
	// DefaultMaxPerAddr is the web sessions open at once from one address
	// (IPv6: one /64), the twin of --max-conns-per-addr
	// (--web-max-per-addr).
	DefaultMaxPerAddr = 10
	// DefaultMaxFrame is the largest WebSocket message a page may send,
	// in bytes (--web-max-frame): the page sends keys and pastes in
	// pieces of at most 1 KiB; a bigger message closes the connection
	// with status 1009 and the reason.
	DefaultMaxFrame = 4 << 10
	// DefaultHandshakeTimeout bounds the time from the TCP connection to
	// the page's hello (the WebSocket upgrade, then the first message),
	// the twin of --handshake-timeout (--web-handshake-timeout).
	DefaultHandshakeTimeout = 20 * time.Second
	// PingEvery is how often a web session's connection is pinged; a
	// page that does not answer within PingTimeout is disconnected (a
	// dropped phone holds nothing longer).
	PingEvery   = 30 * time.Second
	PingTimeout = 20 * time.Second
	// MaxHeaderBytes bounds an HTTP request's header, cookies included.
	MaxHeaderBytes = 16 << 10
	// WriteTimeout bounds the writing of a response (the page, its files,
	// a link's answer) to a client that reads slowly; a WebSocket, taken
	// over from the HTTP server, is not bounded by it.
	WriteTimeout = time.Minute
	// MaxLinkBody bounds the body of a link request (a code).
	MaxLinkBody = 256
	// MaxHelloName and MaxHelloLang bound the name and the language
	// the page's hello gives.
	MaxHelloName = 32
	MaxHelloLang = 32
)

// Config is the web door's configuration; zero fields take their
// defaults (New).
type Config struct {
	// Addr is the TCP address of the web door ("": no web door).
	Addr string
	// TrustProxy names the reverse proxies (IPs and CIDR prefixes,
	// comma-separated, parsed as --proxy-from) whose X-Forwarded-For
	// gives the client's address; from any other address the header is
	// ignored.
	TrustProxy string
	// MaxSessions, MaxPerAddr, MaxFrame, HandshakeTimeout: see the
	// Default constants.
	MaxSessions      int
	MaxPerAddr       int
	MaxFrame         int
	HandshakeTimeout time.Duration
}

// withDefaults fills in the zero fields.
func (c Config) withDefaults() Config {
	if c.MaxSessions <= 0 {
		c.MaxSessions = DefaultMaxSessions
	}
	if c.MaxPerAddr <= 0 {
		c.MaxPerAddr = DefaultMaxPerAddr
	}
	if c.MaxFrame <= 0 {
		c.MaxFrame = DefaultMaxFrame
	}
	if c.HandshakeTimeout <= 0 {
		c.HandshakeTimeout = DefaultHandshakeTimeout
	}
	return c
}

// Flag is one setting of the web door, as the server's settings take it.
type Flag struct {
	Name, Usage string
	Value       interface {
		String() string
		Set(string) error
	}
}

// Flags returns the settings of c, bound to its fields.
func (c *Config) Flags() []Flag {
	return []Flag{
		{"web", "TCP address serving the browser door: a page with a terminal playing over a WebSocket (unset: none)", text{&c.Addr}},
		{"web-trust-proxy", "reverse proxies whose X-Forwarded-For gives a web client's address: IPs and CIDR prefixes, comma-separated (unset: none)",
			proxyfrom.Value{P: &c.TrustProxy}},
		{"web-max-sessions", "most web sessions at once", &bounded[int]{&c.MaxSessions, DefaultMaxSessions, 1, 1 << 20}},
		{"web-max-per-addr", "most web sessions at once from one IP address (IPv6: one /64)", &bounded[int]{&c.MaxPerAddr, DefaultMaxPerAddr, 1, 1 << 20}},
		{"web-max-frame", "bytes of the largest WebSocket message a page may send; a bigger one closes the connection",
			&bounded[int]{&c.MaxFrame, DefaultMaxFrame, 256, 1 << 20}},
		{"web-handshake-timeout", "close a web connection whose page has not said hello within this",
			&bounded[time.Duration]{&c.HandshakeTimeout, DefaultHandshakeTimeout, 100 * time.Millisecond, time.Minute}},
	}
}

// text is a string setting.
type text struct{ p *string }

func (t text) String() string {
	if t.p == nil {
		return ""
	}
	return *t.p
}

// Set stores s.
func (t text) Set(s string) error { *t.p = strings.TrimSpace(s); return nil }

// bounded is a number bound to a field, with its default (shown while the
// field is 0) and range.
type bounded[T int | time.Duration] struct {
	p      *T
	def    T
	lo, hi T
}

func (b *bounded[T]) String() string {
	if b.p == nil {
		return ""
	}
	v := *b.p
	if v == 0 {
		v = b.def
	}
	return show(v)
}

// Set parses s and stores it, within the range.
func (b *bounded[T]) Set(s string) error {
	var v T
	var err error
	switch p := any(&v).(type) {
	case *int:
		*p, err = strconv.Atoi(strings.TrimSpace(s))
	case *time.Duration:
		*p, err = time.ParseDuration(strings.TrimSpace(s))
	}
	if err != nil || v < b.lo || v > b.hi {
		return fmt.Errorf("want %v to %v, got %q", show(b.lo), show(b.hi), s)
	}
	*b.p = v
	return nil
}

// show writes a bound as the flag takes it.
func show[T int | time.Duration](v T) string {
	if d, ok := any(v).(time.Duration); ok {
		return d.String()
	}
	return fmt.Sprint(v)
}
