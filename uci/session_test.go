package uci

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// engineDriver runs a Session on pipes and talks to it line by line.
type engineDriver struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	exit  chan error
}

func startEngine(t *testing.T) *engineDriver {
	t.Helper()
	return startEngineWith(t, func(*Session) {})
}

// startEngineWith starts a session set up by setup before it serves.
func startEngineWith(t *testing.T, setup func(*Session)) *engineDriver {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	d := &engineDriver{t: t, in: inW, lines: make(chan string, 1000), exit: make(chan error, 1)}
	go func() {
		s := NewSession("Fetaix test", outW, DefaultHash)
		setup(s)
		err := s.Serve(inR)
		outW.Close()
		d.exit <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			d.lines <- sc.Text()
		}
		close(d.lines)
	}()
	return d
}

func (d *engineDriver) send(line string) {
	d.t.Helper()
	if _, err := io.WriteString(d.in, line+"\n"); err != nil {
		d.t.Fatalf("send %q: %v", line, err)
	}
}

// expect reads lines until one starts with prefix (returning it and the
// lines before it), failing after a generous timeout.
func (d *engineDriver) expect(prefix string) (string, []string) {
	d.t.Helper()
	return d.expectWithin(prefix, time.Minute) // the first isready reads the book: seconds on a loaded machine
}

// goLines sends a go command and returns the bestmove line and the lines
// before it, joined.
func (d *engineDriver) goLines(cmd string) (string, string) {
	d.t.Helper()
	d.send(cmd)
	best, lines := d.expect("bestmove")
	return best, strings.Join(lines, "\n")
}

// expectWithin is expect with a timeout of its own.
func (d *engineDriver) expectWithin(prefix string, wait time.Duration) (string, []string) {
	d.t.Helper()
	var before []string
	timeout := time.After(wait)
	for {
		select {
		case l, ok := <-d.lines:
			if !ok {
				d.t.Fatalf("engine output ended waiting for %q (got %q)", prefix, before)
			}
			if strings.HasPrefix(l, prefix) {
				return l, before
			}
			before = append(before, l)
		case <-timeout:
			d.t.Fatalf("no %q line within %v (got %q)", prefix, wait, before)
		}
	}
}

func legalIn(t *testing.T, g *game.Game, text string) {
	t.Helper()
	if _, err := g.Clone().PlayText(text); err != nil {
		t.Fatalf("bestmove %q is not legal in %s: %v", text, g.Position(), err)
	}
}

