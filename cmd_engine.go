package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

func init() {
	register(&command{name: "engine", summary: "speak the UCI-like engine protocol on stdin/stdout", run: runEngine})
}

func runEngine(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("engine", "engine [--hash MiB]\n\n"+
		"Reads commands on stdin, one a line, and answers on stdout: uci, isready,\n"+
		"setoption name Rules|Hash value V, ucinewgame, position startpos|fen TEXT\n"+
		"[moves ...], go depth N|nodes N|movetime MS|infinite (or a clock: wtime MS\n"+
		"btime MS [winc MS] [binc MS] [movestogo N]), stop, quit.\n"+
		"See README for the details.", stdout, stderr)
	hash := fs.Int("hash", defaultEngineHash, "transposition table size in MiB (1-4096)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *hash < 1 || *hash > maxEngineHash {
		return fmt.Errorf("--hash: want 1..%d MiB, got %d", maxEngineHash, *hash)
	}
	s := newEngineSession(stdout, *hash)
	defer s.stopSearch()
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		if !s.handle(sc.Text()) {
			return nil
		}
	}
	return sc.Err()
}

const (
	defaultEngineHash = ai.DefaultHashMiB
	maxEngineHash     = 4096
)

// engineSession is the state of one engine protocol conversation. The
// search runs in its own goroutine so that stop and isready are answered
// while it thinks; out is written under mu.
type engineSession struct {
	mu      sync.Mutex
	out     io.Writer
	eng     *ai.Engine
	hashMiB int
	rules   game.Rules
	g       *game.Game
	posArgs []string // the last accepted position command, replayed on a rules change

	cancel context.CancelFunc
	done   chan struct{} // closed when the running search has printed bestmove
}

func newEngineSession(out io.Writer, hashMiB int) *engineSession {
	r := game.DefaultRules()
	return &engineSession{out: out, eng: ai.New(hashMiB), hashMiB: hashMiB, rules: r,
		g: game.NewGame(r, game.StartPosition())}
}

// println writes one line to the output, serialised with the search.
func (s *engineSession) println(format string, a ...any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintf(s.out, format+"\n", a...)
}

func (s *engineSession) errorf(format string, a ...any) {
	s.println("info string error: "+format, a...)
}

// searching reports whether a search is running.
func (s *engineSession) searching() bool {
	if s.done == nil {
		return false
	}
	s.mu.Lock() // see goSearch: bestmove is written and done closed under it
	defer s.mu.Unlock()
	select {
	case <-s.done:
		return false
	default:
		return true
	}
}

// stopSearch stops a running search and waits for its bestmove.
func (s *engineSession) stopSearch() {
	if s.cancel != nil {
		s.cancel()
		<-s.done
		s.cancel, s.done = nil, nil
	}
}

// handle executes one command line; it returns false on quit.
func (s *engineSession) handle(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return true
	}
	switch f[0] {
	case "uci":
		s.println("id name Fetaix %s", version)
		s.println("id author the Fetaix authors")
		s.println("option name Hash type spin default %d min 1 max %d", defaultEngineHash, maxEngineHash)
		s.println("option name Rules type string default <empty>")
		s.println("uciok")
	case "isready":
		s.println("readyok")
	case "setoption":
		s.setOption(f[1:])
	case "ucinewgame":
		if s.busy("ucinewgame") {
			break
		}
		s.eng.Clear()
		s.g, s.posArgs = game.NewGame(s.rules, game.StartPosition()), nil
	case "position":
		if s.busy("position") {
			break
		}
		g, err := parsePositionCommand(s.rules, f[1:])
		if err != nil {
			s.errorf("%v", err)
			break
		}
		s.g, s.posArgs = g, f[1:]
	case "go":
		s.goSearch(f[1:])
	case "stop":
		s.stopSearch()
	case "quit":
		return false
	default:
		s.errorf("unknown command %q (known: uci, isready, setoption, ucinewgame, position, go, stop, quit)", f[0])
	}
	return true
}

// busy reports (and complains) when a search is running.
func (s *engineSession) busy(what string) bool {
	if s.searching() {
		s.errorf("%s while searching: send stop first", what)
		return true
	}
	return false
}

// setOption handles "setoption name N value V" (V may contain spaces).
func (s *engineSession) setOption(f []string) {
	if s.busy("setoption") {
		return
	}
	if len(f) < 2 || f[0] != "name" {
		s.errorf("setoption: want setoption name NAME value VALUE")
		return
	}
	i := 1
	for i < len(f) && f[i] != "value" {
		i++
	}
	name := strings.Join(f[1:i], " ")
	value := ""
	if i < len(f) {
		value = strings.Join(f[i+1:], " ")
	}
	switch strings.ToLower(name) {
	case "rules":
		if value == "<empty>" {
			value = ""
		}
		r, err := game.ParseRules(value)
		if err != nil {
			s.errorf("setoption Rules: %v", err)
			return
		}
		s.rules = r
		g, err := parsePositionCommand(r, s.posArgs)
		if err != nil {
			s.errorf("%v; position reset to startpos", err)
			g, s.posArgs = game.NewGame(r, game.StartPosition()), nil
		}
		s.g = g
	case "hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > maxEngineHash {
			s.errorf("setoption Hash: bad value %q (want 1..%d MiB)", value, maxEngineHash)
			return
		}
		s.hashMiB = n
		s.eng.SetHash(n)
	default:
		s.errorf("setoption: unknown option %q (known: Rules, Hash)", name)
	}
}

