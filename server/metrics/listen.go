package metrics

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// MaxConns bounds the connections an address of Listen keeps open at
// once; one more waits until one closes.
const MaxConns = 16

// Listen listens on addr (host:port), accepting at most MaxConns
// connections at once.
func Listen(addr string) (net.Listener, error) {
	tl, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	return &limitListener{Listener: tl, slots: make(chan struct{}, MaxConns)}, nil
}

// HTTPServer serves h with the bounds an operator's address needs: a
// request's header read within 5 s and the request within 10 s, a
// response written within write, small headers, idle connections closed.
func HTTPServer(h http.Handler, write time.Duration) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second,
		WriteTimeout: write, IdleTimeout: time.Minute, MaxHeaderBytes: 8 << 10}
}

// Private reports whether a listener's address is a loopback or private
// one (0.0.0.0 and :: listen on every address: not private).
func Private(a net.Addr) bool {
	tcp, ok := a.(*net.TCPAddr)
	return ok && (tcp.IP.IsLoopback() || tcp.IP.IsPrivate())
}

// limitListener accepts a connection only while fewer than cap(slots)
// of its connections are open.
type limitListener struct {
	net.Listener
	slots chan struct{}
}

// Accept waits for a free slot, then for a connection.
func (l *limitListener) Accept() (net.Conn, error) {
	l.slots <- struct{}{}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &slotConn{Conn: c, free: sync.OnceFunc(func() { <-l.slots })}, nil
}

// slotConn is a connection that frees its slot when closed.
type slotConn struct {
	net.Conn
	free func()
}

// Close closes the connection and frees its slot.
func (c *slotConn) Close() error {
	err := c.Conn.Close()
	c.free()
	return err
}
