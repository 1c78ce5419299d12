package solve

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// Options configure Solve.
type Options struct {
	Rules     game.Rules
	Tables    *tables.Set // leaves: positions it covers (nil: none)
	MemoryMiB int         // the transposition table's size (default 256)
	// Threads is how many searches run at once: with 2 or more, "the side
	// to move wins" and "the other side wins" are searched at the same
	// time over one table (a proven win stops the other); 1 searches them
	// one after the other. Threads beyond 2 are helpers (helpers.go).
	Threads  int
	StateDir string // where the resumable state lives ("": none)
	// Evaluate, if set, scores a position without a capture pending for
	// its side to move, in centi-men (the engine's ai.Evaluate): new nodes
	// start from proof and disproof numbers it leans.
	Evaluate func(game.Position, game.Rules) int
	// SaveEvery is how often the state is saved during a run (default 5
	// minutes); it is saved at the end too, finished or interrupted.
	SaveEvery time.Duration
	// Progress, if set, is called about every ProgressEvery (default 10 s).
	Progress      func(Progress)
	ProgressEvery time.Duration

	nodeLimit     uint64       // for tests: stop after this many nodes
	beforeExtract func(*table) // for tests: called when the searches are done
}

// Progress is a snapshot of a running search.
type Progress struct {
	Target         game.Color // the search proves or disproves "Target wins"
	RootPN, RootDN uint32     // the root's numbers when it last looked at its children
	// Ply is where RootPN and RootDN were taken: the first position with
	// a choice (0: the root), the moves before it being forced.
	Ply         int
	Nodes       uint64
	NodesPerSec float64
	Stored      int     // positions in the table
	MemoryMiB   float64 // the heap in use
	Elapsed     time.Duration
	// Extracting is set once the search is decided and its proof is being
	// written out (Written positions so far); the root's numbers are then
	// those of the search's end.
	Extracting bool
	Written    int
}

// String is a progress line.
func (p Progress) String() string {
	num := func(n uint32) string {
		if n >= inf {
			return "inf"
		}
		return fmt.Sprint(n)
	}
	figures := fmt.Sprintf("%d nodes, %.0f nodes/s, %d positions stored, %.0f MiB", p.Nodes, p.NodesPerSec, p.Stored, p.MemoryMiB)
	if p.Extracting {
		return fmt.Sprintf("%v %s wins? decided; writing out the proof, %d positions written, searching again where needed: %s",
			p.Elapsed.Round(time.Second), colorText(p.Target), p.Written, figures)
	}
	at := ""
	if p.Ply > 0 {
		at = fmt.Sprintf(" (at ply %d, the moves before forced)", p.Ply)
	}
	return fmt.Sprintf("%v %s wins? root pn %s dn %s%s, %s",
		p.Elapsed.Round(time.Second), colorText(p.Target), num(p.RootPN), num(p.RootDN), at, figures)
}

// Value is a proven value for the side to move.
type Value string

// The values; Unknown when the search stopped first.
const (
	Unknown Value = "unknown"
	Win     Value = "win"
	Draw    Value = "draw"
	Loss    Value = "loss"
)

// Result is what Solve found.
type Result struct {
	Value       Value
	Certificate *Certificate // nil when Unknown
	Last        Progress     // the last search's figures
	Nodes       uint64       // all searches
	Loaded      int          // entries loaded from the state
	Elapsed     time.Duration
	// HelperNodes, HelperDecided and HelperJobs are the helper threads'
	// work (Threads above 2): their nodes (counted in Nodes too), and of
	// the positions below the root they searched, for a side's win, how
	// many they decided out of how many.
	HelperNodes               uint64
	HelperDecided, HelperJobs int
	// Stopped is set when the run stopped (its time limit, an interrupt)
	// while writing out a proof the search had found: the value is then
	// Unknown, and a run from the saved state goes on.
	Stopped bool
}

