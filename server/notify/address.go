package notify

import (
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
)

// MaxURLLen bounds, in bytes, a notification address.
const MaxURLLen = 512

// ValidateURL checks a notification address as a player types it:
// https, or (allowPrivate) http to this machine; a host; no literal IP
// address that is not public unless allowPrivate. A host name is looked
// up only as a message is sent, where the address dialled is checked
// again (Dialer): a name may resolve to anything, at any time.
func ValidateURL(raw string, allowPrivate bool) error {
	if raw == "" {
		return errEmptyURL
	}
	if len(raw) > MaxURLLen {
		return errTooLong(len(raw))
	}
	u, err := url.Parse(raw)
	if err != nil || u.Opaque != "" {
		return errBadURL()
	}
	host := u.Hostname()
	switch strings.ToLower(u.Scheme) {
	case "https":
	case "http":
		if !allowPrivate {
			return errNotHTTPS
		}
		if ip, err := netip.ParseAddr(host); host != "" && ((err != nil && !strings.EqualFold(host, "localhost")) || (err == nil && !ip.Unmap().IsLoopback())) {
			return errHTTPNotLoop
		}
	default:
		return errNotHTTPS
	}
	if host == "" {
		return errNoHost
	}
	if ip, err := netip.ParseAddr(host); err == nil && !allowPrivate && !Public(ip) {
		return &AddressError{IP: ip}
	}
	return nil
}

// AddressError refuses an address that is not public: private, loopback,
// link-local and the like.
type AddressError struct{ IP netip.Addr }

// Error says which address and that it is refused.
func (e *AddressError) Error() string {
	return fmt.Sprintf("%s is not a public internet address: messages go only to public ones", e.IP)
}

// notPublic are ranges beyond netip's own tests that are not public
// unicast addresses, or that can lead to private ones (NAT64, 6to4,
// Teredo embed IPv4 addresses).
var notPublic = func() []netip.Prefix {
	var out []netip.Prefix
	for _, s := range []string{
		"0.0.0.0/8", "100.64.0.0/10", "192.0.0.0/24", "192.0.2.0/24", "198.18.0.0/15",
		"198.51.100.0/24", "203.0.113.0/24", "240.0.0.0/4",
		"64:ff9b::/96", "64:ff9b:1::/48", "100::/64", "2001::/32", "2001:db8::/32", "2002::/16", "fec0::/10",
	} {
		out = append(out, netip.MustParsePrefix(s))
	}
	return out
}()

// Public reports whether ip is a public unicast address: not loopback,
// private, link-local, unspecified, multicast, shared (CGNAT),
// documentation, benchmarking or reserved.
func Public(ip netip.Addr) bool {
	ip = ip.Unmap()
	if !ip.IsValid() || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsMulticast() ||
		ip.IsUnspecified() || ip.IsInterfaceLocalMulticast() || ip.IsLinkLocalMulticast() || ip.Zone() != "" {
		return false
	}
	for _, p := range notPublic {
		if p.Contains(ip) {
			return false
		}
	}
	return true
}

// dialControl returns the check of every address dialled, after the name
// was resolved, so that a name resolving to a private address (at once
// or later: DNS rebinding) is refused as the connection is made. loopOnly
// (plain http) allows loopback alone; else allowPrivate allows any
// address, and without it only public ones pass.
func dialControl(loopOnly, allowPrivate bool) func(network, address string, _ syscall.RawConn) error {
	return func(_, address string, _ syscall.RawConn) error {
		host, _, err := net.SplitHostPort(address)
		if err != nil {
			return err
		}
		ip, err := netip.ParseAddr(host)
		if err != nil {
			return err
		}
		switch {
		case loopOnly && !ip.Unmap().IsLoopback():
			return &AddressError{IP: ip}
		case !loopOnly && !allowPrivate && !Public(ip):
			return &AddressError{IP: ip}
		}
		return nil
	}
}
