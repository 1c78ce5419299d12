// Package proxyfrom takes the PROXY protocol (v1 and v2, as HAProxy and
// TCP load balancers send it) on the SSH listener, from the addresses the
// operator names alone: a connection from a named address must open with
// a PROXY header, and the client's address in it becomes the connection's
// remote address, which everything downstream (bans, per-address limits,
// rate limits, logs) reads; a connection from any other address that
// sends one is refused, and one that does not is served as a direct
// client.
package proxyfrom

import (
	"fmt"
	"net"
	"net/netip"
	"strings"

	proxyproto "github.com/pires/go-proxyproto"
)

// List is the addresses (single IPs or CIDR prefixes) a PROXY header is
// taken from.
type List []netip.Prefix

// Parse reads a comma-separated list of IP addresses and CIDR prefixes
// ("10.0.0.5,10.1.0.0/16,fd00::/8"); "" is the empty list.
func Parse(s string) (List, error) {
	var l List
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		p, err := parseItem(item)
		if err != nil {
			return nil, fmt.Errorf("want IP addresses or CIDR prefixes separated by commas (e.g. 10.0.0.5,10.1.0.0/16), got %q", item)
		}
		l = append(l, p)
	}
	return l, nil
}

// parseItem reads one address (a prefix of its full length) or prefix.
func parseItem(item string) (netip.Prefix, error) {
	if strings.Contains(item, "/") {
		p, err := netip.ParsePrefix(item)
		if err != nil {
			return netip.Prefix{}, err
		}
		if p.Addr().Is4In6() && p.Bits() >= 96 {
			p = netip.PrefixFrom(p.Addr().Unmap(), p.Bits()-96)
		}
		return p.Masked(), nil
	}
	a, err := netip.ParseAddr(item)
	if err != nil {
		return netip.Prefix{}, err
	}
	if a.Zone() != "" {
		return netip.Prefix{}, fmt.Errorf("zone in %q", item)
	}
	a = a.Unmap()
	return netip.PrefixFrom(a, a.BitLen()), nil
}

// Contains reports whether addr (a TCP peer) is in the list.
func (l List) Contains(addr net.Addr) bool {
	ap, err := netip.ParseAddrPort(addr.String())
	if err != nil {
		return false
	}
	a := ap.Addr().Unmap().WithZone("")
	for _, p := range l {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// policy requires a header from a listed peer and refuses one from any
// other.
func (l List) policy(o proxyproto.ConnPolicyOptions) (proxyproto.Policy, error) {
	if l.Contains(o.Upstream) {
		return proxyproto.REQUIRE, nil
	}
	return proxyproto.REJECT, nil
}
