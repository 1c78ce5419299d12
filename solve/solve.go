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

	// NodeLimit, if set, stops the run (its value Unknown) once its
	// searches have spent about this many nodes; with one thread the same
	// root, options and limit give the same result.
	NodeLimit uint64

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
	r := &solveRun{root: root, o: o, start: start, tt: newTable(o.MemoryMiB)}
	r.rootKey, r.rulesText = keyText(&root), o.Rules.String()
	if o.StateDir != "" {
		n, err := loadState(o.StateDir, r.rootKey, r.rulesText, r.tt)
		if err != nil {
			return r.res, err
		}
		r.res.Loaded = n
	}
	r.lastSave = time.Now()
	defer r.tt.recycle() // after release: no search uses it then
	us, them, release := r.searchBoth(ctx)
	defer release()
	switch {
	case us.err != nil:
		return r.finish(us.err, us, them)
	case them.err != nil:
		return r.finish(them.err, us, them)
	}
	if o.beforeExtract != nil {
		o.beforeExtract(r.tt)
	}
	return r.conclude(us, them)
}

// solveRun is one run of Solve: its root, options and table, and the
// figures its searches share.
type solveRun struct {
	root               game.Position
	o                  Options
	start              time.Time
	tt                 *table
	rootKey, rulesText string

	mu       sync.Mutex // res, lastSave and nodes, shared by the searches
	res      Result
	lastSave time.Time
	nodes    uint64 // of the searches finished
}

// save writes the run's state, when it has a state directory.
func (r *solveRun) save() error {
	if r.o.StateDir == "" {
		return nil
	}
	return saveState(r.o.StateDir, r.rootKey, r.rulesText, r.tt)
}

// newSearcher is a searcher of "target wins" over the run's table.
func (r *solveRun) newSearcher(ctx context.Context, target game.Color) *searcher {
	return &searcher{rules: r.o.Rules, set: r.o.Tables, eval: r.o.Evaluate, tt: r.tt, target: target, path: map[uint64]pathMark{}, ctx: ctx}
}

// searchBoth searches "the side to move wins" (us) and "the other side
// wins" (them): at once with two threads or more (a proven win stops the
// other, and threads beyond two help), else one after the other, them
// only when us was disproven. The searchers extract their proofs under
// their contexts until release.
func (r *solveRun) searchBoth(ctx context.Context) (us, them search, release func()) {
	stm := r.root.SideToMove()
	if r.o.Threads < 2 {
		us = r.prove(ctx, stm)
		if us.err == nil && !us.s.stopped && us.dn == 0 {
			them = r.prove(ctx, stm.Other())
		}
		return us, them, func() {}
	}
	r.tt.share()
	ctxUs, stopUs := context.WithCancel(ctx)
	ctxThem, stopThem := context.WithCancel(ctx)
	release = func() {
		stopThem()
		stopUs()
	}
	stopHelpers := func() {}
	if r.o.Threads > 2 {
		hctx, cancel := context.WithCancel(ctx)
		jobs := helperJobs(r.root, r.o.Rules, r.o.Threads-2)
		h := runHelpers(hctx, r.o.Threads-2, jobs, r.newSearcher)
		stopHelpers = func() {
			cancel()
			r.res.HelperNodes, r.res.HelperDecided = h.wait()
			r.res.HelperJobs = len(jobs)
		}
	}
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		if us = r.prove(ctxUs, stm); us.pn == 0 {
			stopThem()
		}
	}()
	go func() {
		defer wg.Done()
		if them = r.prove(ctxThem, stm.Other()); them.pn == 0 {
			stopUs()
		}
	}()
	wg.Wait()
	stopHelpers()
	return us, them, release
}

