package server

import (
	"net"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
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

// TestRevokedWebSaysHowManyInEachLanguage: the account page's note on
// signing out every browser agrees with the count in French and Arabic,
// English as before.
func TestRevokedWebSaysHowManyInEachLanguage(t *testing.T) {
	t.Parallel()
	var en *i18n.Localizer
	if got := en.N(txtRevokedWeb, 1); got != "signed out 1 browser(s): they play as guests from their next session" {
		t.Errorf("English: %q", got)
	}
	fr, ar := i18n.New(i18n.French, i18n.BidiApp), i18n.New(i18n.Arabic, i18n.BidiApp)
	for n, want := range map[int]string{1: "1 navigateur déconnecté", 3: "3 navigateurs déconnectés"} {
		if got := fr.N(txtRevokedWeb, n); !strings.HasPrefix(got, want) {
			t.Errorf("French, %d: %q", n, got)
		}
	}
	for n, want := range map[int]string{0: "لم يكن أي متصفح", 2: "متصفحين", 3: "3 متصفحات", 11: "11 متصفحًا"} {
		if got := ar.N(txtRevokedWeb, n); !strings.Contains(got, want) {
			t.Errorf("Arabic, %d: %q", n, got)
		}
	}
}
