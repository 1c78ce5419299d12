//go:build unix

package cli

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/creack/pty"
)

// fetaixCmd returns a command that runs fetaix (this test binary, see
// TestMain) with args, on a terminal that calls itself an xterm.
func fetaixCmd(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), runMainEnv+"=1", "TERM=xterm-256color", "COLORTERM=truecolor", "COLORFGBG=", "CI=")
	return cmd
}

// testPty is a pseudo-terminal whose terminal side a child of the test
// gets; everything the child writes to it is kept.
type testPty struct {
	master, tty *os.File
	mu          sync.Mutex
	out         bytes.Buffer
	read        chan struct{} // closed when the master reads no more
}

// The background-colour query (OSC 11) and a terminal's answers to it for
// a light or a dark background.
const (
	backgroundQuery = "\x1b]11;?"
	lightAnswer     = "\x1b]11;rgb:ffff/ffff/ffff\x1b\\"
	darkAnswer      = "\x1b]11;rgb:0000/0000/0000\x1b\\"
)

// openPty opens a 100×30 pseudo-terminal. It answers each query for the
// cursor position (the end of termenv's background-colour query) with
// answer, or never answers anything when answer is empty, as some
// terminals and relays do not.
func openPty(t *testing.T, answer string) *testPty {
	t.Helper()
	master, tty, err := pty.Open()
	if errors.Is(err, pty.ErrUnsupported) {
		t.Skip("no pseudo-terminals here")
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := pty.Setsize(master, &pty.Winsize{Rows: 30, Cols: 100}); err != nil {
		t.Fatal(err)
	}
	p := &testPty{master: master, tty: tty, read: make(chan struct{})}
	go func() {
		defer close(p.read)
		buf := make([]byte, 4096)
		answered := 0
		for {
			n, err := master.Read(buf)
			p.mu.Lock()
			p.out.Write(buf[:n])
			queries := strings.Count(p.out.String(), backgroundQuery)
			p.mu.Unlock()
			for ; answer != "" && answered < queries; answered++ {
				_, _ = io.WriteString(master, answer) // an answer lost shows as the program's wrong colours
			}
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		tty.Close()
		master.Close()
	})
	return p
}

// output returns what the child has written so far.
func (p *testPty) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.String()
}

// waitOutput waits at most d for the output to contain want after the
// index from, and returns where it ends (or -1).
func (p *testPty) waitOutput(from int, want string, d time.Duration) int {
	for end := time.Now().Add(d); ; time.Sleep(10 * time.Millisecond) {
		if out := p.output(); len(out) >= from {
			if i := strings.Index(out[from:], want); i >= 0 {
				return from + i + len(want)
			}
		}
		if time.Now().After(end) {
			return -1
		}
	}
}

// finish closes the test's end of the terminal side and returns all that
// the child wrote (once it has ended).
func (p *testPty) finish() string {
	p.tty.Close()
	<-p.read
	return p.output()
}

// waitExit waits at most d for cmd to end, and kills it if it has not.
func waitExit(cmd *exec.Cmd, d time.Duration) (exited bool) {
	done := make(chan struct{})
	go func() {
		_ = cmd.Wait() // how it exited is not what is waited for
		close(done)
	}()
	select {
	case <-done:
		return true
	case <-time.After(d):
		_ = cmd.Process.Kill() // fails only for a process already gone
		<-done
		return false
	}
}

// TestPlayNeedsTerminal: the game refuses at once, with a message naming
// the stream, when standard input or output is not a terminal (echo hi |
// fetaix, fetaix > file) rather than drawing a board that keys never reach
// or that nobody sees; the tools keep working with pipes.
func TestPlayNeedsTerminal(t *testing.T) {
	p := openPty(t, "")
	file, err := os.Create(t.TempDir() + "/screen")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	for _, tc := range []struct {
		name  string
		stdin io.Reader // a file is given as it is, anything else through a pipe
		out   io.Writer
		want  string
	}{
		{"stdin pipe", strings.NewReader("hi\n"), p.tty, "standard input is not a terminal"},
		{"stdout file", p.tty, file, "standard output is not a terminal"},
		{"both pipes", strings.NewReader(""), new(bytes.Buffer), "standard input and output are not terminals"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stderr bytes.Buffer
			cmd := fetaixCmd(t, "--level", "3")
			cmd.Stdin, cmd.Stdout = tc.stdin, tc.out
			cmd.Stderr = &stderr
			start := time.Now()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			if !waitExit(cmd, 3*time.Second) {
				t.Fatalf("still running after 3 s (the full screen started); stderr %q", stderr.String())
			}
			if took := time.Since(start); took > 2500*time.Millisecond {
				t.Errorf("took %v to refuse", took)
			}
			if code := cmd.ProcessState.ExitCode(); code != 1 {
				t.Errorf("exit status %d, want 1", code)
			}
			msg := stderr.String()
			if !strings.Contains(msg, "fetaix play: the game needs a terminal: "+tc.want) || !strings.Contains(msg, "fetaix help") {
				t.Errorf("stderr %q, want the refusal naming %q", msg, tc.want)
			}
			if buf, ok := tc.out.(*bytes.Buffer); ok && buf.Len() != 0 {
				t.Errorf("stdout %q, want nothing", buf.String())
			}
		})
	}
	if st, _ := file.Stat(); st.Size() != 0 {
		t.Errorf("wrote %d bytes to the file given as stdout", st.Size())
	}

	// The tools read and write pipes as before.
	var out bytes.Buffer
	cmd := fetaixCmd(t, "engine")
	cmd.Stdin, cmd.Stdout = strings.NewReader("uci\nisready\nquit\n"), &out
	if err := cmd.Run(); err != nil || !strings.Contains(out.String(), "uciok") || !strings.Contains(out.String(), "readyok") {
		t.Errorf("engine on pipes: %v, output %q", err, out.String())
	}
	out.Reset()
	cmd = fetaixCmd(t, "moves")
	cmd.Stdin, cmd.Stdout = strings.NewReader("x"), &out
	if err := cmd.Run(); err != nil || len(strings.Fields(out.String())) == 0 {
		t.Errorf("moves on pipes: %v, output %q", err, out.String())
	}
}

