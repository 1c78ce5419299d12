package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// startWebServer runs a server with its web door on loopback, and returns
// it, its SSH address and the web door's base URL.
func startWebServer(tb testing.TB, tweak func(*Config)) (*Server, string, string) {
	tb.Helper()
	srv, addr, _ := startServer(tb, func(c *Config) {
		c.Web.Addr = "127.0.0.1:0"
		if tweak != nil {
			tweak(c)
		}
	})
	web, err := srv.ServeWeb()
	if err != nil {
		tb.Fatal(err)
	}
	return srv, addr, "http://" + web.String()
}

// webWriter is a term's input over a WebSocket: each write one binary
// message.
type webWriter struct{ c *websocket.Conn }

func (w webWriter) Write(p []byte) (int, error) {
	ctx, cancel := context.WithTimeout(context.Background(), waitTimeout)
	defer cancel()
	if err := w.c.Write(ctx, websocket.MessageBinary, p); err != nil {
		return 0, err
	}
	return len(p), nil
}

func (w webWriter) Close() error { return w.c.Close(websocket.StatusNormalClosure, "") }

// dialWeb opens the web door's WebSocket with header h (nil: none).
func dialWeb(tb testing.TB, base string, h http.Header) (*websocket.Conn, *http.Response, error) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitTimeout)
	defer cancel()
	return websocket.Dial(ctx, "ws"+base[len("http"):]+"/ws", &websocket.DialOptions{HTTPHeader: h})
}

// dialWebFrom is dialWeb from the local IP address from.
func dialWebFrom(tb testing.TB, base, from string) (*websocket.Conn, *http.Response, error) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitTimeout)
	defer cancel()
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
	hc := &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}
	return websocket.Dial(ctx, "ws"+base[len("http"):]+"/ws", &websocket.DialOptions{HTTPClient: hc})
}

// webConn is a web session's connection, read by its term.
type webConn struct {
	*websocket.Conn
	t   *term
	err error // why reading ended, once t.done is closed
}

// closed waits for the server to close the session and returns the
// status and reason it gave.
func (c *webConn) closed(tb testing.TB) (websocket.StatusCode, string) {
	tb.Helper()
	select {
	case <-c.t.done:
	case <-time.After(waitTimeout):
		tb.Fatal("the web session was not closed")
	}
	var ce websocket.CloseError
	if !errors.As(c.err, &ce) {
		tb.Fatalf("the connection ended without a close frame: %v", c.err)
	}
	return ce.Code, ce.Reason
}

// openWebTerm opens a web session at w×h saying hello with name and
// lang, and returns it as a term recording the screen, and its
// connection. The session ends with the test.
func openWebTerm(tb testing.TB, base string, h http.Header, name, lang string, w, hgt int) (*term, *webConn) {
	tb.Helper()
	c, _, err := dialWeb(tb, base, h)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = c.CloseNow() })
	hello, _ := json.Marshal(map[string]any{"cols": w, "rows": hgt, "name": name, "lang": lang})
	if err := c.Write(context.Background(), websocket.MessageText, hello); err != nil {
		tb.Fatal(err)
	}
	t := &term{tb: tb, w: w, h: hgt, stdin: webWriter{c}, done: make(chan struct{}), signal: make(chan struct{})}
	wc := &webConn{Conn: c, t: t}
	go func() {
		defer close(t.done)
		for {
			_, b, err := c.Read(context.Background())
			t.mu.Lock()
			t.out = append(t.out, b...)
			t.reads = append(t.reads, len(t.out))
			t.lastRead = time.Now()
			close(t.signal)
			t.signal = make(chan struct{})
			t.mu.Unlock()
			if bytes.Contains(b, []byte("\x1b]11;?")) { // answer as xterm.js does
				_, _ = t.stdin.Write([]byte("\x1b]11;rgb:0000/0000/0000\x07"))
			}
			if err != nil {
				wc.err = err
				return
			}
		}
	}()
	return t, wc
}

// closedWith waits for the server to close c and returns the status and
// reason it gave.
func closedWith(tb testing.TB, c *websocket.Conn) (websocket.StatusCode, string) {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitTimeout)
	defer cancel()
	for {
		_, _, err := c.Read(ctx)
		if err == nil {
			continue
		}
		var ce websocket.CloseError
		if errors.As(err, &ce) {
			return ce.Code, ce.Reason
		}
		tb.Fatalf("the connection ended without a close frame: %v", err)
	}
}
