package names

import (
	"net"
	"net/netip"
	"strings"
)

// keyPrefixes begin an SSH key's fingerprint as ssh-keygen -l prints it
// (compared in lower case).
var keyPrefixes = []string{"sha256:", "sha1:", "md5:", "sha512:"}

// readsAsAddress reports whether a name reads as an IP address (IPv4 or
// IPv6, with a zone or not), a network (an address and a prefix length)
// or an SSH key's fingerprint: the ways fetaix admin names a target other
// than a player, which a player's name must not pass for.
func readsAsAddress(name string) bool {
	s := strings.TrimSpace(name)
	if _, err := netip.ParseAddr(s); err == nil {
		return true
	}
	if _, err := netip.ParsePrefix(s); err == nil {
		return true
	}
	if net.ParseIP(s) != nil { // the forms net reads and netip does not
		return true
	}
	if _, _, err := net.ParseCIDR(s); err == nil {
		return true
	}
	lower := strings.ToLower(s)
	for _, p := range keyPrefixes {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}
