package match

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/fetaix/fetaix/game"
)

// Time limits of an external engine, unless its spec sets others.
const (
	// DefaultMargin is how far past its move time an engine's bestmove
	// may come before the game is lost on time.
	DefaultMargin = 100 * time.Millisecond
	// DefaultTimeout bounds the wait for uciok and readyok: fetaix
	// engine's first isready reads its book of proven moves, about 2 s
	// on an idle 2-core machine, 10 s on a loaded one.
	DefaultTimeout = 60 * time.Second
)

// stopWait bounds the wait for a bestmove after stop, sent when the move
// time and margin have run out: an answer then is over time, none a hang.
const stopWait = time.Second

// maxLine is the longest line an engine may write.
const maxLine = 1 << 20

// External is an engine in another process, driven through the engine
// protocol: started with uci/uciok, its options set by setoption,
// readied by isready/readyok, then, for each game, ucinewgame and, for
// each move, position fen START moves … and go movetime MS, whose
// bestmove must come within the move time and Margin. A fault of the
// engine (its process ends, it does not answer in time, it plays an
// illegal move) is a Fault: the game is lost, and the process is ended
// and started again for the next game. Close ends it for good.
type External struct {
	Path     string
	Args     []string // the program's arguments, if any
	Options  []Option // sent as setoption, in order
	MoveTime time.Duration
	Margin   time.Duration // see DefaultMargin
	Timeout  time.Duration // see DefaultTimeout
	Rules    game.Rules    // sent as setoption Rules unless the default
	// HashMiB, when above 0, is sent as setoption Hash if the engine
	// offers Hash and Options do not set it
	HashMiB int

	name    string          // what id name said ("" until it did)
	offered map[string]bool // the options it offered, lower case

	proc *process // nil when not running
}

// Option is an engine option sent as setoption name Name value Value.
type Option struct{ Name, Value string }

// Fault is an external engine's failure that loses its game: what went
// wrong, in words ("crashed: exit status 2", "hung: no bestmove …",
// "over time: …", "illegal move …").
type Fault struct{ What string }

func (f *Fault) Error() string { return f.What }

// faultf makes a Fault.
func faultf(format string, a ...any) *Fault { return &Fault{What: fmt.Sprintf(format, a...)} }

// Start starts the engine's process and readies it: uci, its options,
// isready. A failure is an error naming what went wrong; no process is
// left running.
func (x *External) Start() error {
	if x.proc != nil {
		return nil
	}
	p, err := startProcess(x.Path, x.Args...)
	if err != nil {
		return err
	}
	x.proc = p
	if err := x.handshake(); err != nil {
		x.Close()
		return err
	}
	return nil
}

// handshake says uci, reads the engine's name and options up to uciok,
// sets the options and waits for readyok.
func (x *External) handshake() error {
	p := x.proc
	x.offered = map[string]bool{}
	if err := p.send("uci"); err != nil {
		return err
	}
	if err := p.expect("uciok", x.timeout(), func(line string) error {
		if name, ok := strings.CutPrefix(line, "id name "); ok {
			x.name = strings.TrimSpace(name)
		}
		if rest, ok := strings.CutPrefix(line, "option name "); ok {
			name, _, _ := strings.Cut(rest, " type ")
			x.offered[strings.ToLower(strings.TrimSpace(name))] = true
		}
		return nil
	}); err != nil {
		return err
	}
	opts := x.Options
	if x.Rules != game.DefaultRules() {
		if !x.offered["rules"] {
			return fmt.Errorf("the engine offers no Rules option, and the match's rules are %q", x.Rules.String())
		}
		opts = append([]Option{{"Rules", x.Rules.String()}}, opts...)
	}
	if x.HashMiB > 0 && x.offered["hash"] && !slices.ContainsFunc(opts, func(o Option) bool { return strings.EqualFold(o.Name, "hash") }) {
		opts = append(opts, Option{"Hash", fmt.Sprint(x.HashMiB)})
	}
	for _, o := range opts {
		if !x.offered[strings.ToLower(o.Name)] {
			return fmt.Errorf("option %q: the engine does not offer it (it offers %s)", o.Name, x.offeredList())
		}
		if err := p.send("setoption name " + o.Name + " value " + o.Value); err != nil {
			return err
		}
	}
	return x.ready()
}

// offeredList lists the options the engine offered.
func (x *External) offeredList() string {
	if len(x.offered) == 0 {
		return "none"
	}
	return strings.Join(slices.Sorted(maps.Keys(x.offered)), ", ")
}

// ready sends isready and waits for readyok; an engine's error report
// ("info string error: …") on the way is the error.
func (x *External) ready() error {
	if err := x.proc.send("isready"); err != nil {
		return err
	}
	return x.proc.expect("readyok", x.timeout(), func(line string) error {
		if msg, ok := strings.CutPrefix(line, "info string error:"); ok {
			return fmt.Errorf("the engine reports an error: %s", strings.TrimSpace(msg))
		}
		return nil
	})
}

