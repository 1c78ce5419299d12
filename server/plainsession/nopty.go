package plainsession

import (
	"io"
	"net"
	"strings"

	"charm.land/ssh"

	"github.com/fetaix/fetaix/internal/i18n"
)

// NoPty turns away a session without a terminal, but for the commands
// that need none (those before it in the chain: plain, bot), in one line
// that says how to connect: with a terminal, or in plain mode (exit
// status 1), in the language of the client's environment.
func NoPty(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if _, _, ok := sess.Pty(); !ok {
			host, port := HostPort(sess.LocalAddr())
			cmd := sess.RawCommand()
			if cmd != "" {
				cmd = " " + cmd
			}
			portFlag := ""
			if port != "22" {
				portFlag = "-p " + port + " "
			}
			getenv := i18n.Environ(sess.Environ())
			lang, _ := i18n.Choose("", getenv)
			l := i18n.New(lang, i18n.BidiFromEnv(getenv))
			_, _ = io.WriteString(sess.Stderr(), l.V(txtNoPty, "Port", portFlag, "Host", host, "Command", cmd, "Plain", SSHCommand)+"\n")
			_ = sess.Exit(1)
			return
		}
		next(sess)
	}
}

// HostPort splits a session's local address for the hints shown to
// users ("[::1]" for an IPv6 host; port 22 when it cannot be read).
func HostPort(a net.Addr) (string, string) {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String(), "22"
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	return host, port
}