// parsePositionCommand reads "startpos|fen TEXT... [moves M...]" into a
// game under r; empty args mean the start position.
func parsePositionCommand(r game.Rules, args []string) (*game.Game, error) {
	if len(args) == 0 {
		return game.NewGame(r, game.StartPosition()), nil
	}
	rest := args[1:]
	var start game.Position
	switch args[0] {
	case "startpos":
		start = game.StartPosition()
	case "fen":
		n := 0
		for n < len(rest) && rest[n] != "moves" {
			n++
		}
		if n == 0 {
			return nil, errors.New("position fen: missing position text")
		}
		var err error
		if start, err = game.ParsePosition(strings.Join(rest[:n], " ")); err != nil {
			return nil, err
		}
		rest = rest[n:]
	default:
		return nil, fmt.Errorf("position: want startpos or fen, got %q", args[0])
	}
	g := game.NewGame(r, start)
	if len(rest) == 0 {
		return g, nil
	}
	if rest[0] != "moves" {
		return nil, fmt.Errorf("position: unexpected %q (want moves)", rest[0])
	}
	for i, m := range rest[1:] {
		if _, err := g.PlayText(m); err != nil {
			return nil, fmt.Errorf("position: move %d: %w", i+1, err)
		}
	}
	return g, nil
}

// parseGo reads the limits and the clock of a go command.
func parseGo(f []string) (ai.Limits, goClock, error) {
	var lim ai.Limits
	var clk goClock
	for i := 0; i < len(f); i++ {
		key := f[i]
		if key == "infinite" {
			continue
		}
		if i+1 >= len(f) {
			return lim, clk, fmt.Errorf("go: %s needs a value", key)
		}
		n, err := strconv.ParseInt(f[i+1], 10, 64)
		i++
		// a clock's remaining time may be zero or below (a flag down);
		// an increment zero; every other limit is positive
		least, want := int64(1), "a positive number"
		switch key {
		case "wtime", "btime":
			least, want = math.MinInt64, "a number of milliseconds"
		case "winc", "binc":
			least, want = 0, "a number of milliseconds, 0 or more"
		}
		if err != nil || n < least {
			return lim, clk, fmt.Errorf("go: %s: bad value %q (want %s)", key, f[i], want)
		}
		ms := time.Duration(min(n, math.MaxInt64/int64(time.Millisecond))) * time.Millisecond
		switch key {
		case "depth":
			lim.Depth = int(min(n, 1000))
		case "nodes":
			lim.Nodes = n
		case "movetime":
			lim.MoveTime = ms
		case "wtime", "btime":
			c := colorOfClock(key)
			clk.set, clk.hasTime[c], clk.left[c] = true, true, ms
		case "winc", "binc":
			clk.set, clk.inc[colorOfClock(key)] = true, ms
		case "movestogo":
			clk.set, clk.movesToGo = true, int(min(n, 1000))
		default:
			return lim, clk, fmt.Errorf("go: unknown limit %q (known: depth, nodes, movetime, wtime, btime, winc, binc, movestogo, infinite)", key)
		}
	}
	return lim, clk, nil
}

// colorOfClock returns the colour a clock field (wtime, binc, ...) is for.
func colorOfClock(key string) game.Color {
	if key[0] == 'b' {
		return game.Black
	}
	return game.White
}

// goSearch starts a search of the current position in a goroutine.
func (s *engineSession) goSearch(f []string) {
	if s.busy("go") {
		return
	}
	lim, clk, err := parseGo(f)
	if err != nil {
		s.errorf("%v", err)
		return
	}
	if clk.set {
		side := s.g.Position().SideToMove()
		if !clk.hasTime[side] {
			s.errorf("go: the clock of the side to move is missing (%ctime)", side.Letter())
			return
		}
		if b := clk.budget(side); lim.MoveTime == 0 || b < lim.MoveTime {
			lim.MoveTime = b
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	s.cancel, s.done = cancel, done
	g := s.g.Clone()
	go func() {
		res := s.eng.Search(ctx, g, lim, func(info ai.Info) { s.println("%s", infoLine(info)) })
		best := "(none)"
		if res.Ok {
			best = res.Move.String()
		}
		// bestmove and the end of the search under one lock: a client that
		// has read bestmove may send its next command at once, and
		// searching() (which takes the lock) must already see the end.
		s.mu.Lock()
		defer s.mu.Unlock()
		fmt.Fprintf(s.out, "bestmove %s\n", best)
		close(done)
	}()
}

// infoLine formats a search report as the protocol's info line.
func infoLine(info ai.Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d score ", info.Depth)
	switch {
	case info.Mate > 0:
		fmt.Fprintf(&b, "win %d", info.Mate)
	case info.Mate < 0:
		fmt.Fprintf(&b, "loss %d", -info.Mate)
	default:
		fmt.Fprintf(&b, "cp %d", info.Score)
	}
	ms := info.Time.Milliseconds()
	nps := int64(0)
	if info.Time > 0 {
		nps = int64(float64(info.Nodes) / info.Time.Seconds())
	}
	fmt.Fprintf(&b, " nodes %d nps %d time %d", info.Nodes, nps, ms)
	if len(info.PV) > 0 {
		b.WriteString(" pv")
		for _, m := range info.PV {
			b.WriteByte(' ')
			b.WriteString(m.String())
		}
	}
	return b.String()
}
