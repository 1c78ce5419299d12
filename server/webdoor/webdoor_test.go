package webdoor

import (
	"crypto/tls"
	"errors"
	"io"
	"net"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/proxyfrom"
)

// TestClientAddrBelievesTrustedProxiesOnly: X-Forwarded-For's last
// address is the client's from a trusted peer only; a header that does
// not parse leaves the peer's.
func TestClientAddrBelievesTrustedProxiesOnly(t *testing.T) {
	t.Parallel()
	trust, err := proxyfrom.Parse("10.0.0.0/8,fd00::/8")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ peer, xff, want string }{
		{"10.1.2.3:5000", "198.51.100.1, 203.0.113.9", "203.0.113.9:0"},
		{"10.1.2.3:5000", "", "10.1.2.3:5000"},
		{"10.1.2.3:5000", "not an address", "10.1.2.3:5000"},
		{"[fd00::1]:5000", "2001:db8::7", "[2001:db8::7]:0"},
		{"192.0.2.5:5000", "203.0.113.9", "192.0.2.5:5000"},
	} {
		r := httptest.NewRequest("GET", "/ws", nil)
		r.RemoteAddr = tc.peer
		if tc.xff != "" {
			r.Header.Set("X-Forwarded-For", tc.xff)
		}
		if got := clientAddr(r, trust).String(); got != tc.want {
			t.Errorf("peer %s, X-Forwarded-For %q: %s, want %s", tc.peer, tc.xff, got, tc.want)
		}
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr, r.Header["X-Forwarded-Proto"] = "192.0.2.5:5000", []string{"https"}
	if forwardedHTTPS(r, trust) {
		t.Error("an untrusted peer's X-Forwarded-Proto was believed")
	}
	r.RemoteAddr = "10.0.0.1:5000"
	if !forwardedHTTPS(r, trust) {
		t.Error("a trusted proxy's X-Forwarded-Proto: https was not believed")
	}
	r.RemoteAddr, r.Header["X-Forwarded-Proto"], r.TLS = "192.0.2.5:5000", nil, &tls.ConnectionState{}
	if !forwardedHTTPS(r, trust) {
		t.Error("a request over TLS is HTTPS")
	}
}

// TestHelloIsBounded: the hello's language becomes LANG, its name and
// language are cut to their bounds and characters; a hello that is not
// JSON is refused.
func TestHelloIsBounded(t *testing.T) {
	t.Parallel()
	h, err := parseHello([]byte(`{"cols":90,"rows":30,"lang":"fr-FR","name":"am\u001bina; rm"}`))
	if err != nil || h.Cols != 90 || h.Rows != 30 || h.Lang != "fr_FR.UTF-8" || h.Name != "aminarm" {
		t.Errorf("hello: %+v, %v", h, err)
	}
	long := strings.Repeat("x", 500)
	h, err = parseHello([]byte(`{"lang":"` + long + `","name":"` + long + `"}`))
	if err != nil || len(h.Name) != MaxHelloName || len(h.Lang) != MaxHelloLang+len(".UTF-8") {
		t.Errorf("long hello: name %d bytes, lang %q, %v", len(h.Name), h.Lang, err)
	}
	if _, err := parseHello([]byte("hello")); err == nil {
		t.Error("a hello that is not JSON was taken")
	}
	if _, err := parseResize([]byte(`{"cols":"wide"}`)); err == nil {
		t.Error("a resize that does not parse was taken")
	}
}

// TestAdmissionCountsPerAddressAndInAll: the caps bite and give back.
func TestAdmissionCountsPerAddressAndInAll(t *testing.T) {
	t.Parallel()
	a := newAdmission(3, 2)
	for _, addr := range []string{"a", "a", "b"} {
		if why := a.take(addr); why != "" {
			t.Fatalf("%s refused: %s", addr, why)
		}
	}
	if why := a.take("c"); why != txtDoorFull {
		t.Errorf("a fourth session: %q, want the door full", why)
	}
	a.release("b")
	if why := a.take("a"); why != txtTooManyFromAddr {
		t.Errorf("a third from one address: %q", why)
	}
	if why := a.take("c"); why != "" || a.open() != 3 {
		t.Errorf("after a release: %q, %d open", why, a.open())
	}
}

// TestConnLimitClosesBeyondItsBounds: a connection beyond the
// per-address bound is closed at once, and its place comes back when one
// closes; a trusted proxy is counted in all only.
func TestConnLimitClosesBeyondItsBounds(t *testing.T) {
	t.Parallel()
	for _, trusted := range []bool{false, true} {
		inner, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		var trust proxyfrom.List
		if trusted {
			trust, _ = proxyfrom.Parse("127.0.0.1")
		}
		ln := newConnLimit(inner, 3, 2, trust, func(string, ...any) {})
		accepted := make(chan net.Conn, 8)
		go func() {
			for {
				c, err := ln.Accept()
				if err != nil {
					close(accepted)
					return
				}
				accepted <- c
			}
		}()
		var open []net.Conn
		for range 3 {
			c, err := net.Dial("tcp", inner.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			open = append(open, c)
		}
		closedAtOnce := func(c net.Conn) bool {
			_ = c.SetReadDeadline(time.Now().Add(200 * time.Millisecond))
			_, err := c.Read(make([]byte, 1))
			return errors.Is(err, io.EOF)
		}
		if got := closedAtOnce(open[2]); got == trusted {
			t.Errorf("trusted %v: a third connection from one address closed at once: %v", trusted, got)
		}
		if trusted {
			extra, err := net.Dial("tcp", inner.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			if !closedAtOnce(extra) {
				t.Error("a fourth connection, beyond 3 in all, was kept")
			}
			_ = extra.Close()
		}
		_ = ln.Close()
		for c := range accepted {
			_ = c.Close()
		}
	}
}

// TestNewRefusesABadConfig: no address, or trusted proxies that do not
// parse, are refused with the flag named.
func TestNewRefusesABadConfig(t *testing.T) {
	t.Parallel()
	if _, err := New(Config{}, Deps{}); err == nil || !strings.Contains(err.Error(), "--web ADDR") {
		t.Errorf("no address: %v", err)
	}
	if _, err := New(Config{Addr: "127.0.0.1:0", TrustProxy: "nonsense"}, Deps{}); err == nil || !strings.Contains(err.Error(), "--web-trust-proxy") {
		t.Errorf("a bad proxy list: %v", err)
	}
}

// TestSSHAddrNamesTheHostAndTheSSHPort: the lobby's ssh hints name the
// host the browser asked for and the SSH server's port.
func TestSSHAddrNamesTheHostAndTheSSHPort(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ host, listen, want string }{
		{"play.example.org", ":23234", "play.example.org:23234"},
		{"play.example.org:8080", "0.0.0.0:2222", "play.example.org:2222"},
		{"[2001:db8::1]:8080", ":23234", "[2001:db8::1]:23234"},
		{"127.0.0.1:8080", "127.0.0.1:0", "127.0.0.1:22"},
	} {
		r := httptest.NewRequest("GET", "/ws", nil)
		r.Host = tc.host
		if got := sshAddr(r, tc.listen).String(); got != tc.want {
			t.Errorf("Host %s, SSH on %s: %s, want %s", tc.host, tc.listen, got, tc.want)
		}
	}
}
