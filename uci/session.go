// Package uci speaks the engine protocol: a UCI-like conversation on a
// line-based input and output (uci, isready, setoption, ucinewgame,
// position, go, stop, quit) that lets GUIs, match runners and scripts
// drive the ai package's engine.
package uci

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// Hash sizes of the transposition table, in MiB.
const (
	DefaultHash = ai.DefaultHashMiB
	MaxHash     = 4096
)

// Serve runs a conversation: commands from in, one a line, answers to
// the session's output, until quit (which stops a running search) or the
// end of in, after which a running search goes on to its own limit (or
// to Stop) and answers its bestmove: the end of the input is no stop, so
// that commands piped in back to back search as far as they say.
func (s *Session) Serve(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		if !s.Handle(sc.Text()) {
			s.Stop()
			return nil
		}
	}
	s.wait()
	return sc.Err()
}

// Session is the state of one engine protocol conversation. The
// search runs in its own goroutine so that stop and isready are answered
// while it thinks; out is written under mu.
type Session struct {
	name    string // what "id name" says
	mu      sync.Mutex
	out     io.Writer
	eng     *ai.Engine
	hashMiB int
	rules   game.Rules
	g       *game.Game
	posArgs []string // the last accepted position command, replayed on a rules change
	tables  string   // the endgame tables' directory ("" for none), opened for the rules
	// cache gives the default tables (DATA-DIR/tables, built on first
	// need), used until setoption Tables names a directory or <empty>
	cache   *tables.Cache
	told    map[string]bool // the rules whose default tables were reported
	ownBook bool            // play proven moves in games (OwnBook)

	// the running search, under mu: cancel stops it; done is closed when
	// it has printed bestmove
	cancel context.CancelFunc
	done   chan struct{}
}

// NewSession starts a conversation that answers on out, with a hashMiB
// transposition table; name is the engine's name and version.
func NewSession(name string, out io.Writer, hashMiB int) *Session {
	r := game.DefaultRules()
	return &Session{name: name, out: out, eng: ai.New(hashMiB), hashMiB: hashMiB, rules: r,
		g: game.NewGame(r, game.StartPosition()), ownBook: true, told: map[string]bool{}}
}

// SetTableCache gives the session its default endgame tables, used until
// setoption name Tables names a directory (or <empty>, none): those of the
// game's rules in c, which builds the default rules' small ones on first
// need. isready waits for them.
func (s *Session) SetTableCache(c *tables.Cache) {
	s.cache = c
	s.openTables()
}

// println writes one line to the output, serialised with the search.
func (s *Session) println(format string, a ...any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintf(s.out, format+"\n", a...)
}

func (s *Session) errorf(format string, a ...any) {
	s.println("info string error: "+format, a...)
}

// searching reports whether a search is running.
func (s *Session) searching() bool {
	s.mu.Lock() // see goSearch: bestmove is written and done closed under it
	defer s.mu.Unlock()
	if s.done == nil {
		return false
	}
	select {
	case <-s.done:
		return false
	default:
		return true
	}
}

// Stop stops a running search and waits for its bestmove. It may be
// called from another goroutine than Serve's.
func (s *Session) Stop() { s.end(true) }

// wait waits for a running search to end by its own limits (or by Stop).
func (s *Session) wait() { s.end(false) }

// end waits for the running search's bestmove, stopping it first when
// stop is set, and forgets it.
func (s *Session) end(stop bool) {
	s.mu.Lock()
	cancel, done := s.cancel, s.done
	s.mu.Unlock()
	if cancel == nil {
		return
	}
	if stop {
		cancel()
	}
	<-done
	cancel() // the context's resources
	s.mu.Lock()
	if s.done == done {
		s.cancel, s.done = nil, nil
	}
	s.mu.Unlock()
}

// Handle executes one command line; it returns false on quit.
func (s *Session) Handle(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return true
	}
	switch f[0] {
	case "uci":
		s.println("id name %s", s.name)
		s.println("id author the Fetaix authors")
		s.println("option name Hash type spin default %d min 1 max %d", DefaultHash, MaxHash)
		s.println("option name Threads type spin default 1 min 1 max %d", ai.MaxThreads)
		s.println("option name Rules type string default <empty>")
		if s.cache != nil {
			s.println("option name Tables type string default %s", s.cache.Dir())
		} else {
			s.println("option name Tables type string default <empty>")
		}
		s.println("option name OwnBook type check default true")
		s.println("uciok")
	case "isready":
		s.ready()
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
		s.Stop()
	case "quit":
		return false
	default:
		s.errorf("unknown command %q (known: uci, isready, setoption, ucinewgame, position, go, stop, quit)", f[0])
	}
	return true
}

