package metrics

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"testing"
	"time"
)

// TestListenConnectionsBounded: an address of Listen keeps at most
// MaxConns connections open; one more is answered once one of them
// closes.
func TestListenConnectionsBounded(t *testing.T) {
	t.Parallel()
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := HTTPServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { fmt.Fprintln(w, "ok") }), 30*time.Second)
	go func() { _ = hs.Serve(ln) }()
	t.Cleanup(func() { _ = hs.Close() })
	base := ln.Addr().String()
	var held []net.Conn
	for range MaxConns {
		c, err := net.Dial("tcp", base)
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, c)
	}
	// each held connection has been accepted once a request on it is answered
	for _, c := range held {
		fmt.Fprintf(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
		if _, err := http.ReadResponse(bufio.NewReader(c), nil); err != nil {
			t.Fatal(err)
		}
	}
	answered := make(chan int, 1)
	go func() {
		resp, err := http.Get("http://" + base + "/healthz")
		if err != nil {
			answered <- 0
			return
		}
		resp.Body.Close()
		answered <- resp.StatusCode
	}()
	select {
	case code := <-answered:
		t.Fatalf("a connection beyond the %d open ones was answered (%d)", MaxConns, code)
	case <-time.After(300 * time.Millisecond):
	}
	held[0].Close()
	if code := <-answered; code != http.StatusOK {
		t.Fatalf("the waiting connection got %d once a slot was free", code)
	}
	for _, c := range held[1:] {
		c.Close()
	}
}