// startGame starts the game on p as a shell starts it on its terminal (p
// is its controlling terminal, the game in its foreground) and returns when
// the board is drawn; it fails the test if that takes longer than bound.
func startGame(t *testing.T, p *testPty, bound time.Duration) *exec.Cmd {
	t.Helper()
	cmd := fetaixCmd(t)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = p.tty, p.tty, p.tty
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	alt := p.waitOutput(0, "\x1b[?1049h", bound)
	if alt < 0 || p.waitOutput(alt, "Fetaix", bound-time.Since(start)) < 0 {
		waitExit(cmd, 0)
		t.Fatalf("no board after %v: %q", time.Since(start), p.output())
	}
	t.Logf("board drawn after %v", time.Since(start))
	return cmd
}

// TestPlayNeverWaitsForTheBackground: the game asks the terminal for its
// background colour once and draws the board at once, whether or not an
// answer ever comes (bubbletea v1 waited termenv's 5 s for it, before
// main); an answer redraws the game in the colours for that background.
// The board drawn with no answer is compared with one drawn just before
// with an answer at once, not with a fixed bound: a loaded machine slows
// both alike, while a wait for the answer adds its 5 s to one only.
func TestPlayNeverWaitsForTheBackground(t *testing.T) {
	t.Run("never answered", func(t *testing.T) {
		t.Parallel()
		const bound = 30 * time.Second // only when nothing is ever drawn
		answered := openPty(t, darkAnswer)
		start := time.Now()
		waitExit(startGame(t, answered, bound), 0)
		base := time.Since(start)
		p := openPty(t, "")
		start = time.Now()
		cmd := startGame(t, p, bound)
		if took := time.Since(start); took > base+2500*time.Millisecond {
			t.Errorf("with no answer the board came after %v, with one after %v: the game waited for the answer", took, base)
		}
		// the question goes out from Init's command, perhaps after the
		// first frame
		asked := p.waitOutput(0, backgroundQuery, 2*time.Second) >= 0
		waitExit(cmd, 0)
		if n := strings.Count(p.output(), backgroundQuery); !asked || n != 1 {
			t.Errorf("asked %d times", n)
		}
	})
	t.Run("answered", func(t *testing.T) {
		t.Parallel()
		// the title's colour in the default theme, in true colour
		titles := map[string]string{"light": "38;2;95;0;175", "dark": "38;2;175;135;255"}
		for name, answer := range map[string]string{"light": lightAnswer, "dark": darkAnswer} {
			p := openPty(t, answer)
			cmd := startGame(t, p, 30*time.Second) // the colours are checked here, not the time
			// the question may go out after the first frame (Init's
			// command): the game is stopped only once it has asked
			if p.waitOutput(0, backgroundQuery, 5*time.Second) < 0 {
				t.Errorf("%s: the terminal's background was never asked", name)
			} else if p.waitOutput(0, titles[name], 2*time.Second) < 0 {
				t.Errorf("%s: the title is not drawn in its colour for that background: %q", name, p.output())
			}
			waitExit(cmd, 0)
			if n := strings.Count(p.output(), backgroundQuery); n != 1 {
				t.Errorf("%s: asked %d times", name, n)
			}
		}
	})
}

// TestPlaySignalsRestoreTerminal: on SIGHUP, SIGINT, SIGTERM or SIGQUIT the
// game quits as it always did on SIGTERM, leaving the terminal as it found
// it: the alternate screen left, mouse reporting off, the tty's mode (raw
// for the game) restored. The exit status says which signal (128+n).
func TestPlaySignalsRestoreTerminal(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM, syscall.SIGQUIT} {
		t.Run(sig.String(), func(t *testing.T) {
			t.Parallel()
			p := openPty(t, darkAnswer)
			before, err := term.GetState(p.tty.Fd())
			if err != nil {
				t.Fatal(err)
			}
			cmd := startGame(t, p, 30*time.Second) // the signals are checked here, not the time
			if p.waitOutput(0, "\x1b[?1002h", 10*time.Second) < 0 {
				t.Fatal("mouse reporting was not on (the test needs it on to see it turned off)")
			}
			during, _ := term.GetState(p.tty.Fd())
			if reflect.DeepEqual(before, during) {
				t.Fatal("the game did not change the tty's mode (the test needs it to)")
			}
			sent := len(p.output())
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			if !waitExit(cmd, 30*time.Second) {
				t.Fatalf("still running 30 s after %v", sig)
			}
			if code := cmd.ProcessState.ExitCode(); code != 128+int(sig) {
				t.Errorf("exit status %d (%v), want %d", code, cmd.ProcessState, 128+int(sig))
			}
			after, err := term.GetState(p.tty.Fd())
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(before, after) {
				t.Errorf("tty mode not restored:\nbefore %+v\nafter  %+v", before, after)
			}
			tail := p.finish()[sent:]
			for _, seq := range []string{"\x1b[?1049l", "\x1b[?1002l", "\x1b[?1003l", "\x1b[?1006l", "\x1b[?25h"} {
				if !strings.Contains(tail, seq) {
					t.Errorf("after %v: no %q in %q", sig, seq, tail)
				}
			}
		})
	}
}
