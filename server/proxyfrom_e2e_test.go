package server

// The PROXY protocol on the SSH listener (--proxy-from), over real TCP and
// SSH on loopback: the address a load balancer's header gives is the one
// bans and per-address limits see.

import (
	"errors"
	"fmt"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	proxyproto "github.com/pires/go-proxyproto"
	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/store"
)

// proxyHeader is a PROXY header (version 1 or 2) for a TCP client at from.
func proxyHeader(version byte, from string) *proxyproto.Header {
	return &proxyproto.Header{Version: version, Command: proxyproto.PROXY, TransportProtocol: proxyproto.TCPv4,
		SourceAddr:      &net.TCPAddr{IP: net.ParseIP(from), Port: 40001},
		DestinationAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 23234}}
}

// dialProxied connects to addr as a guest, writing hdr (when not nil)
// before the SSH handshake, as a load balancer does; told collects what
// the server tells a refused client (its keyboard-interactive prompts).
func dialProxied(t *testing.T, addr string, hdr *proxyproto.Header) (c *gossh.Client, told string, err error) {
	t.Helper()
	nc, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	_ = nc.SetDeadline(time.Now().Add(10 * time.Second))
	if hdr != nil {
		if _, err := hdr.WriteTo(nc); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	var all strings.Builder
	cfg := clientConfig("guest", nil)
	cfg.Auth = []gossh.AuthMethod{gossh.RetryableAuthMethod(gossh.KeyboardInteractive(
		func(_, instruction string, questions []string, _ []bool) ([]string, error) {
			mu.Lock()
			defer mu.Unlock()
			all.WriteString(instruction + strings.Join(questions, ""))
			return make([]string, len(questions)), nil
		}), 3)}
	sc, chans, reqs, err := gossh.NewClientConn(nc, addr, cfg)
	mu.Lock()
	told = all.String()
	mu.Unlock()
	if err != nil {
		nc.Close()
		return nil, told, err
	}
	_ = nc.SetDeadline(time.Time{})
	c = gossh.NewClient(sc, chans, reqs)
	t.Cleanup(func() { c.Close() })
	return c, told, nil
}

// bannedText is in what a client from a banned address is told.
const bannedText = "your address is banned"

// TestE2EProxyHeaderGivesTheClientsAddress: with --proxy-from naming the
// loopback, a connection's PROXY header (v1 and v2) gives the address the
// server sees: a client the header places at a banned address is refused
// as banned, one placed elsewhere gets in; the per-address connection
// limit counts the header's address; and a connection from the named
// address without a header is refused.
func TestE2EProxyHeaderGivesTheClientsAddress(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, func(c *Config) {
		quickSanctions(c)
		c.ProxyFrom = "127.0.0.1/32"
		c.MaxConnsPerAddr = 1
	})
	sanctionNow(t, srv, store.Ban, "203.0.113.7", "a bot farm", 0)
	for _, v := range []byte{1, 2} {
		waitUntil(t, "the banned address to be refused", func() bool {
			c, told, err := dialProxied(t, addr, proxyHeader(v, "203.0.113.7"))
			if c != nil {
				c.Close() // in before the ban was read: not held against the limit
			}
			return err != nil && strings.Contains(told, bannedText)
		})
		// addresses of their own to each version: a closed connection
		// leaves the server's count a moment later
		one, two := fmt.Sprintf("198.51.100.%d", 10*v), fmt.Sprintf("198.51.100.%d", 10*v+1)
		if _, told, err := dialProxied(t, addr, proxyHeader(v, one)); err != nil {
			t.Fatalf("v%d: a client placed at an address not banned was refused: %v (told %q)", v, err, told)
		}
		if _, _, err := dialProxied(t, addr, proxyHeader(v, two)); err != nil {
			t.Fatalf("v%d: a second client from another address was refused: %v", v, err)
		}
		if _, _, err := dialProxied(t, addr, proxyHeader(v, one)); err == nil {
			t.Fatalf("v%d: a second connection from %s got in past --max-conns-per-addr 1", v, one)
		}
	}
	if _, told, err := dialProxied(t, addr, nil); err == nil || strings.Contains(told, bannedText) {
		t.Fatalf("a connection from the named load balancer without a header: err %v, told %q; want it refused", err, told)
	}
}

// TestE2EProxyHeaderRefusedFromOthers: with --proxy-from naming another
// address, a client from the loopback that sends a PROXY header is
// refused, and one that does not is served as a direct client.
func TestE2EProxyHeaderRefusedFromOthers(t *testing.T) {
	t.Parallel()
	_, addr, _ := startServer(t, func(c *Config) { c.ProxyFrom = "10.9.9.9" })
	for _, v := range []byte{1, 2} {
		if _, _, err := dialProxied(t, addr, proxyHeader(v, "203.0.113.7")); err == nil {
			t.Fatalf("v%d: a PROXY header from an address not named was taken", v)
		}
	}
	if _, told, err := dialProxied(t, addr, nil); err != nil {
		t.Fatalf("a direct client was refused: %v (told %q)", err, told)
	}
}

// TestE2EProxyHeaderIgnoredWithoutTheFlag: without --proxy-from no header
// is read: with the loopback banned, a client whose v1 header claims
// another address is refused as the loopback (the SSH handshake skips
// the header's line), and a v2 header breaks the handshake.
func TestE2EProxyHeaderIgnoredWithoutTheFlag(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	sanctionNow(t, srv, store.Ban, "127.0.0.1", "testing", 0)
	waitUntil(t, "the loopback to be refused despite the header", func() bool {
		_, told, err := dialProxied(t, addr, proxyHeader(1, "203.0.113.7"))
		return err != nil && strings.Contains(told, bannedText)
	})
	if _, told, err := dialProxied(t, addr, proxyHeader(2, "203.0.113.7")); err == nil || strings.Contains(told, bannedText) {
		t.Fatalf("a v2 header without --proxy-from: err %v, told %q; want the handshake to fail", err, told)
	}
}

// TestProxyFromRefusedByNew: a Config whose ProxyFrom does not parse is
// refused at New, naming the setting.
func TestProxyFromRefusedByNew(t *testing.T) {
	_, err := New(Config{Listen: "127.0.0.1:0", DataDir: dataDir(t), ProxyFrom: "10.0.0.1,lb.example"})
	var se *SettingError
	if !errors.As(err, &se) || se.Name != "proxy-from" {
		t.Fatalf("got %v, want a SettingError naming proxy-from", err)
	}
}
