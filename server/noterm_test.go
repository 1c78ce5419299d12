package server

import (
	"errors"
	"strings"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// TestE2ENoTerminalOneLine: a session without a terminal (ssh -T … join
// CODE) is told how to connect in one line, and ends with exit status 1.
func TestE2ENoTerminalOneLine(t *testing.T) {
	_, addr, _ := startServer(t, nil)
	c, err := dialSSH(t, addr, "ann", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	s, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	var out syncBuffer // stdout and stderr, as a terminal shows them
	s.Stdout, s.Stderr = &out, &out
	err = s.Run("join K7QM")
	var exit *gossh.ExitError
	if !errors.As(err, &exit) || exit.ExitStatus() != 1 {
		t.Fatalf("exit: %v, want status 1", err)
	}
	got := out.String()
	if strings.Count(got, "\n") != 1 || !strings.HasSuffix(got, "\n") ||
		!strings.Contains(got, "connect with a terminal, e.g. ssh -t -p ") || !strings.Contains(got, " join K7QM") {
		t.Fatalf("want one line saying how to connect, got:\n%q", got)
	}
}
