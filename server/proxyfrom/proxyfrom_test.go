package proxyfrom

import (
	"io"
	"net"
	"strings"
	"testing"
	"time"
)

// TestParse: addresses and prefixes, IPv4 and IPv6, are read; anything
// else is refused naming the item.
func TestParse(t *testing.T) {
	l, err := Parse(" 10.0.0.5, 192.168.0.0/16,fd00::/8, ::ffff:10.1.2.3 ")
	if err != nil {
		t.Fatal(err)
	}
	for addr, want := range map[string]bool{
		"10.0.0.5:1": true, "10.0.0.6:1": false, "192.168.7.9:1": true, "[fd12::1]:1": true,
		"[fe80::1]:1": false, "10.1.2.3:1": true, "[::ffff:10.0.0.5]:1": true,
	} {
		a, _ := net.ResolveTCPAddr("tcp", addr)
		if got := l.Contains(a); got != want {
			t.Errorf("%s: contained %v, want %v", addr, got, want)
		}
	}
	if l, err := Parse(""); err != nil || len(l) != 0 {
		t.Errorf(`"": %v, %v; want the empty list`, l, err)
	}
	for _, bad := range []string{"nonsense", "10.0.0.0/33", "10.0.0.5,", "10.0.0.1:80", "fe80::1%eth0"} {
		if _, err := Parse(bad); err == nil || !strings.Contains(err.Error(), "want IP addresses or CIDR prefixes") {
			t.Errorf("%q: got %v, want it refused", bad, err)
		}
	}
}

// TestPendingHeadersAreBounded: connections that have not sent their
// first bytes beyond the bound close the oldest; one whose address was
// read no longer counts.
func TestPendingHeadersAreBounded(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	l, _ := Parse("10.9.9.9")
	ln := wrap(inner, l, 2)
	defer ln.Close()
	dial := func() net.Conn {
		c, err := net.Dial("tcp", inner.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	accept := func() net.Conn {
		c, err := ln.Accept()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	closed := func(c net.Conn) bool {
		_ = c.SetReadDeadline(time.Now().Add(200 * time.Millisecond))
		_, err := c.Read(make([]byte, 1))
		return err == io.EOF
	}
	c1, c2 := dial(), dial()
	s1, _ := accept(), accept()
	// the first one's client speaks: its address is read, it is served
	if _, err := c1.Write([]byte("SSH-2.0-x\r\n")); err != nil {
		t.Fatal(err)
	}
	if a := s1.RemoteAddr().String(); a != c1.LocalAddr().String() {
		t.Fatalf("a direct client's address read %s, want %s", a, c1.LocalAddr())
	}
	c3 := dial()
	accept() // two pending: c2, c3
	if closed(c1) || closed(c2) || closed(c3) {
		t.Fatal("a connection was closed within the bound")
	}
	c4 := dial()
	accept() // three pending: the oldest, c2, goes
	if !closed(c2) {
		t.Fatal("the oldest pending connection was kept past the bound")
	}
	if closed(c1) || closed(c3) || closed(c4) {
		t.Fatal("a connection other than the oldest pending was closed")
	}
}

// TestWrapWithoutListIsTheListener: with no list no header is read.
func TestWrapWithoutListIsTheListener(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer inner.Close()
	if ln, err := Wrap(inner, ""); err != nil || ln != inner {
		t.Fatalf("Wrap with no list: %v, %v; want the listener itself", ln, err)
	}
	if _, err := Wrap(inner, "x"); err == nil {
		t.Fatal("Wrap took a bad list")
	}
}
