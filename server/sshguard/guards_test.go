package sshguard

import (
	"net"
	"strings"
	"testing"
)

// TestAddrKey: an IPv4 address counts by itself, an IPv6 one by its /64,
// and an address that is not host:port by its text.
func TestAddrKey(t *testing.T) {
	for addr, want := range map[net.Addr]string{
		&net.TCPAddr{IP: net.ParseIP("192.0.2.7"), Port: 22}:              "192.0.2.7",
		&net.TCPAddr{IP: net.ParseIP("2001:db8:1:2:3:4:5:6"), Port: 22}:   "2001:db8:1:2::/64",
		&net.TCPAddr{IP: net.ParseIP("2001:db8:1:2:ffff::1"), Port: 2222}: "2001:db8:1:2::/64",
		&net.UnixAddr{Name: "sock", Net: "unix"}:                          "sock",
	} {
		if got := AddrKey(addr); got != want {
			t.Errorf("AddrKey(%v) = %q, want %q", addr, got, want)
		}
	}
}

// TestClampWindow: a size beyond the drawable one is cut to it, and a
// dimension of zero or less is the unknown one's default.
func TestClampWindow(t *testing.T) {
	for _, c := range []struct{ w, h, wantW, wantH int }{
		{100, 30, 100, 30},
		{1 << 30, 1 << 30, MaxWidth, MaxHeight},
		{0, -5, UnknownWidth, UnknownHeight},
	} {
		if w, h := ClampWindow(c.w, c.h); w != c.wantW || h != c.wantH {
			t.Errorf("ClampWindow(%d, %d) = %d×%d, want %d×%d", c.w, c.h, w, h, c.wantW, c.wantH)
		}
	}
}

// TestCommandTooLong: a command within the limit passes; one beyond it
// is refused with a line that names its size and the limit.
func TestCommandTooLong(t *testing.T) {
	payload := func(n int) []byte { return append([]byte{0, 0, 0, byte(n)}, strings.Repeat("x", n)...) }
	if line := commandTooLong("exec", payload(10), 10); line != "" {
		t.Errorf("a command of the limit's size was refused: %q", line)
	}
	line := commandTooLong("subsystem", payload(11), 10)
	if !strings.Contains(line, "subsystem name is too long (11 bytes; at most 10)") {
		t.Errorf("a subsystem name beyond the limit: %q", line)
	}
}