func TestEngineProtocol(t *testing.T) {
	d := startEngine(t)
	d.send("uci")
	_, head := d.expect("uciok")
	if len(head) < 2 || !strings.HasPrefix(head[0], "id name Fetaix") || !strings.HasPrefix(head[1], "id author") {
		t.Fatalf("uci answer %q", head)
	}
	if !strings.Contains(strings.Join(head, "\n"), "option name Rules") {
		t.Errorf("uci answer lists no Rules option: %q", head)
	}
	d.send("isready")
	d.expect("readyok")

	// bad commands and moves are reported and the engine keeps going
	d.send("dance")
	if l, _ := d.expect("info string error:"); !strings.Contains(l, "dance") {
		t.Errorf("unknown command error %q does not name it", l)
	}
	d.send("position startpos moves d2-c3")
	d.send("position startpos moves d2-c3 a1-a2")
	if l, _ := d.expect("info string error:"); !strings.Contains(l, "illegal move") {
		t.Errorf("illegal move error %q", l)
	}
	d.send("setoption name Hash value 0")
	d.expect("info string error:")
	d.send("setoption name Rules value majority,removal=sideways")
	d.expect("info string error:")
	d.send("go depth zero")
	d.expect("info string error:")

	// the bad position command left the previous one in place
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	if _, err := g.PlayText("d2-c3"); err != nil {
		t.Fatal(err)
	}
	d.send("go depth 4")
	best, infos := d.expect("bestmove ")
	legalIn(t, g, strings.TrimPrefix(best, "bestmove "))
	if len(infos) != 4 || !strings.HasPrefix(infos[3], "info depth 4 score ") || !strings.Contains(infos[3], " pv ") {
		t.Errorf("info lines for go depth 4: %q", infos)
	}

	// rules option and a position text with moves
	d.send("setoption name Rules value men-capture-backward,promotion=continue")
	d.send("position fen bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 1 moves c2-c3")
	d.send("go nodes 5000")
	best, _ = d.expect("bestmove ")
	r, _ := game.ParseRules("men-capture-backward,promotion=continue")
	g = game.NewGame(r, game.StartPosition())
	if _, err := g.PlayText("c2-c3"); err != nil {
		t.Fatal(err)
	}
	legalIn(t, g, strings.TrimPrefix(best, "bestmove "))

	// isready and stop are answered while an infinite search runs
	d.send("ucinewgame")
	d.send("position startpos")
	d.send("go infinite")
	d.expect("info depth 1 ")
	d.send("isready")
	d.expect("readyok")
	d.send("stop")
	best, _ = d.expect("bestmove ")
	legalIn(t, game.NewGame(r, game.StartPosition()), strings.TrimPrefix(best, "bestmove "))

	// a side without a legal move
	d.send("position fen 5/5/b1b2/bb3/wBB2 w") // the white man is boxed in
	d.send("go depth 3")
	if best, _ = d.expect("bestmove "); best != "bestmove (none)" {
		t.Errorf("no legal move: got %q", best)
	}
	d.send("quit")
	select {
	case err := <-d.exit:
		if err != nil {
			t.Errorf("the session ended with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("engine did not quit")
	}
}

// TestThreadsOption: the uci answer lists Threads; setoption Threads sets
// the engine's thread count, refuses values outside 1..ai.MaxThreads
// (keeping the last good one), and a search with two threads answers a
// legal bestmove.
func TestThreadsOption(t *testing.T) {
	var out strings.Builder
	s := NewSession("Fetaix test", &out, DefaultHash)
	s.Handle("uci")
	if !strings.Contains(out.String(), fmt.Sprintf("option name Threads type spin default 1 min 1 max %d\n", ai.MaxThreads)) {
		t.Fatalf("uci answer lists no Threads option:\n%s", &out)
	}
	if s.eng.Threads() != 1 {
		t.Fatalf("a new session searches with %d threads, want 1", s.eng.Threads())
	}
	s.Handle("setoption name Threads value 2")
	if s.eng.Threads() != 2 {
		t.Fatalf("after setoption Threads 2: %d threads", s.eng.Threads())
	}
	for _, bad := range []string{"0", "-1", strconv.Itoa(ai.MaxThreads + 1), "two", ""} {
		out.Reset()
		s.Handle("setoption name threads value " + bad)
		if !strings.Contains(out.String(), "setoption Threads: bad value") || s.eng.Threads() != 2 {
			t.Errorf("setoption Threads %q: %q, now %d threads", bad, &out, s.eng.Threads())
		}
	}

	d := startEngine(t)
	d.send("setoption name Threads value 2")
	d.send("position startpos moves c2-c3")
	d.send("go depth 6")
	best, infos := d.expect("bestmove ")
	for _, l := range infos {
		if strings.Contains(l, "error") {
			t.Errorf("unexpected %q", l)
		}
	}
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	if _, err := g.PlayText("c2-c3"); err != nil {
		t.Fatal(err)
	}
	legalIn(t, g, strings.TrimPrefix(best, "bestmove "))
	d.send("quit")
	if err := <-d.exit; err != nil {
		t.Errorf("the session ended with %v", err)
	}
}

// TestCommandsWhileSearching: position, go, setoption and ucinewgame while
// a search runs are errors that change nothing (the search goes on, of
// the same position); stop returns once bestmove is out, so stop,
// position and go sent together search the new position.
func TestCommandsWhileSearching(t *testing.T) {
	d := startEngine(t)
	d.send("uci")
	d.expect("uciok")
	fen := "bbbbb/b1b2/ww1ww/w3w/w3w w 0 9"
	p, err := game.ParsePosition(fen)
	if err != nil {
		t.Fatal(err)
	}
	g := game.NewGame(game.DefaultRules(), p)
	d.send("position fen " + fen)
	d.send("go infinite")
	for _, cmd := range []string{"position startpos", "go depth 1", "setoption name Hash value 8", "ucinewgame"} {
		d.send(cmd)
		line, _ := d.expect("info string error")
		if want := strings.Fields(cmd)[0] + " while searching: send stop first"; !strings.HasSuffix(line, want) {
			t.Errorf("%q while searching: %q, want an error ending %q", cmd, line, want)
		}
	}
	d.send("stop")
	best, _ := d.expect("bestmove")
	legalIn(t, g, strings.Fields(best)[1])

	d.send("go infinite")
	d.send("stop")
	d.send("position startpos moves c2-c3")
	d.send("go depth 3")
	best, _ = d.expect("bestmove")
	legalIn(t, g, strings.Fields(best)[1])
	best, lines := d.expect("bestmove")
	for _, l := range lines {
		if strings.Contains(l, "error") {
			t.Errorf("stop, position, go sent together: %q", l)
		}
	}
	after := game.NewGame(game.DefaultRules(), game.StartPosition())
	if _, err := after.PlayText("c2-c3"); err != nil {
		t.Fatal(err)
	}
	legalIn(t, after, strings.Fields(best)[1])
}