// busy reports (and complains) when a search is running.
func (s *Session) busy(what string) bool {
	if s.searching() {
		s.errorf("%s while searching: send stop first", what)
		return true
	}
	return false
}

// setOption handles "setoption name N value V" (V may contain spaces).
func (s *Session) setOption(f []string) {
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
		s.openTables()
	case "tables":
		if value == "<empty>" {
			value = ""
		}
		s.tables, s.cache = value, nil
		s.openTables()
	case "ownbook":
		on, err := strconv.ParseBool(value)
		if err != nil {
			s.errorf("setoption OwnBook: bad value %q (want true or false)", value)
			return
		}
		s.ownBook = on
	case "hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > MaxHash {
			s.errorf("setoption Hash: bad value %q (want 1..%d MiB)", value, MaxHash)
			return
		}
		s.hashMiB = n
		s.eng.SetHash(n)
	case "threads":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > ai.MaxThreads {
			s.errorf("setoption Threads: bad value %q (want 1..%d)", value, ai.MaxThreads)
			return
		}
		s.eng.SetThreads(n)
	default:
		s.errorf("setoption: unknown option %q (known: Rules, Hash, Threads, Tables, OwnBook)", name)
	}
}

// openTables gives the engine the endgame tables of the session's rules
// from its Tables directory (none when it is empty or holds none), or
// those of its default tables that are ready.
func (s *Session) openTables() {
	if s.takeDefaultTables() {
		return
	}
	if s.tables == "" {
		s.eng.SetTables(nil)
		return
	}
	set, err := tables.Open(s.tables, s.rules)
	if err != nil {
		s.eng.SetTables(nil)
		s.errorf("setoption Tables: %v; searching without tables", err)
		return
	}
	s.eng.SetTables(set)
	s.tellTables(set)
}

// takeDefaultTables gives the engine the default tables of the session's
// rules that are ready, and reports whether the session uses its default
// tables (a table cache, and no Tables option since).
func (s *Session) takeDefaultTables() bool {
	if s.cache == nil {
		return false
	}
	s.eng.SetTables(s.cache.Tables(s.rules))
	return true
}

// tellTables says which tables the search now uses.
func (s *Session) tellTables(set *tables.Set) {
	s.println("info string tables: positions of up to %d pieces, rules %q", set.Pieces(), s.rules.String())
}

// ready readies what a search may use: the book of proven moves of the
// session's rules (read once per process and rules, so a session that
// changes its rules reads theirs at its next isready) and the default
// tables of the session's rules, which it reports once per rules; then it
// reads the search's tables whole. A search running keeps the tables it
// has.
func (s *Session) ready() {
	if s.ownBook {
		if err := ai.PreloadBookRules(s.rules); err != nil {
			s.errorf("the book of proven moves: %v", err)
		}
	}
	defer s.loadTables()
	if s.cache == nil {
		return
	}
	<-s.cache.Ready(s.rules)
	res, _ := s.cache.Result(s.rules)
	if key := s.rules.String(); !s.told[key] {
		s.told[key] = true
		switch {
		case res.Err != nil:
			s.errorf("tables in %s: %v", s.cache.Dir(), res.Err)
		case res.Set != nil:
			s.tellTables(res.Set)
		}
	}
	if !s.searching() {
		s.takeDefaultTables()
	}
}

// loadTables reads the search's endgame tables whole (tables.Set.Load),
// unless a search is running: a class's first probe otherwise reads its
// file in the middle of a search.
func (s *Session) loadTables() {
	if s.searching() {
		return
	}
	if set := s.eng.Tables(); set != nil {
		if err := set.Load(); err != nil {
			s.errorf("tables: %v", err)
		}
	}
}

// goSearch starts a search of the current position in a goroutine.
func (s *Session) goSearch(f []string) {
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
	s.takeDefaultTables() // built since the last search
	// a game's move (a time to think, nothing else) may be a proof's
	play := s.eng.Search
	if s.ownBook && lim.MoveTime > 0 && lim.Depth == 0 && lim.Nodes == 0 {
		play = s.eng.PlayWithin
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	s.mu.Lock()
	s.cancel, s.done = cancel, done
	s.mu.Unlock()
	g := s.g.Clone()
	go func() {
		res := play(ctx, g, lim, func(info ai.Info) { s.println("%s", infoLine(info)) })
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