// prove runs one search, proving or disproving "target wins" at the
// root, reporting progress and saving the state as it goes.
func (r *solveRun) prove(ctx context.Context, target game.Color) search {
	s := r.newSearcher(ctx, target)
	var saveErr error
	var final [2]uint32 // the root's numbers when the search ended
	lastShow := time.Now()
	s.tick = func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.o.NodeLimit > 0 && r.nodes+s.nodes >= r.o.NodeLimit {
			s.stopped = true
		}
		if time.Since(lastShow) >= r.o.ProgressEvery && r.o.Progress != nil {
			lastShow = time.Now()
			r.o.Progress(r.snapshot(s, target, final))
		}
		if time.Since(r.lastSave) >= r.o.SaveEvery {
			r.lastSave = time.Now()
			if err := r.save(); err != nil && saveErr == nil {
				saveErr = err
			}
		}
	}
	pn, dn, _, err := s.mid(&r.root, inf, inf)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.res.Last = r.snapshot(s, target, final)
	final = [2]uint32{pn, dn}
	r.nodes += s.nodes
	s.nodes = 0 // from now on, the extraction's
	if err == nil {
		err = saveErr
	}
	return search{s, pn, dn, err}
}

// snapshot is the progress of s, a search of "target wins"; final holds
// the root's numbers at the search's end, shown while it extracts.
// r.mu is held.
func (r *solveRun) snapshot(s *searcher, target game.Color, final [2]uint32) Progress {
	el := time.Since(r.start)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	pn, dn, ply := s.rootNumbers()
	if s.extracting != nil {
		pn, dn, ply = final[0], final[1], 0
	}
	return Progress{Target: target, RootPN: pn, RootDN: dn, Ply: ply, Nodes: r.nodes + s.nodes,
		Extracting: s.extracting != nil, Written: s.written(),
		NodesPerSec: float64(r.nodes+s.nodes) / el.Seconds(), Stored: int(r.tt.stored.Load()), MemoryMiB: float64(ms.HeapInuse) / (1 << 20), Elapsed: el}
}

// conclude turns the two searches' outcome into the run's result: a win
// with the proof of the search that proved it, a draw with two non-loss
// proofs, or Unknown when a search stopped undecided.
func (r *solveRun) conclude(us, them search) (Result, error) {
	cert := &Certificate{Rules: r.rulesText, Root: r.rootKey}
	// extracted ends a run whose extraction failed: a run stopped while
	// writing out the proof has an unknown value, and its state is saved
	extracted := func(err error) (Result, error) {
		if errors.Is(err, errStopped) {
			r.res.Value, r.res.Stopped = Unknown, true
			return r.finish(nil, us, them)
		}
		return r.finish(err, us, them)
	}
	// win: extract the proof of the search that proved it
	win := func(x search, v Value) (Result, error) {
		p, err := x.s.extract(&r.root, true)
		if err != nil {
			return extracted(err)
		}
		cert.Proofs, r.res.Value, r.res.Certificate = []*Proof{p}, v, cert
		return r.finish(nil, us, them)
	}
	switch {
	case us.pn == 0:
		return win(us, Win)
	case them.s != nil && them.pn == 0:
		return win(them, Loss)
	case us.s.stopped || us.dn != 0 || them.s == nil || them.s.stopped || them.dn != 0:
		r.res.Value = Unknown
		return r.finish(nil, us, them)
	}
	// neither wins: two non-loss proofs
	mine, err := them.s.extract(&r.root, false)
	if err != nil {
		return extracted(err)
	}
	theirs, err := us.s.extract(&r.root, false)
	if err != nil {
		return extracted(err)
	}
	cert.Proofs, r.res.Value, r.res.Certificate = []*Proof{mine, theirs}, Draw, cert
	return r.finish(nil, us, them)
}

// finish completes the run's figures, saves its state and returns its
// result with err (or the save's error).
func (r *solveRun) finish(err error, us, them search) (Result, error) {
	r.res.Nodes, r.res.Elapsed = r.nodes+r.res.HelperNodes, time.Since(r.start)
	for _, x := range []search{us, them} {
		if x.s != nil {
			r.res.Nodes += x.s.nodes // searched again while extracting
		}
	}
	if serr := r.save(); err == nil {
		err = serr
	}
	return r.res, err
}

// search is the outcome of one search of Solve: "target wins" proven
// (pn 0), disproven (dn 0), or neither when it stopped.
type search struct {
	s      *searcher
	pn, dn uint32
	err    error
}
