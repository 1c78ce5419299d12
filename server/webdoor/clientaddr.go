package webdoor

import (
	"net"
	"net/http"
	"net/netip"
	"strings"

	"github.com/fetaix/fetaix/server/proxyfrom"
)

// clientAddr is the address a web request is counted, limited, banned and
// logged by: the TCP peer's, unless the peer is one of the trusted
// reverse proxies (--web-trust-proxy), whose X-Forwarded-For then gives
// it: the last address in the header, the one the proxy itself added
// (what the client wrote before it is the client's word, not the
// proxy's). From any other peer the header is ignored.
func clientAddr(r *http.Request, trust proxyfrom.List) net.Addr {
	peer, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return fakeAddr(r.RemoteAddr)
	}
	tcp := net.TCPAddrFromAddrPort(peer)
	if len(trust) == 0 || !trust.Contains(tcp) {
		return tcp
	}
	fwd := r.Header.Values("X-Forwarded-For")
	if len(fwd) == 0 {
		return tcp
	}
	last := fwd[len(fwd)-1]
	if i := strings.LastIndexByte(last, ','); i >= 0 {
		last = last[i+1:]
	}
	ip, err := netip.ParseAddr(strings.TrimSpace(last))
	if err != nil {
		return tcp
	}
	return net.TCPAddrFromAddrPort(netip.AddrPortFrom(ip.Unmap(), 0))
}

// forwardedHTTPS reports whether a trusted proxy says the page was
// reached over HTTPS (X-Forwarded-Proto), or the request came over TLS.
func forwardedHTTPS(r *http.Request, trust proxyfrom.List) bool {
	if r.TLS != nil {
		return true
	}
	peer, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil || !trust.Contains(net.TCPAddrFromAddrPort(peer)) {
		return false
	}
	return strings.EqualFold(strings.TrimSpace(r.Header.Get("X-Forwarded-Proto")), "https")
}

// fakeAddr is an address that is not host:port (never from a listener).
type fakeAddr string

func (a fakeAddr) Network() string { return "tcp" }
func (a fakeAddr) String() string  { return string(a) }

// sshAddr is a web session's local address, which the lobby's ssh hints
// name ("ssh -t -p PORT HOST join CODE"): the host the browser asked for
// (its Host header), and the port of the SSH server's listening address
// (22 when it has none).
func sshAddr(r *http.Request, sshListen string) net.Addr {
	_, port, err := net.SplitHostPort(sshListen)
	if err != nil || port == "" || port == "0" {
		port = "22"
	}
	host := r.Host
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	return fakeAddr(net.JoinHostPort(strings.Trim(host, "[]"), port))
}
