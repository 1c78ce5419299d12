package server

import (
	"strings"
	"testing"
	"time"
)

// leaveAltScreen is what a program writes when it leaves the alternate
// screen, giving the terminal its own screen back.
const leaveAltScreen = "\x1b[?1049l"

// ended waits until the server has ended tm's session (its output ended).
func ended(t *testing.T, tm *term) {
	t.Helper()
	select {
	case <-tm.done:
	case <-time.After(waitTimeout):
		t.Fatalf("the session did not end; output:\n%q", tm.raw(0))
	}
}

// TestE2ESessionEndsOnTheTerminalsOwnScreen: a session that ends — the
// player quits, or the server goes down — gives the client its terminal
// back (the last of the output is not lost as the session closes), and the
// goodbye stays on the terminal's own screen, ended by a line break, so
// that what the client prints next starts a line of its own.
func TestE2ESessionEndsOnTheTerminalsOwnScreen(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	quitter := openTerm(t, addr, "quitter", nil, "", 80, 24)
	quitter.waitText(0, lobbyText)
	quitter.send("q")
	ended(t, quitter)
	if !strings.Contains(quitter.raw(0), leaveAltScreen) {
		t.Fatalf("quitting left the client's terminal on the alternate screen; output ends:\n%q", tail(quitter.raw(0)))
	}

	ann := openTerm(t, addr, "ann", nil, "", 80, 24)
	ann.waitText(0, lobbyText)
	done := make(chan error, 1)
	go func() { done <- srv.Shutdown(t.Context()) }()
	ended(t, ann)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	raw := ann.raw(0)
	i := strings.LastIndex(raw, leaveAltScreen)
	if i < 0 {
		t.Fatalf("the shutdown left the client's terminal on the alternate screen; output ends:\n%q", tail(raw))
	}
	if after := raw[i:]; !strings.Contains(after, "Goodbye!") || !strings.HasSuffix(after, "\r\n") {
		t.Fatalf("the goodbye is not on the terminal's own screen ended by a line break; output after the alternate screen:\n%q", after)
	}
}

// tail is the end of an output, for messages.
func tail(s string) string { return s[max(len(s)-400, 0):] }
