package webdoor

import (
	"net"
	"sync"

	"github.com/fetaix/fetaix/server/proxyfrom"
	"github.com/fetaix/fetaix/server/sshguard"
)

// The web listener's TCP connections are bounded before any request is
// read: a page's sessions, its loads of the page and its files, and its
// link requests each hold one while they last.
const (
	// ExtraConns is the connections the web listener keeps open beyond
	// --web-max-sessions (page loads, link requests); more are closed
	// at once.
	ExtraConns = 128
	// ExtraConnsPerAddr is the connections one address keeps open beyond
	// --web-max-per-addr; more are closed at once. A trusted proxy's
	// connections are counted in all only: its clients are told apart by
	// their X-Forwarded-For.
	ExtraConnsPerAddr = 8
)

// connLimit is a listener that closes a new connection at once beyond
// max in all or perAddr from one address (the peer's, sshguard.AddrKey).
type connLimit struct {
	net.Listener
	max, perAddr int
	trust        proxyfrom.List
	note         func(msg string, attrs ...any)

	mu    sync.Mutex
	total int
	by    map[string]int
}

func newConnLimit(ln net.Listener, most, perAddr int, trust proxyfrom.List, note func(string, ...any)) *connLimit {
	return &connLimit{Listener: ln, max: most, perAddr: perAddr, trust: trust, note: note, by: map[string]int{}}
}

// Accept returns the next connection within the bounds.
func (l *connLimit) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		addr := sshguard.AddrKey(c.RemoteAddr())
		if l.trust.Contains(c.RemoteAddr()) {
			addr = "" // a trusted proxy: counted in all only
		}
		if l.take(addr) {
			return &limitedConn{Conn: c, l: l, addr: addr}, nil
		}
		l.note("refused web connections: too many at once", "remote", c.RemoteAddr().String(), "max", l.max, "max_per_addr", l.perAddr)
		_ = c.Close()
	}
}

func (l *connLimit) take(addr string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.total >= l.max || (addr != "" && l.by[addr] >= l.perAddr) {
		return false
	}
	l.total++
	if addr != "" {
		l.by[addr]++
	}
	return true
}

func (l *connLimit) release(addr string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.total--
	if addr == "" {
		return
	}
	if l.by[addr]--; l.by[addr] <= 0 {
		delete(l.by, addr)
	}
}

// limitedConn gives its place back when it closes (once).
type limitedConn struct {
	net.Conn
	l    *connLimit
	addr string
	once sync.Once
}

// Close closes the connection and gives its place back.
func (c *limitedConn) Close() error {
	c.once.Do(func() { c.l.release(c.addr) })
	return c.Conn.Close()
}