// Solve proves root's value for its side to move, until ctx ends (then
// the value is Unknown, and the state saved).
func Solve(ctx context.Context, root game.Position, o Options) (Result, error) {
	start := time.Now()
	if o.MemoryMiB <= 0 {
		o.MemoryMiB = 256
	}
	if o.SaveEvery <= 0 {
		o.SaveEvery = 5 * time.Minute
	}
	if o.ProgressEvery <= 0 {
		o.ProgressEvery = 10 * time.Second
	}
	if o.Tables != nil && !o.Tables.Covers(o.Rules) {
		return Result{}, fmt.Errorf("the tables are for other rules")
	}
	rootKey, rulesText := keyText(&root), o.Rules.String()
	tt := newTable(o.MemoryMiB)
	var res Result
	if o.StateDir != "" {
		n, err := loadState(o.StateDir, rootKey, rulesText, tt)
		if err != nil {
			return res, err
		}
		res.Loaded = n
	}
	save := func() error {
		if o.StateDir == "" {
			return nil
		}
		return saveState(o.StateDir, rootKey, rulesText, tt)
	}
	var (
		mu       sync.Mutex // the run's figures and saves, shared by the searches
		lastSave = time.Now()
		nodes    uint64 // of the searches finished
	)
	newSearcher := func(ctx context.Context, target game.Color) *searcher {
		return &searcher{rules: o.Rules, set: o.Tables, eval: o.Evaluate, tt: tt, target: target, path: map[uint64]pathMark{}, ctx: ctx}
	}
	// run proves or disproves "target wins" at root
	run := func(ctx context.Context, target game.Color) search {
		s := newSearcher(ctx, target)
		var saveErr error
		var final [2]uint32 // the root's numbers when the search ended
		lastShow := time.Now()
		snapshot := func() Progress {
			el := time.Since(start)
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			pn, dn, ply := s.rootNumbers()
			if s.extracting != nil {
				pn, dn, ply = final[0], final[1], 0
			}
			return Progress{Target: target, RootPN: pn, RootDN: dn, Ply: ply, Nodes: nodes + s.nodes,
				Extracting: s.extracting != nil, Written: s.written(),
				NodesPerSec: float64(nodes+s.nodes) / el.Seconds(), Stored: int(tt.stored.Load()), MemoryMiB: float64(ms.HeapInuse) / (1 << 20), Elapsed: el}
		}
		s.tick = func() {
			mu.Lock()
			defer mu.Unlock()
			if o.nodeLimit > 0 && nodes+s.nodes >= o.nodeLimit {
				s.stopped = true
			}
			if time.Since(lastShow) >= o.ProgressEvery && o.Progress != nil {
				lastShow = time.Now()
				o.Progress(snapshot())
			}
			if time.Since(lastSave) >= o.SaveEvery {
				lastSave = time.Now()
				if err := save(); err != nil && saveErr == nil {
					saveErr = err
				}
			}
		}
		pn, dn, _, err := s.mid(&root, inf, inf)
		mu.Lock()
		defer mu.Unlock()
		res.Last = snapshot()
		final = [2]uint32{pn, dn}
		nodes += s.nodes
		s.nodes = 0 // from now on, the extraction's
		if err == nil {
			err = saveErr
		}
		return search{s, pn, dn, err}
	}
	var us, them search
	finish := func(err error) (Result, error) {
		res.Nodes, res.Elapsed = nodes+res.HelperNodes, time.Since(start)
		for _, x := range []search{us, them} {
			if x.s != nil {
				res.Nodes += x.s.nodes // searched again while extracting
			}
		}
		if serr := save(); err == nil {
			err = serr
		}
		return res, err
	}
	stm := root.SideToMove()
	if o.Threads >= 2 {
		// both searches at once over one table; a proven win stops the other
		tt.share()
		ctxUs, stopUs := context.WithCancel(ctx)
		ctxThem, stopThem := context.WithCancel(ctx)
		defer stopUs()
		defer stopThem()
		stopHelpers := func() {}
		if o.Threads > 2 {
			hctx, cancel := context.WithCancel(ctx)
			jobs := helperJobs(root, o.Rules, o.Threads-2)
			h := runHelpers(hctx, o.Threads-2, jobs, newSearcher)
			stopHelpers = func() {
				cancel()
				res.HelperNodes, res.HelperDecided = h.wait()
				res.HelperJobs = len(jobs)
			}
		}
		var wg sync.WaitGroup
		wg.Add(2)
		go func() {
			defer wg.Done()
			if us = run(ctxUs, stm); us.pn == 0 {
				stopThem()
			}
		}()
		go func() {
			defer wg.Done()
			if them = run(ctxThem, stm.Other()); them.pn == 0 {
				stopUs()
			}
		}()
		wg.Wait()
		stopHelpers()
	} else {
		us = run(ctx, stm)
		if us.err == nil && !us.s.stopped && us.dn == 0 {
			them = run(ctx, stm.Other())
		}
	}
	switch {
	case us.err != nil:
		return finish(us.err)
	case them.err != nil:
		return finish(them.err)
	}
	cert := &Certificate{Rules: rulesText, Root: rootKey}
	// extracted ends a run whose extraction failed: a run stopped while
	// writing out the proof has an unknown value, and its state is saved
	extracted := func(err error) (Result, error) {
		if errors.Is(err, errStopped) {
			res.Value, res.Stopped = Unknown, true
			return finish(nil)
		}
		return finish(err)
	}
	if o.beforeExtract != nil {
		o.beforeExtract(tt)
	}
	// win: extract the proof of the search that proved it
	win := func(x search, v Value) (Result, error) {
		p, err := x.s.extract(&root, true)
		if err != nil {
			return extracted(err)
		}
		cert.Proofs, res.Value, res.Certificate = []*Proof{p}, v, cert
		return finish(nil)
	}
	switch {
	case us.pn == 0:
		return win(us, Win)
	case them.s != nil && them.pn == 0:
		return win(them, Loss)
	case us.s.stopped || us.dn != 0 || them.s == nil || them.s.stopped || them.dn != 0:
		res.Value = Unknown
		return finish(nil)
	}
	// neither wins: two non-loss proofs
	mine, err := them.s.extract(&root, false)
	if err != nil {
		return extracted(err)
	}
	theirs, err := us.s.extract(&root, false)
	if err != nil {
		return extracted(err)
	}
	cert.Proofs, res.Value, res.Certificate = []*Proof{mine, theirs}, Draw, cert
	return finish(nil)
}

// search is the outcome of one search of Solve: "target wins" proven
// (pn 0), disproven (dn 0), or neither when it stopped.
type search struct {
	s      *searcher
	pn, dn uint32
	err    error
}
