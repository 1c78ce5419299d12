package proxyfrom

import (
	"container/list"
	"net"
	"sync"
	"sync/atomic"
	"time"

	proxyproto "github.com/pires/go-proxyproto"
)

// HeaderTimeout bounds the wait for a connection's first bytes, where a
// PROXY header would be: a named address that sends none within it is
// refused; another address is then served as a direct client (an SSH
// client speaks first, so a direct client does not wait on it).
const HeaderTimeout = 5 * time.Second

// MaxPendingHeaders bounds the connections whose first bytes have not
// been read yet, before the server's per-address and unauthenticated
// limits can count them (they need the address the header gives); a new
// connection beyond it closes the oldest.
const MaxPendingHeaders = 1024

// Wrap returns ln taking PROXY headers from the addresses of from (see
// Parse); with none, ln itself: a PROXY header is then not read, and the
// SSH handshake of a client that sends one fails or sees the header as a
// line to skip (v1), with the client's socket address kept.
func Wrap(ln net.Listener, from string) (net.Listener, error) {
	l, err := Parse(from)
	if err != nil || len(l) == 0 {
		return ln, err
	}
	return wrap(ln, l, MaxPendingHeaders), nil
}

// wrap is Wrap for a parsed list, keeping at most limit pending.
func wrap(ln net.Listener, l List, limit int) *listener {
	return &listener{Listener: &proxyproto.Listener{Listener: ln, ConnPolicy: l.policy,
		ReadHeaderTimeout: HeaderTimeout}, limit: limit}
}

// listener keeps the connections whose header is not read yet, oldest
// first, at most limit of them.
type listener struct {
	net.Listener
	limit   int
	mu      sync.Mutex
	pending list.List // of *conn
}

// Accept returns the next connection, closing the oldest pending one
// when there are too many.
func (l *listener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	pc := &conn{Conn: c, l: l}
	var evicted *conn
	l.mu.Lock()
	pc.elem = l.pending.PushBack(pc)
	if l.pending.Len() > l.limit {
		evicted = l.pending.Remove(l.pending.Front()).(*conn)
		evicted.elem = nil
		evicted.read.Store(true)
	}
	l.mu.Unlock()
	if evicted != nil {
		_ = evicted.Conn.Close()
	}
	return pc, nil
}

// conn is an accepted connection, pending until its header is read.
type conn struct {
	net.Conn
	l    *listener
	elem *list.Element // under l.mu; nil once read or evicted
	read atomic.Bool   // header read (or conn closed): no longer pending
}

// done takes c off the pending list.
func (c *conn) done() {
	if c.read.Load() {
		return
	}
	c.l.mu.Lock()
	if c.elem != nil {
		c.l.pending.Remove(c.elem)
		c.elem = nil
	}
	c.read.Store(true)
	c.l.mu.Unlock()
}

// RemoteAddr is the client's address: from the header for a named peer.
func (c *conn) RemoteAddr() net.Addr {
	a := c.Conn.RemoteAddr()
	c.done()
	return a
}

func (c *conn) Read(b []byte) (int, error) {
	n, err := c.Conn.Read(b)
	c.done()
	return n, err
}

func (c *conn) Write(b []byte) (int, error) {
	n, err := c.Conn.Write(b)
	c.done()
	return n, err
}

// Close closes the connection and gives its place back.
func (c *conn) Close() error {
	c.done()
	return c.Conn.Close()
}
