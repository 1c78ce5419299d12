package server

import (
	"net"
	"testing"
)

// TestWebHintsNameTheRealSSHPort: a web session's lobby hints name the
// port the SSH server listens on, also when --listen asked for any port
// (:0, as the tests' servers do), not 22.
func TestWebHintsNameTheRealSSHPort(t *testing.T) {
	t.Parallel()
	_, addr, base := startWebServer(t, nil)
	_, port, err := net.SplitHostPort(addr)
	if err != nil || port == "0" || port == "22" {
		t.Fatalf("the SSH address %q", addr)
	}
	w, _ := openWebTerm(t, base, nil, "", "en-US", 80, 24)
	w.waitShowing("straight in: ssh -t -p " + port + " 127.0.0.1 join CODE")
}

// TestSSHHintLeavesOutPort22: on SSH's own port the hint needs no -p.
func TestSSHHintLeavesOutPort22(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ port, want string }{
		{"22", "ssh -t play.example.org join K7QM"},
		{"2222", "ssh -t -p 2222 play.example.org join K7QM"},
	} {
		a := &app{host: "play.example.org", port: tc.port}
		if got := a.sshHint("join K7QM"); got != tc.want {
			t.Errorf("port %s: %q, want %q", tc.port, got, tc.want)
		}
	}
}