// Name is the engine's name as it gave it (id name), or its path.
func (x *External) Name() string {
	if x.name != "" {
		return x.name
	}
	return x.Path
}

// NewGame readies the engine for a game: ucinewgame, isready. An engine
// that failed before is started again first. A failure is a Fault.
func (x *External) NewGame() *Fault {
	if x.proc != nil && x.proc.broken {
		x.Close()
	}
	if x.proc == nil {
		if err := x.Start(); err != nil {
			return faultf("could not be started again: %v", err)
		}
	}
	if err := x.proc.send("ucinewgame"); err != nil {
		return x.fail(err)
	}
	if err := x.ready(); err != nil {
		return x.fail(err)
	}
	return nil
}

// Move asks the engine for its move in g's current position. A fault of
// the engine is a *Fault; ctx ending is ctx's error.
func (x *External) Move(ctx context.Context, g *game.Game) (game.Move, error) {
	return x.ask(ctx, g, fmt.Sprintf("go movetime %d", max(1, x.MoveTime.Milliseconds())), x.MoveTime)
}

// ask sends g's position and the go command goLine, and reads the
// engine's bestmove, which must come within moveTime and the margin.
func (x *External) ask(ctx context.Context, g *game.Game, goLine string, moveTime time.Duration) (game.Move, error) {
	if x.proc == nil || x.proc.broken {
		return game.Move{}, faultf("not running")
	}
	var cmd strings.Builder
	cmd.WriteString("position fen " + g.Start().String())
	if moves := g.Moves(); len(moves) > 0 {
		cmd.WriteString(" moves")
		for _, m := range moves {
			cmd.WriteString(" " + m.String())
		}
	}
	if err := x.proc.send(cmd.String()); err != nil {
		return game.Move{}, x.fail(err)
	}
	began := time.Now()
	if err := x.proc.send(goLine); err != nil {
		return game.Move{}, x.fail(err)
	}
	limit := moveTime + x.margin()
	text, err := x.proc.bestmove(ctx, limit)
	if err == errNoLine {
		// out of time: stop it, and say whether it answered then; an
		// engine that cannot take the line does not answer, which the
		// wait below reports
		_ = x.proc.send("stop")
		text, err = x.proc.bestmove(ctx, stopWait)
		if err == nil {
			x.proc.broken = true // its next answers would be out of step
			return game.Move{}, faultf("over time: bestmove %s after %d ms (move time %d ms + margin %d ms)",
				text, time.Since(began).Milliseconds(), moveTime.Milliseconds(), x.margin().Milliseconds())
		}
		if err == errNoLine {
			x.proc.broken = true
			return game.Move{}, faultf("hung: no bestmove within %d ms (move time %d ms + margin %d ms), nor %s after stop",
				limit.Milliseconds(), moveTime.Milliseconds(), x.margin().Milliseconds(), stopWait)
		}
	}
	if err != nil {
		if ctx.Err() != nil {
			x.proc.broken = true
			return game.Move{}, ctx.Err()
		}
		return game.Move{}, x.fail(err)
	}
	m, err := game.ParseMove(g.Position(), g.Rules(), text)
	if err != nil {
		x.proc.broken = true // it may not know the position it plays
		return game.Move{}, faultf("illegal move %q: %v", text, err)
	}
	return m, nil
}

// fail marks the process broken and makes err a Fault: an exit of the
// process says how it ended.
func (x *External) fail(err error) *Fault {
	x.proc.broken = true
	if errors.Is(err, errExited) || errors.Is(err, os.ErrClosed) || errors.Is(err, errEOF) {
		return faultf("crashed: %s", x.proc.exitStatus())
	}
	if err == errNoLine {
		return faultf("hung: no answer within %s", x.timeout())
	}
	return &Fault{What: err.Error()}
}

// Close ends the engine's process: quit, then a kill if it is still
// running a moment later, and waits for it. It is safe to call more than
// once.
func (x *External) Close() {
	if x.proc != nil {
		x.proc.close()
		x.proc = nil
	}
}

func (x *External) margin() time.Duration {
	if x.Margin > 0 {
		return x.Margin
	}
	return DefaultMargin
}

func (x *External) timeout() time.Duration {
	if x.Timeout > 0 {
		return x.Timeout
	}
	return DefaultTimeout
}

// errors of a process's conversation
var (
	errNoLine = errors.New("no answer in time")
	errEOF    = errors.New("its output ended")
	errExited = errors.New("its process ended")
)

// process is a running engine: its input, its output's lines, its exit.
type process struct {
	cmd     *exec.Cmd
	in      *os.File      // the engine's standard input
	out     *os.File      // its standard output
	lines   chan string   // its output, a line at a time; closed at its end
	quit    chan struct{} // closed by close: the reader stops
	exited  chan struct{} // closed when the process has been waited for
	stderr  *tail
	readErr error // why lines closed (nil: end of output), set before
	broken  bool  // a fault: out of step, to be ended before the next game
}

