package sshguard

import (
	"container/list"
	"io"
	"net"
	"sync"
	"time"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// admission decides which TCP connections the server takes on: at most
// MaxConnsPerAddr at once from one address, at most MaxUnauthenticated
// not authenticated yet (a new one closes the oldest), and each must
// authenticate within HandshakeTimeout. (The ssh library resets a
// connection's deadline on every read and write, so the deadline is a
// timer that closes the connection unless it has authenticated.)
type admission struct {
	cfg  Limits
	note func(msg string, attrs ...any)

	mu      sync.Mutex
	perAddr map[string]int
	pending list.List // of *guardedConn not authenticated yet, oldest first
}

func newAdmission(cfg Limits, note func(msg string, attrs ...any)) *admission {
	return &admission{cfg: cfg, note: note, perAddr: map[string]int{}}
}

// options returns the server options that put the admission in place.
func (a *admission) options() []ssh.Option {
	return []ssh.Option{
		ssh.WrapConn(a.admit),
		func(srv *ssh.Server) error {
			srv.ServerConfigCallback = func(ctx ssh.Context) *gossh.ServerConfig {
				return &gossh.ServerConfig{AuthLogCallback: func(_ gossh.ConnMetadata, _ string, err error) {
					if err == nil {
						a.authenticated(ctx)
					}
				}}
			}
			return nil
		},
	}
}

// guardedConn is an admitted connection: closing it gives its place back.
type guardedConn struct {
	net.Conn
	a     *admission
	addr  string // AddrKey of the remote address
	timer *time.Timer
	once  sync.Once

	// under a.mu
	authed bool
	elem   *list.Element // in a.pending; nil once authenticated or evicted
}

// guardKey is the connection context key of its guardedConn.
type guardKey struct{}

// admit is the server's ConnCallback: it refuses a connection over the
// per-address cap (nil closes it) and starts the authentication deadline.
func (a *admission) admit(ctx ssh.Context, c net.Conn) net.Conn {
	addr := AddrKey(c.RemoteAddr())
	a.mu.Lock()
	if a.perAddr[addr] >= a.cfg.MaxConnsPerAddr {
		a.mu.Unlock()
		a.note("refused connections: too many at once from one address",
			"remote", addr, "max", a.cfg.MaxConnsPerAddr)
		refuse(c, "too many connections from your address")
		return nil
	}
	var evicted *guardedConn
	if a.pending.Len() >= a.cfg.MaxUnauthenticated {
		evicted = a.pending.Remove(a.pending.Front()).(*guardedConn)
		evicted.elem = nil
	}
	g := &guardedConn{Conn: c, a: a, addr: addr}
	a.perAddr[addr]++
	g.elem = a.pending.PushBack(g)
	g.timer = time.AfterFunc(a.cfg.HandshakeTimeout, g.expire)
	a.mu.Unlock()
	if evicted != nil {
		a.note("closed the oldest unauthenticated connection: too many unauthenticated",
			"remote", evicted.addr, "max", a.cfg.MaxUnauthenticated)
		_ = evicted.Close()
	}
	ctx.SetValue(guardKey{}, g)
	return g
}

// refuse tells a refused client why, in a line before the SSH version
// exchange (RFC 4253 4.2 allows it), and closes the connection.
func refuse(c net.Conn, why string) {
	_ = c.SetWriteDeadline(time.Now().Add(time.Second))
	_, _ = io.WriteString(c, "fetaix: "+why+"; try again later\r\n")
	_ = c.Close()
}

// authenticated notes that the connection of ctx has authenticated: its
// handshake deadline no longer applies; from now on it is closed whenever
// it runs no session for SessionlessTimeout.
func (a *admission) authenticated(ctx ssh.Context) {
	g, ok := ctx.Value(guardKey{}).(*guardedConn)
	if !ok {
		return
	}
	a.mu.Lock()
	g.authed = true
	if g.elem != nil {
		a.pending.Remove(g.elem)
		g.elem = nil
	}
	a.mu.Unlock()
	g.timer.Stop()
	budgetOf(ctx, a.cfg).watchIdle(g.Close)
}

// expire closes the connection unless it has authenticated.
func (g *guardedConn) expire() {
	g.a.mu.Lock()
	authed := g.authed
	g.a.mu.Unlock()
	if authed {
		return
	}
	g.a.note("closed connections that did not authenticate in time",
		"remote", g.addr, "timeout", g.a.cfg.HandshakeTimeout)
	_ = g.Close()
}

// Close closes the connection and gives its place back.
func (g *guardedConn) Close() error {
	g.once.Do(func() {
		g.timer.Stop()
		a := g.a
		a.mu.Lock()
		if a.perAddr[g.addr]--; a.perAddr[g.addr] <= 0 {
			delete(a.perAddr, g.addr)
		}
		if g.elem != nil {
			a.pending.Remove(g.elem)
			g.elem = nil
		}
		a.mu.Unlock()
	})
	return g.Conn.Close()
}

// AddrKey is what the per-address cap counts by: the IP address, or for
// IPv6 its /64 (one host usually has a whole /64).
func AddrKey(a net.Addr) string {
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	ip := net.ParseIP(host)
	if ip == nil || ip.To4() != nil {
		return host
	}
	return IPv6Key(ip)
}

// IPv6Key is the per-address key of an IPv6 address: its /64.
func IPv6Key(ip net.IP) string {
	return (&net.IPNet{IP: ip.Mask(net.CIDRMask(64, 128)), Mask: net.CIDRMask(64, 128)}).String()
}
