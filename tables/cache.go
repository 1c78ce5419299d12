package tables

import (
	"errors"
	"io/fs"
	"os"
	"sync"
	"time"

	"github.com/fetaix/fetaix/game"
)

// FirstNeedPieces is the most pieces of the default rules' tables built on
// first need: the classes of up to 4 pieces build in about 3 s on one
// thread (2 s of CPU, up to 220 MB of memory while building, 27 MB once
// open) with the retrograde builder; the first builder took 18.5 s, when 3
// (about a second) was the most worth waiting for.
const FirstNeedPieces = 4

// CacheResult is what the work for one set of rules came to.
type CacheResult struct {
	Rules game.Rules
	// Set is the tables, or nil: none there (for rules whose tables are
	// not built here), or none usable (Err).
	Set *Set
	// Built says some classes were built here, not only opened.
	Built bool
	// Took is how long the work took.
	Took time.Duration
	// Err is why the tables could not be opened or built. Set may still
	// hold the smaller set that was there before the build failed.
	Err error
}

// Cache gives the games their endgame tables. For each set of rules it
// opens the tables under one directory (DATA-DIR/tables, where
// fetaix tables build puts them) in the background, on first need; for the
// default rules it first builds there the classes of up to FirstNeedPieces
// pieces that are missing, so that a fresh install plays small endgames
// perfectly. Larger sets and the tables of other rules are the command's
// to build; they are opened here when they are there.
//
// Two processes may fill the same directory at once (two games, or a game
// and the server): each table file is written whole under a temporary name
// and renamed into place, and a builder loads a class's file only if it is
// sound, so the worst is the same class solved twice.
//
// It holds the tables of every set of rules asked for, each opened (or
// built) once, in the background. Its methods are safe for concurrent use.
// A nil *Cache has no tables.
type Cache struct {
	dir    string
	pieces int
	report func(CacheResult)
	mu     sync.Mutex
	work   map[string]*entry // by the rules' directory name
}

// entry is the work for one set of rules: res is written before done is
// closed, and read only after.
type entry struct {
	done chan struct{}
	res  CacheResult
}

// NewCache returns the cache of the tables under dir. For the default rules,
// the classes of up to pieces pieces missing there are built on first need
// (0: none are built, the tables there are only opened). report, when not
// nil, is told each set of rules' result once, when its work is done, from
// the goroutine that did it: the place to log a failure, or show it, once.
func NewCache(dir string, pieces int, report func(CacheResult)) *Cache {
	return &Cache{dir: dir, pieces: pieces, report: report, work: map[string]*entry{}}
}

// Dir returns the directory of the tables.
func (c *Cache) Dir() string { return c.dir }

// Ready starts the work for r's tables unless it has started, and returns
// a channel that is closed when it is done. A nil Cache returns a closed
// channel.
func (c *Cache) Ready(r game.Rules) <-chan struct{} {
	if c == nil {
		closed := make(chan struct{})
		close(closed)
		return closed
	}
	return c.entry(r).done
}

// Tables returns r's tables if they are ready, else nil (after starting
// the work for them, on the first call). It never waits.
func (c *Cache) Tables(r game.Rules) *Set {
	if res, ok := c.Result(r); ok {
		return res.Set
	}
	return nil
}

// Result returns the result of the work for r's tables, and whether it is
// done (starting it, on the first call). It never waits.
func (c *Cache) Result(r game.Rules) (CacheResult, bool) {
	if c == nil {
		return CacheResult{Rules: r}, true
	}
	e := c.entry(r)
	select {
	case <-e.done:
		return e.res, true
	default:
		return CacheResult{}, false
	}
}

// entry returns the work for r, starting it on the first call.
func (c *Cache) entry(r game.Rules) *entry {
	key := RulesDir("", r)
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.work[key]
	if e == nil {
		e = &entry{done: make(chan struct{})}
		c.work[key] = e
		go func() {
			e.res = c.load(r)
			close(e.done)
			if c.report != nil {
				c.report(e.res)
			}
		}()
	}
	return e
}

// builds reports whether r's tables are built here on first need: the
// default rules' (whatever the repetition rule, which changes no value).
func (c *Cache) builds(r game.Rules) bool {
	return c.pieces >= 2 && RulesDir("", r) == RulesDir("", game.DefaultRules())
}

// load opens r's tables, building the missing classes first when r's are
// built here.
func (c *Cache) load(r game.Rules) (res CacheResult) {
	start := time.Now()
	res.Rules = r
	defer func() { res.Took = time.Since(start) }()
	set, err := Open(c.dir, r)
	if err == nil {
		res.Set = set
	}
	switch {
	case err == nil && (!c.builds(r) || set.Pieces() >= c.pieces):
		return res
	case !c.builds(r):
		if _, serr := os.Stat(RulesDir(c.dir, r)); errors.Is(serr, fs.ErrNotExist) {
			return res // none built for these rules: nothing wrong
		}
		res.Err = err
		return res
	}
	built, err := Build(c.dir, r, BuildOptions{Pieces: c.pieces, Threads: 1, Progress: func(p Progress) {
		if !p.Loaded {
			res.Built = true
		}
	}})
	if err != nil {
		res.Err = err
		return res
	}
	res.Set = built
	return res
}