// startProcess starts path with pipes on its standard input and output.
func startProcess(path string, args ...string) (*process, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		// the pipe's error is the one to report; closing the unused first
		// pipe cannot lose data
		_ = inR.Close()
		_ = inW.Close()
		return nil, err
	}
	p := &process{in: inW, out: outR, lines: make(chan string), quit: make(chan struct{}), exited: make(chan struct{}), stderr: &tail{}}
	p.cmd = exec.Command(path, args...)
	p.cmd.Stdin, p.cmd.Stdout, p.cmd.Stderr = inR, outW, p.stderr
	p.cmd.WaitDelay = time.Second // a child holding its stderr does not hold Wait
	err = p.cmd.Start()
	// the child holds its own copies of these ends (or failed to start):
	// closing ours cannot lose data
	_ = inR.Close()
	_ = outW.Close()
	if err != nil {
		_ = inW.Close()
		_ = outR.Close()
		return nil, fmt.Errorf("start %s: %w", path, err)
	}
	go p.read()
	go func() {
		// how the process ended is read from p.cmd.ProcessState
		_ = p.cmd.Wait()
		close(p.exited)
	}()
	return p, nil
}

// read passes the engine's output lines to p.lines until its end or close.
func (p *process) read() {
	defer close(p.lines)
	sc := bufio.NewScanner(p.out)
	sc.Buffer(make([]byte, 4096), maxLine)
	for sc.Scan() {
		select {
		case p.lines <- strings.TrimSpace(sc.Text()):
		case <-p.quit:
			return
		}
	}
	p.readErr = sc.Err()
}

// send writes one command line; an engine that does not read its input
// within a second is taken as hung.
func (p *process) send(line string) error {
	// a pipe without deadlines (os.ErrNoDeadline) still writes; it only
	// cannot tell a hung engine
	_ = p.in.SetWriteDeadline(time.Now().Add(time.Second))
	_, err := p.in.WriteString(line + "\n")
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return errNoLine
	}
	if err != nil {
		return errExited
	}
	return nil
}

// next returns the next output line within d (errNoLine after it), or
// why there is none.
func (p *process) next(ctx context.Context, timer *time.Timer) (string, error) {
	select {
	case line, ok := <-p.lines:
		if !ok {
			if p.readErr != nil {
				return "", fmt.Errorf("its output: %w", p.readErr)
			}
			return "", errEOF
		}
		return line, nil
	case <-timer.C:
		return "", errNoLine
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

// expect reads lines up to want within d, passing the others to each
// (whose error ends the wait).
func (p *process) expect(want string, d time.Duration, each func(string) error) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		line, err := p.next(context.Background(), timer)
		switch {
		case err == errNoLine:
			return fmt.Errorf("no %s within %s", want, d)
		case err == errEOF:
			return fmt.Errorf("the engine ended before %s: %s", want, p.exitStatus())
		case err != nil:
			return err
		case line == want:
			return nil
		}
		if err := each(line); err != nil {
			return err
		}
	}
}

// bestmove reads lines up to bestmove within d and returns its move.
func (p *process) bestmove(ctx context.Context, d time.Duration) (string, error) {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		line, err := p.next(ctx, timer)
		if err != nil {
			return "", err
		}
		if rest, ok := strings.CutPrefix(line, "bestmove"); ok && (rest == "" || rest[0] == ' ') {
			f := strings.Fields(rest)
			if len(f) == 0 {
				return "", nil
			}
			return f[0], nil
		}
	}
}

// exitStatus says how the process ended (waiting a moment for it), with
// the last line it wrote to its standard error.
func (p *process) exitStatus() string {
	what := "its output ended, the process still running"
	select {
	case <-p.exited:
		what = p.cmd.ProcessState.String()
	case <-time.After(time.Second):
	}
	if last := p.stderr.lastLine(); last != "" {
		what += fmt.Sprintf(" (its last error output: %q)", last)
	}
	return what
}

// close ends the process: quit, a kill after a moment, and the wait.
func (p *process) close() {
	// ending is best effort at each step: an engine that cannot take
	// "quit" or whose input is already closed is killed below, and a kill
	// fails only for a process that has already exited
	_ = p.send("quit")
	_ = p.in.Close()
	select {
	case <-p.exited:
	case <-time.After(500 * time.Millisecond):
		_ = p.cmd.Process.Kill()
		<-p.exited
	}
	close(p.quit)
	_ = p.out.Close() // the reader stops even if a child of the engine holds the output open
}

// tail keeps the last few KiB a process writes to its standard error.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailSize = 4096

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > tailSize {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailSize:]...)
	}
	return len(b), nil
}

// lastLine is the last non-empty line written.
func (t *tail) lastLine() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(t.buf)), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}
